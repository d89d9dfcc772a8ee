// The layer rules docs/architecture.md states, checked in `npm test` (`npm run lint:layers`).
/** The server's feature folders: the generic resource engine is handed their hooks and formats, never imports them. */
const FEATURES = 'users|enquiries|checkVisa|dashboard|search|views|seed';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain declares the product once, for the server and the console alike: it imports neither.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(admin|server)|mocks)/' },
    },
    {
      name: 'domain-needs-no-node',
      comment: 'src/domain runs in the browser too: no Node built-in module.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'console-apart-from-server',
      comment: 'The console reaches the server only over HTTP (/api).',
      severity: 'error',
      from: { path: '^src/admin/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-apart-from-console',
      comment: 'The server never imports the console.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/admin/' },
    },
    {
      name: 'engine-names-no-feature',
      comment: 'The generic resource engine serves every resource; features hand it their extras (src/server/app.ts).',
      severity: 'error',
      from: { path: '^src/server/resources/' },
      to: { path: `^src/server/(${FEATURES})/` },
    },
    {
      name: 'server-runs-no-ui-library',
      comment:
        'The API never loads react-admin, React or MUI at run time (ra-core alone costs 0.5 s and 40 MB at start).',
      severity: 'error',
      from: { path: '^src/server/main\\.ts$' },
      to: {
        // react/jsx-runtime is left out: the tool's transpiler names it for every file under "jsx": "react-jsx".
        path: '^node_modules/(ra-core|react-admin|react-dom|@mui/[^/]+)/|^node_modules/react/index',
        reachable: true,
      },
    },
    {
      name: 'no-cycles',
      comment: 'Two modules that import each other can be neither understood nor moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Run-time imports only (type imports vanish in the build); tests/unit/import-cycles.test.ts sees those too.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
