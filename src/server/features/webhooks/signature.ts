import { createHmac } from 'node:crypto';

/**
 * The X-Visapath-Signature of a body sent at `timestamp` (Unix seconds): `t=<timestamp>,v1=<hex>`, the hex being
 * HMAC-SHA256 of `<timestamp>.<body>` under the webhook's secret. The time is signed with the body so that a
 * receiver can refuse an old delivery replayed later.
 */
export function signature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}
