import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_DAYS } from '@/domain/proof';
import type { ResourceDef } from '@/domain/resourceDef';
import type { DashboardSummary } from '@/domain/dashboard';
import { RESOURCES, resourceByName } from '@/domain/resources';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { contentRange, TestApi } from '../support/api';
import { auditSince, lastAuditId } from '../support/auth';
import { DEMO } from '../support/demo';
import { createRecord, instant, pathOf, sampleRecord, type Sample } from '../support/samples';

/**
 * Facts with their proof, for every resource whose definition names facts (`proof`): the server stamps when they
 * changed and were last verified and when they are due for review; "Confirm unchanged" and an import that finds
 * them unchanged verify them again; the list's `review_by_lte` finds those due.
 */

const FACT_RESOURCES = RESOURCES.filter((def) => def.proof);
const DAY = 86_400_000;
let api: TestApi;
let admin: string;
let partner: string;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
  partner = await api.login(DEMO.insurer);
});
afterAll(() => api.close());

const get = async (def: ResourceDef, id: unknown) =>
  (await api.call<Sample>('GET', `${pathOf(def)}/${String(id)}`, { token: admin })).body;

/** A value of a fact different from the stored one that the field's rules accept. */
function otherValue(def: ResourceDef, name: string, current: unknown): unknown {
  const field = def.fields[name];
  if (field.kind === 'boolean') return !current;
  if (field.kind === 'enum') return field.choices!.find((c) => c !== current);
  if (field.kind === 'integer') return current === (field.min ?? 0) ? (field.min ?? 0) + 1 : (field.min ?? 0);
  if (field.kind === 'decimal') return Number(current ?? 0) + 1;
  return `Changed ${Date.now().toString(36)}`.slice(0, field.max ?? 200);
}

/** The first fact whose change needs no other field to change with it (a maximum above a minimum, say). */
function changeableFact(def: ResourceDef): string {
  const fact = def.proof!.facts.find((name) => ['boolean', 'enum', 'text', 'textarea'].includes(def.fields[name].kind));
  expect(fact, `${def.name} has a fact the test can change`).toBeDefined();
  return fact!;
}

it('covers the resources whose facts the public relies on', () => {
  expect(FACT_RESOURCES.map((def) => def.name).sort()).toEqual([
    'country-visas',
    'customs-info',
    'travel-advice',
    'visa-requirements',
  ]);
});

it("counts each resource's facts due for review on the admin's dashboard, each linking to the list it counts", async () => {
  const attention = async (token: string) =>
    (await api.call<DashboardSummary>('GET', '/api/dashboard/summary', { token })).body.attention.filter(
      (item) => item.key === 'vp.dashboard.attention.due_for_review',
    );
  const due = await attention(admin);
  expect(due.map((item) => item.resource).sort()).toEqual(FACT_RESOURCES.map((def) => def.name).sort());
  for (const item of due) {
    const def = resourceByName(item.resource!)!;
    const url = new URL(item.to, 'http://console.test');
    expect(url.pathname).toBe(`/${def.name}`);
    const list = await api.call(
      'GET',
      `${pathOf(def)}?filter=${encodeURIComponent(url.searchParams.get('filter')!)}&range=[0,0]`,
      {
        token: admin,
      },
    );
    expect(contentRange(list, def.name).total, def.name).toBe(item.count);
  }
  // The seeded requirement matrix was verified when the dataset was compiled, long before its review cycle ended.
  expect(due.find((item) => item.resource === 'visa-requirements')!.count).toBeGreaterThan(30_000);
  expect(await attention(partner)).toEqual([]);
});

it('seeds facts verified on the day their dataset or demo file names, due for review a cycle later', async () => {
  const oldest = async (path: string) =>
    (
      await api.call<Sample[]>('GET', `${path}?sort=${encodeURIComponent('["verified_at","ASC"]')}&range=[0,0]`, {
        token: admin,
      })
    ).body[0];
  const requirement = await oldest('/api/visa/visa-requirements');
  expect(requirement).toMatchObject({
    verified_at: '2025-01-12T00:00:00.000Z',
    changed_at: '2025-01-12T00:00:00.000Z',
    review_by: new Date(Date.parse('2025-01-12T00:00:00Z') + DEFAULT_REVIEW_DAYS * DAY).toISOString(),
    source_name: 'passport-index 2025-01-12',
  });
  // datasets/demo/visa/travel-advice.json: Singapore's advice was last reviewed on 10 April 2025.
  expect(await oldest('/api/visa/travel-advice')).toMatchObject({ verified_at: '2025-04-10T00:00:00.000Z' });
});

describe.each(FACT_RESOURCES.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const reviewMs = (def.proof!.reviewDays ?? DEFAULT_REVIEW_DAYS) * DAY;
  let sent: Sample;
  let record: Sample;

  it('a create stamps the facts changed and verified now, due for review a cycle later; sent stamps are ignored', async () => {
    const started = Date.now();
    sent = await sampleRecord(api, admin, def, 1, {
      source_name: 'Official site',
      source_url: 'https://example.org/rules',
    });
    const stamps = { verified_at: '2001-01-01T00:00:00Z', changed_at: '2001-01-01T00:00:00Z', review_by: null };
    record = await createRecord(api, admin, def, { ...sent, ...stamps });
    expect(instant(record.changed_at)).toBeGreaterThanOrEqual(started - 1000);
    expect(record.verified_at).toBe(record.changed_at);
    expect(instant(record.review_by) - instant(record.verified_at)).toBe(reviewMs);
    expect(record).toMatchObject({ source_name: 'Official site', source_url: 'https://example.org/rules' });
  });

  it('a change of the source alone keeps the dates; a changed fact stamps them anew', async () => {
    const renamed = await api.call<Sample>('PUT', `${pathOf(def)}/${String(record.id)}`, {
      token: admin,
      body: { ...sent, source_name: 'Official rules page', version: record.version },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({
      changed_at: record.changed_at,
      verified_at: record.verified_at,
      review_by: record.review_by,
    });

    const fact = changeableFact(def);
    sent = { ...sent, source_name: 'Official rules page', [fact]: otherValue(def, fact, record[fact]) };
    const changed = await api.call<Sample>('PUT', `${pathOf(def)}/${String(record.id)}`, {
      token: admin,
      body: { ...sent, version: renamed.body.version },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(instant(changed.body.changed_at)).toBeGreaterThan(instant(record.changed_at));
    expect(changed.body.verified_at).toBe(changed.body.changed_at);
    expect(instant(changed.body.review_by) - instant(changed.body.verified_at)).toBe(reviewMs);
    record = changed.body;
  });

  it('"Confirm unchanged" verifies now and changes nothing else; it is audited', async () => {
    const since = await lastAuditId(api);
    const reply = await api.call<{ verified: number[]; verified_at: string; review_by: string }>(
      'POST',
      `${pathOf(def)}/verify`,
      { token: admin, body: { ids: [record.id] } },
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.verified).toEqual([record.id]);
    const after = await get(def, record.id);
    expect(instant(after.verified_at)).toBeGreaterThan(instant(record.verified_at));
    expect(instant(after.verified_at)).toBe(instant(reply.body.verified_at));
    expect(instant(after.review_by) - instant(after.verified_at)).toBe(reviewMs);
    expect({ ...after, verified_at: null, review_by: null }).toEqual({ ...record, verified_at: null, review_by: null });
    const audit = await auditSince(api, since, 'verify');
    expect(audit).toEqual([
      expect.objectContaining({
        resource: def.name,
        record_id: String(record.id),
        changes: { verified_at: expect.any(Object) },
      }),
    ]);
    record = after;
  });

  it('"Confirm unchanged" with one unknown id verifies none; a partner may not; a bad body is a 400', async () => {
    const unknown = await api.call('POST', `${pathOf(def)}/verify`, {
      token: admin,
      body: { ids: [record.id, 2_000_000_000] },
    });
    expect(unknown.status).toBe(404);
    expect((await get(def, record.id)).verified_at).toBe(record.verified_at);
    const refused = await api.call('POST', `${pathOf(def)}/verify`, { token: partner, body: { ids: [record.id] } });
    expect(refused.status).toBe(403);
    expect((await get(def, record.id)).verified_at).toBe(record.verified_at);
    const empty = await api.call<{ errors: Record<string, string> }>('POST', `${pathOf(def)}/verify`, {
      token: admin,
      body: { ids: [] },
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(['ids']);
  });

  it('lists the facts due for review (review_by_lte now), and an import that finds them unchanged verifies them', async () => {
    const table = tableOf(def.name);
    await api.db
      .update(table)
      .set({ review_by: sql`now() - interval '1 day'` })
      .where(eq(table.id, record.id as number));
    const due = async () =>
      (
        await api.call<Sample[]>(
          'GET',
          `${pathOf(def)}?filter=${encodeURIComponent(JSON.stringify({ review_by_lte: new Date().toISOString(), id: [record.id] }))}`,
          { token: admin },
        )
      ).body.map((row) => row.id);
    expect(await due()).toEqual([record.id]);

    const before = await get(def, record.id);
    const form = new FormData();
    form.append(
      'file',
      new Blob([`id,source_name\r\n${String(record.id)},${String(before.source_name)}\r\n`]),
      'facts.csv',
    );
    form.append('dryRun', 'false');
    const res = await api.app.fetch(
      new Request(`http://visapath.test${pathOf(def)}/import`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${admin}` },
      }),
    );
    const report = (await res.json()) as { rows: { unchanged: number }; applied: boolean };
    expect(res.status).toBe(200);
    expect(report).toMatchObject({ applied: true, rows: { unchanged: 1 } });
    const after = await get(def, record.id);
    expect(instant(after.verified_at)).toBeGreaterThan(instant(before.verified_at));
    expect(instant(after.review_by)).toBeGreaterThan(Date.now());
    expect(after.changed_at).toBe(before.changed_at);
    expect(after.version).toBe(before.version);
    expect(await due()).toEqual([]);
  });
});
