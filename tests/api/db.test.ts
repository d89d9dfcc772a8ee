import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('database', () => {
  it('has the checked-in migrations applied once, and applying them again changes nothing', async () => {
    await api.deps.database.migrate();
    await api.deps.database.migrate();
    const reply = await api.call('GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
  });

  it("never lets another request's query run inside an open transaction", async () => {
    const { db } = api;
    const subject = `interleave-${Date.now()}`;
    let seenInside = -1;
    // A transaction that writes, waits, then fails and rolls back...
    const failing = db
      .transaction(async (tx) => {
        await tx.insert(outbox).values({ to_address: 'a@x.test', subject, body: 'inside' });
        await sleep(100);
        throw new Error('roll back');
      })
      .catch((e: Error) => e.message);
    // ...while "another request" writes and reads on the same database.
    await sleep(10);
    const concurrent = (async () => {
      await db.insert(outbox).values({ to_address: 'b@x.test', subject, body: 'outside' });
      const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.subject, subject));
      seenInside = row.n;
    })();
    expect(await failing).toBe('roll back');
    await concurrent;
    const rows = await db.select({ body: outbox.body }).from(outbox).where(eq(outbox.subject, subject));
    // The outside write survived the rollback, and the outside read never saw the uncommitted row.
    expect(rows.map((r) => r.body)).toEqual(['outside']);
    expect(seenInside).toBe(1);
  });
});
