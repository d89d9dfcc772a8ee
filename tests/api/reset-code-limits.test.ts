import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeResetCode } from '@/server/features/auth/resetCodes';
import { throttleEvents } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { TOO_MANY, createUser, freshAddress, latestCode, mailsTo } from '../support/auth';

/** Reset codes: guessing them is bounded per address and per account and day, and answers tell nothing. */

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

const requestCode = (email: string, address = freshAddress()) =>
  api.call('POST', '/api/resetPassword-sent-otp', { body: { email }, headers: { 'x-forwarded-for': address } });
const verify = (email: string, otp: string, address = freshAddress()) =>
  api.call('POST', '/api/resetPassword-verify-otp', { body: { email, otp }, headers: { 'x-forwarded-for': address } });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves every throttle counter back by `minutes`, as if that time had passed. */
const age = (minutes: number) =>
  api.db.update(throttleEvents).set({ at: sql`${throttleEvents.at} - make_interval(mins => ${minutes})` });

describe('POST /api/resetPassword-verify-otp has a limit of its own', () => {
  it('refuses an address that keeps guessing (429), across accounts, and only that address', async () => {
    const { user } = await createUser(api);
    await requestCode(user.email);
    const code = await latestCode(api, user.email);
    const guesser = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await verify(`someone-${i}@visapath.test`, '123456', guesser)).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const refused = await verify(user.email, code, guesser);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await verify(user.email, code)).status).toBe(200);
  });
});

describe('POST /api/resetPassword-sent-otp', () => {
  it('sends at most 10 codes a day to one account, however the requests are spread', async () => {
    const { user } = await createUser(api);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      statuses.push((await requestCode(user.email)).status);
      await age(20); // past the 15-minute window every time: only the daily ceiling is left to hold
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(await mailsTo(api, user.email)).toHaveLength(10);
  });
});

describe('a wrong reset code takes as long for an existing account as for an unknown one', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
  };
  const timed = async (email: string, otp: string) => {
    const start = performance.now();
    const reply = await verify(email, otp);
    const elapsed = performance.now() - start;
    expect(reply.status).toBe(400);
    return elapsed;
  };

  // Paired: each existing account's call is followed by an unknown one's, and the median is taken of the 30
  // differences, so that a burst of load elsewhere on the machine slows both calls of a pair, not one side.
  it('compares 30 calls each, in pairs: the median difference is within 3 ms', async () => {
    const accounts = await Promise.all(Array.from({ length: 30 }, () => createUser(api)));
    const codes = await Promise.all(accounts.map(({ user }) => storeResetCode(api.db, api.deps.tokens, user.id)));
    // Warm both paths up first.
    for (let i = 0; i < 5; i++) await timed(`warm-${i}@visapath.test`, '000000');
    const existing: number[] = [];
    const unknown: number[] = [];
    for (const [i, { user }] of accounts.entries()) {
      existing.push(await timed(user.email, otherCode(codes[i])));
      unknown.push(await timed(`unknown-${i}-${Date.now()}@visapath.test`, otherCode(codes[i])));
    }
    const difference = Math.abs(median(existing.map((ms, i) => ms - unknown[i])));
    expect(difference, `existing ${median(existing)} ms, unknown ${median(unknown)} ms`).toBeLessThan(3);
  }, 120_000);
});
