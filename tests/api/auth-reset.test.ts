import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets, users } from '@/server/infrastructure/db/schema';
import type { Reply } from '../support/api';
import { TestApi } from '../support/api';
import {
  DEMO,
  DEMO_PASSWORD,
  LOGIN_FAILED,
  TOKEN_INVALID,
  TOO_MANY,
  createUser,
  expectNotLeaked,
  freshAddress,
  latestCode,
  login,
  loginAs,
  mailsTo,
  me,
} from '../support/auth';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

/** Every reply of a test, so it can be scanned for the code afterwards. */
let seen: Reply[] = [];
async function call(method: string, path: string, body?: unknown, token?: string) {
  const reply = await api.call(method, path, { body, token, headers: { 'x-forwarded-for': freshAddress() } });
  seen.push(reply);
  return reply;
}
const requestCode = (email: string) => call('POST', '/api/resetPassword-sent-otp', { email });
const verify = (email: string, otp: string) => call('POST', '/api/resetPassword-verify-otp', { email, otp });
const reset = (resetToken: string, password: string) => call('POST', '/api/resetPassword', { resetToken, password });

async function resetsOf(userId: number) {
  return api.db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.user_id, userId))
    .orderBy(desc(passwordResets.id));
}

/** A code that is not `code` (and still six digits). */
const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

describe('POST /api/resetPassword-sent-otp', () => {
  it('answers exactly {status: 1} for a known and an unknown email alike', async () => {
    const { user } = await createUser(api);
    const known = await requestCode(user.email);
    const unknown = await requestCode(`nobody-${Date.now()}@visapath.test`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ status: 1 });
    expect(unknown.body).toEqual({ status: 1 });
    expect(known.text).toBe(unknown.text);
    const headerNames = (r: Reply) => [...r.headers.keys()].sort();
    expect(headerNames(known)).toEqual(headerNames(unknown));
    // Only the known account got a mail.
    expect(await mailsTo(api, user.email)).toHaveLength(1);
  });

  it('answers {status: 1} for an inactive account too, without sending it a code', async () => {
    const { user } = await createUser(api, { is_active: false });
    const reply = await requestCode(user.email);
    expect(reply.body).toEqual({ status: 1 });
    expect(await mailsTo(api, user.email)).toHaveLength(0);
    expect(await resetsOf(user.id)).toHaveLength(0);
  });

  it('mails a 6-digit code to the account, and stores only a hash of it', async () => {
    const { user } = await createUser(api);
    const before = Date.now();
    await requestCode(user.email);
    const [mail] = await mailsTo(api, user.email);
    expect(mail.subject).toMatch(/password reset/i);
    const code = await latestCode(api, user.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.body).toMatch(/10 minutes/);

    const [row] = await resetsOf(user.id);
    expect(row.code_hash).not.toBe(code);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).not.toBe('pending');
    expect(row.code_hash.length).toBeGreaterThanOrEqual(32);
    expect(row.attempts).toBe(0);
    expect(row.used_at).toBeNull();
    expect(row.verified_at).toBeNull();
    // Expires in 10 minutes.
    const ttl = new Date(row.expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(9.5 * 60_000);
    expect(ttl).toBeLessThan(10.5 * 60_000);
  });

  it('finds the account whatever the case of the email, and mails its stored address', async () => {
    const { user } = await createUser(api);
    expect((await requestCode(user.email.toUpperCase())).body).toEqual({ status: 1 });
    expect(await mailsTo(api, user.email)).toHaveLength(1);
  });

  it('validates the email', async () => {
    const missing = await call('POST', '/api/resetPassword-sent-otp', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ email: 'Email is required' });
    const invalid = await requestCode('not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ email: 'Email must be a valid email address' });
  });

  it('limits the codes per email (the same way for unknown emails)', async () => {
    const { user } = await createUser(api);
    const ghost = `ghost-${Date.now()}@visapath.test`;
    for (const email of [user.email, ghost]) {
      for (let i = 0; i < 3; i++) expect((await requestCode(email)).body).toEqual({ status: 1 });
      const fourth = await requestCode(email);
      expect(fourth.status).toBe(429);
      expect(fourth.body).toEqual(TOO_MANY);
    }
    expect(await mailsTo(api, user.email)).toHaveLength(3);
  });

  it('does not let parallel requests get around that limit (no mail flood)', async () => {
    const { user } = await createUser(api);
    const replies = await Promise.all(Array.from({ length: 12 }, () => requestCode(user.email)));
    expect(replies.filter((r) => r.status === 200).length).toBeLessThanOrEqual(3);
    expect(replies.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect((await mailsTo(api, user.email)).length).toBeLessThanOrEqual(3);
  });
});

describe('POST /api/resetPassword-verify-otp', () => {
  it('refuses a wrong code with 400, and gives a resetToken for the right one', async () => {
    const { user } = await createUser(api);
    await requestCode(user.email);
    const code = await latestCode(api, user.email);
    const wrong = await verify(user.email, otherCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: expect.any(String), errors: { otp: expect.any(String) } });
    expect(wrong.body.resetToken).toBeUndefined();
    expect((await resetsOf(user.id))[0].attempts).toBe(1);

    const right = await verify(user.email, code);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ status: 1, resetToken: expect.any(String) });
    expect(right.body.resetToken.length).toBeGreaterThanOrEqual(32);
    // The reset token is stored hashed too.
    const [row] = await resetsOf(user.id);
    expect(row.verified_at).not.toBeNull();
    expect(row.reset_token_hash).not.toBe(right.body.resetToken);
    expect(row.reset_token_hash).not.toContain(right.body.resetToken);
  });

  it('accepts the code with the email in another case', async () => {
    const { user } = await createUser(api);
    await requestCode(user.email);
    expect((await verify(user.email.toUpperCase(), await latestCode(api, user.email))).status).toBe(200);
  });

  it('a code verifies only once', async () => {
    const { user } = await createUser(api);
    await requestCode(user.email);
    const code = await latestCode(api, user.email);
    expect((await verify(user.email, code)).status).toBe(200);
    expect((await verify(user.email, code)).status).toBe(400);
  });

  it('after 5 wrong tries even the right code fails', async () => {
    const { user } = await createUser(api);
    await requestCode(user.email);
    const code = await latestCode(api, user.email);
    for (let i = 1; i <= 5; i++) expect((await verify(user.email, otherCode(code, i))).status, `try ${i}`).toBe(400);
    const right = await verify(user.email, code);
    expect(right.status).toBe(400);
    expect(right.body.resetToken).toBeUndefined();
  });

  it('the 5th try may still be the right one', async () => {
    const { user } = await createUser(api);
    await requestCode(user.email);
    const code = await latestCode(api, user.email);
    for (let i = 1; i <= 4; i++) expect((await verify(user.email, otherCode(code, i))).status).toBe(400);
    expect((await verify(user.email, code)).status).toBe(200);
  });

  it('does not let parallel guesses get more than 5 tries', async () => {
    const { user } = await createUser(api);
    await requestCode(user.email);
    const code = await latestCode(api, user.email);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => verify(user.email, otherCode(code, i + 1))));
    expect(replies.every((r) => r.status === 400)).toBe(true);
    const [row] = await resetsOf(user.id);
    // No more than 5 guesses were ever compared with the code.
    expect(row.attempts).toBeLessThanOrEqual(5);
    expect((await verify(user.email, code)).status).toBe(400);
  });

  it('refuses a code older than 10 minutes', async () => {
    const { user } = await createUser(api);
    await requestCode(user.email);
    const code = await latestCode(api, user.email);
    const [row] = await resetsOf(user.id);
    await api.db
      .update(passwordResets)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.id, row.id));
    const reply = await verify(user.email, code);
    expect(reply.status).toBe(400);
    expect(reply.body.resetToken).toBeUndefined();
  });

  it('asking for a new code invalidates the previous one', async () => {
    const { user } = await createUser(api);
    await requestCode(user.email);
    const first = await latestCode(api, user.email);
    await requestCode(user.email);
    const second = await latestCode(api, user.email);
    if (first !== second) expect((await verify(user.email, first)).status).toBe(400);
    const rows = await resetsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows[1].used_at).not.toBeNull();
    expect((await verify(user.email, second)).status).toBe(200);
  });

  it("refuses another account's code and an unknown email the same way", async () => {
    const a = await createUser(api);
    const b = await createUser(api);
    await requestCode(a.user.email);
    await requestCode(b.user.email);
    const codeA = await latestCode(api, a.user.email);
    const codeB = await latestCode(api, b.user.email);
    if (codeA !== codeB) expect((await verify(b.user.email, codeA)).status).toBe(400);
    const unknown = await verify(`nobody-${Date.now()}@visapath.test`, codeA);
    const wrong = await verify(a.user.email, otherCode(codeA));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    // A without any pending code: same answer.
    const c = await createUser(api);
    expect((await verify(c.user.email, '123456')).body).toEqual(wrong.body);
  });

  it('validates the code format', async () => {
    for (const otp of ['', '12345', '1234567', 'abcdef', '12 456']) {
      const reply = await verify(DEMO.admin, otp);
      expect(reply.status, otp).toBe(400);
      expect(reply.body.errors.otp, otp).toBe('Enter the 6-digit code');
    }
  });
});

describe('POST /api/resetPassword', () => {
  async function resetTokenFor(email: string) {
    await requestCode(email);
    const reply = await verify(email, await latestCode(api, email));
    expect(reply.status).toBe(200);
    return reply.body.resetToken as string;
  }

  it('sets the password, works once, and ends the old sessions', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    const oldSession = (await login(api, user.email, password)).body.accessToken as string;
    const resetToken = await resetTokenFor(user.email);
    const newPassword = 'Reset-password-for-test-1';
    const reply = await reset(resetToken, newPassword);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 1 });

    const signedIn = await login(api, user.email, newPassword);
    expect(signedIn.status).toBe(200);
    expect((await me(api, signedIn.body.accessToken)).status).toBe(200);
    expect((await login(api, user.email, password)).body).toEqual(LOGIN_FAILED);

    const old = await me(api, oldSession);
    expect(old.status).toBe(401);
    expect(old.body).toEqual(TOKEN_INVALID);

    const again = await reset(resetToken, 'Another-reset-password-2');
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ resetToken: expect.any(String) });
    expect((await login(api, user.email, newPassword)).status).toBe(200);
    expect((await login(api, user.email, 'Another-reset-password-2')).status).toBe(401);
  });

  it('works for a demo account and stores an argon2id hash', async () => {
    const resetToken = await resetTokenFor(DEMO.languages);
    expect((await reset(resetToken, 'Languages-new-password-1')).status).toBe(200);
    const [row] = await api.db.select().from(users).where(eq(users.email, DEMO.languages));
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect((await login(api, DEMO.languages, DEMO_PASSWORD)).status).toBe(401);
    expect(await loginAs(api, DEMO.languages, 'Languages-new-password-1')).toEqual(expect.any(String));
  });

  it('refuses an unknown reset token and a used one alike', async () => {
    const reply = await reset('not-a-real-reset-token', 'Whatever-password-123');
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ resetToken: expect.any(String) });
  });

  it('refuses an expired reset token', async () => {
    const { user, password } = await createUser(api);
    const resetToken = await resetTokenFor(user.email);
    const [row] = await resetsOf(user.id);
    await api.db
      .update(passwordResets)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.id, row.id));
    expect((await reset(resetToken, 'Too-late-password-123')).status).toBe(400);
    expect((await login(api, user.email, password)).status).toBe(200);
  });

  it('a reset token dies when a new code is asked for', async () => {
    const { user, password } = await createUser(api);
    const resetToken = await resetTokenFor(user.email);
    await requestCode(user.email);
    expect((await reset(resetToken, 'Superseded-password-1')).status).toBe(400);
    expect((await login(api, user.email, password)).status).toBe(200);
  });

  it('validates the new password (at least 12 characters) and keeps the token usable', async () => {
    const { user } = await createUser(api);
    const resetToken = await resetTokenFor(user.email);
    const short = await reset(resetToken, 'short-pw-11');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: 'Use at least 12 characters' });
    const missing = await call('POST', '/api/resetPassword', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['password', 'resetToken']);
    expect((await reset(resetToken, 'Long-enough-password')).status).toBe(200);
  });

  it('lets only one of two parallel uses of a reset token through', async () => {
    const { user } = await createUser(api);
    const resetToken = await resetTokenFor(user.email);
    const replies = await Promise.all([
      reset(resetToken, 'Parallel-password-A1'),
      reset(resetToken, 'Parallel-password-B2'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = replies[0].status === 200 ? 'Parallel-password-A1' : 'Parallel-password-B2';
    expect((await login(api, user.email, winner)).status).toBe(200);
  });
});

describe('the code never leaves by HTTP', () => {
  it('appears in no response body or header of the whole flow', async () => {
    seen = [];
    const { user, password } = await createUser(api, { user_type: 1 });
    const token = (await login(api, user.email, password)).body.accessToken as string;
    await requestCode(user.email);
    await requestCode(user.email.toUpperCase());
    const codes = new Set<string>();
    for (const mail of await mailsTo(api, user.email)) codes.add(/\b(\d{6})\b/.exec(mail.body)![1]);
    const code = await latestCode(api, user.email);
    await verify(user.email, otherCode(code));
    const verified = await verify(user.email, code);
    await call('GET', '/api/me', undefined, token);
    await reset(verified.body.resetToken, 'Leak-check-password-1');
    await reset(verified.body.resetToken, 'Leak-check-password-2');
    expect(seen.length).toBeGreaterThanOrEqual(7);
    for (const reply of seen) for (const c of codes) expectNotLeaked(reply, c);
    // Nor the reset token after it was handed out once.
    for (const reply of seen.filter((r) => r !== verified)) expectNotLeaked(reply, verified.body.resetToken);
  });
});

describe('GET /api/dev/outbox', () => {
  it('shows an admin the mailed code outside production', async () => {
    const { user } = await createUser(api);
    await requestCode(user.email);
    const code = await latestCode(api, user.email);
    const admin = await loginAs(api, DEMO.admin);
    const reply = await api.call('GET', '/api/dev/outbox', { token: admin });
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
    const mail = (reply.body as { to_address: string; body: string }[]).find((m) => m.to_address === user.email);
    expect(mail?.body).toContain(code);
  });

  it('is 403 for a partner and 401 without a token', async () => {
    const partner = await loginAs(api, DEMO.insurer);
    const forbidden = await api.call('GET', '/api/dev/outbox', { token: partner });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'You are not allowed to do this.' });
    expect(forbidden.text).not.toMatch(/\d{6}/);
    const anonymous = await api.call('GET', '/api/dev/outbox');
    expect(anonymous.status).toBe(401);
  });

  it('does not exist in production', async () => {
    const prod = await TestApi.start({ production: true });
    try {
      const admin = await loginAs(prod, DEMO.admin);
      const reply = await prod.call('GET', '/api/dev/outbox', { token: admin });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: 'Not found' });
      // Without a token it looks like any unknown path.
      const anonymous = await prod.call('GET', '/api/dev/outbox');
      const unknown = await prod.call('GET', '/api/dev/nothing-here');
      expect(anonymous.status).toBe(404);
      expect(anonymous.body).toEqual(unknown.body);
      // The mail still goes to the outbox table, just not out over HTTP.
      await prod.call('POST', '/api/resetPassword-sent-otp', { body: { email: DEMO.bank } });
      const [mail] = await prod.db.select().from(outbox).where(eq(outbox.to_address, DEMO.bank));
      expect(mail).toBeDefined();
    } finally {
      await prod.close();
    }
  });
});

describe('reset request when mail cannot be sent', () => {
  it('answers {status: 1} for a known account too, revealing nothing', async () => {
    const api = await TestApi.start();
    try {
      api.deps.mailer.send = async () => {
        throw new Error('SMTP down');
      };
      const errors = console.error;
      console.error = () => undefined;
      const known = await api.call('POST', '/api/resetPassword-sent-otp', { body: { email: 'admin@visapath.test' } });
      console.error = errors;
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ status: 1 });
    } finally {
      await api.close();
    }
  });
});
