import { createHash } from 'node:crypto';
import { and, count, inArray, lt, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/infrastructure/db/client';
import { contentChanges } from '@/server/infrastructure/db/schema';

/**
 * The ETag of a public answer: a digest of the request (its path, query and language) and, per table the answer
 * reads, how many writes content_changes holds and the last one's id. A write committed later with a smaller id
 * still changes the count, so an answer is never wrongly "not modified"; pruning changes it too, which costs one
 * full answer. One small indexed query instead of the answer's own.
 */
export async function contentTag(db: Db, tables: readonly string[], request: string): Promise<string> {
  const rows = await db
    .select({ table: contentChanges.table_name, writes: count(), last: max(contentChanges.id) })
    .from(contentChanges)
    .where(inArray(contentChanges.table_name, [...tables]))
    .groupBy(contentChanges.table_name)
    .orderBy(contentChanges.table_name);
  const digest = createHash('sha256')
    .update(JSON.stringify([rows, request]))
    .digest('base64url')
    .slice(0, 32);
  return `W/"${digest}"`;
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
