import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { hashPassword } from '@/server/features/auth/passwords';
import { auditLog, outbox, users } from '@/server/infrastructure/db/schema';
import { DEMO, DEMO_PASSWORD } from './demo';
import type { Reply, TestApi } from './api';

export { DEMO, DEMO_PASSWORD };

export const LOGIN_FAILED = { message: 'Invalid username or password' };
export const TOKEN_MISSING = { message: 'Authorization token missing' };
export const TOKEN_INVALID = { message: 'Invalid authorization token' };
export const TOO_MANY = { message: 'Too many attempts. Try again later.' };

let addressCounter = 0;
/** A fresh client address (X-Forwarded-For) so per-address throttles of one test never leak into another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export function login(api: TestApi, username: string, password: string, address = freshAddress()) {
  return api.call('POST', '/api/login', { body: { username, password }, headers: { 'x-forwarded-for': address } });
}

export function loginAs(api: TestApi, email: string, password = DEMO_PASSWORD) {
  return api
    .call('POST', '/api/login', { body: { username: email, password }, headers: { 'x-forwarded-for': freshAddress() } })
    .then((r) => {
      if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${r.text}`);
      return r.body.accessToken as string;
    });
}

export const me = (api: TestApi, token?: string) => api.call('GET', '/api/me', { token });

export async function userByEmail(api: TestApi, email: string) {
  const [row] = await api.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

let userCounter = 0;
/** Inserts a user with a real argon2id hash; returns its row and password. */
export async function createUser(
  api: TestApi,
  values: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  userCounter += 1;
  const { password = 'Another-password-42', ...rest } = values;
  const [row] = await api.db
    .insert(users)
    .values({
      first_name: 'Test',
      last_name: `User${userCounter}`,
      email: `user${userCounter}-${Date.now()}@example.test`,
      password_hash: await hashPassword(password),
      user_type: 1,
      ...rest,
    })
    .returning();
  return { user: row, password };
}

export const claimsOf = (token: string) =>
  decodeJwt(token) as {
    sub: string;
    sid: string;
    tv: number;
    user_type: number;
    org: number | null;
    exp: number;
    iat: number;
  };

/** Audit rows of one action written since `sinceId` (exclusive). */
export async function auditSince(api: TestApi, sinceId: number, action?: string) {
  const rows = await api.db
    .select()
    .from(auditLog)
    .where(action ? and(gt(auditLog.id, sinceId), eq(auditLog.action, action)) : gt(auditLog.id, sinceId))
    .orderBy(auditLog.id);
  return rows;
}

export async function lastAuditId(api: TestApi): Promise<number> {
  const [row] = await api.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

export async function mailsTo(api: TestApi, email: string) {
  return api.db.select().from(outbox).where(eq(outbox.to_address, email)).orderBy(desc(outbox.id));
}

/** The 6-digit code of the newest reset mail to `email`. */
export async function latestCode(api: TestApi, email: string): Promise<string> {
  const [mail] = await mailsTo(api, email);
  expect(mail, `a reset mail to ${email}`).toBeDefined();
  const match = /\b(\d{6})\b/.exec(mail.body);
  expect(match, `a 6-digit code in: ${mail.body}`).not.toBeNull();
  return match![1];
}

/** Fails if `needle` appears anywhere in a reply: status line aside, every header value and the raw body. */
export function expectNotLeaked(reply: Reply, needle: string) {
  expect(reply.text).not.toContain(needle);
  reply.headers.forEach((value, name) => {
    expect(`${name}: ${value}`).not.toContain(needle);
  });
}
