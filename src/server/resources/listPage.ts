import { and, fillPlaceholders, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../domain/resource';
import type { Principal } from '../context';
import type { Database } from '../db/client';
import type { DynamicTable } from '../db/tableBuilder';
import type { ListQuery } from './listQuery';
import { exposedColumns, scopeCondition } from './scope';

/** From this many rows on, an unfiltered list reports the planner's row estimate as its total, not count(*). */
export const ESTIMATED_TOTAL_FROM = 100_000;

const dialect = new PgDialect();
/** Numbers the named statements: unique in the process, whichever app or resource prepares them. */
let statementNumber = 0;

/**
 * The total of an unfiltered list: exact below ESTIMATED_TOTAL_FROM rows, above it the planner's estimate
 * (the function and why it is one: migration 0006_list_total.sql).
 */
const unfilteredTotal = (table: DynamicTable): SQL =>
  sql`visapath_list_total(${getTableName(table)}::regclass, ${ESTIMATED_TOTAL_FROM})`;

/**
 * A column as the API writes it. Timestamps are PostgreSQL's own text for them, which is what the driver hands
 * to the record routes too (mode 'string'); every other kind has the same value in JSON either way.
 */
function outputColumn(name: string, column: Column): SQL {
  const value = sql`${sql.identifier('page')}.${sql.identifier(name)}`;
  return column.getSQLType().startsWith('timestamp') ? sql`${value}::text as ${sql.identifier(name)}` : value;
}

/**
 * The one statement of a list request: the page as JSON text, built by the database (Node forwards it without
 * parsing or serialising a row), its row count, and the total for Content-Range, exact whenever a filter or a
 * scope applies. With `placeholders`, every value is a placeholder (filters p0…, organization, limit, offset)
 * except, with `literalPage`, the limit and offset, written in.
 */
export function listStatement(
  def: ResourceDef, table: DynamicTable, query: ListQuery, principal: Principal,
  { placeholders: prepared = false, literalPage = false } = {},
): SQL {
  const where = and(prepared ? query.wherePrepared() : query.where, scopeCondition(def, table, principal, prepared));
  const whereClause = where ? sql` where ${where}` : sql``;
  const exposed = Object.entries(exposedColumns(def, table, query.summary)) as [string, Column][];
  const limit = literalPage ? sql.raw(String(query.limit)) : prepared ? sql.placeholder('limit') : query.limit;
  const offset = literalPage ? sql.raw(String(query.offset)) : prepared ? sql.placeholder('offset') : query.offset;
  const selected = exposed.map(([name, column]) => sql`${column} as ${sql.identifier(name)}`);
  const page = sql`select ${sql.join(selected, sql`, `)} from ${table}${whereClause} order by ${sql.join(query.orderBy, sql`, `)} limit ${limit} offset ${offset}`;
  const total = where ? sql`(select count(*) from ${table}${whereClause})` : unfilteredTotal(table);
  // The aggregate reads the page's rows in its order (a plain aggregate over a sorted, limited scan). The
  // timestamps become text outside the page: inside, every row an offset skips would be converted too.
  const output = exposed.map(([name, column]) => outputColumn(name, column));
  return sql`select coalesce(json_agg(listed), '[]')::text, count(*)::int, ${total}::float8
    from (select ${sql.join(output, sql`, `)} from (${page}) page) listed`;
}

export interface ListPage {
  /** The rows as a JSON array. */
  json: string;
  rows: number;
  total: number;
}

async function run(database: Database, text: string, params: unknown[], name?: string): Promise<ListPage> {
  const [[json, rows, total]] = database.pool
    ? (await database.pool.query<[string, number, number]>({ name, text, values: params, rowMode: 'array' })).rows
    : (await database.pglite!.query<[string, number, number]>(text, params, { rowMode: 'array' })).rows;
  return { json, rows, total };
}

/** At most this many prepared list shapes a resource keeps; beyond that a request builds its statement itself. */
export const LIST_SHAPES = 256;

/** Which scope a principal's list runs in: all rows, its organisation's, or none (see scopeCondition). */
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
  const shapes = new Map<string, { sql: string; params: unknown[]; name?: string }>();
  return (query: ListQuery, principal: Principal): Promise<ListPage> => {
    const firstPage = !!database.pool && query.offset === 0;
    const key = `${scopeShape(def, principal)}|${query.shape}${firstPage ? `|first ${query.limit}` : ''}`;
    let shape = shapes.get(key);
    if (!shape && shapes.size < LIST_SHAPES) {
      const statement = dialect.sqlToQuery(listStatement(def, table, query, principal, { placeholders: true, literalPage: firstPage }));
      shape = { ...statement, name: firstPage ? `list ${def.name} ${++statementNumber}` : undefined };
      shapes.set(key, shape);
    }
    if (!shape) {
      const built = dialect.sqlToQuery(listStatement(def, table, query, principal));
      return run(database, built.sql, built.params);
    }
    const values = { ...query.values, organization: principal.organizationId, limit: query.limit, offset: query.offset };
    return run(database, shape.sql, fillPlaceholders(shape.params, values), shape.name);
  };
}
