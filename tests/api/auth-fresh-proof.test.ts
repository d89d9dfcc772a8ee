import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { DEMO, claimsOf, createUser, freshAddress, login, mailsTo } from '../support/auth';
import { enrolledUser, totpCode } from '../support/mfa';
import { SoftAuthenticator } from '../support/webauthn';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
});
afterAll(() => api.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in with a browser's language and user agent; the session's token. */
async function signIn(email: string, password: string, language = 'en', agent = FIREFOX) {
  const reply = await api.call('POST', '/api/login', {
    body: { username: email, password },
    headers: { 'x-forwarded-for': freshAddress(), 'accept-language': language, 'user-agent': agent },
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.accessToken as string;
}

const post = (path: string, token: string, body: unknown = {}, language = 'en') =>
  api.call('POST', path, { token, body, headers: { 'accept-language': language } });

const PROOF_REQUIRED = {
  message: 'Confirm it is you: enter your password (or a second factor) and try again.',
  error: 'fresh_proof_required',
};

describe('a stolen session alone cannot change how the account signs in', () => {
  it('cannot start the first authenticator app or passkey without a fresh proof', async () => {
    const { user, password } = await createUser(api);
    const stolen = await signIn(user.email, password);
    const totp = await post('/api/me/factors/totp', stolen);
    expect(totp.status).toBe(403);
    expect(totp.body).toEqual({ ...PROOF_REQUIRED, methods: ['password'] });
    const passkey = await post('/api/me/factors/passkey/options', stolen);
    expect(passkey.status).toBe(403);
    expect(passkey.body.error).toBe('fresh_proof_required');
    // Nothing was set up: sign-in still needs no second factor.
    expect((await login(api, user.email, password)).body.accessToken).toEqual(expect.any(String));
  });

  it('can, within 5 minutes of proving the password in this session (and only this session)', async () => {
    const { user, password } = await createUser(api);
    const token = await signIn(user.email, password);
    const other = await signIn(user.email, password);

    const wrong = await post('/api/me/reauthenticate', token, { password: 'not-the-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: 'The password is wrong.' });
    expect((await post('/api/me/factors/totp', token)).status).toBe(403);

    const proved = await post('/api/me/reauthenticate', token, { password });
    expect(proved.status, proved.text).toBe(200);
    expect(proved.body).toEqual({ status: 1, freshUntil: expect.any(String) });
    const until = Date.parse(proved.body.freshUntil as string) - Date.now();
    expect(until).toBeGreaterThan(4 * 60_000);
    expect(until).toBeLessThanOrEqual(5 * 60_000);

    const started = await post('/api/me/factors/totp', token);
    expect(started.status, started.text).toBe(200);
    const passkey = await post('/api/me/factors/passkey/options', token);
    expect(passkey.status, passkey.text).toBe(200);
    const made = await post('/api/me/factors/passkey/verify', token, {
      response: new SoftAuthenticator('http://visapath.test').create(passkey.body),
    });
    expect(made.status, made.text).toBe(200);
    // The proof belongs to the session that made it.
    expect((await post('/api/me/factors/totp', other, { code: '000000' })).status).toBe(400);

    // Older than 5 minutes, it no longer counts.
    const { user: fresh, password: freshPassword } = await createUser(api);
    const late = await signIn(fresh.email, freshPassword);
    expect((await post('/api/me/reauthenticate', late, { password: freshPassword })).status).toBe(200);
    await api.db
      .update(sessions)
      .set({ proved_at: new Date(Date.now() - 5 * 60_000 - 1000).toISOString() })
      .where(eq(sessions.id, claimsOf(late).sid));
    expect((await post('/api/me/factors/totp', late)).status).toBe(403);
  });

  it('cannot move an account’s email (where reset codes go) without the admin’s fresh proof; the old address is told', async () => {
    const { user: owner } = await createUser(api);
    const { user: staff, password } = await createUser(api, { user_type: 1 });
    const stolen = await signIn(staff.email, password);
    const record = (await api.call('GET', `/api/users/${owner.id}`, { token: stolen })).body as Record<string, unknown>;
    const moved = { ...record, email: `taken-over-${owner.id}@attacker.test` };
    const refused = await api.call('PUT', `/api/users/${owner.id}`, { token: stolen, body: moved });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ ...PROOF_REQUIRED, methods: ['password'] });
    expect((await api.call('GET', `/api/users/${owner.id}`, { token: stolen })).body.email).toBe(owner.email);
    // Other fields need no proof.
    const renamed = await api.call('PUT', `/api/users/${owner.id}`, {
      token: stolen,
      body: { ...record, first_name: 'Renamed' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await mailsTo(api, owner.email)).toHaveLength(0);

    expect((await post('/api/me/reauthenticate', stolen, { password })).status).toBe(200);
    const current = (await api.call('GET', `/api/users/${owner.id}`, { token: stolen })).body as Record<
      string,
      unknown
    >;
    const accepted = await api.call('PUT', `/api/users/${owner.id}`, {
      token: stolen,
      body: { ...current, email: `Moved-${owner.id}@example.test` },
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.email).toBe(`moved-${owner.id}@example.test`);
    const [mail] = await mailsTo(api, owner.email);
    expect(mail.subject).toBe('Visapath: your sign-in email was changed');
    expect(mail.body).toContain(`moved-${owner.id}@example.test`);
  });

  it('takes a second factor as the proof of an account that has one', async () => {
    const { token, secret, password } = await enrolledUser(api);
    // The password alone does not stand in for the factor the account has.
    expect((await post('/api/me/factors/passkey/options', token)).status).toBe(400);
    expect((await post('/api/me/reauthenticate', token, { password })).status).toBe(400);
    expect((await post('/api/me/factors/passkey/options', token)).status).toBe(400);
    const proved = await post('/api/me/reauthenticate', token, { code: totpCode(secret, 1) });
    expect(proved.status, proved.text).toBe(200);
    expect((await post('/api/me/factors/passkey/options', token)).status).toBe(200);
  });
});

describe('security changes are mailed to the owner, in their language', () => {
  it('mails an added and a removed factor in the language the owner uses the console in', async () => {
    const { user, password } = await createUser(api);
    const token = await signIn(user.email, password, 'de');
    expect((await post('/api/me/reauthenticate', token, { password })).status).toBe(200);
    const { secret } = (await post('/api/me/factors/totp', token)).body as { secret: string };
    const confirmed = await post('/api/me/factors/totp/confirm', token, { code: totpCode(secret) });
    expect(confirmed.status, confirmed.text).toBe(200);
    const [added] = await mailsTo(api, user.email);
    expect(added.subject).toBe('Visapath: ein zweiter Faktor wurde hinzugefügt');
    expect(added.body).toContain('Authenticator-App');

    const factorId = (confirmed.body.factors as { id: number }[])[0].id;
    // The language of one request does not change the owner's.
    const removed = await post(`/api/me/factors/${factorId}/remove`, token, { code: totpCode(secret, 1) }, 'fr');
    expect(removed.status, removed.text).toBe(200);
    const [mail] = await mailsTo(api, user.email);
    expect(mail.subject).toBe('Visapath: ein zweiter Faktor wurde entfernt');
  });

  it('mails a password change', async () => {
    const { user, password } = await createUser(api);
    const token = await signIn(user.email, password, 'fr');
    const changed = await post('/api/me/password', token, {
      currentPassword: password,
      newPassword: 'Quite-another-passphrase-77',
    });
    expect(changed.status, changed.text).toBe(200);
    const [mail] = await mailsTo(api, user.email);
    expect(mail.subject).toBe('Visapath : votre mot de passe a été modifié');
  });

  it('mails a sign-in from a browser that holds no device cookie of the account, even one of the same kind', async () => {
    const { user, password } = await createUser(api);
    const signInFrom = (agent: string, language: string, cookie?: string) =>
      api.call('POST', '/api/login', {
        body: { username: user.email, password },
        headers: {
          'x-forwarded-for': freshAddress(),
          'accept-language': language,
          'user-agent': agent,
          ...(cookie ? { cookie } : {}),
        },
      });
    const first = await signInFrom(FIREFOX, 'en');
    expect(first.status).toBe(200);
    // A first sign-in ever is no news.
    expect(await mailsTo(api, user.email)).toHaveLength(0);
    const device = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect((await signInFrom(FIREFOX, 'en', device)).status).toBe(200);
    expect(await mailsTo(api, user.email)).toHaveLength(0);
    // Another computer with the same browser and system is still another device.
    expect((await signInFrom(FIREFOX, 'en')).status).toBe(200);
    expect(await mailsTo(api, user.email)).toHaveLength(1);
    expect((await signInFrom(SAFARI_IPHONE, 'fr')).status).toBe(200);
    const mails = await mailsTo(api, user.email);
    expect(mails).toHaveLength(2);
    // In the owner's language (their earlier sign-ins), naming the device.
    expect(mails.map((m) => m.subject)).toEqual([
      'Visapath: new sign-in to your account',
      'Visapath: new sign-in to your account',
    ]);
    expect(mails.some((m) => m.body.includes('Safari on iOS'))).toBe(true);
  });

  it('mails the owner when an admin ends their sessions', async () => {
    const { user, password } = await createUser(api);
    const token = await signIn(user.email, password, 'de');
    const ended = await post(`/api/users/${user.id}/end-sessions`, admin);
    expect(ended.status, ended.text).toBe(200);
    expect((await api.call('GET', '/api/me', { token })).status).toBe(401);
    const [mail] = await mailsTo(api, user.email);
    expect(mail.subject).toBe('Visapath: Ihre Sitzungen wurden beendet');
  });

  it('mails the owner, not in the admin’s language, when an admin resets their factors', async () => {
    const { user, password } = await createUser(api);
    const token = await signIn(user.email, password, 'de');
    expect((await post('/api/me/reauthenticate', token, { password })).status).toBe(200);
    const { secret } = (await post('/api/me/factors/totp', token)).body as { secret: string };
    expect((await post('/api/me/factors/totp/confirm', token, { code: totpCode(secret) })).status).toBe(200);
    const reset = await post(`/api/users/${user.id}/reset-factors`, admin, {}, 'en');
    expect(reset.status, reset.text).toBe(200);
    const [mail] = await mailsTo(api, user.email);
    expect(mail.subject).toBe('Die Anmeldefaktoren Ihres Visapath-Kontos wurden zurückgesetzt');
  });
});
