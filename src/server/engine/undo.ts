import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { auditLog as auditLogDef } from '@/domain/areas/audit';
import type { ResourceDef } from '@/domain/resourceDef';
import { V } from '@/domain/validation';
import type { AppEnv, Ctx, Deps, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { auditLog } from '@/server/infrastructure/db/schema';
import { auditAll } from '@/server/infrastructure/audit';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { queryRows } from '@/server/infrastructure/db/rows';
import { ApiError, MESSAGES, parseBody } from '@/server/infrastructure/http';
import { assertCan } from '@/server/middleware/guard';
import type { RecordWriter } from './bulkUpdate';
import type { Row } from './hooks';
import { scopeCondition } from './scope';

/** The most change sets one undo takes back (a bulk delete sends one DELETE, so one change set, per record). */
const UNDO_MAX = 1000;

/**
 * The change set a request's writes are audited under, made on its first write and named to the client in the
 * X-Change-Set header: the handle an undo takes them back by.
 */
export function changeSetOf(c: Ctx): string {
  let id = c.get('changeSet');
  if (!id) {
    id = randomUUID();
    c.set('changeSet', id);
    c.header('X-Change-Set', id);
  }
  return id;
}

/**
 * The audit row of a whole command besides its records' own (a whole-filter verify, bulk delete, or an undo of
 * one), under the request's change set: no record id, its `changes` counting the records.
 */
export function auditSummary(
  c: Ctx,
  tx: Db,
  principal: Principal,
  def: ResourceDef,
  action: string,
  changes: Record<string, unknown>,
) {
  return auditAll(tx, [
    { userId: principal.userId, action, resource: def.name, changes, ip: c.get('ip'), changeSet: changeSetOf(c) },
  ]);
}

/**
 * The audit row of a whole-filter "Confirm unchanged" (and of its undo): how many records, the filter, and each
 * record's [id, verified_at, review_by] before and after, from which an undo puts them back.
 */
export const VERIFY_ALL = 'verify-all';
export type StampChange = [id: number, from: string | null, fromReview: string | null, to: string, toReview: string];
/** Records per statement when an undo puts verification dates back (PGlite serves others between statements). */
const STAMP_CHUNK = 2000;

/**
 * Puts back the verification dates a whole-filter "Confirm unchanged" stamped, of the records still carrying its
 * stamp within the principal's scope: one verified again since (or gone) and the undo is stale. Audited in one
 * row of its own, the other way round, so that the undo can be undone in turn.
 */
async function unstamp(c: Ctx, tx: Db, def: ResourceDef, principal: Principal, changes: Row) {
  const table = tableOf(def.name);
  const records = (changes.records ?? []) as StampChange[];
  for (let start = 0; start < records.length; start += STAMP_CHUNK) {
    const chunk = records.slice(start, start + STAMP_CHUNK).map(([id, from, fromReview, to]) => ({
      id,
      from,
      from_review: fromReview,
      to,
    }));
    const v = sql.identifier('v');
    const restored = await queryRows<{ id: number }>(
      tx,
      sql`
      update ${table} set verified_at = ${v}.from::timestamptz, review_by = ${v}.from_review::timestamptz
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(id integer, "from" text, from_review text, "to" text)
      where ${table.id} = ${v}.id and ${table.verified_at} = ${v}."to"::timestamptz
        ${principal.role === 'admin' ? sql`` : sql`and ${scopeCondition(def, table, principal)}`}
      returning ${table.id}`,
    );
    if (restored.length !== chunk.length) throw new ApiError(409, MESSAGES.undoStale);
  }
  await auditSummary(c, tx, principal, def, VERIFY_ALL, {
    ...changes,
    records: records.map(([id, from, fromReview, to, toReview]) => [id, to, toReview, from, fromReview]),
  });
}

export const undoSchema = z.object({
  changeSets: z
    .array(z.uuid({ error: V.invalid }), { error: V.invalid })
    .min(1, { error: V.required })
    .max(UNDO_MAX, { error: V.tooBig }),
});

export interface UndoWriter extends RecordWriter {
  deleteIn(c: Ctx, tx: Db, principal: Principal, existing: Row): Promise<Row>;
  deleteEach(c: Ctx, tx: Db, principal: Principal, ids: number[]): Promise<Row[]>;
  restoreIn(c: Ctx, tx: Db, principal: Principal, stored: Row): Promise<Row>;
}

type Diff = Record<string, { from: unknown; to: unknown }>;

export const revertSchema = z.object({ changeSet: z.uuid({ error: V.invalid }) });

/**
 * POST <base>/<resource>/undo {changeSets}: takes back the person's own edits, bulk edits and deletes of this
 * resource, all or nothing, while no later change touched their records (else a 409: the optimistic lock's rule,
 * applied to the whole change). Each record goes back through the same validation, scope, hooks and audit as a
 * write of its own, under a change set of the undo's own (so an undo can be undone in turn).
 *
 * POST <base>/<resource>/revert {changeSet}: the same for one change set of anyone's (an import an admin
 * reviewed in the audit log), by those who may read the audit log and edit the resource: admins.
 */
export function registerUndo(app: Hono<AppEnv>, def: ResourceDef, deps: Deps, writer: UndoWriter) {
  const { db } = deps.database;
  app.post(`/${def.name}/undo`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'edit');
    const { changeSets } = await parseBody(c, undoSchema);
    return c.json({ undone: await takeBackAll(c, principal, changeSets, true) });
  });

  app.post(`/${def.name}/revert`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'edit');
    await assertCan(c, deps, auditLogDef.name, 'list');
    const { changeSet } = await parseBody(c, revertSchema);
    return c.json({ undone: await takeBackAll(c, principal, [changeSet], false) });
  });

  /** Takes back these change sets of the resource (only the principal's own, with `ownOnly`), all or nothing. */
  function takeBackAll(c: Ctx, principal: Principal, changeSets: string[], ownOnly: boolean) {
    return writer.write(c, () =>
      db.transaction(async (tx) => {
        const entries = await tx
          .select()
          .from(auditLog)
          .where(and(inArray(auditLog.change_set, changeSets), eq(auditLog.resource, def.name)))
          .orderBy(asc(auditLog.id))
          .for('update');
        if (!entries.length) throw new ApiError(404, MESSAGES.notFound);
        if (ownOnly && entries.some((entry) => entry.user_id !== principal.userId))
          throw new ApiError(403, MESSAGES.forbidden);
        // The newest change of each record outside these change sets must come before the change set's own.
        const ownLast = new Map<string, number>();
        for (const entry of entries) ownLast.set(entry.record_id ?? '', entry.id);
        const others = await tx
          .select({ record: auditLog.record_id, last: max(auditLog.id) })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.resource, def.name),
              inArray(auditLog.record_id, [...ownLast.keys()]),
              or(isNull(auditLog.change_set), sql`not (${inArray(auditLog.change_set, changeSets)})`),
            ),
          )
          .groupBy(auditLog.record_id);
        if (others.some(({ record, last }) => (last ?? 0) > (ownLast.get(record ?? '') ?? 0)))
          throw new ApiError(409, MESSAGES.undoStale);
        // Newest first, as the changes were made in the other order.
        const newestFirst = [...entries].reverse();
        if (newestFirst.every((entry) => entry.action === 'create')) {
          // An import's new records, say: deleted together.
          await writer.guard(c, 'delete');
          await writer.deleteEach(
            c,
            tx,
            principal,
            newestFirst.map((entry) => Number(entry.record_id)),
          );
        } else for (const entry of newestFirst) await takeBack(c, tx, principal, entry);
        return entries.length;
      }),
    );
  }

  async function takeBack(c: Ctx, tx: Db, principal: Principal, entry: typeof auditLog.$inferSelect) {
    const id = Number(entry.record_id);
    const changes = (entry.changes ?? {}) as Row;
    if (entry.action === 'update') {
      const existing = await writer.findScoped(tx, id, principal, true);
      const back = Object.fromEntries(Object.entries(changes as Diff).map(([name, diff]) => [name, diff.from]));
      await writer.updateIn(c, tx, principal, existing, { ...existing, ...back });
    } else if (entry.action === 'delete') {
      await writer.guard(c, 'delete');
      // A delete with side effects (a user's sessions and factors go with it) is not one a row can take back.
      if (writer.hooks.beforeDelete) throw new ApiError(409, MESSAGES.undoNotPossible);
      await writer.restoreIn(c, tx, principal, changes);
    } else if (entry.action === VERIFY_ALL) {
      await unstamp(c, tx, def, principal, changes);
    } else if (entry.action === 'create') {
      await writer.guard(c, 'delete');
      await writer.deleteIn(c, tx, principal, await writer.findScoped(tx, id, principal, true));
    }
  }
}
