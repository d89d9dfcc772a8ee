// The layer rules docs/architecture.md states, checked in `npm test` (`npm run lint:layers`).
/*
 * Rooms, lowest first: a room may import its own and lower rooms, never a higher one (docs/architecture.md, The
 * map). A folder's name is its room; a loose file is a room of its own.
 */
const SERVER_ROOMS = [['infrastructure'], ['middleware'], ['engine'], ['features'], ['startup'], ['main']];
const ADMIN_ROOMS = [
  ['theme', 'shims', 'product', 'landing', 'menu'],
  ['providers'],
  ['utils'],
  ['resources'],
  ['pages', 'routes'],
  // The areas; partners and enquiries hold what the partner areas share.
  [
    'areaDef',
    'audit',
    'checkVisa',
    'consultants',
    'credits',
    'enquiries',
    'insurance',
    'languages',
    'partners',
    'pr',
    'universities',
    'users',
    'visa',
  ],
  ['areas', 'layout', 'account', 'auth', 'dashboard', 'i18n', 'shell', 'App', 'main'],
];

/** One rule per room: nothing in it imports a room above it. */
function roomRules(base, rooms) {
  const pattern = (names) => `^${base}(${names.join('|')})(/|\\.tsx?$)`;
  return rooms.slice(0, -1).map((room, i) => ({
    name: `${base.split('/')[1]}-rooms-${room[0]}`,
    comment: `${base}: ${room.join(', ')} import only their own room and the rooms below it.`,
    severity: 'error',
    from: { path: pattern(room) },
    to: { path: pattern(rooms.slice(i + 1).flat()) },
  }));
}

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
    ...roomRules('src/server/', SERVER_ROOMS),
    ...roomRules('src/admin/', ADMIN_ROOMS),
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
    // Type imports too: a room that borrows a type from a room above it depends on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
