import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedMailer, type Mail } from '@/server/infrastructure/mail';
import { TestApi } from '../support/api';
import { createUser, freshAddress } from '../support/auth';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

/** A mail transport that delivers only once released: a slow SMTP server. */
function slowTransport() {
  const delivered: Mail[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mailer = queuedMailer(async (mail) => {
    await gate;
    delivered.push(mail);
  });
  return { mailer, delivered, release };
}

const requestCode = (email: string) =>
  api.call('POST', '/api/resetPassword-sent-otp', { body: { email }, headers: { 'x-forwarded-for': freshAddress() } });

describe('reset request with a slow mail server', () => {
  it('answers before the mail is delivered, the same for a known and an unknown address', async () => {
    const transport = slowTransport();
    const original = api.deps.mailer;
    api.deps.mailer = transport.mailer;
    try {
      const { user } = await createUser(api);
      const known = await requestCode(user.email);
      const unknown = await requestCode(`nobody-${Date.now()}@visapath.test`);
      // Both answered while the mail server still holds the mail.
      expect(transport.delivered).toEqual([]);
      expect(known.status).toBe(200);
      expect(known.text).toBe(unknown.text);
      expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());

      transport.release();
      await transport.mailer.idle();
      expect(transport.delivered.map((m) => m.to)).toEqual([user.email]);
      expect(transport.delivered[0].body).toMatch(/\b\d{6}\b/);
    } finally {
      api.deps.mailer = original;
    }
  });

  it('logs a failed delivery and still answers {status: 1}', async () => {
    const failing = queuedMailer(async () => {
      throw new Error('SMTP down');
    });
    const original = api.deps.mailer;
    const errors = console.error;
    const logged: unknown[] = [];
    console.error = (...args: unknown[]) => {
      logged.push(args[0]);
    };
    api.deps.mailer = failing;
    try {
      const { user } = await createUser(api);
      const reply = await requestCode(user.email);
      await failing.idle();
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ status: 1 });
      expect(String(logged[0])).toContain(user.email);
    } finally {
      api.deps.mailer = original;
      console.error = errors;
    }
  });
});
