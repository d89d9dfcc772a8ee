import { describe, expect, it } from 'vitest';
import type { Publication } from '@/domain/drafts';
import { listAs, setUpTestApi, type ApiRecord } from '../support/api';
import { DEMO } from '../support/demo';
import { auditSince, claimsOf, lastAuditId } from '../support/auth';

const env = setUpTestApi();

type Rec = ApiRecord;

const list = listAs(env);
const one = async (path: string, id: number) =>
  (await env.api.call<Rec>('GET', `${path}/${id}`, { token: env.admin })).body;
const bulk = (path: string, body: unknown, token = env.admin) =>
  env.api.call<{ updated?: number[]; count?: number; message?: string; errors?: Record<string, string> }>(
    'POST',
    `${path}/bulk-update`,
    { token, body },
  );

describe('POST /api/<resource>/bulk-update', () => {
  it('sets one field on every selected record in one go, each through its own update: version bumped, one audit row each', async () => {
    const [a, b, untouched] = (await list('/api/faqs', { is_published: true })).slice(0, 3);
    const since = await lastAuditId(env.api);
    const reply = await bulk('/api/faqs', { ids: [a.id, b.id], field: 'is_published', value: false });
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe(2);
    expect(reply.body.updated?.sort()).toEqual([a.id, b.id].sort());
    for (const before of [a, b]) {
      const after = await one('/api/faqs', before.id);
      expect(after.is_published).toBe(false);
      expect(after.version).toBe(before.version + 1);
      expect(after.question).toBe(before.question);
    }
    expect((await one('/api/faqs', untouched.id)).is_published).toBe(true);
    const rows = await auditSince(env.api, since, 'update');
    expect(rows.map((r) => [r.resource, Number(r.record_id), r.changes]).sort()).toEqual(
      [
        ['faqs', a.id, { is_published: { from: true, to: false } }],
        ['faqs', b.id, { is_published: { from: true, to: false } }],
      ].sort(),
    );
  });

  it('validates every record as its own update does: one record the change does not suit is a 400 and nothing changes', async () => {
    const [fresh, other] = await list('/api/enquiries', { status: 'new' });
    // Spam can only go back to "new", not be closed (the enquiries' workflow hook).
    const spamReply = await bulk('/api/enquiries', { ids: [other.id], field: 'status', value: 'spam' });
    expect(spamReply.status).toBe(200);
    const since = await lastAuditId(env.api);
    const reply = await bulk('/api/enquiries', { ids: [fresh.id, other.id], field: 'status', value: 'closed' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.status).toBeTruthy();
    expect((await one('/api/enquiries', fresh.id)).status).toBe('new');
    expect((await one('/api/enquiries', other.id)).status).toBe('spam');
    expect(await auditSince(env.api, since, 'update')).toEqual([]);
  });

  it('an invalid value is a 400 on the field, and nothing changes', async () => {
    const [a] = await list('/api/faqs');
    const reply = await bulk('/api/faqs', { ids: [a.id], field: 'scope', value: 'nonsense' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.scope).toBeTruthy();
    expect((await one('/api/faqs', a.id)).scope).toBe(a.scope);
  });

  it('an unknown field, a derived one, or one the bulk edit does not offer is a 400', async () => {
    const [a] = await list('/api/faqs');
    for (const field of ['nonsense', 'id', 'version', 'question', 'organization_id']) {
      const reply = await bulk('/api/faqs', { ids: [a.id], field, value: 1 });
      expect(reply.status, field).toBe(400);
      expect(reply.body.errors?.field, field).toBeTruthy();
    }
    expect((await bulk('/api/faqs', { ids: [], field: 'is_published', value: true })).status).toBe(400);
  });

  it("a partner's ids outside its organisation are refused and nothing changes, not even its own records", async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const org = claimsOf(insurer).org!;
    const own = (await list('/api/insurance-covers', {}, insurer))[0];
    const foreign = (await list('/api/insurance-covers')).find((r) => r.organization_id !== org)!;
    expect(own && foreign).toBeTruthy();
    const value = !own.is_recommended;
    const reply = await bulk(
      '/api/insurance-covers',
      { ids: [own.id, foreign.id], field: 'is_recommended', value },
      insurer,
    );
    expect(reply.status).toBe(404);
    expect((await one('/api/insurance-covers', own.id)).is_recommended).toBe(own.is_recommended);
    expect((await one('/api/insurance-covers', foreign.id)).is_recommended).toBe(foreign.is_recommended);
    // Its own records alone: done, as changes to its live listing waiting for an admin's review (added to what
    // waits already).
    const named = await env.api.call<Rec>('PUT', `/api/insurance-covers/${own.id}`, {
      token: insurer,
      body: { ...own, name: 'Renamed before the bulk edit' },
    });
    expect(named.status).toBe(202);
    const mine = await bulk('/api/insurance-covers', { ids: [own.id], field: 'is_recommended', value }, insurer);
    expect(mine.status).toBe(200);
    expect((await one('/api/insurance-covers', own.id)).is_recommended).toBe(own.is_recommended);
    const waiting = await env.api.call<Publication>('GET', `/api/insurance-covers/${own.id}/publication`, {
      token: insurer,
    });
    expect(waiting.body.draft?.changes).toEqual({
      name: { from: own.name, to: 'Renamed before the bulk edit' },
      is_recommended: { from: own.is_recommended, to: value },
    });
    const approved = await env.api.call<Rec>('POST', `/api/insurance-covers/${own.id}/draft/publish`, {
      token: env.admin,
    });
    expect(approved.status).toBe(200);
    expect((await one('/api/insurance-covers', own.id)).is_recommended).toBe(value);
  });

  it('a field a partner may not change is a 403, and nothing changes', async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const org = claimsOf(insurer).org!;
    const before = await one('/api/insurers', org);
    const reply = await bulk(
      '/api/insurers',
      { ids: [org], field: 'is_published', value: !before.is_published },
      insurer,
    );
    expect(reply.status).toBe(403);
    expect((await one('/api/insurers', org)).is_published).toBe(before.is_published);
  });

  it('many records: each gets its own version and audit row (its own diff, one change set, in id order), as many PUTs would write them', async () => {
    const inserted = await env.api.deps.database.pool.query<{ id: number }>(`
      insert into faqs (question, answer, scope, is_published, sort_order, translation_de, translation_fr,
        question_de_status, answer_de_status, question_fr_status, answer_fr_status,
        question_de_source, answer_de_source, question_fr_source, answer_fr_source)
      select question || ' many ' || g, answer, scope, g % 2 = 0, sort_order, translation_de, translation_fr,
        question_de_status, answer_de_status, question_fr_status, answer_fr_status,
        question_de_source, answer_de_source, question_fr_source, answer_fr_source
      from (select * from faqs order by id limit 1) f, generate_series(1, 60) g
      returning id`);
    const ids = inserted.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    const before = new Map(await Promise.all(ids.map(async (id) => [id, await one('/api/faqs', id)] as const)));
    const since = await lastAuditId(env.api);
    const reply = await bulk('/api/faqs', { ids: [...ids].reverse(), field: 'is_published', value: true });
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe(ids.length);
    for (const id of ids) {
      const after = await one('/api/faqs', id);
      expect(after.is_published).toBe(true);
      expect(after.version).toBe(before.get(id)!.version + 1);
      expect(after.question).toBe(before.get(id)!.question);
    }
    const rows = await auditSince(env.api, since, 'update');
    expect(rows.map((r) => Number(r.record_id))).toEqual(ids);
    expect(new Set(rows.map((r) => r.change_set)).size).toBe(1);
    for (const row of rows) {
      const was = before.get(Number(row.record_id))!.is_published;
      // A record that already had the value is still updated and audited, with an empty diff, as by a PUT.
      expect(row.changes).toEqual(was ? {} : { is_published: { from: false, to: true } });
    }
  });

  it('one record among many that fails its whole-record validation is a 400, and none of them changes', async () => {
    const { pool } = env.api.deps.database;
    const inserted = await pool.query<{ id: number }>(`
      insert into faqs (question, answer, scope, is_published, sort_order)
      select question || ' atomic ' || g, answer, scope, false, sort_order
      from (select * from faqs order by id limit 1) f, generate_series(1, 30) g
      returning id`);
    const ids = inserted.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    // Stored before the rule was what it is: longer than a question may be (300).
    await pool.query(`update faqs set question = repeat('x', 301) where id = $1`, [ids[20]]);
    const versions = await Promise.all(ids.map(async (id) => (await one('/api/faqs', id)).version));
    const since = await lastAuditId(env.api);
    const reply = await bulk('/api/faqs', { ids, field: 'is_published', value: true });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.question).toBeTruthy();
    for (const [i, id] of ids.entries()) {
      const after = await one('/api/faqs', id);
      expect(after.is_published, String(id)).toBe(false);
      expect(after.version, String(id)).toBe(versions[i]);
    }
    expect(await auditSince(env.api, since)).toEqual([]);
    // An id nobody has, among valid ones: a 404, and nothing changes either.
    const missing = await bulk('/api/faqs', {
      ids: [ids[0], ids[1], 2_000_000_000],
      field: 'is_published',
      value: true,
    });
    expect(missing.status).toBe(404);
    expect((await one('/api/faqs', ids[0])).is_published).toBe(false);
    expect(await auditSince(env.api, since)).toEqual([]);
  });

  it('a read-only resource refuses it', async () => {
    const [row] = await list('/api/audit-log');
    expect((await bulk('/api/audit-log', { ids: [row.id], field: 'action', value: 'x' })).status).toBe(403);
  });
});
