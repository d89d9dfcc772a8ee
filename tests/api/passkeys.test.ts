import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFactors, users } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { SoftAuthenticator } from '../support/webauthn';
import { LOGIN_FAILED, TOO_MANY, auditSince, createUser, freshAddress, lastAuditId, login, me } from '../support/auth';
import { enrolledUser, mfaStep, passwordStep, reauthenticate, totpCode } from '../support/mfa';

/** The origin the test requests are made to (TestApi calls http://visapath.test). */
const ORIGIN = 'http://visapath.test';
const PASSKEY_WRONG = 'The passkey could not be verified. Try again.';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

const post = (path: string, body?: unknown, token?: string, address = freshAddress()) =>
  api.call('POST', path, { body, token, headers: { 'x-forwarded-for': address } });

/** A new user (admin unless told otherwise) signed in with the password, with a passkey made on the profile. */
async function userWithPasskey(values: Parameters<typeof createUser>[1] = {}) {
  const { user, password } = await createUser(api, values);
  const token = (await login(api, user.email, password)).body.accessToken as string;
  await reauthenticate(api, token, password);
  const authenticator = new SoftAuthenticator(ORIGIN);
  const options = await post('/api/me/factors/passkey/options', {}, token);
  expect(options.status, options.text).toBe(200);
  const made = await post(
    '/api/me/factors/passkey/verify',
    { response: authenticator.create(options.body), name: 'Work laptop' },
    token,
  );
  expect(made.status, made.text).toBe(200);
  return { user, password, token, authenticator, registered: made.body };
}

/** The passwordless sign-in: options, then the authenticator's answer to them. */
async function passkeySignIn(
  authenticator: SoftAuthenticator,
  overrides: Parameters<SoftAuthenticator['get']>[1] = {},
) {
  const options = await post('/api/login/passkey/options');
  expect(options.status, options.text).toBe(200);
  return post('/api/login/passkey/verify', { response: authenticator.get(options.body, overrides) });
}

describe('adding a passkey on the profile', () => {
  it('offers options for a discoverable credential, stores the passkey with its name and shows ten recovery codes once', async () => {
    const { user, password } = await createUser(api);
    const token = (await login(api, user.email, password)).body.accessToken as string;
    await reauthenticate(api, token, password);
    const options = await post('/api/me/factors/passkey/options', {}, token);
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rp: { id: 'visapath.test', name: 'Visapath' },
      user: { name: user.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required' },
      challenge: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(options.body.user.id).not.toContain(String(user.id));

    const since = await lastAuditId(api);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const made = await post(
      '/api/me/factors/passkey/verify',
      { response: authenticator.create(options.body), name: 'Work laptop' },
      token,
    );
    expect(made.status, made.text).toBe(200);
    expect(made.body.factors).toEqual([
      expect.objectContaining({ kind: 'passkey', label: 'Work laptop', created_at: expect.any(String) }),
    ]);
    expect(made.body.recoveryCodes).toHaveLength(10);
    const [stored] = await api.db.select().from(userFactors).where(eq(userFactors.user_id, user.id));
    expect(stored).toMatchObject({
      credential_id: authenticator.credentialId,
      sign_count: 0,
      transports: ['internal'],
    });
    expect((await auditSince(api, since, 'mfa.enrol')).map((a) => a.changes)).toEqual([
      { kind: 'passkey', factor: stored.id },
    ]);

    // The same challenge makes no second passkey.
    const again = await post(
      '/api/me/factors/passkey/verify',
      { response: new SoftAuthenticator(ORIGIN).create(options.body) },
      token,
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This passkey request has expired or was already used. Try again.');
  });

  it('refuses a registration over a challenge it did not issue, from another origin, or for another user', async () => {
    const { user, password } = await createUser(api);
    const token = (await login(api, user.email, password)).body.accessToken as string;
    await reauthenticate(api, token, password);
    const other = await createUser(api);
    const otherToken = (await login(api, other.user.email, other.password)).body.accessToken as string;
    const authenticator = new SoftAuthenticator(ORIGIN);

    const forged = await post(
      '/api/me/factors/passkey/verify',
      { response: authenticator.create({ challenge: 'bm90LWlzc3VlZA', rp: {}, user: { id: 'x' } }) },
      token,
    );
    expect(forged.status).toBe(400);
    expect(forged.body.errors).toEqual({
      response: 'This passkey request has expired or was already used. Try again.',
    });

    const options = (await post('/api/me/factors/passkey/options', {}, token)).body;
    // Another signed-in user cannot spend it.
    expect(
      (await post('/api/me/factors/passkey/verify', { response: authenticator.create(options) }, otherToken)).status,
    ).toBe(400);
    const fresh = (await post('/api/me/factors/passkey/options', {}, token)).body;
    const elsewhere = await post(
      '/api/me/factors/passkey/verify',
      { response: authenticator.create(fresh, { origin: 'https://evil.example' }) },
      token,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ response: PASSKEY_WRONG });
    expect((await api.call('GET', '/api/me/factors', { token })).body.factors).toEqual([]);
  });

  it('answers malformed responses with a 400 naming the field, and needs a session', async () => {
    const { token } = await userWithPasskey();
    const bad = await post('/api/me/factors/passkey/verify', { response: { id: 'a b', type: 'password' } }, token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['response.id', 'response.type']));
    expect((await post('/api/me/factors/passkey/options', {})).status).toBe(401);
    expect((await post('/api/login/passkey/verify', { response: 'nope' })).status).toBe(400);
  });

  it('needs a fresh second factor when the account already has one (a stolen session alone cannot add a passkey)', async () => {
    const { token, secret } = await enrolledUser(api);
    const without = await post('/api/me/factors/passkey/options', {}, token);
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual({ code: 'Enter the 6-digit code' });
    expect((await post('/api/me/factors/totp', {}, token)).status).toBe(400);
    const withCode = await post('/api/me/factors/passkey/options', { code: totpCode(secret, 1) }, token);
    expect(withCode.status, withCode.text).toBe(200);
    const made = await post(
      '/api/me/factors/passkey/verify',
      { response: new SoftAuthenticator(ORIGIN).create(withCode.body) },
      token,
    );
    expect(made.status, made.text).toBe(200);
    expect(made.body.factors.map((f: { kind: string; label: string }) => [f.kind, f.label])).toEqual([
      ['totp', 'Authenticator app'],
      ['passkey', 'Passkey'],
    ]);
    // The recovery codes of the first factor stay: none are issued again.
    expect(made.body).not.toHaveProperty('recoveryCodes');
  });
});

describe('a passkey as the second factor', () => {
  it('is offered after the password and completes the sign-in with an assertion over a challenge for that account', async () => {
    const { user, password, authenticator } = await userWithPasskey();
    const first = await login(api, user.email, password);
    expect(first.body).toEqual({
      mfaRequired: true,
      mfaToken: expect.any(String),
      methods: ['passkey', 'recovery_code'],
      enrolmentRequired: false,
    });
    const options = await post('/api/login/mfa/passkey/options', { mfaToken: first.body.mfaToken });
    expect(options.status).toBe(200);
    expect(options.body.allowCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ]);

    const since = await lastAuditId(api);
    const done = await mfaStep(api, { mfaToken: first.body.mfaToken, webauthn: authenticator.get(options.body) });
    expect(done.status, done.text).toBe(200);
    expect((await me(api, done.body.accessToken)).body.email).toBe(user.email);
    expect((await auditSince(api, since, 'login.success')).map((a) => a.changes)).toEqual([{ method: 'passkey' }]);
    const [stored] = await api.db.select().from(userFactors).where(eq(userFactors.user_id, user.id));
    expect(stored.sign_count).toBe(1);
    expect(stored.last_used_at).not.toBeNull();
  });

  it('lists both methods for an account with an authenticator app and a passkey', async () => {
    const { user, password, token, secret } = await enrolledUser(api);
    const options = await post('/api/me/factors/passkey/options', { code: totpCode(secret, 1) }, token);
    await post(
      '/api/me/factors/passkey/verify',
      { response: new SoftAuthenticator(ORIGIN).create(options.body) },
      token,
    );
    expect((await login(api, user.email, password)).body.methods).toEqual(['totp', 'passkey', 'recovery_code']);
  });

  it("refuses a replayed assertion, a challenge it did not issue, and another user's passkey; the token stays good", async () => {
    const alice = await userWithPasskey();
    const bob = await userWithPasskey();
    const mfaToken = await passwordStep(api, alice.user.email, alice.password);
    const options = (await post('/api/login/mfa/passkey/options', { mfaToken })).body;

    const forged = await mfaStep(api, {
      mfaToken,
      webauthn: alice.authenticator.get(options, { challenge: 'bm90LWlzc3VlZA' }),
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: PASSKEY_WRONG, errors: { webauthn: PASSKEY_WRONG } });
    // Bob's passkey over a challenge issued for Alice.
    const bobs = await mfaStep(api, { mfaToken, webauthn: bob.authenticator.get(options) });
    expect(bobs.status).toBe(401);
    // That spent the challenge: Alice's own answer to it is now a replay.
    expect((await mfaStep(api, { mfaToken, webauthn: alice.authenticator.get(options) })).status).toBe(401);
    // A challenge issued for Bob's sign-in does not serve Alice's.
    const bobToken = await passwordStep(api, bob.user.email, bob.password);
    const bobOptions = (await post('/api/login/mfa/passkey/options', { mfaToken: bobToken })).body;
    expect((await mfaStep(api, { mfaToken, webauthn: alice.authenticator.get(bobOptions) })).status).toBe(401);

    const fresh = (await post('/api/login/mfa/passkey/options', { mfaToken })).body;
    const answer = alice.authenticator.get(fresh);
    expect((await mfaStep(api, { mfaToken, webauthn: answer })).status).toBe(200);
    const replayed = await mfaStep(api, {
      mfaToken: await passwordStep(api, alice.user.email, alice.password),
      webauthn: answer,
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body.errors).toEqual({ webauthn: PASSKEY_WRONG });
  });

  it('has no passkey options for an account without one, nor for a bad token', async () => {
    const { user, password } = await enrolledUser(api);
    const none = await post('/api/login/mfa/passkey/options', {
      mfaToken: await passwordStep(api, user.email, password),
    });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('This account has no passkey.');
    expect((await post('/api/login/mfa/passkey/options', { mfaToken: 'x.y' })).status).toBe(401);
  });

  it('throttles failed assertions with the codes: after 5 failures per account even a good one gets 429', async () => {
    const { user, password, authenticator } = await userWithPasskey();
    const mfaToken = await passwordStep(api, user.email, password);
    for (let i = 0; i < 5; i += 1) {
      const options = (await post('/api/login/mfa/passkey/options', { mfaToken })).body;
      expect(
        (await mfaStep(api, { mfaToken, webauthn: authenticator.get(options, { origin: 'https://evil.example' }) }))
          .status,
      ).toBe(401);
    }
    const since = await lastAuditId(api);
    const options = (await post('/api/login/mfa/passkey/options', { mfaToken })).body;
    const blocked = await mfaStep(api, { mfaToken, webauthn: authenticator.get(options) });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect((await auditSince(api, since, 'login.throttled')).map((a) => a.user_id)).toEqual([user.id]);
  });

  it('proves a change to the factors with a passkey, and a removed passkey no longer signs in', async () => {
    const { user, password, token, authenticator } = await userWithPasskey();
    const [factor] = (await api.call('GET', '/api/me/factors', { token })).body.factors;
    const options = await post('/api/me/factors/passkey/assertion-options', {}, token);
    expect(options.status).toBe(200);
    const removed = await post(
      `/api/me/factors/${factor.id}/remove`,
      { webauthn: authenticator.get(options.body) },
      token,
    );
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.factors).toEqual([]);
    // Back to the password alone; the passkey signs in no one.
    expect((await login(api, user.email, password)).body.accessToken).toEqual(expect.any(String));
    const gone = await passkeySignIn(authenticator);
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual(LOGIN_FAILED);
    expect((await post('/api/me/factors/passkey/assertion-options', {}, token)).status).toBe(409);
  });
});

describe('passwordless sign-in with a passkey', () => {
  it('asks for any discoverable credential with user verification, and signs its user in', async () => {
    const { user, authenticator } = await userWithPasskey();
    const options = await post('/api/login/passkey/options');
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ rpId: 'visapath.test', userVerification: 'required' });
    expect(options.body.allowCredentials ?? []).toEqual([]);
    const since = await lastAuditId(api);
    const done = await post('/api/login/passkey/verify', { response: authenticator.get(options.body) });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ accessToken: expect.any(String), user: { email: user.email }, userType: 1 });
    expect((await me(api, done.body.accessToken)).body.email).toBe(user.email);
    expect((await auditSince(api, since, 'login.success')).map((a) => [a.user_id, a.changes])).toEqual([
      [user.id, { method: 'passkey' }],
    ]);
  });

  it('answers as a failed login for a replayed, forged or unverified assertion, an unknown passkey and an inactive user', async () => {
    const { user, authenticator } = await userWithPasskey();
    const options = (await post('/api/login/passkey/options')).body;
    const answer = authenticator.get(options);
    expect((await post('/api/login/passkey/verify', { response: answer })).status).toBe(200);
    const since = await lastAuditId(api);
    const replayed = await post('/api/login/passkey/verify', { response: answer });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual(LOGIN_FAILED);
    expect((await auditSince(api, since, 'login.failure')).map((a) => a.changes)).toEqual([{ method: 'passkey' }]);

    expect((await passkeySignIn(authenticator, { challenge: 'bm90LWlzc3VlZA' })).body).toEqual(LOGIN_FAILED);
    expect((await passkeySignIn(authenticator, { origin: 'https://evil.example' })).body).toEqual(LOGIN_FAILED);
    expect((await passkeySignIn(new SoftAuthenticator(ORIGIN))).body).toEqual(LOGIN_FAILED);
    // Without user verification a passkey is one factor only: not enough on its own.
    const other = await userWithPasskey();
    other.authenticator.userVerified = false;
    expect((await passkeySignIn(other.authenticator)).body).toEqual(LOGIN_FAILED);
    other.authenticator.userVerified = true;
    // A challenge issued for a known user's second step is not one for passwordless sign-in.
    const stepOptions = (
      await post('/api/login/mfa/passkey/options', {
        mfaToken: await passwordStep(api, other.user.email, other.password),
      })
    ).body;
    expect((await post('/api/login/passkey/verify', { response: other.authenticator.get(stepOptions) })).body).toEqual(
      LOGIN_FAILED,
    );
    expect((await passkeySignIn(other.authenticator)).status).toBe(200);

    await api.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    const inactive = await passkeySignIn(authenticator);
    expect(inactive.status).toBe(401);
    expect(inactive.body).toEqual(LOGIN_FAILED);
  });

  it('counts failures against the client address like wrong passwords', async () => {
    const limited = await TestApi.start({ loginMaxFailuresPerAddress: 3 });
    try {
      const address = freshAddress();
      const call = (path: string, body?: unknown) =>
        limited.call('POST', path, { body, headers: { 'x-forwarded-for': address } });
      const stranger = new SoftAuthenticator(ORIGIN);
      for (let i = 0; i < 3; i += 1) {
        const options = (await call('/api/login/passkey/options')).body;
        expect((await call('/api/login/passkey/verify', { response: stranger.get(options) })).status).toBe(401);
      }
      expect((await call('/api/login/passkey/verify', { response: stranger.get({ challenge: 'eA' }) })).status).toBe(
        429,
      );
    } finally {
      await limited.close();
    }
  });
});

describe('relying party and the second-factor policy', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await TestApi.start({
      mfaRequiredRoles: ['admin'],
      webauthnOrigin: 'https://console.example.org',
      webauthnRpId: 'example.org',
    });
  });
  afterAll(() => strict.close());

  it('binds passkeys to WEBAUTHN_ORIGIN and WEBAUTHN_RP_ID, and a passkey sign-in satisfies the policy without a second step', async () => {
    const origin = 'https://console.example.org';
    const { user, password } = await createUser(strict);
    // An admin must enrol first: the authenticator app at the first sign-in, then a passkey on the profile.
    const first = await login(strict, user.email, password);
    const enrol = await strict.call('POST', '/api/login/mfa/enrol', { body: { mfaToken: first.body.mfaToken } });
    const { TOTP, Secret } = await import('otpauth');
    const code = TOTP.generate({
      secret: Secret.fromBase32(enrol.body.secret),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    });
    const signedIn = await mfaStep(strict, { mfaToken: first.body.mfaToken, code });
    const token = signedIn.body.accessToken as string;
    const next = TOTP.generate({
      secret: Secret.fromBase32(enrol.body.secret),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      timestamp: Date.now() + 30_000,
    });
    const options = await strict.call('POST', '/api/me/factors/passkey/options', { token, body: { code: next } });
    expect(options.status, options.text).toBe(200);
    expect(options.body.rp.id).toBe('example.org');
    const authenticator = new SoftAuthenticator(origin);
    expect(
      (
        await strict.call('POST', '/api/me/factors/passkey/verify', {
          token,
          body: { response: authenticator.create(options.body) },
        })
      ).status,
    ).toBe(200);

    const passwordless = (path: string, body?: unknown) =>
      strict.call('POST', path, { body, headers: { 'x-forwarded-for': freshAddress() } });
    const loginOptions = (await passwordless('/api/login/passkey/options')).body;
    expect(loginOptions.rpId).toBe('example.org');
    // An answer made on the origin of the request (http://visapath.test) rather than the configured one is refused.
    expect(
      (
        await passwordless('/api/login/passkey/verify', {
          response: authenticator.get(loginOptions, { origin: ORIGIN }),
        })
      ).status,
    ).toBe(401);
    const done = await passwordless('/api/login/passkey/verify', {
      response: authenticator.get((await passwordless('/api/login/passkey/options')).body),
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.accessToken).toEqual(expect.any(String));
    expect(done.body).not.toHaveProperty('mfaRequired');
  });
});

describe('where single sign-on is the only method', () => {
  it('offers no passwordless passkey sign-in either', async () => {
    const ssoOnly = await TestApi.start({ sso: { methods: ['oidc'], oidc: null } });
    try {
      expect((await ssoOnly.call('POST', '/api/login/passkey/options')).status).toBe(404);
      expect(
        (
          await ssoOnly.call('POST', '/api/login/passkey/verify', {
            body: { response: new SoftAuthenticator(ORIGIN).get({ challenge: 'eA' }) },
          })
        ).status,
      ).toBe(404);
    } finally {
      await ssoOnly.close();
    }
  });
});
