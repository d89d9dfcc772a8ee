import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { webhookDeliveries, webhooks } from '@/domain/areas/webhooks';
import { audit } from '@/server/infrastructure/audit';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { requireAuth, requireCan } from '@/server/middleware/guard';

const retryDelivery = defineRoute({
  method: 'post',
  path: '/api/webhook-deliveries/:id/retry',
  tag: 'webhook-deliveries',
  operationId: 'retryWebhookDelivery',
  params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  summary: 'Send a failed delivery again: queued at once, with the same id and body, and a fresh series of attempts',
  responses: {
    200: {
      description: 'The delivery, queued again',
      schema: z.object({ id: z.number().int(), status: z.literal('queued') }),
    },
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
    409: errorAnswer('The delivery has not failed (queued, being sent, or delivered)'),
  },
});

export const webhookRouteDeclarations = [retryDelivery];

/** What admins do with the delivery log beside reading it (the generic read-only routes). */
export function webhookRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps.database;
  const deliveries = tableOf(webhookDeliveries.name);
  const mayEdit = requireCan(deps, webhooks.name, 'edit');
  mountRoutes(app, '/api')(retryDelivery, [requireAuth(deps), mayEdit], async (c, { params: { id } }) => {
    const principal = c.get('principal');
    await db.transaction(async (tx) => {
      const [delivery] = await tx
        .select({ status: deliveries.status })
        .from(deliveries)
        .where(eq(deliveries.id, id))
        .for('update');
      if (!delivery) throw new ApiError(404, MESSAGES.notFound);
      if (delivery.status !== 'failed') throw new ApiError(409, MESSAGES.deliveryNotFailed);
      await tx
        .update(deliveries)
        .set({ status: 'queued', attempts: 0, next_attempt_at: sql`now()`, locked_until: null, error: null })
        .where(eq(deliveries.id, id));
      await audit(tx, {
        userId: principal.userId,
        action: 'webhook.retry',
        resource: webhookDeliveries.name,
        recordId: id,
        ip: c.get('ip'),
      });
    });
    return c.json({ id, status: 'queued' as const });
  });
  return app;
}
