import { and, fillPlaceholders, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '@/domain/resourceDef';
import type { PendingSession, Principal, SessionClaims } from '@/server/infrastructure/context';
import type { Database } from '@/server/infrastructure/db/client';
import { isTimestamp, rfc3339Sql } from '@/server/infrastructure/db/columns';
import { liveSession } from '@/server/middleware/guard';
import { sessions, users } from '@/server/infrastructure/db/schema';
import type { DynamicTable } from '@/server/infrastructure/db/tableBuilder';
import type { ListQuery } from './listQuery';
import { exposedColumns, readScopeCondition } from './scope';

/**
 * A list counts its rows or matches up to this many. Beyond, counting is what a request would spend its time
 * on (99,000 rows cost 7.6 ms of PostgreSQL CPU a request, thirty times the rest of a first page), so the total is
 * the planner's estimate, never less than this plus one, and the answer says so (X-Total-Estimated). Nobody pages
 * that far; the export still writes every row.
 */
export const COUNTED_UP_TO = 10_000;

const dialect = new PgDialect();
interface Statement {
  sql: string;
  params: unknown[];
  name?: string;
}
/** Numbers the named statements: unique in the process, whichever app or resource prepares them. */
let statementNumber = 0;

/**
 * The total of an unfiltered list: the table statistics' estimate once they say COUNTED_UP_TO rows or more, else
 * the rows counted up to COUNTED_UP_TO + 1 (the function and why it is one: migrations 0006_list_total.sql and
 * 0019_list_total_limit.sql).
 */
const unfilteredTotal = (table: DynamicTable): SQL =>
  sql`visapath_list_total(${getTableName(table)}::regclass, ${COUNTED_UP_TO})`;

/**
 * A column as the API writes it. Timestamps are RFC 3339 text, as the record routes send them (see
 * db/columns.ts); every other kind has the same value in JSON either way.
 */
function outputColumn(name: string, column: Column): SQL {
  const value = sql`${sql.identifier('page')}.${sql.identifier(name)}`;
  return isTimestamp(column) ? sql`${rfc3339Sql(value)} as ${sql.identifier(name)}` : value;
}

/**
 * Whether the session a token claims is live as claimed (not revoked, expired nor idle, its user active, at its token
 * version, type and organisation): the guard's session lookup (see requireAuth's `fold`) as one more column of
 * the list statement, an InitPlan run once. With `prepared`, the values are placeholders session_….
 */
function sessionLive(claims: SessionClaims, prepared: boolean): SQL {
  const value = <T>(name: string, v: T) => (prepared ? sql.placeholder(`session_${name}`) : v);
  const live = liveSession({
    sid: value('sid', claims.sid),
    userId: value('user', claims.userId),
    now: value('now', new Date().toISOString()),
    idleSince: value('idle', claims.idleSince),
  });
  return sql`exists(select from ${sessions} join ${users} on ${users.id} = ${sessions.user_id}
    where ${live} and ${users.token_version} = ${value('tv', claims.tv)}
    and ${users.user_type} = ${value('type', claims.userType)}
    and ${users.organization_id} is not distinct from ${value('organization', claims.organizationId)})`;
}

const sessionValues = (claims: SessionClaims) => ({
  session_sid: claims.sid,
  session_user: claims.userId,
  session_now: new Date().toISOString(),
  session_idle: claims.idleSince,
  session_tv: claims.tv,
  session_type: claims.userType,
  session_organization: claims.organizationId,
});

/**
 * The one statement of a list request: the page as JSON text, built by the database (Node forwards it without
 * parsing or serialising a row), its row count, and the total for Content-Range: the rows or matches counted up
 * to COUNTED_UP_TO + 1 (the caller asks for the estimate beyond), or the statistics' estimate of a large
 * unfiltered table. With `placeholders`, every value is a placeholder (filters p0…, organization, limit, offset)
 * except, with `literalPage`, the limit and offset, written in.
 */
export function listStatement(
  def: ResourceDef,
  table: DynamicTable,
  query: ListQuery,
  principal: Principal,
  {
    placeholders: prepared = false,
    literalPage = false,
    session,
  }: { placeholders?: boolean; literalPage?: boolean; session?: SessionClaims } = {},
): SQL {
  const where = listWhere(def, table, query, principal, prepared);
  const whereClause = where ? sql` where ${where}` : sql``;
  const exposed = Object.entries(exposedColumns(def, table, query.summary)) as [string, Column][];
  const limit = literalPage ? sql.raw(String(query.limit)) : prepared ? sql.placeholder('limit') : query.limit;
  const offset = literalPage ? sql.raw(String(query.offset)) : prepared ? sql.placeholder('offset') : query.offset;
  const selected = exposed.map(([name, column]) => sql`${column} as ${sql.identifier(name)}`);
  const page = sql`select ${sql.join(selected, sql`, `)} from ${table}${whereClause} order by ${sql.join(query.orderBy, sql`, `)} limit ${limit} offset ${offset}`;
  const total = where
    ? sql`(select count(*) from (select from ${table}${whereClause} limit ${sql.raw(String(COUNTED_UP_TO + 1))}) matched)`
    : unfilteredTotal(table);
  // The aggregate reads the page's rows in its order (a plain aggregate over a sorted, limited scan). The
  // timestamps become text outside the page: inside, every row an offset skips would be converted too.
  const output = exposed.map(([name, column]) => outputColumn(name, column));
  // As endsList: a page that ends the list has its total without counting (an InitPlan runs only when reached).
  const known = sql`count(*) < ${limit} and (count(*) > 0 or ${offset} = 0)`;
  return sql`select coalesce(json_agg(listed), '[]')::text, count(*)::int,
    (case when ${known} then ${offset} + count(*) else ${total} end)::float8${session ? sql`, ${sessionLive(session, prepared)}` : sql``}
    from (select ${sql.join(output, sql`, `)} from (${page}) page) listed`;
}

/** The filters and the scope of a list; undefined for all rows. */
const listWhere = (def: ResourceDef, table: DynamicTable, query: ListQuery, principal: Principal, prepared: boolean) =>
  and(prepared ? query.wherePrepared() : query.where, readScopeCondition(def, table, principal, prepared));

/** The planner's plan for the rows a list matches, whose estimate stands for its total beyond COUNTED_UP_TO. */
function matchesPlan(
  def: ResourceDef,
  table: DynamicTable,
  query: ListQuery,
  principal: Principal,
  prepared: boolean,
): Statement {
  const where = listWhere(def, table, query, principal, prepared);
  return dialect.sqlToQuery(sql`explain (format json) select from ${table}${where ? sql` where ${where}` : sql``}`);
}

export interface ListPage {
  /** The rows as a JSON array. */
  json: string;
  rows: number;
  total: number;
  /** Whether `total` is the planner's estimate (beyond COUNTED_UP_TO, on a page that does not end the list). */
  estimated: boolean;
  /** With a folded session check: whether the session is live as claimed. */
  live?: boolean;
}

async function rowOf<T extends unknown[]>(database: Database, { sql: text, params, name }: Statement): Promise<T> {
  const [row] = (await database.pool.query<T>({ name, text, values: params, rowMode: 'array' })).rows;
  return row;
}

/** A page that is not full, and not past the end, ends the list: its total is offset + rows, exactly. */
const endsList = (query: ListQuery, rows: number) => rows < query.limit && (rows > 0 || query.offset === 0);

/**
 * Runs the page statement and, where the count stopped past COUNTED_UP_TO (and the table statistics had no
 * estimate of their own), the planner's estimate of the matches.
 */
async function run(
  database: Database,
  query: ListQuery,
  page: Statement,
  estimate: () => Statement,
): Promise<ListPage> {
  const [json, rows, counted, live] = await rowOf<[string, number, number, boolean?]>(database, page);
  const estimated = counted > COUNTED_UP_TO && !endsList(query, rows);
  if (!estimated || counted !== COUNTED_UP_TO + 1) return { json, rows, total: counted, estimated, live };
  const [explained] = await rowOf<[unknown]>(database, estimate());
  // pg hands the json column over parsed, PGlite as text on some versions.
  const parsed = (typeof explained === 'string' ? JSON.parse(explained) : explained) as {
    Plan: { 'Plan Rows': number };
  }[];
  const total = Math.max(Math.round(parsed[0].Plan['Plan Rows']), COUNTED_UP_TO + 1);
  return { json, rows, total, estimated, live };
}

/** At most this many prepared list shapes a resource keeps; beyond that a request builds its statement itself. */
const LIST_SHAPES = 256;

/** Which scope a principal's list runs in: all rows, its organisation's, or none (see readScopeCondition). */
function scopeShape(def: ResourceDef, principal: Principal) {
  if (principal.role === 'admin' || !def.owner) return 'all';
  return principal.organizationId == null ? 'none' : 'organization';
}

/**
 * The list page of a request. The statement text is built once per query shape (up to LIST_SHAPES) with
 * placeholders and filled with each request's values. On PostgreSQL a first page, the page lists open on, is
 * a named statement with its limit written in: after five runs PostgreSQL may keep a generic plan (its filter
 * values still parameters), which saves planning on every request; with a parameter for the limit it would
 * not, as it then assumes a tenth of the table. Other pages are sent unnamed and planned with their values.
 */
export function listPages(database: Database, def: ResourceDef, table: DynamicTable) {
  const shapes = new Map<string, Statement & { estimate: Statement }>();
  const page = (query: ListQuery, principal: Principal, session?: SessionClaims): Promise<ListPage> => {
    const firstPage = database.engine === 'postgres' && query.offset === 0;
    const key = `${scopeShape(def, principal)}|${query.shape}${firstPage ? `|first ${query.limit}` : ''}${session ? '|session' : ''}`;
    let shape = shapes.get(key);
    if (!shape && shapes.size < LIST_SHAPES) {
      const statement = dialect.sqlToQuery(
        listStatement(def, table, query, principal, { placeholders: true, literalPage: firstPage, session }),
      );
      const estimate = matchesPlan(def, table, query, principal, true);
      shape = { ...statement, name: firstPage ? `list ${def.name} ${++statementNumber}` : undefined, estimate };
      shapes.set(key, shape);
    }
    if (!shape) {
      return run(database, query, dialect.sqlToQuery(listStatement(def, table, query, principal, { session })), () =>
        matchesPlan(def, table, query, principal, false),
      );
    }
    const values = {
      ...query.values,
      ...(session && sessionValues(session)),
      organization: principal.organizationId,
      limit: query.limit,
      offset: query.offset,
    };
    const { estimate } = shape;
    return run(
      database,
      query,
      { sql: shape.sql, params: fillPlaceholders(shape.params, values), name: shape.name },
      () => ({ sql: estimate.sql, params: fillPlaceholders(estimate.params, values) }),
    );
  };
  /**
   * With a pending session (requireAuth's `fold`), its check rides in the list statement and settles it; a
   * check that fails is looked up (confirm: the 401, or the principal as it is now) and the list run again.
   */
  return async (
    query: ListQuery,
    principal: Principal,
    pending?: PendingSession,
    confirm?: () => Promise<Principal>,
  ): Promise<ListPage> => {
    if (!pending || pending.live !== undefined) return page(query, principal);
    const result = await page(query, principal, pending.claims);
    if (result.live) pending.live = true;
    return result.live || !confirm ? result : page(query, await confirm());
  };
}
