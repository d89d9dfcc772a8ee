import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_WINDOW_MINUTES } from '@/server/infrastructure/audit';
import { auditLog } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { DEMO, freshAddress, loginAs } from '../support/auth';

/**
 * Requests refused before anyone is signed in cannot grow the audit log one row each: repeated refusals from one
 * address in one window are one row with a count, which admins see in the audit log.
 */

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

/**
 * Refusals are counted per fixed window (REFUSAL_WINDOW_MINUTES of the clock): a burst that starts in a window's last
 * seconds is counted in two rows. Each burst here starts with time to spare in its window.
 */
async function windowWithTimeToSpare() {
  const windowMs = REFUSAL_WINDOW_MINUTES * 60_000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

const rowsOf = (action: string, ip: string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.ip, ip)));

describe('anonymous refusals in the audit log', () => {
  it('counts 200 requests without a token from one address in one row, whatever paths they ask for', async () => {
    const address = freshAddress();
    await windowWithTimeToSpare();
    for (let i = 0; i < 200; i++) {
      const path = i % 2 ? '/api/me' : `/api/visa/visa-requirements/${i}`;
      const reply = await api.call('GET', path, { headers: { 'x-forwarded-for': address } });
      expect(reply.status).toBe(401);
    }
    const rows = await rowsOf('auth.denied', address);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: null, count: 200, changes: { status: 401 } });

    // Another address has its own row.
    const other = freshAddress();
    await api.call('GET', '/api/me', { headers: { 'x-forwarded-for': other } });
    expect((await rowsOf('auth.denied', other)).map((r) => r.count)).toEqual([1]);

    // Admins see the count in the audit log.
    const admin = await loginAs(api, DEMO.admin);
    const filter = encodeURIComponent(JSON.stringify({ ip: address, action: 'auth.denied' }));
    const listed = await api.call('GET', `/api/audit-log?filter=${filter}`, { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ action: 'auth.denied', ip: address, count: 200 })]);
  });

  it('counts failed and throttled sign-ins from one address in a row each, however many emails they try', async () => {
    const address = freshAddress();
    await windowWithTimeToSpare();
    for (let i = 0; i < 60; i++) {
      await api.call('POST', '/api/login', {
        body: { username: `sprayed-${i}@visapath.test`, password: 'wrong-password-1' },
        headers: { 'x-forwarded-for': address },
      });
    }
    const failures = await rowsOf('login.failure', address);
    const throttled = await rowsOf('login.throttled', address);
    expect(failures.map((r) => r.count)).toEqual([50]);
    expect(throttled.map((r) => r.count)).toEqual([10]);
  });

  it('counts failed and throttled passkey sign-ins from one address in a row each', async () => {
    const address = freshAddress();
    await windowWithTimeToSpare();
    const unknownPasskey = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    };
    for (let i = 0; i < 60; i++) {
      const reply = await api.call('POST', '/api/login/passkey/verify', {
        body: { response: unknownPasskey },
        headers: { 'x-forwarded-for': address },
      });
      expect(reply.status).toBe(i < 50 ? 401 : 429);
    }
    expect((await rowsOf('login.failure', address)).map((r) => r.count)).toEqual([50]);
    expect((await rowsOf('login.throttled', address)).map((r) => r.count)).toEqual([10]);
  });

  it('counts wrong reset codes from one address in one row', async () => {
    const address = freshAddress();
    await windowWithTimeToSpare();
    for (let i = 0; i < 15; i++) {
      await api.call('POST', '/api/resetPassword-verify-otp', {
        body: { email: `nobody-${i}@visapath.test`, otp: '123456' },
        headers: { 'x-forwarded-for': address },
      });
    }
    expect((await rowsOf('password.reset.verify_failed', address)).map((r) => r.count)).toEqual([15]);
  });
});
