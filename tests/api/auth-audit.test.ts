import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from '@/domain/auth';
import { auditLog, throttleEvents } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import {
  DEMO,
  DEMO_PASSWORD,
  auditSince,
  createUser,
  freshAddress,
  lastAuditId,
  latestCode,
  login,
  loginAs,
  userByEmail,
} from '../support/auth';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

/** Runs `act` and returns the audit rows it wrote. */
async function audited(act: () => Promise<unknown>, action?: string) {
  const since = await lastAuditId(api);
  await act();
  return auditSince(api, since, action);
}

describe('audit log', () => {
  it('records a successful login with user, resource and client address', async () => {
    const address = freshAddress();
    const admin = await userByEmail(api, DEMO.admin);
    const rows = await audited(() => login(api, DEMO.admin, DEMO_PASSWORD, address), 'login.success');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: admin.id, resource: 'session', ip: address });
    expect(Date.now() - new Date(rows[0].at).getTime()).toBeLessThan(60_000);
  });

  it('records a failed login, for a known and an unknown email, without the attempted password', async () => {
    const address = freshAddress();
    const insurer = await userByEmail(api, DEMO.insurer);
    const known = await audited(() => login(api, DEMO.insurer, 'Secret-wrong-guess-1', address), 'login.failure');
    expect(known).toHaveLength(1);
    expect(known[0]).toMatchObject({
      user_id: insurer.id,
      resource: 'session',
      ip: address,
      changes: { email: DEMO.insurer },
    });
    const unknown = await audited(
      () => login(api, 'stranger@visapath.test', 'Secret-wrong-guess-2', address),
      'login.failure',
    );
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ user_id: null, ip: address, changes: { email: 'stranger@visapath.test' } });
    const all = JSON.stringify(await api.db.select().from(auditLog));
    expect(all).not.toContain('Secret-wrong-guess');
    expect(all).not.toContain(DEMO_PASSWORD);
  });

  it('records refused logins of inactive users and of users with a foreign user_type as failures', async () => {
    const inactive = await createUser(api, { is_active: false });
    const foreign = await createUser(api, { user_type: 3 });
    for (const { user, password } of [inactive, foreign]) {
      const rows = await audited(() => login(api, user.email, password), 'login.failure');
      expect(rows).toHaveLength(1);
      expect(rows[0].user_id).toBe(user.id);
    }
  });

  it('records a throttled login', async () => {
    const { user, password } = await createUser(api);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) await login(api, user.email, 'wrong-password-0');
    const rows = await audited(async () => expect((await login(api, user.email, password)).status).toBe(429));
    expect(rows.map((r) => r.action)).toContain('login.throttled');
    expect(rows.map((r) => r.action)).not.toContain('login.success');
    await api.db.delete(throttleEvents).where(eq(throttleEvents.key, `login:${user.email}`));
  });

  it('records a logout', async () => {
    const token = await loginAs(api, DEMO.bank);
    const bank = await userByEmail(api, DEMO.bank);
    const rows = await audited(() => api.call('POST', '/api/logout', { token, body: { userId: bank.id } }), 'logout');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: bank.id, resource: 'session' });
  });

  it('records a password reset request (known and unknown email) and the reset itself, without code or token', async () => {
    const { user } = await createUser(api);
    const address = freshAddress();
    const known = await audited(
      () =>
        api.call('POST', '/api/resetPassword-sent-otp', {
          body: { email: user.email },
          headers: { 'x-forwarded-for': address },
        }),
      'password.reset.request',
    );
    expect(known).toHaveLength(1);
    expect(known[0]).toMatchObject({ user_id: user.id, resource: 'users', record_id: String(user.id), ip: address });
    const unknown = await audited(
      () => api.call('POST', '/api/resetPassword-sent-otp', { body: { email: 'nobody-here@visapath.test' } }),
      'password.reset.request',
    );
    expect(unknown).toHaveLength(1);
    expect(unknown[0].user_id).toBeNull();

    const code = await latestCode(api, user.email);
    const verified = await api.call('POST', '/api/resetPassword-verify-otp', {
      body: { email: user.email, otp: code },
    });
    expect(verified.status).toBe(200);
    const rows = await audited(
      () =>
        api.call('POST', '/api/resetPassword', {
          body: { resetToken: verified.body.resetToken, password: 'Audited-reset-pass-1' },
        }),
      'password.reset',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: user.id, resource: 'users', record_id: String(user.id) });
    const all = JSON.stringify(await api.db.select().from(auditLog));
    expect(all).not.toContain(verified.body.resetToken);
    expect(all).not.toContain('Audited-reset-pass-1');
    expect(all).not.toMatch(new RegExp(`\\b${code}\\b`));
  });

  it('records a password change', async () => {
    const { user, password } = await createUser(api);
    const token = (await login(api, user.email, password)).body.accessToken as string;
    const rows = await audited(
      () =>
        api.call('POST', '/api/me/password', {
          token,
          body: { currentPassword: password, newPassword: 'Audited-change-pass-1' },
        }),
      'password.change',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: user.id, resource: 'users', record_id: String(user.id) });
    expect(JSON.stringify(rows)).not.toContain('Audited-change-pass-1');
  });

  it('records every 401: missing token, bad token, revoked token (with its user)', async () => {
    const missing = await audited(() => api.call('GET', '/api/me'), 'auth.denied');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({
      user_id: null,
      resource: '/api/me',
      changes: { status: 401, message: 'Authorization token missing' },
    });

    const bad = await audited(() => api.call('GET', '/api/me', { token: 'garbage' }), 'auth.denied');
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ changes: { status: 401, message: 'Invalid authorization token' } });
    expect(JSON.stringify(bad)).not.toContain('garbage');

    const token = await loginAs(api, DEMO.consultant);
    const consultant = await userByEmail(api, DEMO.consultant);
    await api.call('POST', '/api/logout', { token, body: {} });
    const revoked = await audited(() => api.call('GET', '/api/me', { token }), 'auth.denied');
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({ user_id: consultant.id, resource: '/api/me' });
    expect(JSON.stringify(revoked)).not.toContain(token);
  });

  it('records every 403', async () => {
    const token = await loginAs(api, DEMO.languages);
    const languages = await userByEmail(api, DEMO.languages);
    const rows = await audited(async () => {
      expect((await api.call('GET', '/api/dev/outbox', { token })).status).toBe(403);
    }, 'access.forbidden');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: languages.id,
      resource: 'outbox',
      changes: { status: 403, action: 'list' },
    });
  });

  it('records the access request and the profile update', async () => {
    const email = `audit-${Date.now()}@example.test`;
    const created = await audited(() =>
      api.call('POST', '/api/register', {
        body: { first_name: 'A', last_name: 'B', email, organisation: 'C', partner_type: 'bank' },
      }),
    );
    expect(created.map((r) => [r.action, r.resource])).toContainEqual(['create', 'access-requests']);

    const token = await loginAs(api, DEMO.university);
    const updated = await audited(() =>
      api.call('PUT', '/api/me', { token, body: { first_name: 'Ulli', last_name: 'U' } }),
    );
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      action: 'update',
      resource: 'me',
      changes: { first_name: 'Ulli', last_name: 'U' },
    });
  });

  it('keeps no password hash, token or plain password anywhere in the log', async () => {
    const rows = await api.db.select({ row: sql<string>`${auditLog}::text` }).from(auditLog);
    expect(rows.length).toBeGreaterThan(10);
    const text = rows.map((r) => r.row).join('\n');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});
