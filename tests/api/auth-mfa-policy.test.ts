import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/infrastructure/config';
import { TestApi } from '../support/api';
import { DEMO, DEMO_PASSWORD, auditSince, createUser, lastAuditId, login, me } from '../support/auth';
import { mfaStep, totpCode } from '../support/mfa';
import { SoftAuthenticator } from '../support/webauthn';

const SECRET = 'x'.repeat(40);

describe('MFA_REQUIRED_ROLES', () => {
  it('defaults to every role in production and to none in development', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, WEBAUTHN_ORIGIN: 'https://console.example.org' })
        .mfaRequiredRoles,
    ).toEqual(['admin', 'insurance', 'university', 'consultants', 'languages', 'bank']);
    expect(loadConfig({ JWT_SECRET: SECRET }).mfaRequiredRoles).toEqual([]);
  });

  it('takes comma-separated roles, an empty value for none, and refuses unknown roles', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, MFA_REQUIRED_ROLES: 'admin, bank' }).mfaRequiredRoles).toEqual([
      'admin',
      'bank',
    ]);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        WEBAUTHN_ORIGIN: 'https://console.example.org',
        MFA_REQUIRED_ROLES: '',
      }).mfaRequiredRoles,
    ).toEqual([]);
    expect(() => loadConfig({ JWT_SECRET: SECRET, MFA_REQUIRED_ROLES: 'admin,root' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: SECRET, MFA_REQUIRED_ROLES: 'admin,root' })).toThrow(/root/);
  });
});

describe('a role that must use a second factor (admin)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ mfaRequiredRoles: ['admin'] });
  });
  afterAll(() => api.close());

  it('leads an admin without a factor through enrolment before any session', async () => {
    const first = await login(api, DEMO.admin, DEMO_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      mfaRequired: true,
      mfaToken: expect.any(String),
      methods: [],
      enrolmentRequired: true,
    });

    // A code before any authenticator is set up says so.
    const early = await mfaStep(api, { mfaToken: first.body.mfaToken, code: '123456' });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('There is no authenticator being set up. Start again.');

    const enrol = await api.call('POST', '/api/login/mfa/enrol', { body: { mfaToken: first.body.mfaToken } });
    expect(enrol.status).toBe(200);
    expect(enrol.body).toMatchObject({
      secret: expect.stringMatching(/^[A-Z2-7]+$/),
      qr: expect.stringMatching(/^data:image\/svg/),
    });
    const since = await lastAuditId(api);
    const done = await mfaStep(api, { mfaToken: first.body.mfaToken, code: totpCode(enrol.body.secret) });
    expect(done.status, done.text).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect((await me(api, done.body.accessToken)).body.email).toBe(DEMO.admin);
    expect((await auditSince(api, since)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['mfa.enrol', 'login.success']),
    );

    // From now on the admin signs in with a code; the enrolment route is closed to an enrolled account.
    const next = await login(api, DEMO.admin, DEMO_PASSWORD);
    expect(next.body.methods).toEqual(['totp', 'recovery_code']);
    const closed = await api.call('POST', '/api/login/mfa/enrol', { body: { mfaToken: next.body.mfaToken } });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This account already has a second factor: sign in with its code.');
  });

  it('lets an account that must enrol set up a passkey instead of an app, and signs it in with its recovery codes', async () => {
    const { user, password } = await createUser(api);
    const first = await login(api, user.email, password);
    expect(first.body.enrolmentRequired).toBe(true);
    const { mfaToken } = first.body as { mfaToken: string };
    const enrol = (path: string, body: Record<string, unknown>) =>
      api.call('POST', `/api/login/mfa/enrol/passkey${path}`, { body: { mfaToken, ...body } });

    const options = await enrol('/options', {});
    expect(options.status, options.text).toBe(200);
    const authenticator = new SoftAuthenticator('http://visapath.test');
    // An answer from another origin is refused, and the token stays good.
    const foreign = await enrol('', {
      response: authenticator.create(options.body, { origin: 'https://evil.example' }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ response: 'The passkey could not be verified. Try again.' });

    const again = await enrol('/options', {});
    const since = await lastAuditId(api);
    const done = await enrol('', { response: authenticator.create(again.body), name: 'Phone' });
    expect(done.status, done.text).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect((await me(api, done.body.accessToken)).body.email).toBe(user.email);
    expect((await auditSince(api, since)).map((a) => [a.action, a.changes])).toEqual(
      expect.arrayContaining([
        ['mfa.enrol', { kind: 'passkey' }],
        ['login.success', { method: 'passkey' }],
      ]),
    );

    // The token is spent, and the account now has its factor: no second enrolment, by either route.
    expect((await enrol('/options', {})).status).toBe(401);
    const next = await login(api, user.email, password);
    expect(next.body).toMatchObject({ enrolmentRequired: false, methods: ['passkey', 'recovery_code'] });
    const closed = await api.call('POST', '/api/login/mfa/enrol/passkey/options', {
      body: { mfaToken: next.body.mfaToken },
    });
    expect(closed.status).toBe(409);
    expect((await api.call('POST', '/api/login/mfa/enrol', { body: { mfaToken: next.body.mfaToken } })).status).toBe(
      409,
    );
  });

  it('refuses a passkey enrolment without a live sign-in token', async () => {
    const bad = await api.call('POST', '/api/login/mfa/enrol/passkey/options', { body: { mfaToken: 'nope' } });
    expect(bad.status).toBe(401);
    const missing = await api.call('POST', '/api/login/mfa/enrol/passkey', { body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(['mfaToken', 'response']));
  });

  it('lets a partner (not in the list) sign in with the password alone, as before', async () => {
    const reply = await login(api, DEMO.insurer, DEMO_PASSWORD);
    expect(reply.status).toBe(200);
    expect(reply.body.accessToken).toEqual(expect.any(String));
    expect(reply.body).not.toHaveProperty('mfaRequired');
  });

  it('keeps the last factor of an admin: removing it is refused', async () => {
    const { user, password } = await createUser(api);
    const mfaToken = (await login(api, user.email, password)).body.mfaToken as string;
    const { secret } = (await api.call('POST', '/api/login/mfa/enrol', { body: { mfaToken } })).body;
    const token = (await mfaStep(api, { mfaToken, code: totpCode(secret) })).body.accessToken as string;
    const listed = await api.call('GET', '/api/me/factors', { token });
    expect(listed.body.required).toBe(true);
    const reply = await api.call('POST', `/api/me/factors/${listed.body.factors[0].id}/remove`, {
      token,
      body: { code: totpCode(secret, 1) },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('Your role requires a second factor: add another before removing this one.');
  });
});
