import { and, asc } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Action } from '@/domain/access';
import { bulkEditable, closedTo } from '@/domain/editable';
import type { ResourceDef } from '@/domain/resourceDef';
import { INT_MAX } from '@/domain/schema';
import { V } from '@/domain/validation';
import type { AppEnv, Ctx, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { ApiError, MESSAGES, parseBody, validationError } from '@/server/infrastructure/http';
import type { ResourceHooks, Row } from './hooks';
import { parseListQuery } from './listQuery';
import { scopeCondition } from './scope';

export const BULK_MAX = 1000;

/** The ids of the records a command of a list's selection applies to: one at least, `max` at most. */
const selectedIds = (max: number) =>
  z
    .array(z.number().int().positive().max(INT_MAX), { error: V.invalid })
    .min(1, { error: V.required })
    .max(max, { error: V.tooBig });

/** A list's filter, as its list route takes it in `filter` (checked by the same parser, see filteredIds). */
const listFilter = z
  .record(z.string(), z.unknown(), { error: V.invalid })
  .meta({ description: "the list's filter (its `filter` query parameter, as JSON): every matching record" });

/**
 * The records a command of a list applies to: its selection's `ids`, or instead every record its `filter`
 * matches (within the caller's scope), one or the other (see oneSelection).
 */
export const selection = (max: number) => ({ ids: selectedIds(max).optional(), filter: listFilter.optional() });

/** A selection's rule: `ids` or `filter`, not both, not neither. */
export function oneSelection(body: { ids?: unknown; filter?: unknown }, ctx: z.RefinementCtx) {
  if (body.ids === undefined && body.filter === undefined)
    ctx.addIssue({ code: 'custom', path: ['ids'], message: V.required });
  if (body.ids !== undefined && body.filter !== undefined)
    ctx.addIssue({ code: 'custom', path: ['filter'], message: V.invalid });
}

/**
 * The ids (ascending) of every record the list's filter matches that the principal may write: the list route's
 * parser (a filter it refuses is the same 400, naming the field) and the id-based commands' scope rule.
 */
export async function filteredIds(
  q: Db,
  def: ResourceDef,
  principal: Principal,
  filter: Record<string, unknown>,
): Promise<number[]> {
  const table = tableOf(def.name);
  const { where } = parseListQuery(def, table, { filter: JSON.stringify(filter) });
  const rows = await q
    .select({ id: table.id })
    .from(table)
    .where(and(where, scopeCondition(def, table, principal)))
    .orderBy(asc(table.id));
  return rows.map((row) => row.id as number);
}

export const bulkUpdateSchema = z
  .object({
    ...selection(BULK_MAX),
    field: z.string({ error: V.required }).min(1, { error: V.required }),
    value: z.unknown(),
  })
  .superRefine(oneSelection);

/** An audit row of a whole command besides its records' own (a whole-filter command's, counting them). */
export interface Summary {
  action: string;
  changes: Record<string, unknown>;
}

/** What the generic routes lend the bulk edit, so that each record is written exactly as a PUT writes it. */
export interface RecordWriter {
  /** The resource's hooks (none for most). */
  hooks: ResourceHooks;
  auth: MiddlewareHandler<AppEnv>;
  guard(c: Ctx, action: Action): Promise<Principal>;
  /**
   * The record as the principal may write it (or, with `read`, read it), locked for the transaction with `lock`;
   * a 404 outside its scope.
   */
  findScoped(tx: Db, id: number, principal: Principal, lock: boolean, read?: boolean): Promise<Row>;
  /** Validates the full record, checks ownership, runs the hooks, stores it and writes its audit row. */
  updateIn(c: Ctx, tx: Db, principal: Principal, existing: Row, body: unknown): Promise<Row>;
  /**
   * findScoped and updateIn of each of these records (ids ascending), in one transaction of its own, with the
   * body `bodyOf` makes of it: the same checks, audit rows and first refusal, in fewer statements where the
   * resource's hooks allow.
   */
  updateEach(
    c: Ctx,
    principal: Principal,
    ids: number[],
    bodyOf: (existing: Row) => unknown,
    summary?: Summary,
  ): Promise<{ row: Row; before: Row }[]>;
  /** Runs a write, turning constraint violations into 400/409 answers. */
  write<T>(c: Ctx, run: () => Promise<T>): Promise<T>;
  afterCommit(c: Ctx, principal: Principal, row: Row, before?: Row): Promise<void>;
}

/**
 * POST <base>/<resource>/bulk-update {ids, field, value}: the lists' bulk edit. Every record gets the value
 * through the same validation (the whole record's schema), ownership checks, hooks and audit row as its own
 * PUT, in one transaction: one invalid record, one id outside the caller's scope, and nothing changes.
 * With {filter, field, value} instead of ids: every record the list's filter matches within the caller's scope,
 * the same way, under one change set, with one more audit row (`bulk-update`) that counts them.
 */
export function registerBulkUpdate(app: Hono<AppEnv>, def: ResourceDef, db: Db, writer: RecordWriter) {
  app.post(`/${def.name}/bulk-update`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'edit');
    const { ids, filter, field, value } = await parseBody(c, bulkUpdateSchema);
    if (!bulkEditable('admin', def, field)) throw validationError({ field: V.invalid }, c.get('locale'));
    if (closedTo(principal.role, def, field)) throw new ApiError(403, MESSAGES.forbidden);
    // One lock order for every caller (ascending ids), so two bulk edits never wait on each other's rows.
    const unique = filter ? await filteredIds(db, def, principal, filter) : [...new Set(ids)].sort((a, b) => a - b);
    const written = unique.length
      ? await writer.write(c, () =>
          writer.updateEach(
            c,
            principal,
            unique,
            (existing) => ({ ...existing, [field]: value }),
            filter && {
              action: 'bulk-update',
              changes: { filter, field, count: unique.length },
            },
          ),
        )
      : [];
    for (const { row, before } of written) await writer.afterCommit(c, principal, row, before);
    return c.json({ updated: written.map(({ row }) => row.id), count: written.length });
  });
}
