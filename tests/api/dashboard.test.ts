import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary, EnquiryAnalytics } from '@/domain/dashboard';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { auditLog } from '@/server/infrastructure/db/schema';
import { approved, contentRange, TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { userByEmail } from '../support/auth';
import { pathOf } from '../support/samples';
import { resourceByName } from '@/domain/resources';

/** The dashboard's figures (each checked against a direct SQL count) and the enquiries' bulk status action. */

let api: TestApi;
let admin: string;
let partner: string;
let partnerOrg: number;
const table = tableOf('enquiries');

/** One number from SQL on the test database. */
async function scalar(query: string): Promise<number> {
  const result = await api.db.execute(sql.raw(query));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return Number(rows[0].n);
}
const countOf = (where: string) => scalar(`select count(*)::int as n from enquiries where ${where}`);
/** How many distinct values `column` takes over the enquiries matching `where`. */
const distinctOf = (column: string, where: string) =>
  scalar(`select count(distinct ${column})::int as n from enquiries where ${where}`);

/** Monday 00:00 UTC of the week holding `d`. */
const monday = (d: Date) => {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
};

/** The total of the console list a figure links to (`/enquiries?filter=…`), read through the list API as `token`. */
async function listTotal(to: string, token: string): Promise<number> {
  const url = new URL(to, 'http://console.test');
  expect(url.pathname).toBe('/enquiries');
  const filter = url.searchParams.get('filter');
  expect(filter).not.toBeNull();
  const reply = await api.call('GET', `/api/enquiries?filter=${encodeURIComponent(filter!)}&range=[0,0]`, { token });
  expect(reply.status, reply.text).toBe(200);
  return contentRange(reply, 'enquiries').total;
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
  partner = await api.login(DEMO.university);
  partnerOrg = (await userByEmail(api, DEMO.university)).organization_id!;
});
afterAll(() => api.close());

describe('dashboard summary', () => {
  for (const who of ['admin', 'partner'] as const) {
    it(`every enquiry figure equals a direct SQL count (${who})`, async () => {
      const token = who === 'admin' ? admin : partner;
      const scope = who === 'admin' ? 'true' : `organization_id = ${partnerOrg}`;
      const reply = await api.call<DashboardSummary>('GET', '/api/dashboard/summary', { token });
      expect(reply.status, reply.text).toBe(200);
      const now = new Date();
      const week = monday(now);
      const e = reply.body.enquiries;
      expect(e.open).toBe(await countOf(`${scope} and status in ('new', 'in_progress')`));
      expect(e.newThisWeek).toBe(
        await countOf(`${scope} and status = 'new' and created_at >= '${week.toISOString()}'`),
      );
      expect(e.last30Days).toBe(
        await countOf(`${scope} and created_at >= '${new Date(now.getTime() - 30 * 86_400_000).toISOString()}'`),
      );
      expect(e.open).toBeGreaterThan(0);
      expect(e.perWeek).toHaveLength(12);
      for (const [i, w] of e.perWeek.entries()) {
        const start = new Date(week.getTime() - (11 - i) * 7 * 86_400_000);
        const end = new Date(start.getTime() + 7 * 86_400_000);
        expect(w.week).toBe(start.toISOString().slice(0, 10));
        expect(w.count, w.week).toBe(
          await countOf(`${scope} and created_at >= '${start.toISOString()}' and created_at < '${end.toISOString()}'`),
        );
      }
      expect(e.perWeek.reduce((s, w) => s + w.count, 0)).toBeGreaterThan(0);
    });
  }

  it("a partner's figures are its own, not the whole table's", async () => {
    const mine = (await api.call<DashboardSummary>('GET', '/api/dashboard/summary', { token: partner })).body.enquiries
      .open;
    const all = (await api.call<DashboardSummary>('GET', '/api/dashboard/summary', { token: admin })).body.enquiries
      .open;
    expect(mine).toBeLessThan(all);
  });
  for (const who of ['admin', 'partner'] as const) {
    it(`links every figure and week to the enquiries list, filtered to a total equal to the figure (${who})`, async () => {
      const token = who === 'admin' ? admin : partner;
      const reply = await api.call<DashboardSummary>('GET', '/api/dashboard/summary', { token });
      expect(reply.status, reply.text).toBe(200);
      const e = reply.body.enquiries;
      expect(await listTotal(e.to.newThisWeek, token)).toBe(e.newThisWeek);
      expect(await listTotal(e.to.open, token)).toBe(e.open);
      expect(await listTotal(e.to.last30Days, token)).toBe(e.last30Days);
      expect(e.open).toBeGreaterThan(0);
      for (const week of e.perWeek) expect(await listTotal(week.to, token), week.week).toBe(week.count);
      expect(e.perWeek.some((w) => w.count > 0)).toBe(true);
    });
  }
});

describe('translation figures on the dashboard', () => {
  /** The total of the resource list a figure links to, read through the list API as `token`. */
  async function listTotalOf(to: string, token: string): Promise<number> {
    const url = new URL(to, 'http://console.test');
    const def = resourceByName(url.pathname.slice(1))!;
    const filter = encodeURIComponent(url.searchParams.get('filter')!);
    const reply = await api.call('GET', `${pathOf(def)}?filter=${filter}&range=[0,0]`, { token });
    expect(reply.status, `${to}: ${reply.text}`).toBe(200);
    return contentRange(reply, def.name).total;
  }
  const figures = async (token: string) => {
    const reply = await api.call<DashboardSummary>('GET', '/api/dashboard/summary', { token });
    expect(reply.status, reply.text).toBe(200);
    return reply.body.translations;
  };
  const outdatedFaqs = (all: DashboardSummary['translations'], locale: string) =>
    all.find((f) => f.resource === 'faqs' && f.locale === locale && f.state === 'outdated')?.count ?? 0;
  const outdatedFaqField = (all: DashboardSummary['translations'], locale: string, field: string) =>
    all
      .find((f) => f.resource === 'faqs' && f.locale === locale && f.state === 'outdated')
      ?.fields.find((f) => f.field === field)?.count ?? 0;

  for (const who of ['admin', 'insurer'] as const) {
    it(`count per resource and language the outdated and missing translations its lists show (${who})`, async () => {
      const token = who === 'admin' ? admin : await api.login(DEMO.insurer);
      const all = await figures(token);
      expect(all.length).toBeGreaterThan(0);
      for (const figure of all) {
        expect(figure.count).toBeGreaterThan(0);
        expect(await listTotalOf(figure.to, token), figure.to).toBe(figure.count);
        // Per field ("German: answer outdated"): each of the record's translations in that state, as its list shows.
        expect(figure.fields.length, figure.to).toBeGreaterThan(0);
        for (const field of figure.fields) {
          expect(field.count).toBeGreaterThan(0);
          expect(field.count).toBeLessThanOrEqual(figure.count);
          expect(await listTotalOf(field.to, token), field.to).toBe(field.count);
        }
      }
      // The organisations are counted once, on the list the console shows: all of them to the admin, the
      // partner's own type to a partner.
      const organisations = all.filter((f) => resourceByName(f.resource)!.table === 'organizations');
      expect(new Set(organisations.map((f) => f.resource))).toEqual(
        new Set([who === 'admin' ? 'organizations' : 'insurers']),
      );
    });
  }

  it("a changed English text counts the record as outdated in every language, on the admin's and its owner's", async () => {
    const insurer = await api.login(DEMO.insurer);
    const [faq] = (await api.call<Record<string, unknown>[]>('GET', '/api/faqs?range=[0,0]', { token: insurer })).body;
    // Its live listing: each change waits for review, and counts once the admin approves it.
    const member = `/api/faqs/${String(faq.id)}`;
    const put = async (body: Record<string, unknown>) => {
      const reply = await approved(
        api,
        admin,
        member,
        await api.call<Record<string, unknown>>('PUT', member, { token: insurer, body }),
      );
      expect(reply.status, reply.text).toBe(200);
      return reply.body;
    };
    const translate = (record: Record<string, unknown>, tag: string) =>
      put({
        ...record,
        ...{ question_de: `Frage ${tag}?`, answer_de: `<p>${tag}</p>`, question_fr: `Question ${tag} ?` },
        answer_fr: `<p>${tag}</p>`,
      });
    let record = await translate(faq, 'eins');
    expect(record).toMatchObject({ translation_de: 'current', translation_fr: 'current' });
    for (const token of [admin, insurer]) {
      const before = await figures(token);
      record = await put({ ...record, answer: `<p>Changed ${Math.random()}</p>` });
      const after = await figures(token);
      for (const locale of ['de', 'fr']) {
        expect(outdatedFaqs(after, locale), locale).toBe(outdatedFaqs(before, locale) + 1);
        // Only its answer is: the question's translation stays current.
        expect(outdatedFaqField(after, locale, 'answer'), locale).toBe(outdatedFaqField(before, locale, 'answer') + 1);
        expect(outdatedFaqField(after, locale, 'question'), locale).toBe(outdatedFaqField(before, locale, 'question'));
      }
      record = await translate(record, 'zwei');
    }
  });
});

describe('dashboard analytics', () => {
  it('counts a period by kind and status, as SQL does', async () => {
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const reply = await api.call<EnquiryAnalytics>('GET', `/api/dashboard/analytics?from=${from}&to=${to}`, {
      token: admin,
    });
    expect(reply.status, reply.text).toBe(200);
    const period = `created_at >= '${from}T00:00:00Z' and created_at < ('${to}T00:00:00Z'::timestamptz + interval '1 day')`;
    expect(reply.body.total).toBe(await countOf(period));
    expect(reply.body.total).toBeGreaterThan(0);
    // Every kind and status of the period is there, each with its SQL count (an entry left out would not add up).
    for (const { kind, count } of reply.body.byKind)
      expect(count, kind).toBe(await countOf(`${period} and kind = '${kind}'`));
    expect(reply.body.byKind.reduce((s, r) => s + r.count, 0)).toBe(reply.body.total);
    for (const { status, count } of reply.body.byStatus)
      expect(count, status).toBe(await countOf(`${period} and status = '${status}'`));
    expect(reply.body.byStatus.reduce((s, r) => s + r.count, 0)).toBe(reply.body.total);
    expect(reply.body.byNationality.reduce((s, r) => s + r.count, 0)).toBe(reply.body.total);
    expect(reply.body.perWeek.reduce((s, r) => s + r.count, 0)).toBe(reply.body.total);
    // The ten busiest partners of the period (or all of them when fewer), each with its SQL count.
    const partners = await distinctOf('organization_id', `${period} and organization_id is not null`);
    expect(reply.body.byPartner).toHaveLength(Math.min(10, partners));
    expect(partners).toBeGreaterThan(0);
    for (const p of reply.body.byPartner)
      expect(p.count).toBe(await countOf(`${period} and organization_id = ${p.organization_id}`));
  });

  it('links every bar to the enquiries list of the period, filtered to a total equal to the bar', async () => {
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const reply = await api.call<EnquiryAnalytics>('GET', `/api/dashboard/analytics?from=${from}&to=${to}`, {
      token: admin,
    });
    expect(reply.status, reply.text).toBe(200);
    const b = reply.body;
    const bars = [...b.byKind, ...b.byStatus, ...b.byPartner, ...b.perWeek];
    for (const bar of bars) expect(await listTotal(bar.to, admin), bar.to).toBe(bar.count);
    for (const bar of b.byNationality) {
      if (bar.nationality === 'other' || bar.nationality === '') expect(bar.to).toBeNull();
      else expect(await listTotal(bar.to!, admin), bar.nationality).toBe(bar.count);
    }
  });

  it('is refused to partners (403) and refuses bad dates (400)', async () => {
    expect(
      (await api.call('GET', '/api/dashboard/analytics?from=2025-01-01&to=2025-02-01', { token: partner })).status,
    ).toBe(403);
    for (const query of [
      'from=2025-13-01&to=2025-12-31',
      'from=2025-02-30&to=2025-03-10',
      'from=2025-03-01&to=2025-02-01',
      'from=yesterday&to=2025-02-01',
      'to=2025-02-01',
      'from=2020-01-01&to=2025-01-01',
    ]) {
      const reply = await api.call<{ errors?: Record<string, string> }>('GET', `/api/dashboard/analytics?${query}`, {
        token: admin,
      });
      expect(reply.status, query).toBe(400);
      expect(Object.keys(reply.body.errors ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});

describe('bulk status', () => {
  const idsWhere = async (where: ReturnType<typeof and>, n: number) =>
    (await api.db.select({ id: table.id }).from(table).where(where).orderBy(table.id).limit(n)).map(
      (r) => r.id as number,
    );

  it("moves what the workflow allows, skips the rest and other organisations' enquiries, and audits each move", async () => {
    const own = (status: string, i: number) => ({
      kind: 'university',
      organization_id: partnerOrg,
      full_name: `Bulk ${i}`,
      email: `bulk${i}@example.com`,
      message: 'Hello',
      status,
    });
    const made = await api.db
      .insert(table)
      .values([own('new', 1), own('new', 2), own('closed', 3)])
      .returning({ id: table.id });
    const fresh = made.slice(0, 2).map((r) => r.id as number);
    const closed = [made[2].id as number];
    const foreign = await idsWhere(and(sql`${table.organization_id} <> ${partnerOrg}`, eq(table.status, 'new')), 1);
    expect([fresh.length, closed.length, foreign.length]).toEqual([2, 1, 1]);
    const ids = [...fresh, ...closed, ...foreign];
    const me = await userByEmail(api, DEMO.university);
    const reply = await api.call<{ updated: number[]; skipped: number[] }>('POST', '/api/enquiries/bulk-status', {
      token: partner,
      body: { ids, status: 'spam' },
    });
    // closed → spam is not in the workflow (closed only reopens): skipped, like the other organisation's.
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.updated.sort()).toEqual([...fresh].sort());
    expect(reply.body.skipped.sort()).toEqual([...closed, ...foreign].sort());
    const stored = await api.db
      .select({ id: table.id, status: table.status, version: table.version })
      .from(table)
      .where(inArray(table.id, ids));
    const status = new Map(stored.map((r) => [r.id as number, r.status]));
    for (const id of fresh) expect(status.get(id)).toBe('spam');
    expect(status.get(closed[0])).toBe('closed');
    expect(status.get(foreign[0])).toBe('new');
    const audits = await api.db
      .select({ record: auditLog.record_id, user: auditLog.user_id, changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'enquiries'),
          eq(auditLog.action, 'update'),
          inArray(auditLog.record_id, ids.map(String)),
        ),
      );
    expect(audits.map((a) => Number(a.record)).sort()).toEqual([...fresh].sort());
    for (const a of audits) {
      expect(a.user).toBe(me.id);
      expect(a.changes).toEqual({ status: { from: 'new', to: 'spam' } });
    }
    // The list shows the change to the partner.
    const list = await api.call<{ id: number; status: string }[]>(
      'GET',
      `/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ id: fresh }))}`,
      { token: partner },
    );
    expect(list.body.map((r) => r.status)).toEqual(['spam', 'spam']);
  });

  it('refuses a bad body with 400 and an unknown status on its field', async () => {
    const bad = await api.call<{ errors?: Record<string, string> }>('POST', '/api/enquiries/bulk-status', {
      token: admin,
      body: { ids: [1], status: 'done' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.status).toEqual(expect.any(String));
    expect(
      (await api.call('POST', '/api/enquiries/bulk-status', { token: admin, body: { ids: [], status: 'closed' } }))
        .status,
    ).toBe(400);
    expect(
      (await api.call('POST', '/api/enquiries/bulk-status', { body: { ids: [1], status: 'closed' } })).status,
    ).toBe(401);
  });
});

describe('response times on the dashboard', () => {
  it('give the median hours to a first answer per organisation and week, a partner only its own', async () => {
    const now = new Date();
    const week = monday(now).toISOString().slice(0, 10);
    // This week's enquiries of the partner: clear what the demo year answered, then answer three in 2, 4 and 10 h.
    await api.db
      .update(table)
      .set({ first_response_at: null })
      .where(and(eq(table.organization_id, partnerOrg), sql`${table.created_at} >= ${monday(now).toISOString()}`));
    const created = new Date(Math.max(monday(now).getTime(), now.getTime() - 20 * 3_600_000));
    const rows = await api.db
      .insert(table)
      .values(
        [2, 4, 10].map((h) => ({
          kind: 'university' as const,
          status: 'in_progress' as const,
          organization_id: partnerOrg,
          full_name: 'Median Test',
          email: 'median@example.com',
          message: 'When does the course start?',
          created_at: created.toISOString(),
          first_response_at: new Date(created.getTime() + h * 3_600_000).toISOString(),
        })),
      )
      .returning({ id: table.id });
    expect(rows).toHaveLength(3);
    const own = await api.call<DashboardSummary>('GET', '/api/dashboard/summary', { token: partner });
    expect(own.status).toBe(200);
    const times = own.body.enquiries.responseTimes;
    expect(times.map((t) => t.organization_id)).toEqual([partnerOrg]);
    const thisWeek = times[0].weeks.find((w) => w.week === week)!;
    expect(thisWeek).toEqual({ week, median_hours: 4, answered: 3 });
    expect(times[0].weeks).toHaveLength(6);
    const all = await api.call<DashboardSummary>('GET', '/api/dashboard/summary', { token: admin });
    const orgs = all.body.enquiries.responseTimes.map((t) => t.organization_id);
    expect(orgs.length).toBeGreaterThan(1);
    expect(orgs.length).toBeLessThanOrEqual(10);
  });
});
