import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaChallenges, recoveryCodes, userFactors } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import {
  DEMO,
  TOO_MANY,
  auditSince,
  createUser,
  freshAddress,
  lastAuditId,
  latestCode,
  login,
  mailsTo,
  me,
} from '../support/auth';
import { enrolledUser, mfaStep, passwordStep, reauthenticate, totpCode } from '../support/mfa';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
});
afterAll(() => api.close());

const WRONG = 'The code is wrong or has already been used.';
const TOKEN_GONE = 'This sign-in has expired. Sign in again.';
/** A code that is not `code` (still six digits). */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('TOTP enrolment on the profile', () => {
  it('gives a secret with its QR code, counts the factor only once a code confirms it, then shows ten recovery codes once', async () => {
    const { user, password } = await createUser(api);
    const token = (await login(api, user.email, password)).body.accessToken as string;
    await reauthenticate(api, token, password);
    const since = await lastAuditId(api);

    const started = await api.call('POST', '/api/me/factors/totp', { token });
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.uri).toMatch(
      new RegExp(`^otpauth://totp/Visapath:${encodeURIComponent(user.email)}\\?.*secret=${started.body.secret}`),
    );
    expect(started.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.body.qr.split(',')[1], 'base64').toString()).toContain('<svg');
    // Unconfirmed: not a factor yet, and sign-in still needs none.
    expect((await api.call('GET', '/api/me/factors', { token })).body).toEqual({
      factors: [],
      recoveryCodesLeft: 0,
      required: false,
    });
    expect((await login(api, user.email, password)).body.accessToken).toEqual(expect.any(String));

    const wrong = await api.call('POST', '/api/me/factors/totp/confirm', {
      token,
      body: { code: otherCode(totpCode(started.body.secret)) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: WRONG, errors: { code: WRONG } });
    const malformed = await api.call('POST', '/api/me/factors/totp/confirm', { token, body: { code: '12ab' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ code: 'Enter the 6-digit code' });

    const confirmed = await api.call('POST', '/api/me/factors/totp/confirm', {
      token,
      body: { code: totpCode(started.body.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.factors).toEqual([
      expect.objectContaining({ kind: 'totp', last_used_at: expect.any(String) }),
    ]);
    expect(confirmed.body.recoveryCodesLeft).toBe(10);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Stored: the secret encrypted, the recovery codes hashed.
    const [factor] = await api.db.select().from(userFactors).where(eq(userFactors.user_id, user.id));
    expect(factor.secret).not.toContain(started.body.secret);
    const hashes = await api.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, user.id));
    expect(hashes).toHaveLength(10);
    for (const row of hashes) for (const code of codes) expect(row.code_hash).not.toContain(code.replace('-', ''));
    // Shown once: the list of factors never repeats them.
    expect((await api.call('GET', '/api/me/factors', { token })).body).not.toHaveProperty('recoveryCodes');

    expect((await auditSince(api, since, 'mfa.enrol')).map((a) => [a.user_id, a.changes])).toEqual([
      [user.id, { kind: 'totp' }],
    ]);
  });

  it('confirming with no enrolment under way is a 409', async () => {
    const { user, password } = await createUser(api);
    const token = (await login(api, user.email, password)).body.accessToken as string;
    await reauthenticate(api, token, password);
    const reply = await api.call('POST', '/api/me/factors/totp/confirm', { token, body: { code: '123456' } });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('There is no authenticator being set up. Start again.');
  });
});

describe('sign-in with a second factor', () => {
  it('stops after the password with a single-use token, and completes with a code', async () => {
    const { user, password, secret } = await enrolledUser(api);
    const first = await login(api, user.email, password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      mfaRequired: true,
      mfaToken: expect.any(String),
      methods: ['totp', 'recovery_code'],
      enrolmentRequired: false,
    });
    expect(first.body).not.toHaveProperty('accessToken');

    const since = await lastAuditId(api);
    const done = await mfaStep(api, { mfaToken: first.body.mfaToken, code: totpCode(secret, 1) });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ user: { email: user.email }, userType: 1, companyId: null });
    expect((await me(api, done.body.accessToken)).status).toBe(200);
    expect((await auditSince(api, since, 'login.success')).map((a) => a.changes)).toEqual([{ method: 'totp' }]);

    // The token was used: it completes no second sign-in.
    const again = await mfaStep(api, { mfaToken: first.body.mfaToken, code: totpCode(secret, 1) });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(TOKEN_GONE);
  });

  it('records the method of a sign-in without a factor as the password', async () => {
    const { user, password } = await createUser(api);
    const since = await lastAuditId(api);
    expect((await login(api, user.email, password)).body.accessToken).toEqual(expect.any(String));
    expect((await auditSince(api, since, 'login.success')).map((a) => a.changes)).toEqual([{ method: 'password' }]);
  });

  it('refuses a wrong code, and the token stays good for the right one', async () => {
    const { user, password, secret } = await enrolledUser(api);
    const mfaToken = await passwordStep(api, user.email, password);
    const since = await lastAuditId(api);
    const wrong = await mfaStep(api, { mfaToken, code: otherCode(totpCode(secret, 1)) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: WRONG, errors: { code: WRONG } });
    expect(wrong.body).not.toHaveProperty('accessToken');
    expect((await auditSince(api, since, 'login.failure')).map((a) => a.changes)).toEqual([
      { email: user.email, step: 'mfa' },
    ]);
    expect((await mfaStep(api, { mfaToken, code: totpCode(secret, 1) })).status).toBe(200);
  });

  it('accepts a code only once: the same time step twice is refused', async () => {
    const { user, password, secret } = await enrolledUser(api);
    const code = totpCode(secret, 1);
    expect((await mfaStep(api, { mfaToken: await passwordStep(api, user.email, password), code })).status).toBe(200);
    const replay = await mfaStep(api, { mfaToken: await passwordStep(api, user.email, password), code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(WRONG);
    // Nor an older one (the enrolment's own code).
    const older = await mfaStep(api, {
      mfaToken: await passwordStep(api, user.email, password),
      code: totpCode(secret),
    });
    expect(older.status).toBe(401);
  });

  it('refuses an expired code (two minutes old)', async () => {
    const { user, password, secret } = await enrolledUser(api);
    const reply = await mfaStep(api, {
      mfaToken: await passwordStep(api, user.email, password),
      code: totpCode(secret, -4),
    });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe(WRONG);
  });

  it('refuses an expired, forged or missing mfaToken', async () => {
    const { user, password, secret } = await enrolledUser(api);
    const mfaToken = await passwordStep(api, user.email, password);
    const [id, signature] = mfaToken.split('.');
    const forged = await mfaStep(api, { mfaToken: `${id}.${signature.slice(0, -2)}00`, code: totpCode(secret, 1) });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: TOKEN_GONE, errors: { mfaToken: TOKEN_GONE } });
    await api.db
      .update(mfaChallenges)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(mfaChallenges.id, id));
    const expired = await mfaStep(api, { mfaToken, code: totpCode(secret, 1) });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(TOKEN_GONE);
    const missing = await mfaStep(api, { code: totpCode(secret, 1) });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ mfaToken: 'Required' });
    const neither = await mfaStep(api, { mfaToken });
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual({ code: 'Enter the 6-digit code' });
  });

  it('takes each recovery code once, and audits its use', async () => {
    const { user, password, recoveryCodes: codes } = await enrolledUser(api);
    const since = await lastAuditId(api);
    const used = await mfaStep(api, {
      mfaToken: await passwordStep(api, user.email, password),
      recoveryCode: codes[3].toUpperCase(),
    });
    expect(used.status, used.text).toBe(200);
    expect((await auditSince(api, since, 'mfa.recovery_used')).map((a) => a.user_id)).toEqual([user.id]);
    expect((await auditSince(api, since, 'login.success')).map((a) => a.changes)).toEqual([
      { method: 'recovery_code' },
    ]);
    const twice = await mfaStep(api, {
      mfaToken: await passwordStep(api, user.email, password),
      recoveryCode: codes[3],
    });
    expect(twice.status).toBe(401);
    expect(twice.body).toEqual({ message: WRONG, errors: { recoveryCode: WRONG } });
    // Without the dash it is the same code; another one still works.
    expect(
      (
        await mfaStep(api, {
          mfaToken: await passwordStep(api, user.email, password),
          recoveryCode: codes[4].replace('-', ''),
        })
      ).status,
    ).toBe(200);
  });

  it('throttles codes like passwords: after 5 failures per account in 15 minutes even the right code gets 429', async () => {
    const { user, password, secret } = await enrolledUser(api);
    const mfaToken = await passwordStep(api, user.email, password);
    for (let i = 0; i < 5; i += 1) {
      expect((await mfaStep(api, { mfaToken, code: otherCode(totpCode(secret, 1)) })).status).toBe(401);
    }
    const blocked = await mfaStep(api, { mfaToken, code: totpCode(secret, 1) });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    // Per account: a new token of the same account does not start over.
    const fresh = await mfaStep(api, {
      mfaToken: await passwordStep(api, user.email, password),
      code: totpCode(secret, 1),
    });
    expect(fresh.status).toBe(429);
  });

  it('a password reset ends at the second factor: no session, the next sign-in asks for a code, older tokens are void', async () => {
    const { user, secret, password } = await enrolledUser(api);
    const before = await passwordStep(api, user.email, password);
    const address = { 'x-forwarded-for': freshAddress() };
    await api.call('POST', '/api/resetPassword-sent-otp', { body: { email: user.email }, headers: address });
    const verified = await api.call('POST', '/api/resetPassword-verify-otp', {
      body: { email: user.email, otp: await latestCode(api, user.email) },
      headers: address,
    });
    const reset = await api.call('POST', '/api/resetPassword', {
      body: { resetToken: verified.body.resetToken, password: 'Fresh-reset-secret-93' },
      headers: address,
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ status: 1 });
    const after = await login(api, user.email, 'Fresh-reset-secret-93');
    expect(after.body).toMatchObject({ mfaRequired: true, methods: ['totp', 'recovery_code'] });
    expect(after.body).not.toHaveProperty('accessToken');
    // A token from before the reset completes nothing, even with a good code.
    expect((await mfaStep(api, { mfaToken: before, code: totpCode(secret, 1) })).status).toBe(401);
    expect((await mfaStep(api, { mfaToken: after.body.mfaToken, code: totpCode(secret, 1) })).status).toBe(200);
  });
});

describe('managing factors on the profile', () => {
  it('removes a factor only with a fresh code; the recovery codes go with the last one', async () => {
    const { user, password, secret, token } = await enrolledUser(api);
    const [factor] = (await api.call('GET', '/api/me/factors', { token })).body.factors;
    const without = await api.call('POST', `/api/me/factors/${factor.id}/remove`, { token, body: {} });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual({ code: 'Enter the 6-digit code' });
    const wrong = await api.call('POST', `/api/me/factors/${factor.id}/remove`, {
      token,
      body: { code: otherCode(totpCode(secret, 1)) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ code: WRONG });
    expect(
      (await api.call('POST', '/api/me/factors/999999/remove', { token, body: { code: totpCode(secret, 1) } })).status,
    ).toBe(404);

    const since = await lastAuditId(api);
    const removed = await api.call('POST', `/api/me/factors/${factor.id}/remove`, {
      token,
      body: { code: totpCode(secret, 1) },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ factors: [], recoveryCodesLeft: 0, required: false });
    expect((await auditSince(api, since, 'mfa.remove')).map((a) => a.changes)).toEqual([
      { kind: 'totp', factor: factor.id },
    ]);
    // Back to the password alone.
    expect((await login(api, user.email, password)).body.accessToken).toEqual(expect.any(String));
  });

  it('regenerates the recovery codes with a fresh code: the old ones stop working', async () => {
    const { user, password, secret, token, recoveryCodes: old } = await enrolledUser(api);
    const since = await lastAuditId(api);
    const reply = await api.call('POST', '/api/me/recovery-codes', { token, body: { code: totpCode(secret, 1) } });
    expect(reply.status).toBe(200);
    expect(reply.body.recoveryCodes).toHaveLength(10);
    expect(reply.body.recoveryCodes).not.toContain(old[0]);
    expect(await auditSince(api, since, 'mfa.recovery_codes')).toHaveLength(1);
    expect(
      (await mfaStep(api, { mfaToken: await passwordStep(api, user.email, password), recoveryCode: old[0] })).status,
    ).toBe(401);
    expect(
      (
        await mfaStep(api, {
          mfaToken: await passwordStep(api, user.email, password),
          recoveryCode: reply.body.recoveryCodes[0],
        })
      ).status,
    ).toBe(200);
  });
});

describe("an admin resets a user's factors", () => {
  it("removes them, ends the user's sessions, audits and mails the user", async () => {
    const { user, password, token } = await enrolledUser(api);
    const since = await lastAuditId(api);
    const reply = await api.call('POST', `/api/users/${user.id}/reset-factors`, { token: admin });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ status: 1 });
    await api.deps.mailer.idle();
    const [mail] = await mailsTo(api, user.email);
    expect(mail.subject).toBe('Your Visapath sign-in factors were reset');
    const adminId = (await me(api, admin)).body.user_id;
    expect((await auditSince(api, since, 'mfa.reset')).map((a) => [a.user_id, a.record_id, a.changes])).toEqual([
      [adminId, String(user.id), { factors: 1 }],
    ]);
    expect((await me(api, token)).status).toBe(401);
    expect(await api.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, user.id))).toEqual([]);
    expect((await login(api, user.email, password)).body.accessToken).toEqual(expect.any(String));
  });

  it('is for admins only, and 404 for an unknown user', async () => {
    const { user } = await enrolledUser(api);
    const partner = await api.login(DEMO.insurer);
    expect((await api.call('POST', `/api/users/${user.id}/reset-factors`, { token: partner })).status).toBe(403);
    expect((await api.call('POST', '/api/users/99999999/reset-factors', { token: admin })).status).toBe(404);
  });
});
