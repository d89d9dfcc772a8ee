import type { Hono } from 'hono';
import { z } from 'zod';
import type { ResourceDef } from '@/domain/resourceDef';
import type { AppEnv, Ctx, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { parseBody } from '@/server/infrastructure/http';
import { BULK_MAX, filteredIds, oneSelection, selection, type RecordWriter } from './bulkUpdate';
import type { Row } from './hooks';
import { auditSummary } from './undo';

export const bulkDeleteSchema = z.object(selection(BULK_MAX)).superRefine(oneSelection);

/** The audit row of a whole-filter delete, besides the records' own: how many, and the filter. */
const BULK_DELETE = 'bulk-delete';

export interface DeleteWriter extends RecordWriter {
  deleteEach(c: Ctx, tx: Db, principal: Principal, ids: number[]): Promise<Row[]>;
}

/**
 * POST <base>/<resource>/bulk-delete {ids} or {filter}: the list's bulk delete, of the selected records or of
 * every record the list's filter matches within the caller's scope, in one transaction under one change set:
 * each record deleted and audited as its own DELETE does (one id outside the caller's scope and nothing is
 * deleted), which POST …/undo puts back whole. With a filter, one more audit row counts them.
 */
export function registerBulkDelete(app: Hono<AppEnv>, def: ResourceDef, db: Db, writer: DeleteWriter) {
  app.post(`/${def.name}/bulk-delete`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'delete');
    const { ids, filter } = await parseBody(c, bulkDeleteSchema);
    const deleted = await writer.write(c, () =>
      db.transaction(async (tx) => {
        const chosen = filter ? await filteredIds(tx, def, principal, filter) : [...new Set(ids)].sort((a, b) => a - b);
        if (!chosen.length) return [];
        const rows = await writer.deleteEach(c, tx, principal, chosen);
        if (filter) await auditSummary(c, tx, principal, def, BULK_DELETE, { filter, count: rows.length });
        return rows;
      }),
    );
    return c.json({ deleted: deleted.map((row) => row.id), count: deleted.length });
  });
}
