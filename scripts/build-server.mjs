// Bundles the API server into dist-server/ for plain node (`npm start`): our code in one ES module, the
// packages left as imports (they are installed as production dependencies) except their JSON data, which node
// would only import with an import attribute; the migrations and PGlite's worker copied beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist-server';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [
    {
      name: 'packages-external',
      setup(b) {
        // `@/` is the source folder (tsconfig's paths), bundled like any relative import.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.endsWith('.json') || args.path.startsWith('@/') ? undefined : { external: true },
        );
      },
    },
  ],
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync('src/server/infrastructure/db/migrations', `${outdir}/migrations`, { recursive: true });
// The embedded database's thread (plain JavaScript, started by path from main.js).
cpSync('src/server/infrastructure/db/pgliteWorker.mjs', `${outdir}/pgliteWorker.mjs`);
