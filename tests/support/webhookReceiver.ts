import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  id: string;
  event: string;
  body: Record<string, unknown>;
  /** Whether X-Visapath-Signature is the HMAC-SHA256 of `<t>.<body>` under the secret the receiver was given. */
  signed: boolean;
  /** Seconds between the signed time and the receipt. */
  age: number;
}

/**
 * A website's webhook endpoint, as its developers would write it from docs/webhooks.md: a real HTTP server on
 * loopback that checks each delivery's signature itself (node:crypto, not the product's code) and answers with
 * the statuses it is told to, then 204.
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  /** The statuses the next requests get, in order; 204 once they are used up. */
  readonly answers: number[] = [];
  /** How long each answer waits. */
  delayMs = 0;
  secret = '';
  private server: http.Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = String(request.headers['x-visapath-signature'] ?? '');
        const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
        const expected = createHmac('sha256', this.secret).update(`${parts.t}.${raw}`).digest('hex');
        const given = Buffer.from(parts.v1 ?? '', 'hex');
        this.received.push({
          id: String(request.headers['x-visapath-delivery']),
          event: String(request.headers['x-visapath-event']),
          body: JSON.parse(raw) as Record<string, unknown>,
          signed: given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex')),
          age: Date.now() / 1000 - Number(parts.t),
        });
        const status = this.answers.shift() ?? 204;
        setTimeout(() => response.writeHead(status).end(), this.delayMs);
      });
    });
    await new Promise<void>((ok) => this.server!.listen(0, '127.0.0.1', ok));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/visapath`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((ok) => this.server?.close(ok));
  }
}
