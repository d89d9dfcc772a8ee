import { sql, type Column, type SQL } from 'drizzle-orm';
import { integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table has: id, timestamps, the optimistic-locking version and who created and last changed the row. */
export const commonColumns = () => ({
  id: serial('id').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
});

// Timestamps are read as PostgreSQL's own text ('2026-11-23 19:22:59.998123+00', in the session's time zone):
// exact, and what the export's keyset paging compares. The API sends them as RFC 3339 in UTC with
// milliseconds ('2026-11-23T19:22:59.998Z'), the date-time its OpenAPI description names, from one place each:
// rows the server holds (rfc3339Row) and rows the database writes as JSON (rfc3339Sql), both truncating.

export const isTimestamp = (column: Column) => column.getSQLType().startsWith('timestamp');

/** PostgreSQL's text of a timestamp as RFC 3339 (values JavaScript cannot represent, such as infinity, as they are). */
export function rfc3339(value: string): string;
export function rfc3339(value: unknown): unknown;
export function rfc3339(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const ms = Date.parse(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

/** A timestamp expression as RFC 3339 text, computed by the database. */
export const rfc3339Sql = (value: SQL): SQL =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A row of these columns as the API sends it: its timestamps as RFC 3339. */
export function rfc3339Row<R extends Record<string, unknown>>(columns: Record<string, Column>, row: R): R {
  const out: Record<string, unknown> = { ...row };
  for (const [name, column] of Object.entries(columns))
    if (name in out && isTimestamp(column)) out[name] = rfc3339(out[name]);
  return out as R;
}
