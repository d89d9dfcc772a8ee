import { describe, expect, it } from 'vitest';
import { contentRange, listAs, setUpTestApi, type ApiRecord } from '../support/api';
import { DEMO } from '../support/demo';
import { auditSince, claimsOf, lastAuditId } from '../support/auth';
import { createRecord, sampleRecord } from '../support/samples';
import { resourceByName } from '@/domain/resources';

/*
 * The list's commands over a whole filter: POST …/verify {filter}, POST …/bulk-update {filter, field, value} and
 * POST …/bulk-delete {filter} apply to every record the list's filter matches within the caller's scope, under one change set.
 */

const env = setUpTestApi();
const list = listAs(env);
const REQUIREMENTS = '/api/visa/visa-requirements';

type Verified = { count?: number; verified_at?: string; message?: string; errors?: Record<string, string> };
type Bulk = { updated?: number[]; count?: number; message?: string; errors?: Record<string, string> };

const changeSet = (reply: { headers: Headers }) => reply.headers.get('x-change-set') ?? '';
const total = async (path: string, resource: string, filter: Record<string, unknown>) =>
  contentRange(
    await env.api.call('GET', `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]`, {
      token: env.admin,
    }),
    resource,
  ).total;

/**
 * A whole-filter FAQ command's audit: every row since `since` under the reply's one change set, one summary row
 * (`action`) counting the records; then the undo of that change set is answered 200.
 */
async function expectOneChangeSetUndone(
  since: number,
  reply: { headers: Headers },
  action: string,
  changes: Record<string, unknown>,
) {
  const summary = await auditSince(env.api, since, action);
  expect(summary).toHaveLength(1);
  expect(summary[0]!.changes).toEqual(changes);
  expect(new Set((await auditSince(env.api, since)).map((row) => row.change_set))).toEqual(new Set([changeSet(reply)]));
  const undone = await env.api.call('POST', '/api/faqs/undo', {
    token: env.admin,
    body: { changeSets: [changeSet(reply)] },
  });
  expect(undone.status, undone.text).toBe(200);
}

describe('"Confirm unchanged" over a filter', () => {
  it('stamps every matching record (more than a thousand), audits it in one row, and an undo puts all back', async () => {
    // The requirements of twelve passports: some 2,400 of the demo's, beyond one selection's thousand.
    const passports = (await list('/api/visa/countries')).slice(0, 12).map((country) => country.id);
    const filter = { passport_country_id: passports };
    const matching = await total(REQUIREMENTS, 'visa-requirements', filter);
    expect(matching).toBeGreaterThan(1000);
    const before = await list(REQUIREMENTS, filter);
    const since = await lastAuditId(env.api);

    const reply = await env.api.call<Verified>('POST', `${REQUIREMENTS}/verify`, {
      token: env.admin,
      body: { filter },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.count).toBe(matching);
    const stamp = reply.body.verified_at!;
    expect(await total(REQUIREMENTS, 'visa-requirements', { verified_at_gte: stamp })).toBe(matching);
    for (const record of await list(REQUIREMENTS, filter))
      expect(new Date(String(record.verified_at)).getTime()).toBe(new Date(stamp).getTime());

    const audit = await auditSince(env.api, since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'verify-all', resource: 'visa-requirements', record_id: null });
    expect(audit[0]!.changes).toMatchObject({ count: matching, filter });

    const undone = await env.api.call<{ undone?: number }>('POST', `${REQUIREMENTS}/undo`, {
      token: env.admin,
      body: { changeSets: [changeSet(reply)] },
    });
    expect(undone.status, undone.text).toBe(200);
    expect(await total(REQUIREMENTS, 'visa-requirements', { verified_at_gte: stamp })).toBe(0);
    const after = await list(REQUIREMENTS, filter);
    expect(after.map((r) => [r.id, r.verified_at, r.review_by])).toEqual(
      before.map((r) => [r.id, r.verified_at, r.review_by]),
    );
  });

  it('stamps only what the filter matches', async () => {
    const [first] = await list(REQUIREMENTS);
    const filter = { passport_country_id: first!.passport_country_id };
    const matching = await total(REQUIREMENTS, 'visa-requirements', filter);
    const reply = await env.api.call<Verified>('POST', `${REQUIREMENTS}/verify`, {
      token: env.admin,
      body: { filter },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.count).toBe(matching);
    expect(await total(REQUIREMENTS, 'visa-requirements', { verified_at_gte: reply.body.verified_at })).toBe(matching);
  });

  it('a filter the list refuses is a 400 naming it, and nothing is stamped; ids or filter, not both', async () => {
    const since = await lastAuditId(env.api);
    const bad = await env.api.call<Verified>('POST', `${REQUIREMENTS}/verify`, {
      token: env.admin,
      body: { filter: { no_such_field: 1 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('no_such_field');
    const both = await env.api.call<Verified>('POST', `${REQUIREMENTS}/verify`, {
      token: env.admin,
      body: { ids: [1], filter: {} },
    });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.errors ?? {})).toEqual(['filter']);
    expect(await auditSince(env.api, since)).toEqual([]);
  });
});

describe('bulk edit over a filter', () => {
  it('sets the field on every matching record under one change set, counted in one more audit row; undo takes it back', async () => {
    const filter = { is_published: true };
    const matching = await total('/api/faqs', 'faqs', filter);
    expect(matching).toBeGreaterThan(100);
    const since = await lastAuditId(env.api);
    const reply = await env.api.call<Bulk>('POST', '/api/faqs/bulk-update', {
      token: env.admin,
      body: { filter, field: 'is_published', value: false },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.count).toBe(matching);
    expect(await total('/api/faqs', 'faqs', filter)).toBe(0);
    await expectOneChangeSetUndone(since, reply, 'bulk-update', { filter, field: 'is_published', count: matching });
    expect(await total('/api/faqs', 'faqs', filter)).toBe(matching);
  });

  it("a partner's filter reaches its own organisation's records only", async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const org = claimsOf(insurer).org!;
    const foreign = (await list('/api/insurance-covers')).find((r) => r.organization_id !== org)!;
    const own = await list('/api/insurance-covers', {}, insurer);
    expect(foreign && own.length).toBeTruthy();
    const reach = await env.api.call<Bulk>('POST', '/api/insurance-covers/bulk-update', {
      token: insurer,
      body: { filter: { id: [foreign.id] }, field: 'is_recommended', value: !foreign.is_recommended },
    });
    expect(reach.status, reach.text).toBe(200);
    expect(reach.body.count).toBe(0);
    const everything = await env.api.call<Bulk>('POST', '/api/insurance-covers/bulk-update', {
      token: insurer,
      body: { filter: {}, field: 'is_recommended', value: !foreign.is_recommended },
    });
    expect(everything.status, everything.text).toBe(200);
    expect(everything.body.updated?.sort()).toEqual(own.map((r) => r.id).sort());
    const after = await env.api.call<ApiRecord>('GET', `/api/insurance-covers/${foreign.id}`, { token: env.admin });
    expect(after.body.is_recommended).toBe(foreign.is_recommended);
    expect(after.body.version).toBe(foreign.version);
  });

  it('a bad filter is a 400 naming it, and nothing changes', async () => {
    const reply = await env.api.call<Bulk>('POST', '/api/faqs/bulk-update', {
      token: env.admin,
      body: { filter: { is_published: 'maybe' }, field: 'is_published', value: false },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('is_published');
  });
});

describe('bulk delete', () => {
  type Deleted = { deleted?: number[]; count?: number; message?: string; errors?: Record<string, string> };

  it('over a filter: deletes every matching record under one change set, counted in one more audit row; undo puts all back', async () => {
    const filter = { is_published: true };
    const matching = await total('/api/faqs', 'faqs', filter);
    expect(matching).toBeGreaterThan(100);
    const before = await list('/api/faqs', filter);
    const since = await lastAuditId(env.api);
    const reply = await env.api.call<Deleted>('POST', '/api/faqs/bulk-delete', { token: env.admin, body: { filter } });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.count).toBe(matching);
    expect(await total('/api/faqs', 'faqs', filter)).toBe(0);
    expect(await auditSince(env.api, since, 'delete')).toHaveLength(matching);
    await expectOneChangeSetUndone(since, reply, 'bulk-delete', { filter, count: matching });
    expect(await total('/api/faqs', 'faqs', filter)).toBe(matching);
    const after = await list('/api/faqs', filter);
    expect(after.map((r) => [r.id, r.question])).toEqual(before.map((r) => [r.id, r.question]));
  });

  it("of ids: all or nothing, one outside the partner's organisation and nothing is deleted", async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const org = claimsOf(insurer).org!;
    const foreign = (await list('/api/insurance-covers')).find((r) => r.organization_id !== org)!;
    // A cover of its own that nothing refers to, so that only the scope can refuse the delete.
    const covers = resourceByName('insurance-covers')!;
    const own = await createRecord(
      env.api,
      insurer,
      covers,
      await sampleRecord(env.api, insurer, covers, 1, { organization_id: org }),
    );
    const reply = await env.api.call<Deleted>('POST', '/api/insurance-covers/bulk-delete', {
      token: insurer,
      body: { ids: [own.id, foreign.id] },
    });
    expect(reply.status, reply.text).toBe(404);
    for (const id of [own.id, foreign.id])
      expect((await env.api.call('GET', `/api/insurance-covers/${id}`, { token: env.admin })).status).toBe(200);
  });

  it('a bad filter is a 400 naming it; ids or filter, one of them', async () => {
    const since = await lastAuditId(env.api);
    const bad = await env.api.call<Deleted>('POST', '/api/faqs/bulk-delete', {
      token: env.admin,
      body: { filter: { is_published: 'maybe' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('is_published');
    for (const body of [{}, { ids: [1], filter: {} }, { ids: [] }]) {
      const reply = await env.api.call<Deleted>('POST', '/api/faqs/bulk-delete', { token: env.admin, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(reply.body.errors ?? {}).length, JSON.stringify(body)).toBe(1);
    }
    expect(await auditSince(env.api, since)).toEqual([]);
  });
});
