import { and, eq, lt, sql } from 'drizzle-orm';
import { WEBHOOK_HEADERS } from '@/domain/areas/webhooks';
import { PUBLIC_API_BASE } from '@/domain/publicApi';
import { consoleOrigin } from '@/server/infrastructure/config';
import type { Deps } from '@/server/infrastructure/context';
import { webhookDeliveries, webhooks } from '@/server/infrastructure/db/resources';
import { queueWorker, type QueueWorker } from '@/server/infrastructure/queueWorker';
import { signature } from './signature';

/** How many attempts a delivery gets before it is marked failed (over about a day with the default waits). */
export const WEBHOOK_ATTEMPTS = 8;
/** The wait before the next attempt after the n-th failed one: 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 12 h. */
const DEFAULT_DELAYS_SECONDS = [30, 120, 600, 1800, 3600, 10_800, 43_200];
/** How long a receiver has to answer. */
const TIMEOUT_MS = 10_000;

export interface WebhookSenderOptions {
  /** How long a claimed delivery stays `sending` before it counts as interrupted and is tried again. */
  lockSeconds?: number;
  /** The wait before the next attempt after `attempts` failed ones. */
  retryDelaySeconds?: (attempts: number) => number;
  /** How long the loop sleeps when nothing is due. */
  idleMs?: number;
}

type Delivery = typeof webhookDeliveries.$inferSelect;

/** The body of a delivery: the same bytes on every attempt (they are made from the stored row). */
function deliveryBody(delivery: Delivery, origin: string): string {
  return JSON.stringify({
    id: delivery.delivery_id,
    event: delivery.event,
    resource: delivery.resource,
    record_id: delivery.record_id,
    fields: delivery.fields,
    occurred_at: new Date(delivery.created_at).toISOString(),
    url: `${origin}${PUBLIC_API_BASE}/${delivery.resource}/${delivery.record_id}`,
  });
}

const reasonOf = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return ((error instanceof Error ? error.message : String(error)) + cause).slice(0, 1000);
};

/**
 * The webhooks' durable queue (webhook_deliveries). One due delivery at a time is claimed with FOR UPDATE SKIP
 * LOCKED (every API process runs a sender), marked `sending` with a lock, POSTed signed, then marked `delivered`
 * on a 2xx answer, or queued again after a growing wait (failed after WEBHOOK_ATTEMPTS). A stopping process
 * finishes the delivery under way first, so a restart sends nothing twice. One found still `sending` after its
 * lock ran out was cut off by a crash: it is sent again under the same X-Visapath-Delivery id, which a receiver
 * that got it already recognises.
 */
export function createWebhookSender(
  deps: Pick<Deps, 'config' | 'database'>,
  options: WebhookSenderOptions = {},
): QueueWorker {
  const { db } = deps.database;
  const lockSeconds = options.lockSeconds ?? 60;
  const delayOf = options.retryDelaySeconds ?? ((n: number) => DEFAULT_DELAYS_SECONDS[n - 1] ?? 43_200);
  const origin = consoleOrigin(deps.config);

  const post = async (url: string, secret: string, delivery: Delivery) => {
    const body = deliveryBody(delivery, origin);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Visapath-Webhooks/1',
        [WEBHOOK_HEADERS.delivery]: delivery.delivery_id,
        [WEBHOOK_HEADERS.event]: delivery.event,
        [WEBHOOK_HEADERS.signature]: signature(secret, Math.floor(Date.now() / 1000), body),
      },
      body,
      // A redirect is not followed: the address registered is the only one that receives the content's events.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // The body is never read: whether the receiver took the event is all the log records.
    await response.body?.cancel();
    return response.status;
  };

  const runOnce = async (): Promise<boolean> => {
    // Cut off by a crash: due again at once, under the same delivery id.
    await db
      .update(webhookDeliveries)
      .set({ status: 'queued', locked_until: null, next_attempt_at: sql`now()` })
      .where(and(eq(webhookDeliveries.status, 'sending'), lt(webhookDeliveries.locked_until, sql`now()`)));
    const [delivery] = await db
      .update(webhookDeliveries)
      .set({ status: 'sending', locked_until: sql`now() + make_interval(secs => ${lockSeconds})` })
      .where(
        eq(
          webhookDeliveries.id,
          sql`(select ${webhookDeliveries.id} from ${webhookDeliveries}
                where ${webhookDeliveries.status} = 'queued' and ${webhookDeliveries.next_attempt_at} <= now()
                order by ${webhookDeliveries.next_attempt_at}, ${webhookDeliveries.id}
                for update skip locked limit 1)`,
        ),
      )
      .returning();
    if (!delivery) return false;
    const [hook] = await db
      .select({ url: webhooks.url, secret: webhooks.secret })
      .from(webhooks)
      .where(eq(webhooks.id, delivery.webhook_id));
    let status: number | null = null;
    let error: string | null = null;
    try {
      if (!hook?.secret) throw new Error('The webhook has no signing key');
      status = await post(hook.url, hook.secret, delivery);
      if (status < 200 || status > 299) error = `HTTP ${status}`;
    } catch (failure) {
      error = reasonOf(failure);
    }
    const attempts = delivery.attempts + 1;
    const failed = error !== null && attempts >= WEBHOOK_ATTEMPTS;
    await db
      .update(webhookDeliveries)
      .set({
        status: error === null ? 'delivered' : failed ? 'failed' : 'queued',
        attempts,
        response_status: status,
        error,
        locked_until: null,
        delivered_at: error === null ? sql`now()` : null,
        next_attempt_at: error === null || failed ? null : sql`now() + make_interval(secs => ${delayOf(attempts)})`,
        updated_at: sql`now()`,
        version: sql`${webhookDeliveries.version} + 1`,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    return true;
  };

  return queueWorker(runOnce, options.idleMs ?? 2000, 'webhook sender');
}
