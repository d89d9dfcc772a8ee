import type { Db } from '../db/client';
import { tableOf } from '../db/resourceTables';

/* What every seed module uses to write its records. */

export type Row = Record<string, unknown>;

/** Inserts rows into a resource table and returns them with their ids, in insertion order. */
export async function insertRows(db: Db, resource: string, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return [];
  const table = tableOf(resource);
  return (await db.insert(table).values(rows).returning()) as Row[];
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
