import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/startup/app';
import type { Deps } from '@/server/infrastructure/context';
import { openDatabase, type Database } from '@/server/infrastructure/db/client';
import { users } from '@/server/infrastructure/db/schema';
import { createDeps } from '@/server/startup/deps';
import { TestApi, testConfig } from '../support/api';
import { createUser, freshAddress, login, me } from '../support/auth';

/**
 * Revocation holds across processes at once: once a logout or a deactivation has been answered by one API
 * process, no other process on the same PostgreSQL database accepts the token, not even on its very next
 * request. Two app instances on two separate pools stand for two processes; each token is first used twice in
 * the second one.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
let first: TestApi;
let second: { app: App; deps: Deps; database: Database };

beforeAll(async () => {
  if (!onPostgres) return;
  first = await TestApi.start();
  const database = await openDatabase({ url: first.deps.database.pool!.options.connectionString, poolSize: 4 });
  const deps = createDeps(testConfig(), database);
  second = { app: createApp(deps), deps, database };
});
afterAll(async () => {
  await second?.database.close();
  await first?.close();
});

const onSecond = (token: string, path: string) =>
  second.app.request(path, { headers: { authorization: `Bearer ${token}` } });
const meOnSecond = (token: string) => onSecond(token, '/api/me');
/**
 * How many of the other process's routes still accept a token: its profile (the session looked up first) and a
 * list (the session checked inside the list statement).
 */
const acceptedOnSecond = async (token: string) => {
  let accepted = 0;
  for (const path of ['/api/me', '/api/organizations']) if ((await onSecond(token, path)).status !== 401) accepted++;
  return accepted;
};

describe.skipIf(!onPostgres)('revocation across processes (PostgreSQL)', () => {
  it('refuses a logged-out token in the other process on its very next request, every time', async () => {
    const { user, password } = await createUser(first, { user_type: 1 });
    let accepted = 0;
    for (let i = 0; i < 100; i++) {
      const token = (await login(first, user.email, password, freshAddress())).body.accessToken as string;
      expect((await meOnSecond(token)).status).toBe(200);
      expect((await meOnSecond(token)).status).toBe(200);
      expect((await onSecond(token, '/api/organizations')).status).toBe(200);
      expect((await first.call('POST', '/api/logout', { token, body: {} })).status).toBe(200);
      accepted += await acceptedOnSecond(token);
    }
    expect(accepted).toBe(0);
  }, 240_000);

  it('refuses the token of a user deactivated by the other process at once, every time', async () => {
    let accepted = 0;
    for (let i = 0; i < 40; i++) {
      const { user, password } = await createUser(first, { user_type: 4 });
      const token = (await login(first, user.email, password, freshAddress())).body.accessToken as string;
      expect((await meOnSecond(token)).status).toBe(200);
      expect((await meOnSecond(token)).status).toBe(200);
      expect((await onSecond(token, '/api/organizations')).status).toBe(200);
      await first.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
      accepted += await acceptedOnSecond(token);
      expect((await me(first, token)).status).toBe(401);
    }
    expect(accepted).toBe(0);
  }, 240_000);
});
