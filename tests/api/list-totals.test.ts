import { count, sql } from 'drizzle-orm';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATED_TOTAL_HEADER } from '@/domain/resourceDef';
import { COUNTED_UP_TO } from '@/server/engine/listPage';
import { contentRange, setUpTestApi } from '../support/api';

/**
 * The total in a list's Content-Range (src/server/engine/listPage.ts): exact for a filtered list up to
 * COUNTED_UP_TO matches, known without counting from a page that is not full, and beyond COUNTED_UP_TO the
 * planner's estimate, never below COUNTED_UP_TO + 1.
 */
const state = setUpTestApi();
const BIG = 'list-totals-big';
const SMALL = 'list-totals-small';
const EXTRA = 1_500;
/** Rows added after ANALYZE, so that the planner's estimate is not the real count. */
const LATE = 500;

async function list(filter: Record<string, unknown>, range: [number, number]) {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify(range),
    sort: '["id","ASC"]',
  });
  const reply = await state.api.call<{ id: number; full_name: string }[]>('GET', `/api/enquiries?${query}`, {
    token: state.admin,
  });
  expect(reply.status, reply.text).toBe(200);
  return {
    rows: reply.body,
    total: contentRange(reply, 'enquiries').total,
    estimated: reply.headers.get(ESTIMATED_TOTAL_HEADER) === 'true',
  };
}

beforeAll(async () => {
  // COUNTED_UP_TO closed enquiries and EXTRA spam ones in one campaign; seven in another, named so that a search
  // has something in the middle of a word to find.
  await state.api.db.execute(sql`
    insert into enquiries (kind, status, full_name, email, message, utm_campaign)
    select 'website', case when i <= ${COUNTED_UP_TO} then 'closed' else 'spam' end, 'Bulk sender ' || i,
      'bulk' || i || '@example.test', 'Bulk message ' || i, ${BIG}
    from generate_series(1, ${COUNTED_UP_TO + EXTRA}) as i`);
  await state.api.db.execute(sql`
    insert into enquiries (kind, status, full_name, email, message, utm_campaign)
    select 'website', 'new', 'Quokkaworth ' || i, 'small' || i || '@example.test', 'Ab and a question ' || i, ${SMALL}
    from generate_series(1, 7) as i`);
  await state.api.db.execute(sql`analyze enquiries`);
  await state.api.db.execute(sql`
    insert into enquiries (kind, status, full_name, email, message, utm_campaign)
    select 'website', 'spam', 'Late sender ' || i, 'late' || i || '@example.test', 'Late message ' || i, ${BIG}
    from generate_series(1, ${LATE}) as i`);
}, 60_000);

describe('list totals', () => {
  it('are exact for a filtered list of up to COUNTED_UP_TO matches', async () => {
    const page = await list({ utm_campaign: BIG, status: 'closed' }, [0, 24]);
    expect(page.rows).toHaveLength(25);
    expect(page.total).toBe(COUNTED_UP_TO);
    expect(page.estimated).toBe(false);
  });

  it('are exact from a page that is not full, and from a page past the end', async () => {
    expect(await list({ utm_campaign: SMALL }, [0, 24])).toMatchObject({ total: 7 });
    const tail = await list({ utm_campaign: SMALL }, [5, 9]);
    expect(tail.rows).toHaveLength(2);
    expect(tail.total).toBe(7);
    const past = await list({ utm_campaign: SMALL }, [25, 49]);
    expect(past.rows).toHaveLength(0);
    expect(past.total).toBe(7);
    const lastOfBig = await list({ utm_campaign: BIG, status: 'spam' }, [EXTRA + LATE - 25, EXTRA + LATE - 1]);
    expect(lastOfBig.rows).toHaveLength(25);
    expect(lastOfBig.total).toBe(EXTRA + LATE);
  });

  it('beyond COUNTED_UP_TO are the estimate of the matches, never below COUNTED_UP_TO + 1, and the rows stay exact', async () => {
    const first = await list({ utm_campaign: BIG }, [0, 24]);
    expect(first.rows.map((r) => r.full_name)).toEqual(Array.from({ length: 25 }, (_, i) => `Bulk sender ${i + 1}`));
    expect(first.total).toBeGreaterThan(COUNTED_UP_TO);
    expect(first.estimated).toBe(true);
    // After ANALYZE the estimate of an equality on a column is close to the real count.
    const all = COUNTED_UP_TO + EXTRA + LATE;
    expect(Math.abs(first.total - all) / all).toBeLessThan(0.1);
    // The last page is not full: its total is exact, whatever the estimate.
    const last = await list({ utm_campaign: BIG }, [all - 5, all + 19]);
    expect(last.rows.map((r) => r.full_name)).toEqual([5, 4, 3, 2, 1].map((k) => `Late sender ${LATE + 1 - k}`));
    expect(last.total).toBe(all);
    expect(last.estimated).toBe(false);
  });

  it('of an unfiltered table beyond COUNTED_UP_TO rows are its estimate, marked, and exact on its last page', async () => {
    const [{ n }] = await state.api.db.select({ n: count() }).from(tableOf('enquiries'));
    expect(n).toBeGreaterThan(COUNTED_UP_TO);
    const first = await list({}, [0, 24]);
    expect(first.estimated).toBe(true);
    expect(first.total).toBeGreaterThan(COUNTED_UP_TO);
    expect(Math.abs(first.total - n) / n).toBeLessThan(0.1);
    const last = await list({}, [n - 3, n + 21]);
    expect(last).toMatchObject({ total: n, estimated: false });
  });

  it('of a search count what the search finds, in the middle of a word and below three letters', async () => {
    expect((await list({ q: 'okkawor' }, [0, 24])).total).toBe(7);
    expect((await list({ q: 'QUOKKA', utm_campaign: SMALL }, [0, 2])).total).toBe(7);
    const short = await list({ q: 'Ab', utm_campaign: SMALL }, [0, 24]);
    expect(short.total).toBe(7);
  });
});
