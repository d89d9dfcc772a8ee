import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi, type ApiRecord } from '../support/api';
import { auditSince, lastAuditId } from '../support/auth';
import { DEMO } from '../support/demo';

/**
 * A bulk edit reads and validates its records before its transaction, then locks them. A record another writer
 * changes in between is read and validated again under the lock, so the edit builds on what is stored, not on
 * what it read first. Only PostgreSQL has a second session to change a record at that moment: here, a record is
 * held locked by another connection while the edit waits for it, and changed or deleted before the lock is let go.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
let api: TestApi;
let admin: string;

beforeAll(async () => {
  if (!onPostgres) return;
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
});
afterAll(() => api?.close());

const faq = async (id: number) =>
  (await api.call<ApiRecord | undefined>('GET', `/api/faqs/${id}`, { token: admin })).body;

async function twoFaqs(): Promise<[ApiRecord, ApiRecord]> {
  const made: ApiRecord[] = [];
  for (const question of ['Race one?', 'Race two?']) {
    const reply = await api.call<ApiRecord>('POST', '/api/faqs', {
      token: admin,
      body: { question: `${question} ${Date.now()}`, answer: 'An answer.', scope: 'visa', is_published: true },
    });
    expect(reply.status).toBe(201);
    made.push(reply.body);
  }
  return [made[0], made[1]];
}

/**
 * Runs `edit` while another connection holds record `id` locked, and lets `meanwhile` change it in that
 * connection once the edit is waiting for the lock; the edit's reply.
 */
async function whileLocked<T>(id: number, edit: () => Promise<T>, meanwhile: string): Promise<T> {
  // A connection of its own, outside the API's pool: the edit must not wait for a connection instead.
  const other = new pg.Client({ connectionString: api.deps.database.pool!.options.connectionString });
  await other.connect();
  try {
    await other.query('begin');
    await other.query('select id from faqs where id = $1 for update', [id]);
    const editing = edit();
    const deadline = Date.now() + 20_000;
    for (;;) {
      // Inside a transaction the activity view is read once and kept: read it afresh each time.
      await other.query('select pg_stat_clear_snapshot()');
      const { rows } = await other.query(
        `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and query ilike '%for update%'`,
      );
      if (rows[0].waiting > 0) break;
      if (Date.now() > deadline) throw new Error('the bulk edit never waited for the lock');
      await new Promise((ok) => setTimeout(ok, 20));
    }
    await other.query(meanwhile, [id]);
    await other.query('commit');
    return await editing;
  } finally {
    await other.end();
  }
}

const bulk = (ids: number[], value: boolean) =>
  api.call<{ count?: number; message?: string }>('POST', '/api/faqs/bulk-update', {
    token: admin,
    body: { ids, field: 'is_published', value },
  });

describe.skipIf(!onPostgres)('a bulk edit racing another writer (PostgreSQL)', () => {
  it('audits the change from the value stored when it took the lock, not from the one it read first', async () => {
    const [a, b] = await twoFaqs();
    const since = await lastAuditId(api);
    const reply = await whileLocked(
      a.id,
      () => bulk([a.id, b.id], true),
      'update faqs set is_published = false, version = version + 1 where id = $1',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe(2);
    const after = await faq(a.id);
    expect(after?.is_published).toBe(true);
    expect(after?.version).toBe(a.version + 2);
    const rows = await auditSince(api, since, 'update');
    expect(rows.filter((r) => Number(r.record_id) === a.id).map((r) => r.changes)).toEqual([
      { is_published: { from: false, to: true } },
    ]);
  }, 60_000);

  it('answers 404 and changes nothing when a record is deleted before it gets the lock', async () => {
    const [a, b] = await twoFaqs();
    const since = await lastAuditId(api);
    const reply = await whileLocked(a.id, () => bulk([a.id, b.id], false), 'delete from faqs where id = $1');
    expect(reply.status).toBe(404);
    expect((await faq(b.id))?.is_published).toBe(true);
    expect((await faq(b.id))?.version).toBe(b.version);
    expect(await auditSince(api, since, 'update')).toEqual([]);
  }, 60_000);
});
