import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, sessions, users } from '@/server/infrastructure/db/schema';
import { TEST_SECRET, TestApi } from '../support/api';
import { listenOn, type Listening } from '../support/listening';
import {
  DEMO,
  TOKEN_INVALID,
  auditSince,
  claimsOf,
  createUser,
  lastAuditId,
  login,
  loginAs,
  me,
} from '../support/auth';

/**
 * A token stops working on the very next request once its session is revoked, its user deactivated, retyped or
 * given a new password, whoever made the change: this API (its routes, or plain SQL through its own database
 * handle) or another connection to the same database, which stands for another server process. Every token is
 * first used twice, so that nothing remembered from an earlier request can let it through.
 */

let api: TestApi;
let outsider: pg.Client | null = null;
beforeAll(async () => {
  api = await TestApi.start();
  const { pool, engine } = api.deps.database;
  if (engine === 'postgres') {
    // A connection of its own, outside the app's pool: stands for another server process on the same database.
    outsider = new pg.Client({ connectionString: pool.options.connectionString });
    await outsider.connect();
  }
});
afterAll(async () => {
  await outsider?.end();
  await api.close();
});

/** SQL run by "another process": on PostgreSQL its own connection; PGlite has no other process, so its raw driver. */
async function elsewhere(text: string, params: unknown[]) {
  if (outsider) await outsider.query(text, params);
  else await api.deps.database.pool.query(text, params);
}

/** A list, whose route checks the session inside its own list statement rather than by a lookup ahead. */
const organizationsList = (token: string, query = '') => api.call('GET', `/api/organizations${query}`, { token });

async function accepted(token: string) {
  for (let i = 0; i < 2; i++) {
    expect((await me(api, token)).status).toBe(200);
    expect((await organizationsList(token)).status).toBe(200);
  }
}

async function expectRefused(token: string) {
  const reply = await me(api, token);
  expect(reply.status).toBe(401);
  expect(reply.body).toEqual(TOKEN_INVALID);
  // A list, a list whose query is malformed, and one past the end: the 401 alone, not the answer or its headers.
  for (const query of ['', '?range=[0,1]', '?filter=notjson', '?range=[900000,900009]']) {
    const list = await organizationsList(token, query);
    expect(list.status).toBe(401);
    expect(list.body).toEqual(TOKEN_INVALID);
    expect(list.headers.get('content-range')).toBeNull();
  }
}

/** The organisations a token's list shows, by id. */
async function listedOrganizations(token: string): Promise<number[]> {
  const reply = await organizationsList(token);
  expect(reply.status).toBe(200);
  return (reply.body as { id: number }[]).map((row) => row.id);
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

describe('revocation by this API', () => {
  it('refuses a logged-out token on the very next request', async () => {
    const token = await loginAs(api, DEMO.insurer);
    await accepted(token);
    expect((await api.call('POST', '/api/logout', { token, body: {} })).status).toBe(200);
    await expectRefused(token);
  });

  it('ends every other session at once when the password changes, and the old token of this one', async () => {
    const { user, password, token: current } = await freshUser({ user_type: 4 });
    const other = (await login(api, user.email, password)).body.accessToken as string;
    await accepted(current);
    await accepted(other);
    const reply = await api.call('POST', '/api/me/password', {
      token: current,
      body: { currentPassword: password, newPassword: 'Brand-new-password-2031' },
    });
    expect(reply.status).toBe(200);
    await expectRefused(other);
    await expectRefused(current);
    await accepted(reply.body.accessToken as string);
  });

  it('refuses the token of a user an admin deactivates, on the very next request', async () => {
    const admin = await loginAs(api, DEMO.admin);
    const { user, token } = await freshUser();
    await accepted(token);
    const current = (await api.call('GET', `/api/users/${user.id}`, { token: admin })).body;
    const { first_name, last_name, email, user_type, organization_id, version } = current;
    const reply = await api.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: { first_name, last_name, email, user_type, organization_id, version, is_active: false },
    });
    expect(reply.status).toBe(200);
    await expectRefused(token);
  });

  it('refuses at once a token whose session is revoked, deleted or expired by plain SQL', async () => {
    const changes = [
      (sid: string) =>
        api.db
          .update(sessions)
          .set({ revoked_at: sql`now()` })
          .where(eq(sessions.id, sid)),
      (sid: string) => api.db.delete(sessions).where(eq(sessions.id, sid)),
      (sid: string) =>
        api.db
          .update(sessions)
          .set({ expires_at: sql`now() - interval '1 second'` })
          .where(eq(sessions.id, sid)),
    ];
    for (const change of changes) {
      const token = await loginAs(api, DEMO.bank);
      await accepted(token);
      await change(claimsOf(token).sid);
      await expectRefused(token);
    }
  });

  it('refuses at once the tokens of a user deactivated, retyped or bumped by plain SQL, in a transaction too', async () => {
    const changes: Partial<typeof users.$inferInsert>[] = [
      { is_active: false },
      { user_type: 2 },
      { token_version: 7 },
    ];
    for (const change of changes) {
      const { user, token } = await freshUser();
      await accepted(token);
      await api.db.transaction(async (tx) => {
        await tx.update(users).set(change).where(eq(users.id, user.id));
      });
      await expectRefused(token);
    }
  });

  it('applies at once a new role or organisation', async () => {
    const { user, token } = await freshUser();
    await accepted(token);
    expect((await api.call('GET', '/api/dev/outbox', { token })).status).toBe(200);
    const [first, second] = await twoOrganizations();
    expect((await listedOrganizations(token)).length).toBeGreaterThan(2);
    await api.db.update(users).set({ user_type: 4, organization_id: first }).where(eq(users.id, user.id));
    expect((await api.call('GET', '/api/dev/outbox', { token })).status).toBe(403);
    expect((await api.call('GET', '/api/users', { token })).status).toBe(403);
    expect(await listedOrganizations(token)).toEqual([first]);
    expect((await api.call('GET', '/api/me/organization', { token })).body.id).toBe(first);
    await api.db.update(users).set({ organization_id: second }).where(eq(users.id, user.id));
    expect(await listedOrganizations(token)).toEqual([second]);
    expect((await api.call('GET', '/api/me/organization', { token })).body.id).toBe(second);
    await api.db.update(users).set({ user_type: 1, organization_id: null }).where(eq(users.id, user.id));
    expect((await api.call('GET', '/api/users', { token })).status).toBe(200);
  });
});

describe('revocation by another connection to the database (another process)', () => {
  it('refuses at once after each change that ends a session', async () => {
    const statements: [string, (u: { id: number }, sid: string) => unknown[]][] = [
      ['update users set is_active = false where id = $1', (u) => [u.id]],
      ['update users set token_version = token_version + 1 where id = $1', (u) => [u.id]],
      ['update users set user_type = 2 where id = $1', (u) => [u.id]],
      ['update sessions set revoked_at = now() where id = $1', (_u, sid) => [sid]],
      ["update sessions set expires_at = now() - interval '1 second' where id = $1", (_u, sid) => [sid]],
      ['delete from sessions where id = $1', (_u, sid) => [sid]],
      ['delete from users where id = $1', (u) => [u.id]],
    ];
    for (const [text, params] of statements) {
      const { user, token } = await freshUser();
      await accepted(token);
      await elsewhere(text, params(user, claimsOf(token).sid));
      await expectRefused(token);
    }
  });

  it('applies at once a new role or organisation', async () => {
    const { user, token } = await freshUser();
    await accepted(token);
    const [first, second] = await twoOrganizations();
    await elsewhere('update users set user_type = 4, organization_id = $2 where id = $1', [user.id, first]);
    expect((await api.call('GET', '/api/dev/outbox', { token })).status).toBe(403);
    expect(await listedOrganizations(token)).toEqual([first]);
    expect((await api.call('GET', '/api/me/organization', { token })).body.id).toBe(first);
    await elsewhere('update users set organization_id = $2 where id = $1', [user.id, second]);
    expect(await listedOrganizations(token)).toEqual([second]);
    expect((await api.call('GET', '/api/me/organization', { token })).body.id).toBe(second);
  });

  it('keeps a token working after changes that revoke nothing', async () => {
    const { user, token } = await freshUser();
    await accepted(token);
    await elsewhere('update users set first_name = $2 where id = $1', [user.id, 'Renamed']);
    await accepted(token);
    expect((await me(api, token)).body).toMatchObject({ first_name: 'Renamed' });
  });
});

describe('tokens', () => {
  it('refuses a token with the same claims but another signature, and one of a stale token version', async () => {
    const token = await loginAs(api, DEMO.university);
    await accepted(token);
    const [header, payload, signature] = token.split('.');
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    await expectRefused(`${header}.${payload}.${flipped}`);
    await expectRefused(`${header}.${payload}.`);
    await expectRefused(`${token}x`);
    const otherSecret = await new SignJWT({ ...claimsOf(token) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-that-is-also-long-enough-0123456789'));
    await expectRefused(otherSecret);
    const stale = await new SignJWT({ ...claimsOf(token), tv: claimsOf(token).tv + 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(TEST_SECRET));
    await expectRefused(stale);
    await accepted(token);
  });

  it('refuses a token past its exp', async () => {
    const token = await loginAs(api, DEMO.languages);
    const now = Math.floor(Date.now() / 1000);
    const short = await new SignJWT({ ...claimsOf(token), iat: now, exp: now + 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(TEST_SECRET));
    await accepted(short);
    await new Promise((ok) => setTimeout(ok, Math.max(0, (now + 2) * 1000 + 50 - Date.now())));
    await expectRefused(short);
    expect((await me(api, token)).status).toBe(200);
  });
});

describe("over HTTP (headers read from node's raw headers)", () => {
  let server: Listening;
  let port = 0;
  beforeAll(async () => {
    server = await listenOn(api);
    port = server.port;
  });
  afterAll(() => server.close());

  /** A request with headers given as raw [name, value, …] pairs, so that a header can be repeated. */
  const send = (method: string, path: string, raw: string[], body?: string) =>
    new Promise<{ status: number; body: unknown }>((ok, fail) => {
      const req = http.request(
        { host: '127.0.0.1', port, path, method, headers: ['Host', `127.0.0.1:${port}`, ...raw] },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => ok({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
        },
      );
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
    const login = (language: string) =>
      send('POST', '/api/login', ['Content-Type', 'application/json', 'Accept-Language', language], '{}');
    const french = await login('fr-FR,fr;q=0.9');
    const english = await login('en');
    expect(french.status).toBe(400);
    expect(english.status).toBe(400);
    expect(JSON.stringify(french.body)).not.toBe(JSON.stringify(english.body));
  });

  it('takes the client address from the last X-Forwarded-For entry (one trusted proxy hop), repeated headers included', async () => {
    const denied = async (raw: string[]) => {
      const since = await lastAuditId(api);
      expect((await get('/api/me', ['Authorization', 'Bearer not-a-token', ...raw])).status).toBe(401);
      const [row] = await auditSince(api, since, 'auth.denied');
      return row.ip;
    };
    expect(await denied(['X-Forwarded-For', '10.0.0.1, 198.51.100.77'])).toBe('198.51.100.77');
    expect(await denied(['x-forwarded-for', '10.0.0.2', 'X-Forwarded-For', '198.51.100.78'])).toBe('198.51.100.78');
  });

  it('refuses a request with two Authorization headers, even when both carry the same valid token', async () => {
    const token = await loginAs(api, DEMO.admin);
    const twice = await get('/api/me', ['authorization', `Bearer ${token}`, 'Authorization', `Bearer ${token}`]);
    expect(twice.status).toBe(401);
  });
});
