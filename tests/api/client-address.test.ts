import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { listenOn, type Listening } from '../support/listening';

/**
 * Behind a trusted proxy the client address is the one that proxy saw: the rightmost X-Forwarded-For entry that
 * is not itself a trusted proxy. Whatever a client writes to the left of it cannot choose its address.
 */

let forged = 0;
/** A new forged leftmost entry each time, then what the proxy appended (the client's real address). */
const forgedChain = (real: string) => `203.0.113.${++forged % 250}, ${real}`;

describe('one trusted proxy hop', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ trustProxy: { hops: 1 }, loginMaxFailuresPerAddress: 50 });
  });
  afterAll(() => api.close());

  it('counts 60 failed sign-ins with forged leftmost entries against the real address: 429 after 50', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const reply = await api.call('POST', '/api/login', {
        body: { username: `nobody-${i}@visapath.test`, password: 'wrong-password-1' },
        headers: { 'x-forwarded-for': forgedChain('192.0.2.201') },
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
  });

  it('holds the public enquiry limit against forged leftmost entries', async () => {
    const [org] = await api.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.type, 'university'), eq(organizations.is_published, true)))
      .limit(1);
    const send = () =>
      api.call('POST', '/api/public/enquiries', {
        body: {
          kind: 'university',
          organization_id: org.id,
          full_name: 'Ada',
          email: 'ada@example.com',
          message: 'Hi',
        },
        headers: { 'x-forwarded-for': forgedChain('192.0.2.202') },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await send()).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});

describe('trusted proxies named by address and CIDR range, over HTTP', () => {
  let api: TestApi;
  let server: Listening;
  let port = 0;
  beforeAll(async () => {
    api = await TestApi.start({ trustProxy: { proxies: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'] } });
    server = await listenOn(api);
    port = server.port;
  });
  afterAll(async () => {
    await server.close();
    await api.close();
  });

  /** The address the audit log records for a refused request sent with these X-Forwarded-For headers. */
  const addressSeen = async (...forwarded: string[]) => {
    const marker = `/api/me?probe=${Math.random()}`;
    const headers = ['Host', `127.0.0.1:${port}`, 'Authorization', 'Bearer not-a-token'];
    for (const value of forwarded) headers.push('X-Forwarded-For', value);
    const status = await new Promise<number>((ok, fail) => {
      const req = http.request({ host: '127.0.0.1', port, path: marker, method: 'GET', headers }, (res) => {
        res.resume();
        res.on('end', () => ok(res.statusCode ?? 0));
      });
      req.on('error', fail);
      req.end();
    });
    expect(status).toBe(401);
    const rows = await api.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.denied'))
      .orderBy(auditLog.id);
    return rows.at(-1)?.ip;
  };

  it('skips every trusted proxy from the right and takes the first address that is not one', async () => {
    expect(await addressSeen('198.51.100.1, 198.51.100.9, 10.1.2.3')).toBe('198.51.100.9');
    expect(await addressSeen('198.51.100.2', '198.51.100.10, 10.0.0.7, 10.9.9.9')).toBe('198.51.100.10');
    expect(await addressSeen('2001:db8::1, 2001:db8::2, fd00::5')).toBe('2001:db8::2');
    // Nothing forwarded: the connection's own address.
    expect(await addressSeen()).toBe('127.0.0.1');
    // Only trusted proxies: the leftmost of them.
    expect(await addressSeen('10.0.0.1, 10.0.0.2')).toBe('10.0.0.1');
  });
});
