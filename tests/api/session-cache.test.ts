import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionCache, type SessionCache } from '../../src/server/auth/sessionCache';
import type { Principal } from '../../src/server/context';
import type { Database, NotificationHandlers } from '../../src/server/db/client';
import { organizations, sessions, users } from '../../src/server/db/schema';
import { TEST_SECRET, TestApi } from '../support/api';
import { DEMO, TOKEN_INVALID, auditSince, claimsOf, createUser, lastAuditId, login, loginAs, me } from './auth-helpers';

/**
 * The in-process cache of verified tokens (src/server/auth/sessionCache.ts) must never let a revoked token
 * through: each test first makes sure the token is cached (used, and served without verifying it again), then
 * revokes it and expects the very next request to be refused.
 */

let api: TestApi;
let outsider: pg.Client | null = null;
beforeAll(async () => {
  api = await TestApi.start();
  const { pool } = api.deps.database;
  if (pool) {
    // A connection of its own, outside the app's pool: stands for another server process on the same database.
    outsider = new pg.Client({ connectionString: pool.options.connectionString });
    await outsider.connect();
  }
  await until(() => api.deps.sessionCache.live);
});
afterAll(async () => {
  await outsider?.end();
  await api.close();
});

const onPostgres = () => api.deps.database.engine === 'postgres';

async function until(condition: () => boolean | Promise<boolean>, ms = 2_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

/** SQL run by "another process": on PostgreSQL its own connection; PGlite has no other process, so its raw driver. */
async function elsewhere(text: string, params: unknown[]) {
  if (outsider) await outsider.query(text, params);
  else await api.deps.database.pglite!.query(text, params);
}

/** Uses the token twice and checks the second request came from the cache (no signature check). */
async function cached(token: string) {
  expect((await me(api, token)).status).toBe(200);
  const verify = vi.spyOn(api.deps.tokens, 'verify');
  try {
    expect((await me(api, token)).status).toBe(200);
    expect(verify).not.toHaveBeenCalled();
  } finally {
    verify.mockRestore();
  }
}

async function expectRefused(token: string) {
  const reply = await me(api, token);
  expect(reply.status).toBe(401);
  expect(reply.body).toEqual(TOKEN_INVALID);
}

async function twoOrganizations(): Promise<[number, number]> {
  const rows = await api.db.select({ id: organizations.id }).from(organizations).orderBy(organizations.id).limit(2);
  expect(rows).toHaveLength(2);
  return [rows[0].id, rows[1].id];
}

async function freshUser(values: Partial<typeof users.$inferInsert> = {}) {
  const { user, password } = await createUser(api, { user_type: 1, ...values });
  const token = (await login(api, user.email, password)).body.accessToken as string;
  return { user, password, token };
}

describe('the session cache', () => {
  it('serves a repeated token without verifying it or querying the session again', async () => {
    const token = await loginAs(api, DEMO.admin);
    expect(api.deps.sessionCache.live).toBe(true);
    await cached(token);
    expect(api.deps.sessionCache.get(token)?.userId).toBe(Number(claimsOf(token).sub));
  });

  it('refuses a logged-out token on the very next request', async () => {
    const token = await loginAs(api, DEMO.insurer);
    await cached(token);
    expect((await api.call('POST', '/api/logout', { token, body: {} })).status).toBe(200);
    await expectRefused(token);
  });

  it('refuses at once a token whose session this process revokes or deletes by plain SQL', async () => {
    const revoked = await loginAs(api, DEMO.bank);
    await cached(revoked);
    await api.db.update(sessions).set({ revoked_at: sql`now()` }).where(eq(sessions.id, claimsOf(revoked).sid));
    await expectRefused(revoked);

    const deleted = await loginAs(api, DEMO.bank);
    await cached(deleted);
    await api.db.delete(sessions).where(eq(sessions.id, claimsOf(deleted).sid));
    await expectRefused(deleted);

    const shortened = await loginAs(api, DEMO.bank);
    await cached(shortened);
    await api.db.update(sessions).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(sessions.id, claimsOf(shortened).sid));
    await expectRefused(shortened);
  });

  it('refuses at once the tokens of a user this process deactivates, retypes or bumps by plain SQL', async () => {
    const changes: Partial<typeof users.$inferInsert>[] = [{ is_active: false }, { user_type: 2 }, { token_version: 7 }];
    for (const change of changes) {
      const { user, token } = await freshUser();
      await cached(token);
      await api.db.update(users).set(change).where(eq(users.id, user.id));
      await expectRefused(token);
    }
  });

  it('applies at once a new role or organisation this process sets by plain SQL', async () => {
    const { user, token } = await freshUser();
    await cached(token);
    expect((await api.call('GET', '/api/dev/outbox', { token })).status).toBe(200);
    const [first, second] = await twoOrganizations();
    await api.db.update(users).set({ user_type: 4, organization_id: first }).where(eq(users.id, user.id));
    expect((await api.call('GET', '/api/dev/outbox', { token })).status).toBe(403);
    expect((await api.call('GET', '/api/me/organization', { token })).body.id).toBe(first);
    await api.db.update(users).set({ organization_id: second }).where(eq(users.id, user.id));
    expect((await api.call('GET', '/api/me/organization', { token })).body.id).toBe(second);
  });

  it('also refuses at once after such a change inside a transaction', async () => {
    const { user, token } = await freshUser();
    await cached(token);
    await api.db.transaction(async (tx) => {
      await tx.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    });
    await expectRefused(token);
  });

  it('ends the tokens of a user deactivated by another process once its notification arrives', async () => {
    const { user, token } = await freshUser();
    await cached(token);
    await elsewhere('update users set is_active = false where id = $1', [user.id]);
    await until(async () => (await me(api, token)).status === 401);
    await expectRefused(token);
    expect(api.deps.sessionCache.get(token)).toBeUndefined();
  });

  it('ends tokens after other revoking changes made by another process', async () => {
    const statements: [string, (u: { id: number }, sid: string) => unknown[]][] = [
      ['update users set token_version = token_version + 1 where id = $1', (u) => [u.id]],
      ['update users set user_type = 2 where id = $1', (u) => [u.id]],
      ['update sessions set revoked_at = now() where id = $1', (_u, sid) => [sid]],
      ['update sessions set expires_at = now() - interval \'1 second\' where id = $1', (_u, sid) => [sid]],
      ['delete from sessions where id = $1', (_u, sid) => [sid]],
      ['delete from users where id = $1', (u) => [u.id]],
    ];
    for (const [text, params] of statements) {
      const { user, token } = await freshUser();
      await cached(token);
      await elsewhere(text, params(user, claimsOf(token).sid));
      await until(() => api.deps.sessionCache.get(token) === undefined);
      await expectRefused(token);
    }
  });

  it('applies a new role or organisation set by another process once its notification arrives', async () => {
    const { user, token } = await freshUser();
    await cached(token);
    const [first, second] = await twoOrganizations();
    await elsewhere('update users set user_type = 4, organization_id = $2 where id = $1', [user.id, first]);
    await until(async () => (await api.call('GET', '/api/dev/outbox', { token })).status === 403);
    expect((await api.call('GET', '/api/me/organization', { token })).body.id).toBe(first);
    await cached(token);
    await elsewhere('update users set organization_id = $2 where id = $1', [user.id, second]);
    await until(async () => (await api.call('GET', '/api/me/organization', { token })).body.id === second);
  });

  it('keeps serving from the cache after changes that revoke nothing', async () => {
    const { user, token } = await freshUser();
    await cached(token);
    // A profile edit: no trigger fires (only a local write clears the cache, and the token is cached again).
    await elsewhere('update users set first_name = $2 where id = $1', [user.id, 'Renamed']);
    await new Promise((ok) => setTimeout(ok, 100));
    expect(api.deps.sessionCache.get(token)).toMatchObject({ userId: user.id });
    await cached(token);
  });

  it('ends every other session at once when the password changes, and the old token of this one', async () => {
    const { user, password, token: current } = await freshUser({ user_type: 4 });
    const other = (await login(api, user.email, password)).body.accessToken as string;
    await cached(current);
    await cached(other);
    const reply = await api.call('POST', '/api/me/password', { token: current, body: { currentPassword: password, newPassword: 'Brand-new-password-2031' } });
    expect(reply.status).toBe(200);
    await expectRefused(other);
    await expectRefused(current);
    const fresh = reply.body.accessToken as string;
    await cached(fresh);
  });

  it('does not accept from the cache a token with the same claims but another signature', async () => {
    const token = await loginAs(api, DEMO.university);
    await cached(token);
    const [header, payload, signature] = token.split('.');
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    await expectRefused(`${header}.${payload}.${flipped}`);
    await expectRefused(`${header}.${payload}.`);
    await expectRefused(`${token}x`);
    const otherSecret = await new SignJWT({ ...claimsOf(token) }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-that-is-also-long-enough-0123456789'));
    await expectRefused(otherSecret);
    // A properly signed token for the same session with another (stale) token_version.
    const stale = await new SignJWT({ ...claimsOf(token), tv: claimsOf(token).tv + 1 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(TEST_SECRET));
    await expectRefused(stale);
    await cached(token);
  });

  it('does not keep a token past its exp', async () => {
    const token = await loginAs(api, DEMO.languages);
    const now = Math.floor(Date.now() / 1000);
    const short = await new SignJWT({ ...claimsOf(token), iat: now, exp: now + 2 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(TEST_SECRET));
    await cached(short);
    await until(() => Date.now() >= (now + 2) * 1000 + 50, 4_000);
    await expectRefused(short);
    expect((await me(api, token)).status).toBe(200);
  });

  it('is bypassed while the LISTEN connection is down, and used again once it is back (PostgreSQL)', async (context) => {
    if (!onPostgres()) return context.skip();
    const { user, token } = await freshUser();
    await cached(token);
    // Kill the listener's backend: from then on, no notification can arrive until it has reconnected.
    await outsider!.query(`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`);
    await until(() => !api.deps.sessionCache.live);
    expect(api.deps.sessionCache.get(token)).toBeUndefined();
    await elsewhere('update users set is_active = false where id = $1', [user.id]);
    await expectRefused(token);
    await until(() => api.deps.sessionCache.live, 10_000);
    const { token: next } = await freshUser();
    await cached(next);
  });
});

describe('over HTTP (headers read from node\'s raw headers)', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise((ok) => (server.listening ? ok(undefined) : server.once('listening', ok)));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((ok) => { server.closeAllConnections(); server.close(ok); }));

  /** A request with headers given as raw [name, value, …] pairs, so that a header can be repeated. */
  const send = (method: string, path: string, raw: string[], body?: string) => new Promise<{ status: number; body: unknown }>((ok, fail) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: ['Host', `127.0.0.1:${port}`, ...raw] }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => { text += chunk.toString(); });
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', fail);
    req.end(body);
  });
  const get = (path: string, raw: string[]) => send('GET', path, raw);

  it('takes the token and the language from the request, in any letter case', async () => {
    const token = await loginAs(api, DEMO.admin);
    expect((await get('/api/me', ['AUTHORIZATION', `Bearer ${token}`])).status).toBe(200);
    expect((await get('/api/me', ['authorization', `bearer ${token}`])).status).toBe(200);
    const missing = await get('/api/me', ['x-authorization', `Bearer ${token}`]);
    expect(missing).toEqual({ status: 401, body: { message: 'Authorization token missing' } });
    // The language of validation messages follows Accept-Language.
    const login = (language: string) => send('POST', '/api/login', ['Content-Type', 'application/json', 'Accept-Language', language], '{}');
    const french = await login('fr-FR,fr;q=0.9');
    const english = await login('en');
    expect(french.status).toBe(400);
    expect(english.status).toBe(400);
    expect(JSON.stringify(french.body)).not.toBe(JSON.stringify(english.body));
  });

  it('takes the client address from the first X-Forwarded-For entry (trustProxy), repeated headers included', async () => {
    const denied = async (raw: string[]) => {
      const since = await lastAuditId(api);
      expect((await get('/api/me', ['Authorization', 'Bearer not-a-token', ...raw])).status).toBe(401);
      const [row] = await auditSince(api, since, 'auth.denied');
      return row.ip;
    };
    expect(await denied(['X-Forwarded-For', '198.51.100.77, 10.0.0.1'])).toBe('198.51.100.77');
    expect(await denied(['x-forwarded-for', '198.51.100.78', 'X-Forwarded-For', '10.0.0.2'])).toBe('198.51.100.78');
  });

  it('refuses a request with two Authorization headers, even when both carry the same valid token', async () => {
    const token = await loginAs(api, DEMO.admin);
    const twice = await get('/api/me', ['authorization', `Bearer ${token}`, 'Authorization', `Bearer ${token}`]);
    expect(twice.status).toBe(401);
  });
});

describe('createSessionCache', () => {
  const principal = (userId: number, sessionId: string): Principal => ({ userId, sessionId, userType: 1, role: 'admin', organizationId: null });

  /** A cache whose notifications the test sends by hand. */
  function manual(options: Parameters<typeof createSessionCache>[1] = {}) {
    let handlers: NotificationHandlers | undefined;
    let localWrite: (() => void) | undefined;
    const feed: Pick<Database, 'listen' | 'onLocalWrite'> = {
      listen: (_channel, h) => { handlers = h; return () => undefined; },
      onLocalWrite: (_tables, h) => { localWrite = h; return () => undefined; },
    };
    const cache: SessionCache = createSessionCache(feed, options);
    return { cache, handlers: () => handlers!, localWrite: () => localWrite!() };
  }

  it('is unused until notifications flow, and emptied whenever they stop', () => {
    const { cache, handlers } = manual();
    cache.set('t', principal(1, 's'), Date.now() + 60_000, cache.stamp());
    expect(cache.get('t')).toBeUndefined();
    handlers().state(true);
    cache.set('t', principal(1, 's'), Date.now() + 60_000, cache.stamp());
    expect(cache.get('t')?.userId).toBe(1);
    handlers().state(false);
    expect(cache.get('t')).toBeUndefined();
    handlers().state(true);
    expect(cache.get('t')).toBeUndefined();
  });

  it('stores nothing when an invalidation happened during the lookup', () => {
    const { cache, handlers } = manual();
    handlers().state(true);
    const stamp = cache.stamp();
    handlers().message('42');
    cache.set('t', principal(1, 's'), Date.now() + 60_000, stamp);
    expect(cache.get('t')).toBeUndefined();
  });

  it('invalidates by user, by session, for all users, and on local writes', () => {
    const { cache, handlers, localWrite } = manual();
    handlers().state(true);
    const fill = () => {
      cache.set('a1', principal(1, 'sa'), Date.now() + 60_000, cache.stamp());
      cache.set('a2', principal(1, 'sb'), Date.now() + 60_000, cache.stamp());
      cache.set('b', principal(2, 'sc'), Date.now() + 60_000, cache.stamp());
    };
    fill();
    handlers().message('1');
    expect([cache.get('a1'), cache.get('a2'), cache.get('b')?.userId]).toEqual([undefined, undefined, 2]);
    fill();
    cache.invalidateSession('sb');
    expect([cache.get('a1')?.userId, cache.get('a2'), cache.get('b')?.userId]).toEqual([1, undefined, 2]);
    handlers().message('*');
    expect(cache.size).toBe(0);
    fill();
    localWrite();
    expect(cache.size).toBe(0);
    fill();
    cache.invalidateUser(2);
    expect(cache.size).toBe(2);
  });

  it('honours the TTL and the not-after time, and stays within its size', () => {
    let now = 1_000_000;
    const { cache, handlers } = manual({ ttlMs: 30_000, maxEntries: 3, now: () => now });
    handlers().state(true);
    cache.set('ttl', principal(1, 's1'), now + 3_600_000, cache.stamp());
    cache.set('exp', principal(2, 's2'), now + 5_000, cache.stamp());
    cache.set('gone', principal(3, 's3'), now - 1, cache.stamp());
    expect(cache.get('gone')).toBeUndefined();
    now += 5_000;
    expect(cache.get('exp')).toBeUndefined();
    expect(cache.get('ttl')).toEqual(principal(1, 's1'));
    now += 25_000;
    expect(cache.get('ttl')).toBeUndefined();
    for (let i = 0; i < 10; i += 1) cache.set(`t${i}`, principal(i, `s${i}`), now + 60_000, cache.stamp());
    expect(cache.size).toBe(3);
    expect(cache.get('t9')).toEqual(principal(9, 's9'));
    expect(cache.get('t0')).toBeUndefined();
  });

  it('hands out principals nobody can alter', () => {
    const { cache, handlers } = manual();
    handlers().state(true);
    cache.set('t', principal(1, 's'), Date.now() + 60_000, cache.stamp());
    expect(Object.isFrozen(cache.get('t'))).toBe(true);
  });
});
