import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/infrastructure/config';
import { openFlow, sealFlow } from '@/server/features/auth/oidc/flowCookie';
import type { SsoSettings } from '@/server/infrastructure/ssoSettings';
import { auditLog, users } from '@/server/infrastructure/db/schema';
import { TestApi, type Reply } from '../support/api';
import {
  DEMO,
  DEMO_PASSWORD,
  auditSince,
  createUser,
  freshAddress,
  lastAuditId,
  login,
  mailsTo,
  me,
} from '../support/auth';
import { mfaStep, totpCode } from '../support/mfa';
import { TEST_CLIENT, startIssuer, type TestIssuer } from '../support/oidc-issuer';

const REDIRECT_URI = 'http://visapath.test/api/auth/oidc/callback';
const ISSUER_PORT = 8131;
const USERINFO_ISSUER_PORT = 8132;
/** Nothing listens here: a provider that cannot be reached. */
const DEAD_PORT = 8139;

const sso = (
  issuer: string,
  methods: SsoSettings['methods'] = ['password', 'oidc'],
  allowedDomains: string[] = [],
): SsoSettings => ({
  methods,
  oidc: {
    issuer: new URL(issuer),
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    redirectUri: undefined,
    allowedDomains,
  },
});

/** The flow cookie a reply sets, as a Cookie header value. */
function flowCookie(reply: Reply): string {
  const set = reply.headers.getSetCookie().find((c) => c.startsWith('vp_oidc='));
  expect(set, 'the flow cookie').toBeDefined();
  return set!.split(';')[0];
}

const location = (reply: Reply) => reply.headers.get('location') ?? '';

/** The one-time code a successful callback hands to the SPA (/auth/sso#<code>). */
function handoffCode(reply: Reply): string {
  expect(reply.status, reply.text).toBe(302);
  const match = /^\/auth\/sso#(.+)$/.exec(location(reply));
  expect(match, `a redirect to /auth/sso#<code>, not ${location(reply)}`).not.toBeNull();
  return match![1];
}

/** The sign-in page with the reason a single sign-on was refused. */
const refusedWith = (reply: Reply, error: string) => {
  expect(reply.status, reply.text).toBe(302);
  expect(location(reply)).toBe(`/auth/login?sso_error=${error}`);
};

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startIssuer(ISSUER_PORT, { redirectUri: REDIRECT_URI });
});
afterAll(() => issuer?.close());

let accountCounter = 0;
/**
 * The account at the provider of a person with this email, releasing these claims; its id (the `sub`). The same
 * person keeps the same id, as at a real provider; `anotherPerson` makes a second account claiming the email.
 */
function providerAccount(email: string, emailVerified: boolean | string = true, anotherPerson = false): string {
  accountCounter += 1;
  const id = anotherPerson ? `other-${accountCounter}` : `person-${email.toLowerCase()}`;
  issuer.accounts.set(id, { email, email_verified: emailVerified });
  return id;
}

/** Start at the API, sign in at the provider as `account` with `amr`, come back to the callback with the cookie. */
async function singleSignOn(api: TestApi, account: string, amr?: string[]) {
  const start = await api.call('GET', '/api/auth/oidc/start');
  expect(start.status, start.text).toBe(302);
  const cookie = flowCookie(start);
  const back = await issuer.signIn(location(start), account, amr);
  const callback = await api.call('GET', back.pathname + back.search, { headers: { cookie } });
  return { start, cookie, back, callback };
}

const exchange = (api: TestApi, code: string) => api.call('POST', '/api/auth/oidc/exchange', { body: { code } });

describe('single sign-on through OpenID Connect (AUTH_METHOD=both)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ sso: sso(issuer.url), mfaRequiredRoles: ['admin'] });
  });
  afterAll(() => api?.close());

  it('tells the sign-in page both methods', async () => {
    const reply = await api.call('GET', '/api/auth/methods');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ methods: ['password', 'oidc'] });
  });

  it('sends the browser to the provider with the code flow, PKCE S256, state and nonce, the secrets in a signed HttpOnly cookie', async () => {
    const start = await api.call('GET', '/api/auth/oidc/start');
    expect(start.status).toBe(302);
    const url = new URL(location(start));
    expect(url.origin).toBe(issuer.url);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      code_challenge_method: 'S256',
      scope: 'openid email',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const set = start.headers.getSetCookie().find((c) => c.startsWith('vp_oidc='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\/api\/auth\/oidc/);
    expect(set).toMatch(/Max-Age=600/);
    const flow = openFlow(api.deps.tokens, decodeURIComponent(flowCookie(start).slice('vp_oidc='.length)));
    expect(flow).toMatchObject({ state: params.state, nonce: params.nonce, redirectUri: REDIRECT_URI });
  });

  it('signs in an active account whose verified email the provider vouches for, whatever its case, as a password sign-in would', async () => {
    const account = providerAccount('Insurer@VisaPath.TEST');
    const since = await lastAuditId(api);
    const { callback } = await singleSignOn(api, account);
    expect(callback.headers.getSetCookie().join()).toMatch(/vp_oidc=;/);
    const reply = await exchange(api, handoffCode(callback));
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ accessToken: expect.any(String), userType: 4, user: { email: DEMO.insurer } });
    expect((await me(api, reply.body.accessToken)).body.email).toBe(DEMO.insurer);
    const success = await auditSince(api, since, 'login.success');
    expect(success).toHaveLength(1);
    expect(success[0].changes).toEqual({ method: 'oidc' });
  });

  it('refuses an email the provider has not verified, and audits it', async () => {
    const since = await lastAuditId(api);
    const { callback } = await singleSignOn(api, providerAccount(DEMO.insurer, false));
    refusedWith(callback, 'unverified');
    const failures = await auditSince(api, since, 'login.failure');
    expect(failures.map((f) => f.changes)).toEqual([
      { method: 'oidc', reason: 'email not verified', email: DEMO.insurer },
    ]);
    expect(await auditSince(api, since, 'login.success')).toEqual([]);
  });

  it('refuses an email no account has, and an inactive account, with the same answer', async () => {
    refusedWith((await singleSignOn(api, providerAccount('nobody@example.test'))).callback, 'no_account');
    const { user } = await createUser(api, { user_type: 4, is_active: false });
    refusedWith((await singleSignOn(api, providerAccount(user.email))).callback, 'no_account');
  });

  it('refuses a callback whose state was changed, or that comes without its cookie', async () => {
    const start = await api.call('GET', '/api/auth/oidc/start');
    const back = await issuer.signIn(location(start), providerAccount(DEMO.insurer));
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'forged-state');
    refusedWith(
      await api.call('GET', tampered.pathname + tampered.search, { headers: { cookie: flowCookie(start) } }),
      'failed',
    );

    const other = await api.call('GET', '/api/auth/oidc/start');
    const otherBack = await issuer.signIn(location(other), providerAccount(DEMO.insurer));
    refusedWith(await api.call('GET', otherBack.pathname + otherBack.search), 'failed');
  });

  it('counts repeated refused callbacks from one address in one audit row, as anyone can call it', async () => {
    const address = freshAddress();
    for (let i = 0; i < 100; i++) {
      refusedWith(
        await api.call('GET', `/api/auth/oidc/callback?code=c${i}&state=s${i}`, {
          headers: { 'x-forwarded-for': address },
        }),
        'failed',
      );
    }
    const rows = await api.db
      .select({ count: auditLog.count })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.failure'), eq(auditLog.ip, address)));
    expect(rows).toEqual([{ count: 100 }]);
  });

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const start = await api.call('GET', '/api/auth/oidc/start');
    const back = await issuer.signIn(location(start), providerAccount(DEMO.insurer));
    const flow = openFlow(api.deps.tokens, decodeURIComponent(flowCookie(start).slice('vp_oidc='.length)))!;
    const forged = `vp_oidc=${sealFlow(api.deps.tokens, { ...flow, nonce: 'another-nonce' })}`;
    const since = await lastAuditId(api);
    refusedWith(await api.call('GET', back.pathname + back.search, { headers: { cookie: forged } }), 'failed');
    expect((await auditSince(api, since, 'login.failure'))[0].changes).toMatchObject({
      method: 'oidc',
      reason: expect.stringMatching(/nonce/),
    });
  });

  it('refuses a replayed callback and a second use of the one-time code', async () => {
    const { back, cookie, callback } = await singleSignOn(api, providerAccount(DEMO.insurer));
    const code = handoffCode(callback);
    refusedWith(await api.call('GET', back.pathname + back.search, { headers: { cookie } }), 'failed');
    expect((await exchange(api, code)).status).toBe(200);
    const again = await exchange(api, code);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({
      message: 'This single sign-on has expired or was already used. Sign in again.',
      errors: { code: 'This single sign-on has expired or was already used. Sign in again.' },
    });
  });

  it('refuses a forged code, and a code whose outcome was changed', async () => {
    expect((await exchange(api, '00000000-0000-4000-8000-000000000000.multi_factor.abc')).status).toBe(401);
    const { user } = await createUser(api, { user_type: 1 });
    const code = handoffCode((await singleSignOn(api, providerAccount(user.email), ['pwd'])).callback);
    const [id, , signature] = code.split('.');
    expect((await exchange(api, `${id}.multi_factor.${signature}`)).status).toBe(401);
    const empty = await exchange(api, '');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ code: 'Required' });
  });

  it('asks an admin (whose role must use a second factor) for the local second step when the provider used one factor', async () => {
    // An admin without a factor yet enrols, as after a password.
    const { user, password } = await createUser(api, { user_type: 1 });
    const first = await exchange(
      api,
      handoffCode((await singleSignOn(api, providerAccount(user.email), ['pwd'])).callback),
    );
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({
      mfaRequired: true,
      mfaToken: expect.any(String),
      methods: [],
      enrolmentRequired: true,
    });
    expect(first.body).not.toHaveProperty('accessToken');

    // Once it has one, it gives its code.
    const mfaToken = (await login(api, user.email, password)).body.mfaToken as string;
    const { secret } = (await api.call('POST', '/api/login/mfa/enrol', { body: { mfaToken } })).body;
    expect((await mfaStep(api, { mfaToken, code: totpCode(secret) })).status).toBe(200);
    const reply = await exchange(api, handoffCode((await singleSignOn(api, providerAccount(user.email))).callback));
    expect(reply.body).toEqual({
      mfaRequired: true,
      mfaToken: expect.any(String),
      methods: ['totp', 'recovery_code'],
      enrolmentRequired: false,
    });
    const since = await lastAuditId(api);
    const done = await mfaStep(api, { mfaToken: reply.body.mfaToken, code: totpCode(secret, 1) });
    expect(done.status, done.text).toBe(200);
    expect((await me(api, done.body.accessToken)).body.email).toBe(user.email);
    expect((await auditSince(api, since, 'login.success'))[0].changes).toEqual({ method: 'totp' });
  });

  it('signs an admin in directly when the provider reports a second factor (amr)', async () => {
    const { user } = await createUser(api, { user_type: 1 });
    for (const amr of [['pwd', 'mfa'], ['hwk'], ['pwd', 'otp']]) {
      const reply = await exchange(
        api,
        handoffCode((await singleSignOn(api, providerAccount(user.email), amr)).callback),
      );
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body).toMatchObject({ accessToken: expect.any(String), userType: 1 });
    }
  });

  it('binds the first provider account that signs in and refuses another claiming the same email', async () => {
    const { user } = await createUser(api, { user_type: 4 });
    const first = await exchange(api, handoffCode((await singleSignOn(api, providerAccount(user.email))).callback));
    expect(first.status, first.text).toBe(200);
    const since = await lastAuditId(api);
    const other = await singleSignOn(api, providerAccount(user.email, true, true));
    refusedWith(other.callback, 'no_account');
    expect((await auditSince(api, since, 'login.failure')).map((f) => f.changes)).toEqual([
      { method: 'oidc', reason: 'another provider account is bound to this account', email: user.email },
    ]);
    // The bound one still signs in.
    const again = await exchange(api, handoffCode((await singleSignOn(api, providerAccount(user.email))).callback));
    expect(again.status, again.text).toBe(200);
  });

  it('takes email_verified only as the boolean true, not the string "true"', async () => {
    const { user } = await createUser(api, { user_type: 4 });
    refusedWith((await singleSignOn(api, providerAccount(user.email, 'true'))).callback, 'unverified');
  });

  it('does not count a software key alone (amr swk) as a second factor', async () => {
    const { user } = await createUser(api, { user_type: 1 });
    const reply = await exchange(
      api,
      handoffCode((await singleSignOn(api, providerAccount(user.email), ['swk'])).callback),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ mfaRequired: true });
    expect(reply.body).not.toHaveProperty('accessToken');
  });

  it('tells the owner of a single sign-on from a new browser, and not from one that signed in before', async () => {
    const { user } = await createUser(api, { user_type: 4 });
    const signOn = async (cookie?: string) => {
      const code = handoffCode((await singleSignOn(api, providerAccount(user.email))).callback);
      return api.call('POST', '/api/auth/oidc/exchange', { body: { code }, headers: cookie ? { cookie } : {} });
    };
    const first = await signOn();
    expect(first.status, first.text).toBe(200);
    const [set] = first.headers.getSetCookie().filter((line) => line.startsWith('vp_device_'));
    // A browser sends the cookie back to the exchange only if its path covers it.
    const path = /;\s*Path=([^;]+)/i.exec(set)?.[1] ?? '';
    expect('/api/auth/oidc/exchange'.startsWith(path)).toBe(true);
    const device = set.split(';')[0];
    expect((await signOn(device)).status).toBe(200);
    expect(await mailsTo(api, user.email)).toHaveLength(0);
    expect((await signOn()).status).toBe(200);
    expect((await mailsTo(api, user.email)).map((m) => m.subject)).toEqual(['Visapath: new sign-in to your account']);
  });

  it('refuses a code once the account was deactivated after the callback', async () => {
    const { user } = await createUser(api, { user_type: 4 });
    const code = handoffCode((await singleSignOn(api, providerAccount(user.email))).callback);
    await api.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await exchange(api, code)).status).toBe(401);
  });

  it('says "cancelled" when the person declined at the provider', async () => {
    const start = await api.call('GET', '/api/auth/oidc/start');
    const state = new URL(location(start)).searchParams.get('state')!;
    const query = new URLSearchParams({ error: 'access_denied', state, iss: issuer.url });
    refusedWith(
      await api.call('GET', `/api/auth/oidc/callback?${query}`, { headers: { cookie: flowCookie(start) } }),
      'cancelled',
    );
  });

  it('keeps the password sign-in', async () => {
    expect((await login(api, DEMO.insurer, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('AUTH_METHOD=password (the default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api?.close());

  it('offers the password only and has no single sign-on routes', async () => {
    expect((await api.call('GET', '/api/auth/methods')).body).toEqual({ methods: ['password'] });
    for (const [method, path] of [
      ['GET', '/api/auth/oidc/start'],
      ['GET', '/api/auth/oidc/callback?code=x&state=y'],
      ['POST', '/api/auth/oidc/exchange'],
    ]) {
      const reply = await api.call(method, path, { body: method === 'POST' ? { code: 'x' } : undefined });
      expect(reply.status, path).toBe(404);
      expect(reply.body).toEqual({ message: 'Not found' });
    }
  });
});

describe('AUTH_METHOD=oidc', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ sso: sso(issuer.url, ['oidc']) });
  });
  afterAll(() => api?.close());

  it('offers single sign-on only: the password routes do not exist', async () => {
    expect((await api.call('GET', '/api/auth/methods')).body).toEqual({ methods: ['oidc'] });
    expect((await login(api, DEMO.insurer, DEMO_PASSWORD)).status).toBe(404);
    expect((await api.call('POST', '/api/resetPassword-sent-otp', { body: { email: DEMO.insurer } })).status).toBe(404);
    const reply = await exchange(api, handoffCode((await singleSignOn(api, providerAccount(DEMO.insurer))).callback));
    expect(reply.status).toBe(200);
  });

  it('tells a new user to sign in through the organisation, with no password code that nothing could use', async () => {
    const admin = (await exchange(api, handoffCode((await singleSignOn(api, providerAccount(DEMO.admin))).callback)))
      .body.accessToken as string;
    const email = `sso.newcomer.${Date.now()}@visapath.test`;
    const created = await api.call('POST', '/api/users', {
      token: admin,
      body: { first_name: 'Sam', last_name: 'Newcomer', email, user_type: 1, is_active: true },
    });
    expect(created.status, created.text).toBe(201);
    const resent = await api.call('POST', `/api/users/${created.body.id}/send-reset`, { token: admin });
    expect(resent.status, resent.text).toBe(200);
    const mails = await mailsTo(api, email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe("Your Visapath account: sign in with your organisation's account");
      expect(mail.body).toContain('/auth/login');
      expect(mail.body).not.toMatch(/\b\d{6}\b|password/i);
    }
  });
});

describe('OIDC_ALLOWED_DOMAINS', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ sso: sso(issuer.url, ['password', 'oidc'], ['visapath.test']) });
  });
  afterAll(() => api?.close());

  it('lets only accounts of the listed domains sign in through the provider', async () => {
    expect(
      (await exchange(api, handoffCode((await singleSignOn(api, providerAccount(DEMO.bank))).callback))).status,
    ).toBe(200);
    const { user } = await createUser(api, { user_type: 4 });
    expect(user.email).toMatch(/@example\.test$/);
    refusedWith((await singleSignOn(api, providerAccount(user.email))).callback, 'no_account');
  });
});

describe('a provider that keeps the email out of the ID token', () => {
  let api: TestApi;
  let lean: TestIssuer;
  beforeAll(async () => {
    lean = await startIssuer(USERINFO_ISSUER_PORT, { redirectUri: REDIRECT_URI, conformIdTokenClaims: true });
    api = await TestApi.start({ sso: sso(lean.url) });
  });
  afterAll(async () => {
    await api?.close();
    await lean?.close();
  });

  it('is asked for it at its user info endpoint', async () => {
    lean.accounts.set('lean-1', { email: DEMO.university, email_verified: true });
    const start = await api.call('GET', '/api/auth/oidc/start');
    const back = await lean.signIn(location(start), 'lean-1');
    const callback = await api.call('GET', back.pathname + back.search, { headers: { cookie: flowCookie(start) } });
    const reply = await exchange(api, handoffCode(callback));
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.user.email).toBe(DEMO.university);
  });
});

describe('a provider that cannot be reached', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ sso: sso(`http://127.0.0.1:${DEAD_PORT}`) });
  });
  afterAll(() => api?.close());

  it('answers 503 to an API client and sends a browser back to the sign-in page, and the server keeps serving', async () => {
    const reply = await api.call('GET', '/api/auth/oidc/start', { headers: { accept: 'application/json' } });
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('30');
    expect(reply.body).toEqual({
      message: 'The single sign-on provider cannot be reached right now. Try again later.',
    });
    const browser = await api.call('GET', '/api/auth/oidc/start', {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    refusedWith(browser, 'unavailable');
    expect((await api.call('GET', '/api/auth/methods')).status).toBe(200);
    expect((await login(api, DEMO.insurer, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('AUTH_METHOD and OIDC_* in the environment', () => {
  const base = { JWT_SECRET: 'x'.repeat(40) };

  it('defaults to the password, and reads the provider when oidc is named', () => {
    expect(loadConfig(base).sso).toEqual({ methods: ['password'], oidc: null });
    const config = loadConfig({
      ...base,
      AUTH_METHOD: 'both',
      OIDC_ISSUER: 'https://id.example.org/',
      OIDC_CLIENT_ID: 'console',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_ALLOWED_DOMAINS: 'Example.org, @staff.example.org',
    });
    expect(config.sso?.methods).toEqual(['password', 'oidc']);
    expect(config.sso?.oidc).toMatchObject({
      clientId: 'console',
      clientSecret: 's3cret',
      allowedDomains: ['example.org', 'staff.example.org'],
    });
    expect(config.sso?.oidc?.issuer.href).toBe('https://id.example.org/');
  });

  it('reads which amr values count as a second factor, by default without a software key alone', () => {
    const oidcEnv = { ...base, AUTH_METHOD: 'oidc', OIDC_ISSUER: 'https://id.example.org/', OIDC_CLIENT_ID: 'c' };
    expect(loadConfig(oidcEnv).sso?.oidc?.secondFactorAmr).toEqual(['mfa', 'otp', 'hwk']);
    expect(loadConfig({ ...oidcEnv, OIDC_SECOND_FACTOR_AMR: 'mfa, swk' }).sso?.oidc?.secondFactorAmr).toEqual([
      'mfa',
      'swk',
    ]);
    expect(() => loadConfig({ ...oidcEnv, OIDC_SECOND_FACTOR_AMR: 'mfa;otp' })).toThrow(/OIDC_SECOND_FACTOR_AMR/);
  });

  it('refuses to start with oidc but no provider or client, naming the variables', () => {
    expect(() => loadConfig({ ...base, AUTH_METHOD: 'oidc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, AUTH_METHOD: 'oidc' })).toThrow(/OIDC_ISSUER.*OIDC_CLIENT_ID/s);
    expect(() => loadConfig({ ...base, AUTH_METHOD: 'both', OIDC_ISSUER: 'https://id.example.org' })).toThrow(
      /OIDC_CLIENT_ID/,
    );
    expect(() => loadConfig({ ...base, AUTH_METHOD: 'auth0' })).toThrow(
      /AUTH_METHOD must be one of password, oidc, both/,
    );
    expect(() => loadConfig({ ...base, AUTH_METHOD: 'oidc', OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'c' })).toThrow(
      /OIDC_ISSUER must be an absolute URL/,
    );
    expect(() =>
      loadConfig({
        ...base,
        AUTH_METHOD: 'oidc',
        OIDC_ISSUER: 'https://id.example.org',
        OIDC_CLIENT_ID: 'c',
        OIDC_ALLOWED_DOMAINS: 'not a domain',
      }),
    ).toThrow(/OIDC_ALLOWED_DOMAINS/);
  });

  it('wants https for the provider in production (loopback aside)', () => {
    const prod = {
      ...base,
      NODE_ENV: 'production',
      WEBAUTHN_ORIGIN: 'https://console.example.org',
      AUTH_METHOD: 'oidc',
      OIDC_CLIENT_ID: 'c',
    };
    expect(() => loadConfig({ ...prod, OIDC_ISSUER: 'http://id.example.org' })).toThrow(/OIDC_ISSUER must use https/);
    expect(loadConfig({ ...prod, OIDC_ISSUER: 'http://127.0.0.1:9000' }).sso?.methods).toEqual(['oidc']);
  });
});
