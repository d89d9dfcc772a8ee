import { sql, type SQL } from 'drizzle-orm';
import { proofStamp } from '@/domain/proof';
import { translationStamp } from '@/domain/translations';
import type { ResourceDef } from '@/domain/resourceDef';
import type { Db } from './client';
import { tableOf } from './resourceTables';
import type { InsertOf, SelectOf } from './tableBuilder';

/* What every seed module uses to write its records. */

/**
 * Inserts rows into a resource's table and returns them with their ids, in insertion order. The rows are
 * checked against the definition's fields, and come back typed by them; facts come with their proof's dates,
 * translated records with their translations' statuses.
 */
export async function insertRows<D extends ResourceDef>(db: Db, def: D, rows: InsertOf<D>[]): Promise<SelectOf<D>[]>;
export async function insertRows(
  db: Db,
  def: ResourceDef,
  rows: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  return db.insert(tableOf(def.name)).values(stampedRows(def, rows)).returning();
}

/** New rows with what the server keeps of them besides their values: the proof's dates, the translations' statuses. */
export function stampedRows<R extends Record<string, unknown>>(def: ResourceDef, rows: R[]): R[] {
  return withProof(def, rows).map((row) => ({ ...row, ...translationStamp(def, row, undefined) }) as R);
}

/**
 * Seeded facts with their proof's dates: verified as they are written, or when a row's `verified_at` says (the
 * day a dataset was compiled), changed then too and due for review a cycle later.
 */
function withProof<R extends Record<string, unknown>>(def: ResourceDef, rows: R[]): R[] {
  if (!def.proof) return rows;
  const now = new Date();
  return rows.map((row) => ({
    ...row,
    ...proofStamp(def, row, undefined, typeof row.verified_at === 'string' ? new Date(row.verified_at) : now),
  }));
}

/** Rows per statement of insertMany (each chunk is one JSON parameter). */
const CHUNK = 5000;

/**
 * Inserts many rows, a chunk a statement through jsonb_populate_recordset (binding eight parameters a row cost
 * seconds per 10,000 rows on PGlite), without returning them; facts come with their proof's dates (as insertRows).
 */
export async function insertMany<D extends ResourceDef>(db: Db, def: D, rows: InsertOf<D>[]): Promise<void> {
  const table = tableOf(def.name);
  const stamped = withProof(def, rows);
  for (let start = 0; start < stamped.length; start += CHUNK) {
    const chunk = stamped.slice(start, start + CHUNK);
    const names = Object.keys(chunk[0]).filter((name) => table[name] !== undefined);
    const columns = names.map((name) => sql.identifier(table[name].name));
    await db.execute(sql`
      insert into ${table} (${sql.join(columns, sql`, `)})
      select ${sql.join(
        columns.map((column) => sql`x.${column}`),
        sql`, `,
      )} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::jsonb) as x`);
  }
}

/** `<p>intro</p><ul><li>…</li></ul>` (plus an optional closing paragraph): the shape of our eligibility texts. */
export const listHtml = (intro: string, items: readonly string[], outro?: string) =>
  `<p>${intro}</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>${outro ? `<p>${outro}</p>` : ''}`;

/** A lookup into the ids the seed has just written that fails loudly: `seed: <what> <key> is missing`. */
export function idOf<K>(ids: ReadonlyMap<K, number>, what: string): (key: K) => number {
  return (key) => {
    const id = ids.get(key);
    if (!id) throw new Error(`seed: ${what} ${String(key)} is missing`);
    return id;
  };
}

/**
 * Table statistics for what was just written: the planner's plans and the estimated totals of long lists rely on
 * them, and PGlite, which has no autovacuum, would otherwise have none (its estimate of the 39,402-row matrix was
 * 26,358).
 */
export async function analyze(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** The rows a raw statement answers (both engines run node-postgres, whose result holds them in `rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
