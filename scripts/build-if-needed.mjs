// Builds the SPA when dist/ is missing or older than its sources (npm start runs this first).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const sources = ['index.html', 'vite.config.ts', 'package.json', 'src/admin', 'src/domain', 'public'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (!built || Math.max(...sources.map(newest)) > built) {
  console.log('Building the console (vite build)…');
  await build({ logLevel: 'warn' });
}
