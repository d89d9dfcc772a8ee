import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@/server/infrastructure/db/schema';
import { TEST_SECRET, TestApi } from '../support/api';
import {
  DEMO,
  DEMO_PASSWORD,
  LOGIN_FAILED,
  TOKEN_INVALID,
  TOKEN_MISSING,
  claimsOf,
  createUser,
  login,
  loginAs,
  me,
  userByEmail,
} from '../support/auth';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

const b64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Signs arbitrary claims with HS256 and the given secret, as an attacker who knows (or guesses) it would. */
async function signWith(
  secret: string,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
) {
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(new TextEncoder().encode(secret));
}

async function expectInvalid(token: string) {
  const reply = await me(api, token);
  expect(reply.status).toBe(401);
  expect(reply.body).toEqual(TOKEN_INVALID);
}

describe('access tokens', () => {
  it('answers a request without a token with 401 "Authorization token missing"', async () => {
    const reply = await me(api);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(TOKEN_MISSING);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('treats a header that is not a Bearer token as missing', async () => {
    for (const authorization of ['', 'Bearer', 'Bearer ', 'Basic YWRtaW46cGFzcw==', 'Token abc.def.ghi']) {
      const reply = await api.call('GET', '/api/me', { headers: { authorization } });
      expect(reply.status, authorization).toBe(401);
      expect(reply.body, authorization).toEqual(TOKEN_MISSING);
    }
  });

  it('does not take a token from the query string or a cookie', async () => {
    const token = await loginAs(api, DEMO.admin);
    expect((await api.call('GET', `/api/me?token=${token}&access_token=${token}`)).body).toEqual(TOKEN_MISSING);
    expect(
      (await api.call('GET', '/api/me', { headers: { cookie: `token=${token}; accessToken=${token}` } })).body,
    ).toEqual(TOKEN_MISSING);
  });

  it('accepts a valid token (and the scheme name in any case)', async () => {
    const token = await loginAs(api, DEMO.admin);
    expect((await me(api, token)).status).toBe(200);
    expect((await api.call('GET', '/api/me', { headers: { authorization: `bearer ${token}` } })).status).toBe(200);
  });

  it('refuses garbage', async () => {
    for (const garbage of ['garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9..', '...', 'null', 'undefined'])
      await expectInvalid(garbage);
  });

  it('refuses a token with a tampered payload or signature', async () => {
    const token = await loginAs(api, DEMO.insurer);
    const [header, payload, signature] = token.split('.');
    const admin = await userByEmail(api, DEMO.admin);
    // Payload claims another user and role, signature kept.
    const forged = b64url({ ...claimsOf(token), sub: String(admin.id), user_type: 1, org: null });
    await expectInvalid(`${header}.${forged}.${signature}`);
    // Signature changed in one character.
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    await expectInvalid(`${header}.${payload}.${flipped}`);
    // Signature removed.
    await expectInvalid(`${header}.${payload}.`);
    await expectInvalid(`${header}.${payload}`);
    // The untouched token still works.
    expect((await me(api, token)).status).toBe(200);
  });

  it('refuses a token signed with another secret, even with claims of a live session', async () => {
    const token = await loginAs(api, DEMO.university);
    const claims = claimsOf(token);
    await expectInvalid(await signWith('another-secret-that-is-also-long-enough-0123456789', { ...claims }));
  });

  it('refuses alg=none', async () => {
    const token = await loginAs(api, DEMO.consultant);
    const claims = claimsOf(token);
    for (const alg of ['none', 'None', 'NONE']) {
      await expectInvalid(`${b64url({ alg, typ: 'JWT' })}.${b64url(claims)}.`);
      await expectInvalid(`${b64url({ alg })}.${b64url(claims)}.`);
    }
  });

  it('refuses other algorithms, e.g. HS512 with the right secret', async () => {
    const token = await loginAs(api, DEMO.consultant);
    await expectInvalid(await signWith(TEST_SECRET, { ...claimsOf(token) }, { alg: 'HS512', typ: 'JWT' }));
  });

  it('refuses a hand-made HS256 token whose signature uses the secret wrongly', async () => {
    const token = await loginAs(api, DEMO.consultant);
    const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claimsOf(token))}`;
    const bad = createHmac('sha256', `${TEST_SECRET}x`).update(head).digest('base64url');
    await expectInvalid(`${head}.${bad}`);
    // And the same construction with the real secret is accepted: the checks above test the signature only.
    const good = createHmac('sha256', TEST_SECRET).update(head).digest('base64url');
    expect((await me(api, `${head}.${good}`)).status).toBe(200);
  });

  it('refuses an expired token, even one properly signed for a live session', async () => {
    const token = await loginAs(api, DEMO.languages);
    const claims = claimsOf(token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signWith(TEST_SECRET, { ...claims, iat: now - 9 * 3600, exp: now - 3600 });
    await expectInvalid(expired);
    const justExpired = await signWith(TEST_SECRET, { ...claims, iat: now - 8 * 3600, exp: now - 5 });
    await expectInvalid(justExpired);
    // The same claims with a future exp are accepted: exp is what made the difference.
    expect((await me(api, await signWith(TEST_SECRET, { ...claims, iat: now, exp: now + 600 }))).status).toBe(200);
    expect((await me(api, token)).status).toBe(200);
  });

  it('refuses a token without an expiry', async () => {
    const token = await loginAs(api, DEMO.languages);
    const { exp: _exp, ...claims } = claimsOf(token);
    await expectInvalid(await signWith(TEST_SECRET, claims));
  });

  it('refuses a correctly signed token for a session that does not exist or belongs to someone else', async () => {
    const token = await loginAs(api, DEMO.bank);
    const claims = claimsOf(token);
    const now = Math.floor(Date.now() / 1000);
    await expectInvalid(
      await signWith(TEST_SECRET, { ...claims, sid: '00000000-0000-4000-8000-000000000000', exp: now + 600 }),
    );
    const admin = await userByEmail(api, DEMO.admin);
    // The bank user's session id with the admin's user id: the session is not the admin's.
    await expectInvalid(
      await signWith(TEST_SECRET, { ...claims, sub: String(admin.id), user_type: 1, org: null, exp: now + 600 }),
    );
    // A stale token_version.
    await expectInvalid(await signWith(TEST_SECRET, { ...claims, tv: claims.tv + 1, exp: now + 600 }));
    // Claims of the wrong type.
    await expectInvalid(await signWith(TEST_SECRET, { ...claims, sub: 'abc', exp: now + 600 }));
    await expectInvalid(await signWith(TEST_SECRET, { ...claims, tv: String(claims.tv), exp: now + 600 }));
  });

  it('takes the role from the database, not from the token claims', async () => {
    const token = await loginAs(api, DEMO.bank);
    const claims = claimsOf(token);
    // Even a validly signed token claiming user_type 1 only gets the bank user's rights.
    const now = Math.floor(Date.now() / 1000);
    const elevated = await signWith(TEST_SECRET, { ...claims, user_type: 1, org: null, exp: now + 600 });
    const reply = await api.call('GET', '/api/dev/outbox', { token: elevated });
    expect(reply.status).toBe(403);
  });

  it('stops a token when its session row has expired', async () => {
    const token = await loginAs(api, DEMO.bank);
    await api.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, claimsOf(token).sid));
    await expectInvalid(token);
  });
});

describe('POST /api/logout', () => {
  it('answers {status: 1} and the token stops working at once; another session of the same user keeps working', async () => {
    const first = await loginAs(api, DEMO.insurer);
    const second = await loginAs(api, DEMO.insurer);
    const user = await userByEmail(api, DEMO.insurer);
    const reply = await api.call('POST', '/api/logout', { token: first, body: { userId: user.id } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 1 });
    await expectInvalid(first);
    expect((await me(api, second)).status).toBe(200);
    const [row] = await api.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claimsOf(first).sid));
    expect(row.revoked_at).not.toBeNull();
    // Logging out twice with the dead token is a 401, not a success.
    expect((await api.call('POST', '/api/logout', { token: first, body: { userId: user.id } })).status).toBe(401);
  });

  it('works without a userId in the body', async () => {
    const token = await loginAs(api, DEMO.university);
    expect((await api.call('POST', '/api/logout', { token, body: {} })).body).toEqual({ status: 1 });
    await expectInvalid(token);
  });

  it("only ends the caller's own session, whatever userId the body names", async () => {
    const victim = await loginAs(api, DEMO.admin);
    const attacker = await loginAs(api, DEMO.bank);
    const admin = await userByEmail(api, DEMO.admin);
    const reply = await api.call('POST', '/api/logout', { token: attacker, body: { userId: admin.id } });
    expect(reply.status).toBe(200);
    expect((await me(api, victim)).status).toBe(200);
    await expectInvalid(attacker);
  });

  it('needs a valid token', async () => {
    const missing = await api.call('POST', '/api/logout', { body: {} });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(TOKEN_MISSING);
    const bad = await api.call('POST', '/api/logout', { token: 'garbage', body: {} });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual(TOKEN_INVALID);
  });

  it('lets the user sign in again afterwards', async () => {
    const token = await loginAs(api, DEMO.consultant);
    await api.call('POST', '/api/logout', { token, body: {} });
    expect((await me(api, await loginAs(api, DEMO.consultant))).status).toBe(200);
  });
});

describe('revocation', () => {
  it('deactivating a user kills every one of its tokens at once', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    const a = (await login(api, user.email, password)).body.accessToken as string;
    const b = (await login(api, user.email, password)).body.accessToken as string;
    expect((await me(api, a)).status).toBe(200);
    await api.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    await expectInvalid(a);
    await expectInvalid(b);
    expect((await login(api, user.email, password)).body).toEqual(LOGIN_FAILED);
    await api.db.update(users).set({ is_active: true }).where(eq(users.id, user.id));
    expect((await login(api, user.email, password)).status).toBe(200);
  });

  it("changing a user's role takes effect at once: the token does not keep the old rights", async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    const token = (await login(api, user.email, password)).body.accessToken as string;
    expect((await api.call('GET', '/api/dev/outbox', { token })).status).toBe(200);
    await api.db.update(users).set({ user_type: 2 }).where(eq(users.id, user.id));
    await expectInvalid(token);
  });

  it('bumping token_version kills existing tokens', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    const token = (await login(api, user.email, password)).body.accessToken as string;
    await api.db
      .update(users)
      .set({ token_version: sql`${users.token_version} + 1` })
      .where(eq(users.id, user.id));
    await expectInvalid(token);
  });
});

describe('POST /api/me/password', () => {
  it('changes the password, ends the other sessions, and returns a new working token', async () => {
    const { user, password } = await createUser(api, { user_type: 4 });
    const current = (await login(api, user.email, password)).body.accessToken as string;
    const other = (await login(api, user.email, password)).body.accessToken as string;
    const newPassword = 'Brand-new-password-2024';
    const reply = await api.call('POST', '/api/me/password', {
      token: current,
      body: { currentPassword: password, newPassword },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 1, accessToken: expect.any(String) });
    const fresh = reply.body.accessToken as string;
    expect(fresh).not.toBe(current);

    expect((await me(api, fresh)).status).toBe(200);
    await expectInvalid(other);
    await expectInvalid(current);
    const [otherRow] = await api.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claimsOf(other).sid));
    expect(otherRow.revoked_at).not.toBeNull();

    expect((await login(api, user.email, password)).body).toEqual(LOGIN_FAILED);
    const again = await login(api, user.email, newPassword);
    expect(again.status).toBe(200);
    expect((await userByEmail(api, user.email)).password_hash).toMatch(/^\$argon2id\$/);
  });

  it('does not touch the sessions of other users', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    const bystander = await loginAs(api, DEMO.admin);
    const token = (await login(api, user.email, password)).body.accessToken as string;
    const reply = await api.call('POST', '/api/me/password', {
      token,
      body: { currentPassword: password, newPassword: 'Brand-new-password-2025' },
    });
    expect(reply.status).toBe(200);
    expect((await me(api, bystander)).status).toBe(200);
  });

  it('refuses a wrong current password with 400 errors.currentPassword and changes nothing', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    const token = (await login(api, user.email, password)).body.accessToken as string;
    const before = (await userByEmail(api, user.email)).password_hash;
    const reply = await api.call('POST', '/api/me/password', {
      token,
      body: { currentPassword: 'not-my-password', newPassword: 'Brand-new-password-2026' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ currentPassword: expect.any(String) });
    expect(typeof reply.body.message).toBe('string');
    expect((await userByEmail(api, user.email)).password_hash).toBe(before);
    expect((await me(api, token)).status).toBe(200);
    expect((await login(api, user.email, password)).status).toBe(200);
  });

  it('refuses a new password shorter than 12 characters with 400 errors.newPassword', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    const token = (await login(api, user.email, password)).body.accessToken as string;
    const reply = await api.call('POST', '/api/me/password', {
      token,
      body: { currentPassword: password, newPassword: 'Short-pw-11' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ newPassword: 'Use at least 12 characters' });
    expect((await me(api, token)).status).toBe(200);
    expect((await login(api, user.email, password)).status).toBe(200);
    // Exactly 12 characters is enough.
    const ok = await api.call('POST', '/api/me/password', {
      token,
      body: { currentPassword: password, newPassword: 'Twelve-chars' },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a new password over 256 characters and missing fields', async () => {
    const token = await loginAs(api, DEMO.bank);
    const long = await api.call('POST', '/api/me/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'x'.repeat(257) },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ newPassword: 'Use at most 256 characters' });
    const empty = await api.call('POST', '/api/me/password', { token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ currentPassword: 'Password is required', newPassword: 'Password is required' });
  });

  it('needs a token', async () => {
    const reply = await api.call('POST', '/api/me/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Brand-new-password-2027' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(TOKEN_MISSING);
  });
});

describe('POST /api/me/password throttling', () => {
  it('stops guessing the current password after 5 wrong tries, even with the right one', async () => {
    const api = await TestApi.start();
    try {
      const token = await api.login('bank@visapath.test');
      for (let i = 0; i < 5; i++) {
        const wrong = await api.call('POST', '/api/me/password', {
          token,
          body: { currentPassword: `wrong-${i}`, newPassword: 'a-brand-new-password' },
        });
        expect(wrong.status).toBe(400);
      }
      const blocked = await api.call('POST', '/api/me/password', {
        token,
        body: { currentPassword: 'Visapath-demo-1', newPassword: 'a-brand-new-password' },
      });
      expect(blocked.status).toBe(429);
      expect(await api.login('bank@visapath.test')).toBeTruthy();
    } finally {
      await api.close();
    }
  });
});
