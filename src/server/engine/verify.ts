import { and, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { verifiedStamp } from '@/domain/proof';
import type { ResourceDef } from '@/domain/resourceDef';
import { auditAll } from '@/server/infrastructure/audit';
import type { AppEnv, Deps, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { ApiError, MESSAGES, parseBody } from '@/server/infrastructure/http';
import { filteredIds, oneSelection, selection, type RecordWriter } from './bulkUpdate';
import { enqueueContentEvents } from './contentEvents';
import { scopeCondition } from './scope';
import { auditSummary, VERIFY_ALL, type StampChange } from './undo';

/** The most records one "Confirm unchanged" verifies (a list's selection). */
const VERIFY_MAX = 1000;
/** Ids per statement when an import verifies what it found unchanged (PGlite serves others between statements). */
const CHUNK = 2000;

export const verifySchema = z.object(selection(VERIFY_MAX)).superRefine(oneSelection);

/**
 * Stamps the facts of these records verified now (they were found unchanged): verified_at and review_by, nothing
 * else (changed_at, the version and the record's values stay). Only records within the principal's scope, when one
 * is given; answers the ids stamped with their previous verification date.
 */
export async function reverify(tx: Db, def: ResourceDef, ids: number[], principal?: Principal, now = new Date()) {
  if (!def.proof || !ids.length) return [];
  const table = tableOf(def.name);
  const stamp = verifiedStamp(def, now);
  const stamped: { id: number; before: string | null; reviewBefore: string | null }[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const found = (await tx
      .select({
        id: table.id,
        before: table.verified_at,
        reviewBefore: table.review_by,
        is_published: def.fields.is_published ? table.is_published : sql<boolean>`true`,
      })
      .from(table)
      .where(
        and(sql`${table.id} = any(${sql.param(chunk)})`, principal ? scopeCondition(def, table, principal) : undefined),
      )
      .for('update')) as { id: number; before: string | null; reviewBefore: string | null; is_published: boolean }[];
    if (!found.length) continue;
    await tx
      .update(table)
      .set(stamp)
      .where(sql`${table.id} = any(${sql.param(found.map((row) => row.id))})`);
    await enqueueContentEvents(
      tx,
      def,
      found.map(({ id, before, is_published }) => ({
        before: { id, is_published, verified_at: before },
        after: { id, is_published, verified_at: stamp.verified_at },
      })),
    );
    stamped.push(...found.map(({ id, before, reviewBefore }) => ({ id, before, reviewBefore })));
  }
  return stamped;
}

/**
 * POST <base>/<resource>/verify {ids}: "Confirm unchanged" on a record or on a list's selection. Whoever may edit
 * the records stamps their facts verified now; each record's verification is audited. One id outside the
 * caller's scope, and nothing is stamped.
 * With {filter} instead: every record the list's filter matches within the caller's scope, in one transaction,
 * audited in one row (VERIFY_ALL) under the request's change set, which an undo takes back whole.
 */
export function registerVerify(app: Hono<AppEnv>, def: ResourceDef, deps: Deps, writer: RecordWriter) {
  if (!def.proof) return;
  app.post(`/${def.name}/verify`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'edit');
    const { ids: selected, filter } = await parseBody(c, verifySchema);
    const now = new Date();
    const stamp = verifiedStamp(def, now);
    if (filter) {
      const count = await deps.database.db.transaction(async (tx) => {
        const rows = await reverify(tx, def, await filteredIds(tx, def, principal, filter), principal, now);
        if (!rows.length) return 0;
        const records: StampChange[] = rows.map((row) => [
          row.id,
          row.before,
          row.reviewBefore,
          stamp.verified_at,
          stamp.review_by,
        ]);
        await auditSummary(c, tx, principal, def, VERIFY_ALL, { count: rows.length, filter, records });
        return rows.length;
      });
      return c.json({ count, ...stamp });
    }
    const ids = [...new Set(selected)].sort((a, b) => a - b);
    const stamped = await deps.database.db.transaction(async (tx) => {
      const rows = await reverify(tx, def, ids, principal, now);
      if (rows.length !== ids.length) throw new ApiError(404, MESSAGES.notFound);
      const to = now.toISOString();
      await auditAll(
        tx,
        rows.map((row) => ({
          userId: principal.userId,
          action: 'verify',
          resource: def.name,
          recordId: row.id,
          changes: { verified_at: { from: row.before, to } },
          ip: c.get('ip'),
        })),
      );
      return rows;
    });
    return c.json({ verified: stamped.map((row) => row.id), count: stamped.length, ...stamp });
  });
}
