import { describe, expect, it } from 'vitest';
import { setUpTestApi } from '../support/api';

/**
 * The database at work never stops the API: during a bulk edit of 1,000 records the health check answers at once
 * (on PGlite the embedded database runs off the API's event loop). A database that has not answered for 2 s
 * makes the health check answer 503.
 */

const env = setUpTestApi();

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** 1,000 copies of the first FAQ, their ids. */
async function thousandFaqs(): Promise<number[]> {
  const result = await env.api.deps.database.pool.query<{ id: number }>(`
    insert into faqs (question, answer, scope, is_published, sort_order)
    select question || ' ' || g, answer, scope, is_published, sort_order
    from (select * from faqs order by id limit 1) f, generate_series(1, 1000) g
    returning id`);
  return result.rows.map((row) => Number(row.id));
}

describe('a busy database', () => {
  it('leaves /api/health answering quickly during a bulk edit of 1,000 records', async () => {
    const ids = await thousandFaqs();
    expect(ids).toHaveLength(1000);
    let done = false;
    const edit = timed(() =>
      env.api.call('POST', '/api/faqs/bulk-update', {
        token: env.admin,
        body: { ids, field: 'is_published', value: false },
      }),
    ).finally(() => (done = true));
    const health: number[] = [];
    await new Promise((ok) => setTimeout(ok, 50));
    while (!done) {
      const h = await timed(() => env.api.call('GET', '/api/health'));
      expect(h.result.status).toBe(200);
      health.push(h.ms);
    }
    const { result, ms } = await edit;
    expect(result.status).toBe(200);
    expect(result.body.count).toBe(1000);
    // The edit takes its time, and the health check is never held for long meanwhile.
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(Math.max(500, ms / 4));
  }, 180_000); // a thousand records' hooks and audit rows take a while on a busy machine

  it('answers 503 on /api/health while the database has not answered for 2 s, and 200 once it has', async () => {
    const { pool } = env.api.deps.database;
    const busy = Array.from({ length: pool.options.max }, () => pool.query('select pg_sleep(4)'));
    await new Promise((ok) => setTimeout(ok, 100));
    const reply = await timed(() => env.api.call('GET', '/api/health'));
    expect(reply.result.status).toBe(503);
    expect(reply.result.body).toEqual({ status: 'unavailable' });
    expect(reply.result.headers.get('retry-after')).toBeTruthy();
    expect(reply.ms).toBeLessThan(3_000);
    await Promise.all(busy);
    expect((await env.api.call('GET', '/api/health')).status).toBe(200);
  });
});
