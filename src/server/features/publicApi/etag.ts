import { createHash } from 'node:crypto';
import { and, count, inArray, lt, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/infrastructure/db/client';
import { onContentWrite } from '@/server/infrastructure/contentWrites';
import { contentChanges } from '@/server/infrastructure/db/schema';

/**
 * How long a process reuses the tables' stamps for its answers' tags. The answers say `max-age=60` anyway; what
 * this process writes renews them at once, so only another process's write (or one outside the engine) can be
 * answered "not modified" for up to this long.
 */
const STAMP_MEMO_MS = 1_000;

/** Per table the answer reads, how many writes content_changes holds and the last one's id. */
async function stampOf(db: Db, tables: readonly string[]): Promise<string> {
  const rows = await db
    .select({ table: contentChanges.table_name, writes: count(), last: max(contentChanges.id) })
    .from(contentChanges)
    .where(inArray(contentChanges.table_name, [...tables]))
    .groupBy(contentChanges.table_name)
    .orderBy(contentChanges.table_name);
  return JSON.stringify(rows);
}

/**
 * The ETags of public answers: a digest of the request (its path, query and language) and the stamp of the tables
 * it reads. A write committed later with a smaller id still changes the count, so an answer is never wrongly "not
 * modified" once the stamp is renewed; pruning changes it too, which costs one full answer. The stamp is one small
 * indexed query, reused for STAMP_MEMO_MS: a 304 then costs no query at all.
 */
export function contentTags(db: Db, memoMs = STAMP_MEMO_MS) {
  const memo = new Map<string, { at: number; stamp: Promise<string> }>();
  onContentWrite((table) => {
    for (const key of memo.keys()) if (key.split(',').includes(table)) memo.delete(key);
  });
  return async (tables: readonly string[], request: string): Promise<string> => {
    const key = tables.join(',');
    let entry = memo.get(key);
    if (!entry || Date.now() - entry.at >= memoMs) {
      const fresh = { at: Date.now(), stamp: stampOf(db, tables) };
      fresh.stamp.catch(() => memo.get(key) === fresh && memo.delete(key));
      memo.set(key, fresh);
      entry = fresh;
    }
    const digest = createHash('sha256')
      .update(`${await entry.stamp}\n${request}`)
      .digest('base64url')
      .slice(0, 32);
    return `W/"${digest}"`;
  };
}

/** Whether an If-None-Match header names this tag (or is `*`). */
export function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || weak(t) === weak(tag));
}

/** Forgets the writes older than a day, each table's last one kept (which the tags need). */
export async function pruneContentChanges(db: Db): Promise<void> {
  const last = db
    .select({ id: max(contentChanges.id) })
    .from(contentChanges)
    .groupBy(contentChanges.table_name);
  await db
    .delete(contentChanges)
    .where(and(lt(contentChanges.at, sql`now() - interval '1 day'`), notInArray(contentChanges.id, last)));
}
