// `npm run build`, and what `npm start` runs for a stale build: the console (vite build) and the server bundle,
// each in a child process whose NODE_ENV is production. The console is always a production build, whatever the
// shell says, and nothing a build sets (Vite sets NODE_ENV when it is unset) reaches the process that starts the
// server afterwards.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

function run(label, args) {
  const result = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${label} failed (exit code ${result.status ?? result.signal})`);
}

export const buildConsole = () =>
  run('vite build', [
    join(dirname(require.resolve('vite/package.json')), 'bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
  ]);
export const buildServer = () => run('the server build', ['scripts/build-server.mjs']);

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    buildConsole();
    buildServer();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
