import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES, enquiries as enquiryDef } from '@/domain/areas/enquiries';
import { ORGANIZATION_RESOURCE } from '@/domain/areas/partners';
import { canAccess } from '@/domain/access';
import {
  analyticsQuerySchema,
  ENQUIRY_FIGURES,
  listPath,
  periodBounds,
  RESPONSE_WEEKS,
  weekStart,
  type DashboardSummary,
  type EnquiryAnalytics,
} from '@/domain/dashboard';
import { dueForReviewFilter } from '@/domain/proof';
import type { ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { orgTypeOf } from '@/domain/roles';
import { requireAuth, requireCan } from '@/server/middleware/guard';
import type { AppEnv, Deps, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { accessRequests, organizations } from '@/server/infrastructure/db/schema';
import { defineRoute, ERRORS, mountRoutes } from '@/server/infrastructure/openapi/route';
import { parseListQuery } from '@/server/engine/listQuery';
import { scopeCondition } from '@/server/engine/scope';
import { translationCounts } from './translationCounts';
import { TRANSLATION_LOCALES } from '@/domain/locales';

const DAY = 86_400_000;
const WEEKS = 12;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Counts per ISO week from `from` (a Monday) for `weeks` weeks, zero-filled, each with the list it counts (the
 * part of the week within [start, end) when given).
 */
async function perWeek(db: Db, where: SQL | undefined, from: Date, weeks: number, start?: Date, end?: Date) {
  const table = tableOf(enquiryDef.name);
  const week = sql<string>`to_char(date_trunc('week', ${table.created_at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, n: count() })
    .from(table)
    .where(
      and(
        where,
        gte(table.created_at, from.toISOString()),
        lt(table.created_at, new Date(from.getTime() + weeks * 7 * DAY).toISOString()),
      ),
    )
    .groupBy(week);
  const counts = new Map(rows.map((r) => [r.week, r.n]));
  return Array.from({ length: weeks }, (_, i) => {
    const monday = new Date(from.getTime() + i * 7 * DAY);
    const w = iso(monday);
    const to = listPath(ENQUIRY_FIGURES.resource, ENQUIRY_FIGURES.week(monday, start, end));
    return { week: w, count: counts.get(w) ?? 0, to };
  });
}

/**
 * A list filter's condition (of the enquiries unless another resource is named), built by the lists' own query
 * code: a figure counts what its list shows.
 */
const listCondition = (filter: Record<string, unknown>, def: ResourceDef = enquiryDef): SQL | undefined =>
  parseListQuery(def, tableOf(def.name), { filter: JSON.stringify(filter) }).where;

async function enquirySummary(db: Db, principal: Principal, now: Date): Promise<DashboardSummary['enquiries']> {
  const table = tableOf(enquiryDef.name);
  const scope = scopeCondition(enquiryDef, table, principal);
  const filters = {
    newThisWeek: ENQUIRY_FIGURES.newThisWeek(now),
    open: ENQUIRY_FIGURES.open(),
    last30Days: ENQUIRY_FIGURES.last30Days(now),
  };
  const counted = (filter: Record<string, unknown>) =>
    sql<number>`count(*) filter (where ${listCondition(filter)})`.mapWith(Number);
  const [row] = await db
    .select({
      newThisWeek: counted(filters.newThisWeek),
      open: counted(filters.open),
      last30Days: counted(filters.last30Days),
    })
    .from(table)
    .where(scope);
  const path = (filter: Record<string, unknown>) => listPath(ENQUIRY_FIGURES.resource, filter);
  const to = { newThisWeek: path(filters.newThisWeek), open: path(filters.open), last30Days: path(filters.last30Days) };
  const firstWeek = new Date(weekStart(now).getTime() - (WEEKS - 1) * 7 * DAY);
  return {
    ...row,
    perWeek: await perWeek(db, scope, firstWeek, WEEKS),
    to,
    responseTimes: await responseTimes(db, scope, now),
  };
}

/** The median hours to a first answer per organisation and week of arrival (see DashboardSummary). */
async function responseTimes(db: Db, scope: SQL | undefined, now: Date) {
  const table = tableOf(enquiryDef.name);
  const from = new Date(weekStart(now).getTime() - (RESPONSE_WEEKS - 1) * 7 * DAY);
  const week = sql<string>`to_char(date_trunc('week', ${table.created_at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const hours = sql`extract(epoch from ${table.first_response_at} - ${table.created_at}) / 3600`;
  const rows = await db
    .select({
      org: table.organization_id,
      name: organizations.name,
      week,
      median: sql<number>`percentile_cont(0.5) within group (order by ${hours})`.mapWith(Number),
      answered: count(),
    })
    .from(table)
    .leftJoin(organizations, eq(organizations.id, table.organization_id))
    .where(and(scope, gte(table.created_at, from.toISOString()), sql`${table.first_response_at} is not null`))
    .groupBy(table.organization_id, organizations.name, week);
  const byOrg = new Map<number | null, { name: string | null; answered: number; weeks: Map<string, number[]> }>();
  for (const r of rows) {
    const org = byOrg.get(r.org) ?? { name: r.name, answered: 0, weeks: new Map() };
    org.answered += r.answered;
    org.weeks.set(r.week, [Math.round(r.median * 10) / 10, r.answered]);
    byOrg.set(r.org, org);
  }
  const mondays = Array.from({ length: RESPONSE_WEEKS }, (_, i) => iso(new Date(from.getTime() + i * 7 * DAY)));
  return [...byOrg.entries()]
    .sort((a, b) => b[1].answered - a[1].answered || (a[1].name ?? '').localeCompare(b[1].name ?? ''))
    .slice(0, 10)
    .map(([organization_id, org]) => ({
      organization_id,
      name: org.name,
      weeks: mondays.map((w) => {
        const [median, answered] = org.weeks.get(w) ?? [null, 0];
        return { week: w, median_hours: median, answered: answered ?? 0 };
      }),
    }));
}

/** What needs someone's attention: for admins the access requests and unchecked listings, for partners their own. */
async function attention(db: Db, principal: Principal): Promise<DashboardSummary['attention']> {
  if (principal.role === 'admin') {
    const [requests] = await db.select({ n: count() }).from(accessRequests).where(eq(accessRequests.status, 'pending'));
    const [unverified] = await db
      .select({ n: count() })
      .from(organizations)
      .where(eq(organizations.is_verified, false));
    const [unpublished] = await db
      .select({ n: count() })
      .from(organizations)
      .where(eq(organizations.is_published, false));
    const dueForReview = await Promise.all(
      RESOURCES.filter((def) => def.proof).map(async (def) => {
        const filter = dueForReviewFilter();
        const [due] = await db.select({ n: count() }).from(tableOf(def.name)).where(listCondition(filter, def));
        return {
          key: 'vp.dashboard.attention.due_for_review',
          resource: def.name,
          count: due.n,
          to: listPath(def.name, filter),
        };
      }),
    );
    return [
      ...dueForReview,
      {
        key: 'vp.dashboard.attention.pending_requests',
        count: requests.n,
        to: '/access-requests?filter={"status":"pending"}',
      },
      {
        key: 'vp.dashboard.attention.unverified',
        count: unverified.n,
        to: '/organizations?filter={"is_verified":false}',
      },
      {
        key: 'vp.dashboard.attention.unpublished',
        count: unpublished.n,
        to: '/organizations?filter={"is_published":false}',
      },
    ];
  }
  const orgType = orgTypeOf(principal.userType);
  const [org] =
    principal.organizationId == null
      ? []
      : await db
          .select({ published: organizations.is_published, verified: organizations.is_verified })
          .from(organizations)
          .where(eq(organizations.id, principal.organizationId));
  const resource = orgType ? ORGANIZATION_RESOURCE[orgType].name : 'organizations';
  const to = `/${resource}/${principal.organizationId}/show`;
  return [
    { key: 'vp.dashboard.attention.own_unpublished', count: org && !org.published ? 1 : 0, to },
    { key: 'vp.dashboard.attention.own_unverified', count: org && !org.verified ? 1 : 0, to },
  ];
}

/** The console path of the list a figure counts (`/enquiries?filter=…`). */
const to = z.string().describe('console path of the filtered list this figure counts');

const weeks = z.array(z.object({ week: z.string().describe('Monday, YYYY-MM-DD'), count: z.number().int(), to }));

const summarySchema = z.object({
  enquiries: z.object({
    newThisWeek: z.number().int(),
    open: z.number().int(),
    last30Days: z.number().int(),
    perWeek: weeks,
    to: z.object({ newThisWeek: to, open: to, last30Days: to }),
    responseTimes: z.array(
      z.object({
        organization_id: z.number().int().nullable().describe("null: Visapath's own enquiries"),
        name: z.string().nullable(),
        weeks: z.array(
          z.object({
            week: z.string().describe('Monday, YYYY-MM-DD'),
            median_hours: z.number().nullable(),
            answered: z.number().int(),
          }),
        ),
      }),
    ),
  }),
  attention: z.array(
    z.object({
      key: z.string().describe('message key'),
      resource: z.string().optional().describe('the resource whose records it counts, named in the message'),
      count: z.number().int(),
      to: z.string().describe('console path'),
    }),
  ),
  translations: z
    .array(
      z.object({
        resource: z.string(),
        locale: z.enum(TRANSLATION_LOCALES),
        state: z.enum(['outdated', 'missing']),
        count: z.number().int(),
        to,
        fields: z
          .array(z.object({ field: z.string(), count: z.number().int(), to }))
          .describe('of those, the records whose translation of this field is in that state (non-zero counts)'),
      }),
    )
    .describe('records whose translation into a language is outdated or missing, per resource (non-zero counts)'),
}) satisfies z.ZodType<DashboardSummary>;

const analyticsSchema = z.object({
  total: z.number().int(),
  byKind: z.array(z.object({ kind: z.enum(ENQUIRY_KINDS), count: z.number().int(), to })),
  byStatus: z.array(z.object({ status: z.enum(ENQUIRY_STATUSES), count: z.number().int(), to })),
  byNationality: z.array(
    z.object({
      nationality: z.string().describe("ISO alpha-2, '' for none, or 'other'"),
      count: z.number().int(),
      to: to.nullable(),
    }),
  ),
  byPartner: z.array(
    z.object({ organization_id: z.number().int(), name: z.string(), type: z.string(), count: z.number().int(), to }),
  ),
  perWeek: weeks,
}) satisfies z.ZodType<EnquiryAnalytics>;

const dashboardSummary = defineRoute({
  method: 'get',
  path: '/api/dashboard/summary',
  tag: 'dashboard',
  operationId: 'getDashboardSummary',
  summary: 'Enquiry figures and what needs attention',
  responses: { 200: { description: 'The figures', schema: summarySchema }, 401: ERRORS.unauthorized },
});

const dashboardAnalytics = defineRoute({
  method: 'get',
  path: '/api/dashboard/analytics',
  tag: 'dashboard',
  operationId: 'getEnquiryAnalytics',
  query: analyticsQuerySchema,
  summary:
    'Enquiries of a period (from and to inclusive, UTC days, at most two years) by kind, status, nationality and partner (admins)',
  responses: {
    200: { description: 'The figures', schema: analyticsSchema },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
  },
});

/** The dashboards' figures, each within what the caller may see. */
export const dashboardRouteDeclarations = [dashboardSummary, dashboardAnalytics];

/** Dashboard figures (docs/api.md, Dashboards), all SQL aggregates, each within what the caller may see. */
export function dashboardRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  const mount = mountRoutes(app, '/api');
  // The role check answers before the query is read (a 403, whatever the period).
  const mayAnalyse = requireCan(deps, 'analytics', 'list');

  mount(dashboardSummary, [auth], async (c) => {
    const principal = c.get('principal');
    const now = new Date();
    const enquiries = canAccess(principal.role, { resource: enquiryDef.name, action: 'list' })
      ? await enquirySummary(db, principal, now)
      : {
          newThisWeek: 0,
          open: 0,
          last30Days: 0,
          perWeek: [],
          to: { newThisWeek: '', open: '', last30Days: '' },
          responseTimes: [],
        };
    const body: DashboardSummary = {
      enquiries,
      attention: await attention(db, principal),
      translations: await translationCounts(db, principal),
    };
    return c.json(body);
  });

  mount(dashboardAnalytics, [auth, mayAnalyse], async (c, { query: { from, to } }) => {
    const table = tableOf(enquiryDef.name);
    const { start, end } = periodBounds(from, to);
    const link = (condition: Record<string, unknown>) =>
      listPath(ENQUIRY_FIGURES.resource, ENQUIRY_FIGURES.ofPeriod(from, to, condition));
    const period = and(gte(table.created_at, start.toISOString()), lt(table.created_at, end.toISOString()));
    const byKind = await db
      .select({ kind: table.kind, count: count() })
      .from(table)
      .where(period)
      .groupBy(table.kind)
      .orderBy(desc(count()));
    const byStatus = await db
      .select({ status: table.status, count: count() })
      .from(table)
      .where(period)
      .groupBy(table.status)
      .orderBy(desc(count()));
    const nationality = sql<string>`coalesce(${table.nationality}, '')`;
    const nationalities = await db
      .select({ nationality, count: count() })
      .from(table)
      .where(period)
      .groupBy(nationality)
      .orderBy(desc(count()), nationality);
    const top = nationalities.slice(0, 10);
    const rest = nationalities.slice(10).reduce((sum, r) => sum + r.count, 0);
    const partners = await db
      .select({ organization_id: organizations.id, name: organizations.name, type: organizations.type, count: count() })
      .from(table)
      .innerJoin(organizations, eq(organizations.id, table.organization_id))
      .where(period)
      .groupBy(organizations.id, organizations.name, organizations.type)
      .orderBy(desc(count()), organizations.name)
      .limit(10);
    const weeks = Math.ceil((end.getTime() - weekStart(start).getTime()) / (7 * DAY));
    const body: EnquiryAnalytics = {
      total: byKind.reduce((sum, r) => sum + r.count, 0),
      byKind: byKind.map((r) => ({ ...r, to: link({ kind: r.kind }) })) as EnquiryAnalytics['byKind'],
      byStatus: byStatus.map((r) => ({ ...r, to: link({ status: r.status }) })) as EnquiryAnalytics['byStatus'],
      byNationality: [
        ...top.map((r) => ({ ...r, to: r.nationality ? link({ nationality: r.nationality }) : null })),
        ...(rest ? [{ nationality: 'other', count: rest, to: null }] : []),
      ],
      byPartner: partners.map((r) => ({ ...r, to: link({ organization_id: r.organization_id }) })),
      perWeek: await perWeek(db, period, weekStart(start), weeks, start, end),
    };
    return c.json(body);
  });

  return app;
}
