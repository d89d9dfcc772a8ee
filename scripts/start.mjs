// `npm start`: runs the production server (dist-server/main.js) with plain node. In a development checkout it
// first builds what is missing or older than its sources; a production install (dev dependencies pruned) must
// have run `npm run build` before.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SPA = {
  output: 'dist/index.html',
  sources: [
    'index.html',
    'vite.config.ts',
    'scripts/build-assets.ts',
    'package.json',
    'src/admin',
    'src/domain',
    'public',
  ],
};
const SERVER = {
  output: 'dist-server/main.js',
  sources: ['scripts/build-server.mjs', 'package.json', 'src/server', 'src/domain'],
};

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale = ({ output, sources }) =>
  !existsSync(output) || Math.max(...sources.map(newest)) > statSync(output).mtimeMs;

async function canBuild() {
  try {
    await import('vite');
    await import('esbuild');
    return true;
  } catch {
    return false;
  }
}

if (stale(SPA) || stale(SERVER)) {
  if (await canBuild()) {
    if (stale(SPA)) {
      console.log('Building the console (vite build)…');
      const { build } = await import('vite');
      await build({ logLevel: 'warn' });
    }
    if (stale(SERVER)) await import('./build-server.mjs');
  } else if (!existsSync(SPA.output) || !existsSync(SERVER.output)) {
    console.error('Visapath cannot start: the build is missing. Run `npm run build` before pruning dev dependencies.');
    process.exit(1);
  }
}
await import(pathToFileURL(SERVER.output).href);
