import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { enquiries as enquiryDef } from '../../domain/areas/enquiries';
import { ORGANIZATION_RESOURCE } from '../../domain/areas/partners';
import { canAccess } from '../../domain/access';
import {
  analyticsQuerySchema,
  ENQUIRY_FIGURES,
  listPath,
  periodBounds,
  weekStart,
  type DashboardSummary,
  type EnquiryAnalytics,
} from '../../domain/dashboard';
import { orgTypeOf } from '../../domain/roles';
import { assertCan, requireAuth } from '../auth/guard';
import type { AppEnv, Deps, Principal } from '../context';
import type { Db } from '../db/client';
import { tableOf } from '../db/resourceTables';
import { accessRequests, organizations } from '../db/schema';
import { parse } from '../http';
import { parseListQuery } from '../resources/listQuery';
import { scopeCondition } from '../resources/scope';

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

/** The list filter's condition, built by the lists' own query code (a figure counts what its list shows). */
const listCondition = (filter: Record<string, unknown>): SQL | undefined => {
  const table = tableOf(enquiryDef.name);
  return parseListQuery(enquiryDef, table, { filter: JSON.stringify(filter) }).where;
};

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
  return { ...row, perWeek: await perWeek(db, scope, firstWeek, WEEKS), to };
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
    return [
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

/** Dashboard figures (docs/api.md, Dashboards), all SQL aggregates, each within what the caller may see. */
export function dashboardRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.get('/dashboard/summary', auth, async (c) => {
    const principal = c.get('principal');
    const now = new Date();
    const enquiries = canAccess(principal.role, { resource: enquiryDef.name, action: 'list' })
      ? await enquirySummary(db, principal, now)
      : { newThisWeek: 0, open: 0, last30Days: 0, perWeek: [], to: { newThisWeek: '', open: '', last30Days: '' } };
    const body: DashboardSummary = { enquiries, attention: await attention(db, principal) };
    return c.json(body);
  });

  app.get('/dashboard/analytics', auth, async (c) => {
    await assertCan(c, deps, 'analytics', 'list');
    const { from, to } = parse(
      analyticsQuerySchema,
      { from: c.req.query('from'), to: c.req.query('to') },
      c.get('locale'),
    );
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
