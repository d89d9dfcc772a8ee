import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/startup/app';
import { openDatabase, type Database } from '@/server/infrastructure/db/client';
import { createDeps } from '@/server/startup/deps';
import { domainDe } from '@/domain/messages/de';
import { domainEn } from '@/domain/messages/en';
import { seedDemo } from '@/server/startup/seed';
import { DEMO, DEMO_PASSWORD } from '../support/demo';
import { testConfig } from '../support/api';

/**
 * A database outage under a running API: while the PostgreSQL server is stopped, requests that need it are
 * answered 503 with Retry-After and a translated message (never a 500), /api/health answers 503, and once the
 * server is back everything answers as before without restarting the API. The test runs its own server
 * (initdb, pg_ctl) so that it can stop it; without PostgreSQL's binaries it skips itself.
 */

const PORT = 55_453;
const pgBin = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
})();

let dir = '';
let database: Database | undefined;
let app: App;
let started = false;

/** Runs a PostgreSQL program, as the postgres user when the tests run as root (the server refuses root). */
function pg(program: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, full] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(pgBin!, program), ...args]]
    : [join(pgBin!, program), args];
  execFileSync(command, full, { stdio: 'ignore', timeout: 60_000 });
}
const startServer = () => {
  pg('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${PORT} -k ${dir} -c fsync=off`,
    'start',
  ]);
  started = true;
};
const stopServer = () => {
  pg('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
  started = false;
};

beforeAll(async () => {
  if (!pgBin) return;
  dir = mkdtempSync(join(tmpdir(), 'visapath-outage-'));
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  }
  pg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  startServer();
  database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${PORT}/postgres`, poolSize: 4 });
  await database.migrate();
  await seedDemo(database.db);
  app = createApp(createDeps(testConfig(), database));
}, 240_000);
afterAll(async () => {
  if (started) stopServer();
  await database?.close().catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, options: { token?: string; body?: unknown; language?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  const reply = await app.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await reply.text();
  return {
    status: reply.status,
    retryAfter: reply.headers.get('retry-after'),
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}
const signIn = () => call('POST', '/api/login', { body: { username: DEMO.admin, password: DEMO_PASSWORD } });

async function until(condition: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

describe.skipIf(!pgBin)('a database outage under a running API (PostgreSQL)', () => {
  it('answers 503 with Retry-After while the database is down, health included, and recovers by itself', async () => {
    const token = (await signIn()).body!.accessToken as string;
    expect(token).toEqual(expect.any(String));
    const list = () => call('GET', '/api/universities?range=[0,4]', { token });
    const write = () => call('POST', '/api/visa/countries', { token, body: { iso2: 'QQ', name: 'Outage land' } });
    expect((await list()).status).toBe(200);
    expect((await call('GET', '/api/health')).status).toBe(200);

    stopServer();
    const unavailable = {
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: { message: domainEn.vp.api.unavailable },
    };
    for (const reply of [await list(), await write(), await call('GET', '/api/me', { token }), await signIn()]) {
      expect(reply).toEqual(unavailable);
    }
    expect((await call('GET', '/api/me', { token, language: 'de' })).body).toEqual({
      message: domainDe.vp.api.unavailable,
    });
    const health = await call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.retryAfter).toMatch(/^\d+$/);
    await new Promise((ok) => setTimeout(ok, 3_000)); // still down a few seconds later
    expect((await list()).status).toBe(503);
    expect((await call('GET', '/api/health')).status).toBe(503);

    startServer();
    await until(async () => (await call('GET', '/api/health')).status === 200, 20_000);
    expect((await list()).status).toBe(200);
    expect((await call('GET', '/api/me', { token })).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    expect((await write()).status).toBe(201);
  }, 120_000);
});
