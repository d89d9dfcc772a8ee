import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from '@/domain/auth';
import { organizations, sessions, throttleEvents, users } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import {
  DEMO,
  DEMO_PASSWORD,
  LOGIN_FAILED,
  TOO_MANY,
  claimsOf,
  createUser,
  freshAddress,
  login,
  me,
  userByEmail,
} from '../support/auth';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

const ACCOUNTS = [
  { email: DEMO.admin, userType: 1, orgType: null },
  { email: DEMO.insurer, userType: 4, orgType: 'insurer' },
  { email: DEMO.university, userType: 5, orgType: 'university' },
  { email: DEMO.consultant, userType: 6, orgType: 'consultancy' },
  { email: DEMO.languages, userType: 7, orgType: 'language_school' },
  { email: DEMO.bank, userType: 8, orgType: 'bank' },
] as const;

describe('POST /api/login: success', () => {
  it.each(ACCOUNTS)(
    'signs in $email (user_type $userType) with exactly the documented shape',
    async ({ email, userType, orgType }) => {
      const reply = await login(api, email, DEMO_PASSWORD);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      const row = await userByEmail(api, email);
      expect(reply.body).toEqual({
        accessToken: expect.any(String),
        user: {
          user_id: row.id,
          first_name: row.first_name,
          last_name: row.last_name,
          email,
          profile_pic: row.profile_pic,
          user_type: userType,
        },
        userType,
        companyId: orgType ? expect.any(Number) : null,
      });
      expect(Object.keys(reply.body).sort()).toEqual(['accessToken', 'companyId', 'user', 'userType']);
      expect(Object.keys(reply.body.user).sort()).toEqual([
        'email',
        'first_name',
        'last_name',
        'profile_pic',
        'user_id',
        'user_type',
      ]);
      expect(reply.body.accessToken.split('.')).toHaveLength(3);
      // The password hash never travels.
      expect(reply.text).not.toContain('argon2');

      if (orgType) {
        const [org] = await api.db.select().from(organizations).where(eq(organizations.id, reply.body.companyId));
        expect(org, 'companyId points at an organisation').toBeDefined();
        expect(org.type).toBe(orgType);
        expect(row.organization_id).toBe(reply.body.companyId);
      }

      // The token works, carries the session and expires in 8 hours.
      const claims = claimsOf(reply.body.accessToken);
      expect(claims.sub).toBe(String(row.id));
      expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
      const [session] = await api.db.select().from(sessions).where(eq(sessions.id, claims.sid));
      expect(session.user_id).toBe(row.id);
      expect(session.revoked_at).toBeNull();
      const probe = await me(api, reply.body.accessToken);
      expect(probe.status).toBe(200);
      expect(probe.body.user_id).toBe(row.id);
      // last_login_at is recorded.
      expect((await userByEmail(api, email)).last_login_at).not.toBeNull();
    },
  );

  it('treats the email case-insensitively (and trims it)', async () => {
    const reply = await login(api, '  University@VisaPath.TEST ', DEMO_PASSWORD);
    expect(reply.status).toBe(200);
    expect(reply.body.user.email).toBe(DEMO.university);
    expect(reply.body.userType).toBe(5);
  });

  it('does not treat the password case-insensitively', async () => {
    const { user } = await createUser(api, { password: 'Case-Sensitive-Pass-1' });
    expect((await login(api, user.email, 'case-sensitive-pass-1')).body).toEqual(LOGIN_FAILED);
    expect((await login(api, user.email, 'Case-Sensitive-Pass-1')).status).toBe(200);
  });

  it('gives every sign-in its own session', async () => {
    const a = await login(api, DEMO.bank, DEMO_PASSWORD);
    const b = await login(api, DEMO.bank, DEMO_PASSWORD);
    expect(claimsOf(a.body.accessToken).sid).not.toBe(claimsOf(b.body.accessToken).sid);
  });
});

describe('POST /api/login: refusals all look the same', () => {
  async function expectRefused(username: string, password: string) {
    const reply = await login(api, username, password);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(LOGIN_FAILED);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    return reply;
  }

  it('refuses a wrong password', async () => {
    await expectRefused(DEMO.consultant, 'Visapath-demo-2');
  });

  it('refuses an unknown email', async () => {
    await expectRefused('nobody@visapath.test', DEMO_PASSWORD);
  });

  it('refuses an inactive user even with the right password', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    expect((await login(api, user.email, password)).status).toBe(200);
    await api.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    await expectRefused(user.email, password);
  });

  it('refuses the deactivated demo admin', async () => {
    const admin = await userByEmail(api, DEMO.admin);
    await api.db.update(users).set({ is_active: false }).where(eq(users.id, admin.id));
    try {
      await expectRefused(DEMO.admin, DEMO_PASSWORD);
    } finally {
      await api.db.update(users).set({ is_active: true }).where(eq(users.id, admin.id));
    }
    expect((await login(api, DEMO.admin, DEMO_PASSWORD)).status).toBe(200);
  });

  it.each([0, 2, 3, 9, 42])('refuses a user whose user_type is %i (not a console role)', async (userType) => {
    const { user, password } = await createUser(api, { user_type: userType });
    await expectRefused(user.email, password);
    const [count] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.user_id, user.id));
    expect(count.n).toBe(0);
  });

  it('refuses a user without a password (not yet set)', async () => {
    const { user } = await createUser(api);
    await api.db.update(users).set({ password_hash: null }).where(eq(users.id, user.id));
    await expectRefused(user.email, 'Another-password-42');
  });

  it('opens no session and leaves last_login_at alone on failure', async () => {
    const { user } = await createUser(api);
    await expectRefused(user.email, 'wrong-password-123');
    const [count] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.user_id, user.id));
    expect(count.n).toBe(0);
    expect((await userByEmail(api, user.email)).last_login_at).toBeNull();
  });
});

describe('POST /api/login: input', () => {
  it('answers missing fields with 400 and errors keyed by field', async () => {
    const reply = await api.call('POST', '/api/login', { body: {} });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: 'Please correct the highlighted fields',
      errors: { username: 'Email is required', password: 'Password is required' },
    });
  });

  it('names only the missing field', async () => {
    const noPassword = await api.call('POST', '/api/login', { body: { username: DEMO.admin } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual({ password: 'Password is required' });
    const noUser = await api.call('POST', '/api/login', { body: { password: DEMO_PASSWORD } });
    expect(noUser.status).toBe(400);
    expect(noUser.body.errors).toEqual({ username: 'Email is required' });
    const empty = await api.call('POST', '/api/login', { body: { username: '', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ username: 'Email is required', password: 'Password is required' });
  });

  it('rejects a username that is not an email address', async () => {
    const reply = await api.call('POST', '/api/login', { body: { username: 'admin', password: DEMO_PASSWORD } });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ username: 'Email must be a valid email address' });
  });

  it('rejects wrongly typed fields', async () => {
    const reply = await api.call('POST', '/api/login', { body: { username: 42, password: ['x'] } });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['password', 'username']);
  });

  it('rejects an absurdly long password before hashing it', async () => {
    const reply = await api.call('POST', '/api/login', { body: { username: DEMO.admin, password: 'x'.repeat(5000) } });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ password: 'Too long' });
  });

  it('answers malformed JSON with 400', async () => {
    const reply = await api.call('POST', '/api/login', { raw: '{"username": "admin@visapath.test", "password": ' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers a JSON value that is not an object with 400', async () => {
    for (const raw of ['null', '[]', '"admin@visapath.test"', '42']) {
      const reply = await api.call('POST', '/api/login', { raw });
      expect(reply.status, raw).toBe(400);
      expect(reply.body.message).toBe('Please correct the highlighted fields');
    }
  });

  it('refuses a body that is not JSON', async () => {
    const reply = await api.call('POST', '/api/login', {
      raw: `username=${DEMO.admin}&password=${DEMO_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(415);
    expect(reply.body.accessToken).toBeUndefined();
  });

  it('only accepts POST', async () => {
    const reply = await api.call('GET', `/api/login?username=${DEMO.admin}&password=${DEMO_PASSWORD}`);
    expect(reply.status).toBe(404);
    expect(reply.body.accessToken).toBeUndefined();
  });
});

describe('password storage', () => {
  it('stores argon2id hashes at or above ASVS appendix C (m ≥ 12 MiB, t ≥ 3)', async () => {
    const rows = await api.db.select({ email: users.email, hash: users.password_hash }).from(users);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const { email, hash } of rows.filter((r) => r.hash)) {
      expect(hash, email).toMatch(/^\$argon2id\$/);
      const params = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash!);
      expect(params, email).not.toBeNull();
      expect(Number(params![1])).toBeGreaterThanOrEqual(12288);
      expect(Number(params![2])).toBeGreaterThanOrEqual(3);
      expect(hash).not.toContain(DEMO_PASSWORD);
    }
  });

  it('salts every hash: two users who choose the same password get different hashes', async () => {
    const a = await createUser(api);
    const b = await createUser(api);
    for (const { user, password } of [a, b]) {
      const token = (await login(api, user.email, password)).body.accessToken;
      const reply = await api.call('POST', '/api/me/password', {
        token,
        body: { currentPassword: password, newPassword: 'Shared-new-password-7' },
      });
      expect(reply.status).toBe(200);
    }
    const hashA = (await userByEmail(api, a.user.email)).password_hash!;
    const hashB = (await userByEmail(api, b.user.email)).password_hash!;
    expect(hashA).toMatch(/^\$argon2id\$/);
    expect(hashA).not.toBe(hashB);
  });
});

describe('login throttling per account', () => {
  it('answers 429 from anywhere after the per-account ceiling of failures, even with the right password from a device it does not know; other accounts are unaffected', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    for (let i = 1; i <= LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      const reply = await login(api, user.email, `wrong-password-${i}`);
      expect(reply.status, `attempt ${i}`).toBe(401);
      expect(reply.body).toEqual(LOGIN_FAILED);
    }
    const next = await login(api, user.email, password);
    expect(next.status).toBe(429);
    expect(next.body).toEqual(TOO_MANY);
    expect(next.body.accessToken).toBeUndefined();
    // From another address too: the account is what is throttled.
    const elsewhere = await login(api, user.email, password, freshAddress());
    expect(elsewhere.status).toBe(429);
    // The email's case does not get around it.
    expect((await login(api, user.email.toUpperCase(), password)).status).toBe(429);

    // Another account, from the same address, signs in fine.
    const other = await createUser(api, { user_type: 1 });
    expect((await login(api, other.user.email, other.password)).status).toBe(200);
    expect((await login(api, DEMO.languages, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts failures against an unknown email too (no difference between known and unknown)', async () => {
    const ghost = `ghost-${Date.now()}@visapath.test`;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++)
      expect((await login(api, ghost, 'whatever-password')).status).toBe(401);
    expect((await login(api, ghost, 'whatever-password')).status).toBe(429);
  });

  it('lets the account in again once the 15-minute window has passed', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) await login(api, user.email, 'wrong-password-x');
    expect((await login(api, user.email, password)).status).toBe(429);
    // 14 minutes later: still blocked.
    await api.db
      .update(throttleEvents)
      .set({ at: sql`now() - interval '14 minutes'` })
      .where(eq(throttleEvents.key, `login:${user.email}`));
    expect((await login(api, user.email, password)).status).toBe(429);
    // 16 minutes later: the failures are outside the window.
    await api.db
      .update(throttleEvents)
      .set({ at: sql`now() - interval '16 minutes'` })
      .where(eq(throttleEvents.key, `login:${user.email}`));
    expect((await login(api, user.email, password)).status).toBe(200);
  });

  it('does not count a 429 as another failure (the lock does not extend itself)', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) await login(api, user.email, 'wrong-password-x');
    for (let i = 0; i < 3; i++) expect((await login(api, user.email, 'wrong-password-x')).status).toBe(429);
    await api.db
      .update(throttleEvents)
      .set({ at: sql`now() - interval '16 minutes'` })
      .where(eq(throttleEvents.key, `login:${user.email}`));
    expect((await login(api, user.email, password)).status).toBe(200);
  });

  it('does not let parallel guesses get around the limit', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(api, user.email, `parallel-guess-${i}`)),
    );
    const statuses = replies.map((r) => r.status);
    // At most the account's ceiling of guesses are ever checked; the rest are turned away.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect((await login(api, user.email, password)).status).toBe(429);
  });
});

describe('login throttling per client address', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await TestApi.start({ loginMaxFailuresPerAddress: 3 });
  });
  afterAll(() => limited.close());

  it('blocks an address after its failures across different accounts, and only that address', async () => {
    const address = '192.0.2.44';
    const accounts = [DEMO.insurer, DEMO.university, DEMO.consultant];
    for (const email of accounts) {
      const reply = await login(limited, email, 'wrong-password-1', address);
      expect(reply.status, email).toBe(401);
    }
    // A fourth account, never failed on its own, is refused from this address, even with the right password.
    const blocked = await login(limited, DEMO.bank, DEMO_PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect((await login(limited, DEMO.admin, DEMO_PASSWORD, address)).status).toBe(429);
    // Another address signs in fine, also into the accounts that failed above (each has only one failure).
    expect((await login(limited, DEMO.bank, DEMO_PASSWORD, '192.0.2.45')).status).toBe(200);
    expect((await login(limited, DEMO.insurer, DEMO_PASSWORD, '192.0.2.45')).status).toBe(200);
  });

  it('uses the last X-Forwarded-For entry (the one the trusted proxy appended) as the client address', async () => {
    const address = '192.0.2.60';
    for (let i = 0; i < 3; i++) {
      await login(limited, `nobody${i}@visapath.test`, 'wrong-password-1', `10.0.0.${i}, ${address}`);
    }
    expect((await login(limited, DEMO.languages, DEMO_PASSWORD, address)).status).toBe(429);
    expect((await login(limited, DEMO.languages, DEMO_PASSWORD, `${address}, 10.0.0.1`)).status).toBe(200);
  });
});
