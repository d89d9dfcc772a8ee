// `npm start`: runs the production server (dist-server/main.js) with plain node. In a development checkout it
// first builds what is missing or older than its sources, in child processes (scripts/build.mjs), so the server
// sees the environment the shell gave it and nothing a build set; a production install (dev dependencies pruned)
// must have run `npm run build` before.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SPA = {
  output: 'dist/index.html',
  sources: [
    'index.html',
    'vite.config.ts',
    'scripts/build-assets.ts',
    'scripts/build.mjs',
    'package.json',
    'src/admin',
    'src/domain',
    'public',
  ],
};
const SERVER = {
  output: 'dist-server/main.js',
  sources: ['scripts/build-server.mjs', 'scripts/build.mjs', 'package.json', 'src/server', 'src/domain'],
};

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale = ({ output, sources }) =>
  !existsSync(output) || Math.max(...sources.map(newest)) > statSync(output).mtimeMs;

// Resolved, not imported: loading the build tools here could change this process's environment.
function canBuild() {
  const require = createRequire(import.meta.url);
  try {
    require.resolve('vite/package.json');
    require.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

if (stale(SPA) || stale(SERVER)) {
  if (canBuild()) {
    const { buildConsole, buildServer } = await import('./build.mjs');
    try {
      if (stale(SPA)) {
        console.log('Building the console (vite build)…');
        buildConsole();
      }
      if (stale(SERVER)) buildServer();
    } catch (error) {
      console.error(`Visapath cannot start: ${error.message}`);
      process.exit(1);
    }
  } else if (!existsSync(SPA.output) || !existsSync(SERVER.output)) {
    console.error('Visapath cannot start: the build is missing. Run `npm run build` before pruning dev dependencies.');
    process.exit(1);
  }
}
await import(pathToFileURL(SERVER.output).href);
