import { and, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { ENQUIRY_STATUSES, canMove, enquiries as enquiryDef } from '@/domain/areas/enquiries';
import { V } from '@/domain/validation';
import { audit } from '@/server/infrastructure/audit';
import { changeSetOf } from '@/server/engine/undo';
import { requireAuth, requireCan } from '@/server/middleware/guard';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { defineRoute, ERRORS, mountRoutes } from '@/server/infrastructure/openapi/route';
import { scopeCondition } from '@/server/engine/scope';
import { recordEnquiryChange } from './timeline';

const bulkStatusSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: V.invalid })
    .min(1, { error: V.required })
    .max(1000, { error: V.tooBig }),
  status: z.enum(ENQUIRY_STATUSES, { error: V.choice }),
});

/**
 * POST /api/enquiries/bulk-status {ids, status}: the list's bulk action. Each enquiry the caller may see moves
 * if the workflow allows it; the others are reported back as skipped. One transaction, one audit row each.
 */
const moveEnquiries = defineRoute({
  method: 'post',
  path: '/api/enquiries/bulk-status',
  tag: 'enquiries',
  operationId: 'moveEnquiries',
  body: bulkStatusSchema,
  summary:
    'Move several enquiries to a status (one transaction); those the workflow does not allow, or the caller cannot see, are skipped',
  responses: {
    200: {
      description: 'What moved and what was skipped',
      schema: z.object({ updated: z.array(z.number().int()), skipped: z.array(z.number().int()) }),
    },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

export const bulkStatusRouteDeclarations = [moveEnquiries];

export function bulkStatusRoutes(deps: Deps) {
  const { db } = deps.database;
  const table = typedTableOf(enquiryDef);
  const app = new Hono<AppEnv>();
  // The role check answers before the body is read.
  const mayEdit = requireCan(deps, enquiryDef.name, 'edit');
  mountRoutes(app, '/api')(moveEnquiries, [requireAuth(deps), mayEdit], async (c, { body: { ids, status } }) => {
    const principal = c.get('principal');
    const result = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: table.id,
          status: table.status,
          assigned_to: table.assigned_to,
          organization_id: table.organization_id,
        })
        .from(table)
        .where(and(inArray(table.id, ids), scopeCondition(enquiryDef, table, principal)))
        .for('update');
      const movable = rows.filter((r) => canMove(r.status, status));
      const moving = movable.filter((r) => r.status !== status);
      const movingIds = moving.map((r) => r.id);
      if (moving.length) {
        await tx
          .update(table)
          .set({
            status,
            version: sql`${table.version} + 1`,
            updated_at: new Date().toISOString(),
            updated_by: principal.userId,
          })
          .where(inArray(table.id, movingIds));
        for (const row of moving) {
          await audit(tx, {
            userId: principal.userId,
            action: 'update',
            resource: enquiryDef.name,
            recordId: row.id,
            ip: c.get('ip'),
            changes: { status: { from: row.status, to: status } },
            changeSet: changeSetOf(c),
          });
          await recordEnquiryChange(tx, principal.userId, { ...row, status }, row);
        }
      }
      const done = new Set(movable.map((r) => r.id));
      return { updated: movingIds, skipped: ids.filter((id) => !done.has(id)) };
    });
    return c.json(result);
  });
  return app;
}
