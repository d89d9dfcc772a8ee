import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { canAccess } from '@/domain/access';
import type { ResourceDef } from '@/domain/resourceDef';
import {
  HISTORY_ACTIONS,
  HISTORY_MAX,
  restorableFields,
  sameValue,
  type FieldChange,
  type History,
  type HistoryAction,
  type Revision,
} from '@/domain/revisions';
import { INT_MAX } from '@/domain/schema';
import { V } from '@/domain/validation';
import type { AppEnv, Deps, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { rfc3339 } from '@/server/infrastructure/db/columns';
import { auditLog, users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, parseBody, parseId, validationError } from '@/server/infrastructure/http';
import type { RecordWriter } from './bulkUpdate';
import type { Row } from './hooks';

export const restoreSchema = z.object({
  revision: z
    .number({ error: V.required })
    .int({ error: V.invalid })
    .positive({ error: V.invalid })
    .max(Number.MAX_SAFE_INTEGER),
  version: z.number({ error: V.required }).int({ error: V.invalid }).min(1, { error: V.invalid }).max(INT_MAX),
  fields: z.array(z.string(), { error: V.invalid }).min(1, { error: V.required }).max(500).optional(),
});

type AuditRow = typeof auditLog.$inferSelect;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An audit row's changes as {field: {from, to}}, of the definition's fields only (a create's values: from null). */
function changesOf(def: ResourceDef, entry: Pick<AuditRow, 'action' | 'changes'>): Record<string, FieldChange> {
  const changes = isObject(entry.changes) ? entry.changes : {};
  const out: Record<string, FieldChange> = {};
  for (const name of Object.keys(def.fields)) {
    if (!Object.hasOwn(changes, name)) continue;
    const value = changes[name];
    if (entry.action === 'create') out[name] = { from: null, to: value ?? null };
    else if (entry.action === 'delete') out[name] = { from: value ?? null, to: null };
    else if (isObject(value) && 'from' in value && 'to' in value) out[name] = { from: value.from, to: value.to };
  }
  return out;
}

/**
 * Takes a revision back from `values` (the record right after it): each field it changed gets its earlier value.
 * A delete an undo took back is followed by a create of the same values: only updates move a field.
 */
function takeBack(values: Row, action: string, changes: Record<string, FieldChange>) {
  if (action !== 'update' && action !== 'verify') return;
  for (const [name, change] of Object.entries(changes)) values[name] = change.from;
}

/**
 * A record's history and its restore, for every resource written through the generic routes:
 * - GET <base>/<resource>/:id/history: its audited writes, newest first (who, when, what changed per field, and
 *   which of those fields a restore would change for the caller), to whoever may read the record; the author is
 *   named to those who may read users.
 * - POST <base>/<resource>/:id/restore {revision, version, fields?}: sets the record's fields (all it may restore,
 *   or those named) back to their values right after that revision, as an edit of its own: the same validation,
 *   scope, hooks and audit, so a restore is itself a revision (and can be undone). The version is the one the
 *   caller saw: a record changed since is a 409.
 */
export function registerRevisions(
  app: Hono<AppEnv>,
  def: ResourceDef,
  deps: Deps,
  writer: RecordWriter & { present(row: Row): Row },
) {
  const { db } = deps.database;
  const ofRecord = (id: number) =>
    and(
      eq(auditLog.resource, def.name),
      eq(auditLog.record_id, String(id)),
      inArray(auditLog.action, [...HISTORY_ACTIONS]),
    );

  app.get(`/${def.name}/:id/history`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'show');
    const id = parseId(c);
    const current = await writer.findScoped(db, id, principal, false, true);
    const named = canAccess(principal.role, { resource: 'users', action: 'show' });
    const [entries, [{ total }], writable] = await Promise.all([
      db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          at: auditLog.at,
          changes: auditLog.changes,
          first: users.first_name,
          last: users.last_name,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.user_id))
        .where(ofRecord(id))
        .orderBy(desc(auditLog.id))
        .limit(HISTORY_MAX),
      db.select({ total: count() }).from(auditLog).where(ofRecord(id)),
      mayRestore(principal, id),
    ]);
    const restorable = writable ? restorableFields(def, principal.role) : [];
    const values: Row = { ...current };
    const revisions: Revision[] = entries.map((entry) => {
      const changes = changesOf(def, entry);
      // `values` holds the record right after this revision: today's, the later revisions taken back.
      const after = { ...values };
      takeBack(values, entry.action, changes);
      return {
        id: entry.id,
        action: entry.action as HistoryAction,
        at: rfc3339(entry.at),
        author: named && entry.first !== null ? `${entry.first} ${entry.last}` : null,
        changes,
        restorable:
          entry.action === 'delete' ? [] : restorable.filter((name) => !sameValue(after[name], current[name])),
      };
    });
    const history: History = { revisions, total };
    return c.json(history);
  });

  app.post(`/${def.name}/:id/restore`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'edit');
    const id = parseId(c);
    const { revision, version, fields } = await parseBody(c, restoreSchema);
    const restorable = restorableFields(def, principal.role);
    const names = fields ?? restorable;
    if (names.some((name) => !restorable.includes(name))) throw validationError({ fields: V.invalid }, c.get('locale'));
    let before: Row | undefined;
    const restored = await writer.write(c, () =>
      db.transaction(async (tx) => {
        const existing = await writer.findScoped(tx, id, principal, true);
        before = existing;
        if (existing.version !== version) throw new ApiError(409, MESSAGES.staleVersion);
        const values = await valuesAfter(tx, id, revision, existing);
        const back = Object.fromEntries(names.map((name) => [name, values[name]]));
        // Nothing to restore (the values are today's): no revision either.
        if (names.every((name) => sameValue(back[name], existing[name]))) return existing;
        return writer.updateIn(c, tx, principal, existing, { ...existing, ...back });
      }),
    );
    if (restored !== before) await writer.afterCommit(c, principal, restored, before);
    return c.json(writer.present(restored));
  });

  /** The record's values right after a revision of its own: today's, each later change taken back. */
  async function valuesAfter(tx: Db, id: number, revision: number, current: Row): Promise<Row> {
    const [target] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(ofRecord(id), eq(auditLog.id, revision)));
    if (!target) throw new ApiError(404, MESSAGES.notFound);
    const later = await tx
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(ofRecord(id), gt(auditLog.id, revision)))
      .orderBy(desc(auditLog.id));
    const values: Row = { ...current };
    for (const entry of later) takeBack(values, entry.action, changesOf(def, entry));
    return values;
  }

  /** Whether the principal may restore this record: edit the resource, and the record is within its write scope. */
  async function mayRestore(principal: Principal, id: number): Promise<boolean> {
    if (!canAccess(principal.role, { resource: def.name, action: 'edit' })) return false;
    return writer.findScoped(db, id, principal, false).then(
      () => true,
      (error: unknown) => {
        // Out of its write scope is a 404; anything else (the database failing) is not an answer.
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      },
    );
  }
}
