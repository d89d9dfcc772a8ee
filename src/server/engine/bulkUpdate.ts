import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Action } from '@/domain/access';
import { bulkEditable, closedTo } from '@/domain/editable';
import type { ResourceDef } from '@/domain/resourceDef';
import { INT_MAX } from '@/domain/schema';
import { V } from '@/domain/validation';
import type { AppEnv, Ctx, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { ApiError, MESSAGES, parseBody, validationError } from '@/server/infrastructure/http';
import type { ResourceHooks, Row } from './hooks';

const BULK_MAX = 1000;

/** The ids of the records a command of a list's selection applies to: one at least, `max` at most. */
export const selectedIds = (max: number) =>
  z
    .array(z.number().int().positive().max(INT_MAX), { error: V.invalid })
    .min(1, { error: V.required })
    .max(max, { error: V.tooBig });

export const bulkUpdateSchema = z.object({
  ids: selectedIds(BULK_MAX),
  field: z.string({ error: V.required }).min(1, { error: V.required }),
  value: z.unknown(),
});

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
  ): Promise<{ row: Row; before: Row }[]>;
  /** Runs a write, turning constraint violations into 400/409 answers. */
  write<T>(c: Ctx, run: () => Promise<T>): Promise<T>;
  afterCommit(c: Ctx, principal: Principal, row: Row, before?: Row): Promise<void>;
}

/**
 * POST <base>/<resource>/bulk-update {ids, field, value}: the lists' bulk edit. Every record gets the value
 * through the same validation (the whole record's schema), ownership checks, hooks and audit row as its own
 * PUT, in one transaction: one invalid record, one id outside the caller's scope, and nothing changes.
 */
export function registerBulkUpdate(app: Hono<AppEnv>, def: ResourceDef, writer: RecordWriter) {
  app.post(`/${def.name}/bulk-update`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'edit');
    const { ids, field, value } = await parseBody(c, bulkUpdateSchema);
    if (!bulkEditable('admin', def, field)) throw validationError({ field: V.invalid }, c.get('locale'));
    if (closedTo(principal.role, def, field)) throw new ApiError(403, MESSAGES.forbidden);
    // One lock order for every caller (ascending ids), so two bulk edits never wait on each other's rows.
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const written = await writer.write(c, () =>
      writer.updateEach(c, principal, unique, (existing) => ({ ...existing, [field]: value })),
    );
    for (const { row, before } of written) await writer.afterCommit(c, principal, row, before);
    return c.json({ updated: written.map(({ row }) => row.id), count: written.length });
  });
}
