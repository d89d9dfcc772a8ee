import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEn } from '@/domain/messages/en';
import { serverTimeouts } from '@/server/startup/serverTimeouts';
import { TestApi } from '../support/api';
import { listenOn, type Listening } from '../support/listening';
import { DEMO } from '../support/demo';

/**
 * A statement that runs past DB_STATEMENT_TIMEOUT_MS is answered 503 with its message instead of holding the
 * request; a request whose body has not arrived within REQUEST_BODY_TIMEOUT_MS is answered 408.
 */

const STATEMENT_TIMEOUT_MS = 1_000;
let api: TestApi;
let admin: string;
let server: Listening;
let base = { host: '127.0.0.1', port: 0 };
beforeAll(async () => {
  api = await TestApi.start({ statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  admin = await api.login(DEMO.admin);
  server = await listenOn(api, serverTimeouts(1_000));
  base = { host: '127.0.0.1', port: server.port };
});
afterAll(async () => {
  await server.close();
  await api.close();
});

/**
 * Keeps the database from answering on the FAQs for `ms`: on PostgreSQL another connection locks the table; PGlite
 * has one session, so a long statement holds it.
 */
async function holdFaqs(ms: number): Promise<() => Promise<void>> {
  const { engine, pool } = api.deps.database;
  if (engine === 'postgres') {
    const other = new pg.Client({ connectionString: pool.options.connectionString });
    await other.connect();
    await other.query('begin');
    await other.query('lock table faqs in access exclusive mode');
    const release = new Promise<void>((ok) => setTimeout(ok, ms));
    return async () => {
      await release;
      await other.query('rollback');
      await other.end();
    };
  }
  const held = pool.query(`select pg_sleep(${ms / 1000})`).catch(() => undefined);
  await new Promise((ok) => setTimeout(ok, 100));
  return async () => {
    await held;
    await new Promise((ok) => setTimeout(ok, ms));
  };
}

describe('the statement timeout', () => {
  it('answers 503 with its message when the database does not answer in time, and the next request works', async () => {
    const release = await holdFaqs(4_000);
    const started = performance.now();
    const reply = await api.call('GET', '/api/faqs?range=[0,9]', { token: admin });
    const took = performance.now() - started;
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ message: domainEn.vp.api.database_timeout });
    expect(reply.headers.get('retry-after')).toBeTruthy();
    expect(took).toBeLessThan(3_500);
    await release();
    expect((await api.call('GET', '/api/faqs?range=[0,9]', { token: admin })).status).toBe(200);
  });

  it('says so in the request’s language', async () => {
    const release = await holdFaqs(3_000);
    const reply = await api.call('GET', '/api/faqs?range=[0,9]', {
      token: admin,
      headers: { 'accept-language': 'de' },
    });
    await release();
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({
      message: 'Die Datenbank hat zu lange nicht geantwortet. Versuchen Sie es gleich noch einmal.',
    });
  });
});

describe('the request body timeout', () => {
  it('answers 408 to a body that does not arrive in time, and closes the connection', async () => {
    const socket = net.connect(base);
    await new Promise((ok) => socket.once('connect', ok));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise((ok) => socket.once('close', ok));
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
    );
    const started = performance.now();
    await Promise.race([closed, new Promise((ok) => setTimeout(ok, 10_000))]);
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('leaves a body that arrives in time alone', async () => {
    const reply = await fetch(`http://127.0.0.1:${base.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(reply.status).toBe(401);
  });
});
