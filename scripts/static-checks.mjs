// The static checks of `npm test` (types, lint, format, layer rules, unused code), two at a time: each is one
// process on one core, and CI has two. Each check's output is printed whole when it ends; any failure fails the run.
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';

// The tools of this checkout, also when the script is run by itself rather than by npm.
const ROOT = join(import.meta.dirname, '..');
const PATH = [join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter);

const CHECKS = [
  ['typecheck', 'tsc -p .'],
  ['lint', 'eslint .'],
  ['format', 'prettier --check .'],
  ['layers', 'depcruise src mocks --config .dependency-cruiser.cjs'],
  ['unused', 'knip --no-progress'],
];
const PARALLEL = 2;

function run([name, command]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, cwd: ROOT, env: { ...process.env, PATH, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`== ${name} (${command}): ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n`);
      if (code !== 0 || output.trim()) process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const results = await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    const passed = [];
    for (let check = queue.shift(); check; check = queue.shift()) passed.push(await run(check));
    return passed;
  }),
);
process.exit(results.flat().every(Boolean) ? 0 : 1);
