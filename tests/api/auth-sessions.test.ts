import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_BY_USER_TYPE } from '@/domain/roles';
import { loadConfig } from '@/server/infrastructure/config';
import { sessions } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { DEMO, TOKEN_INVALID, claimsOf, createUser, freshAddress, loginAs } from '../support/auth';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await TestApi.start({ sessionIdleMinutes: 30 });
  admin = await api.login(DEMO.admin);
});
afterAll(() => api.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

async function signIn(email: string, password: string, agent: string, address = freshAddress()) {
  const reply = await api.call('POST', '/api/login', {
    body: { username: email, password },
    headers: { 'x-forwarded-for': address, 'user-agent': agent },
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.accessToken as string;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('a user sees and ends their own sessions', () => {
  it('lists each live session with its device, address and last activity, the current one marked', async () => {
    const { user, password } = await createUser(api);
    const laptop = await signIn(user.email, password, CHROME_MAC, '198.18.0.10');
    const phone = await signIn(user.email, password, FIREFOX_ANDROID, '198.18.0.11');
    await loginAs(api, DEMO.insurer); // someone else's session is never listed

    const listed = await api.call('GET', '/api/me/sessions', { token: phone });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body).toEqual([
      {
        id: claimsOf(phone).sid,
        browser: 'Firefox',
        os: 'Android',
        ip: '198.18.0.11',
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
        current: true,
      },
      {
        id: claimsOf(laptop).sid,
        browser: 'Chrome',
        os: 'macOS',
        ip: '198.18.0.10',
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
        current: false,
      },
    ]);
  });

  it('ends one of them: its token stops working at once, the others go on', async () => {
    const { user, password } = await createUser(api);
    const laptop = await signIn(user.email, password, CHROME_MAC);
    const phone = await signIn(user.email, password, FIREFOX_ANDROID);
    const ended = await api.call('POST', `/api/me/sessions/${claimsOf(laptop).sid}/end`, { token: phone, body: {} });
    expect(ended.status, ended.text).toBe(200);
    expect((await api.call('GET', '/api/me', { token: laptop })).body).toEqual(TOKEN_INVALID);
    expect((await api.call('GET', '/api/me', { token: phone })).status).toBe(200);
    const listed = await api.call('GET', '/api/me/sessions', { token: phone });
    expect((listed.body as { id: string }[]).map((s) => s.id)).toEqual([claimsOf(phone).sid]);
  });

  it("cannot end someone else's session", async () => {
    const { user, password } = await createUser(api);
    const mine = await signIn(user.email, password, CHROME_MAC);
    const theirs = await loginAs(api, DEMO.insurer);
    const refused = await api.call('POST', `/api/me/sessions/${claimsOf(theirs).sid}/end`, { token: mine, body: {} });
    expect(refused.status).toBe(404);
    expect((await api.call('GET', '/api/me', { token: theirs })).status).toBe(200);
  });
});

describe('the idle timeout', () => {
  it('ends a session unused for longer than SESSION_IDLE_MINUTES, while use keeps one alive', async () => {
    const { user, password } = await createUser(api);
    const idle = await signIn(user.email, password, CHROME_MAC);
    const busy = await signIn(user.email, password, CHROME_MAC);
    await api.db
      .update(sessions)
      .set({ last_seen_at: minutesAgo(31) })
      .where(eq(sessions.id, claimsOf(idle).sid));
    await api.db
      .update(sessions)
      .set({ last_seen_at: minutesAgo(29) })
      .where(eq(sessions.id, claimsOf(busy).sid));
    expect((await api.call('GET', '/api/me', { token: idle })).body).toEqual(TOKEN_INVALID);
    // Lists check the session in their own statement: the same rule holds there.
    expect((await api.call('GET', '/api/users', { token: idle })).status).toBe(401);
    expect((await api.call('GET', '/api/me', { token: busy })).status).toBe(200);
    const [row] = await api.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claimsOf(busy).sid));
    expect(Date.now() - Date.parse(row.last_seen_at)).toBeLessThan(60_000);
  });

  it('is 30 minutes by default and read from SESSION_IDLE_MINUTES', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ JWT_SECRET: secret }).sessionIdleMinutes).toBe(30);
    expect(loadConfig({ JWT_SECRET: secret, SESSION_IDLE_MINUTES: '10' }).sessionIdleMinutes).toBe(10);
    expect(() => loadConfig({ JWT_SECRET: secret, SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});

describe('an admin ends all sessions of a user', () => {
  it('ends every session of the user; partners may not', async () => {
    const { user, password } = await createUser(api);
    const one = await signIn(user.email, password, CHROME_MAC);
    const two = await signIn(user.email, password, FIREFOX_ANDROID);
    const partner = await loginAs(api, DEMO.insurer);
    expect((await api.call('POST', `/api/users/${user.id}/end-sessions`, { token: partner, body: {} })).status).toBe(
      403,
    );
    const ended = await api.call('POST', `/api/users/${user.id}/end-sessions`, { token: admin, body: {} });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body).toEqual({ status: 1 });
    for (const token of [one, two]) expect((await api.call('GET', '/api/me', { token })).status).toBe(401);
    expect((await api.call('POST', '/api/users/999999/end-sessions', { token: admin, body: {} })).status).toBe(404);
  });
});

describe('a second factor in production', () => {
  it('is required of every role by default; MFA_REQUIRED_ROLES narrows it', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), WEBAUTHN_ORIGIN: 'https://console.example.org' };
    const every = Object.values(ROLE_BY_USER_TYPE).map((r) => r.role);
    expect(loadConfig(env).mfaRequiredRoles).toEqual(every);
    expect(loadConfig({ ...env, MFA_REQUIRED_ROLES: 'admin' }).mfaRequiredRoles).toEqual(['admin']);
  });
});
