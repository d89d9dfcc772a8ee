import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../support/demo';
import { freePort } from '../support/ports';

// `npm start` on a fresh clone: no build, no database, and only what the shell gives it. The clone is this
// checkout's tracked and new files copied into a temporary folder, with its node_modules linked in.
const root = resolve(import.meta.dirname, '../..');
const clones: string[] = [];
const servers: ChildProcess[] = [];

function freshClone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'visapath-clone-'));
  clones.push(dir);
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(dir, file));
    } catch {
      // A tracked file deleted in the working tree is not part of the clone.
    }
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

async function start(env: Record<string, string>) {
  const dir = freshClone();
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, PORT: String(port), ...env },
  });
  servers.push(server);
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => server.on('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    const done = await Promise.race([exited, new Promise((r) => setTimeout(() => r('waiting'), 250))]);
    if (done !== 'waiting') throw new Error(`npm start exited with ${String(done)}:\n${output}`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) return { base, output: () => output };
  }
  throw new Error(`npm start did not answer:\n${output}`);
}

async function signInAsDemoAdmin(base: string) {
  const reply = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO.admin, password: DEMO_PASSWORD }),
  });
  return { status: reply.status, body: (await reply.json()) as { accessToken?: string } };
}

/** The React chunk the console's page loads: a production build of React reports its errors as "Minified". */
async function reactBuild(base: string) {
  const page = await (await fetch(`${base}/`)).text();
  const scripts = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const sources = await Promise.all(scripts.map(async (path) => (await fetch(`${base}${path}`)).text()));
  const react = sources.find((source) => source.includes('react-dom'));
  return react?.includes('Minified React error') ? 'production' : 'development';
}

afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
  for (const dir of clones) rmSync(dir, { recursive: true, force: true });
});

describe('npm start on a fresh clone', () => {
  it('builds, seeds and serves the console with nothing set; the demo admin signs in', async () => {
    const { base } = await start({});
    const login = await signInAsDemoAdmin(base);
    expect(login.status).toBe(200);
    expect(login.body.accessToken).toBeTruthy();
    expect(await reactBuild(base)).toBe('production');
  }, 240_000);

  it('with NODE_ENV=development in the shell: a development server, and still a production build of the console', async () => {
    const { base } = await start({ NODE_ENV: 'development' });
    expect((await signInAsDemoAdmin(base)).status).toBe(200);
    expect(await reactBuild(base)).toBe('production');
  }, 240_000);
});
