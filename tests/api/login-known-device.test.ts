import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleEvents } from '@/server/infrastructure/db/schema';
import { TestApi, type Reply } from '../support/api';
import { TOO_MANY, createUser, freshAddress } from '../support/auth';

/**
 * Brute-force protection without a lockout: a device that signed in to an account before (it holds a signed
 * device cookie) keeps its own allowance, whatever others try against the account or from its address.
 */

/** The `name=value` pairs of a reply's Set-Cookie headers, ready for a Cookie header. */
const cookiesOf = (reply: Reply) =>
  reply.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

function signIn(api: TestApi, email: string, password: string, address: string, cookie?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (cookie) headers.cookie = cookie;
  return api.call('POST', '/api/login', { body: { username: email, password }, headers });
}

/** Moves every throttle counter back by `minutes`, as if that time had passed. */
const age = (api: TestApi, minutes: number) =>
  api.db.update(throttleEvents).set({ at: sql`${throttleEvents.at} - make_interval(mins => ${minutes})` });

describe('a known device', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  it("keeps the owner's sign-in working after an attacker's 1,000 failures from one address", async () => {
    const { user, password } = await createUser(api);
    const home = freshAddress();
    const first = await signIn(api, user.email, password, home);
    expect(first.status).toBe(200);
    const device = cookiesOf(first);
    expect(device, 'a device cookie').not.toBe('');
    const setCookie = first.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);

    const attacker = freshAddress();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const { status } = await signIn(api, user.email, `guess-${i}-password`, attacker);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect([...statuses.keys()].sort()).toEqual([401, 429]);
    expect(statuses.get(401)).toBeLessThanOrEqual(5);

    // The owner's device signs in, from home and from the attacker's own address (one NAT) alike.
    expect((await signIn(api, user.email, password, home, device)).status).toBe(200);
    expect((await signIn(api, user.email, password, attacker, device)).status).toBe(200);
    // Without the device cookie, the attacker's address stays refused.
    const refused = await signIn(api, user.email, password, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
  }, 180_000);

  it("is bound to its account and cannot be forged: another account's or an altered cookie is no known device", async () => {
    const owner = await createUser(api);
    const other = await createUser(api);
    const device = cookiesOf(await signIn(api, owner.user.email, owner.password, freshAddress()));
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) await signIn(api, other.user.email, `guess-${i}-password`, attacker);
    expect((await signIn(api, other.user.email, other.password, attacker, device)).status).toBe(429);
    const [name, value] = device.split('=');
    const altered = `${name}=${value.slice(0, -2)}${value.endsWith('aa') ? 'bb' : 'aa'}`;
    for (let i = 0; i < 5; i++) await signIn(api, owner.user.email, `guess-${i}-password`, attacker);
    expect((await signIn(api, owner.user.email, owner.password, attacker, altered)).status).toBe(429);
    expect((await signIn(api, owner.user.email, owner.password, attacker, device)).status).toBe(200);
  });

  it('says when to try again: a 429 carries Retry-After within the window', async () => {
    const { user, password } = await createUser(api);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await signIn(api, user.email, `guess-${i}-password`, address);
    const refused = await signIn(api, user.email, password, address);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  it('lets the owner in from another address on a new device while one address guesses', async () => {
    const { user, password } = await createUser(api);
    const attacker = freshAddress();
    for (let i = 0; i < 50; i++) await signIn(api, user.email, `guess-${i}-password`, attacker);
    expect((await signIn(api, user.email, password, freshAddress())).status).toBe(200);
  });

  it('keeps guessing under 100 tries a day per account, from any number of addresses', async () => {
    const { user, password } = await createUser(api);
    const device = cookiesOf(await signIn(api, user.email, password, freshAddress()));
    let tries = 0;
    // A day in quarters of an hour: each quarter, fresh addresses guess until the account refuses them all.
    for (let quarter = 0; quarter < 96; quarter++) {
      for (let i = 0; i < 30; i++) {
        const { status } = await signIn(api, user.email, `guess-${quarter}-${i}-pw`, freshAddress());
        if (status === 429) break;
        expect(status).toBe(401);
        tries += 1;
      }
      await age(api, 15);
    }
    expect(tries).toBeLessThan(100);
    expect((await signIn(api, user.email, password, freshAddress(), device)).status).toBe(200);
  }, 180_000);
});

describe('an office behind one address (NAT)', () => {
  let office: TestApi;
  beforeAll(async () => {
    office = await TestApi.start({ loginMaxFailuresPerAddress: 3 });
  });
  afterAll(() => office.close());

  it('is not shut out: the known devices of many accounts sign in with their correct passwords', async () => {
    const nat = freshAddress();
    const staff = await Promise.all(Array.from({ length: 4 }, () => createUser(office)));
    const devices: string[] = [];
    for (const { user, password } of staff) {
      const reply = await signIn(office, user.email, password, nat);
      expect(reply.status).toBe(200);
      devices.push(cookiesOf(reply));
    }
    // Failures from the office's address spend its allowance for devices it does not know.
    for (let i = 0; i < 10; i++) await signIn(office, `nobody-${i}@visapath.test`, 'wrong-password-1', nat);
    expect((await signIn(office, staff[0].user.email, staff[0].password, nat)).status).toBe(429);
    // Every known device still gets in, a typo first included.
    for (const [i, { user, password }] of staff.entries()) {
      expect((await signIn(office, user.email, 'a-typo-password', nat, devices[i])).status, user.email).toBe(401);
      expect((await signIn(office, user.email, password, nat, devices[i])).status, user.email).toBe(200);
    }
  });
});
