import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookDeliveries } from '@/server/infrastructure/db/resources';
import { TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { startProductServer } from '../support/productServer';
import type { ServerProcess } from '../support/serverProcess';
import { WebhookReceiver } from '../support/webhookReceiver';

/**
 * The webhook queue survives a restart without sending anything twice: real server processes on one PostgreSQL
 * database deliver to a slow receiver; the first is stopped (SIGTERM, as a deploy does) partway through, two
 * fresh ones take over, and the receiver gets every delivery exactly once, each signed.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const RECORDS = 12;
const receiver = new WebhookReceiver();
let api: TestApi;
const servers: ServerProcess[] = [];

const startServer = () => startProductServer(api.deps.database.pool.options.connectionString ?? '');

beforeAll(async () => {
  if (!onPostgres) return;
  await receiver.start();
  api = await TestApi.start();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await api?.close();
  await receiver.stop();
});

type Faq = { id: number; question: string };

describe.skipIf(!onPostgres)('webhook deliveries across a restart (PostgreSQL)', () => {
  it('delivers each event exactly once when the process delivering them is restarted partway', async () => {
    const admin = await api.login(DEMO.admin);
    const hook = await api.call<{ secret: string }>('POST', '/api/webhooks', {
      token: admin,
      body: { name: 'Website', url: receiver.url, events: ['changed'] },
    });
    expect(hook.status, hook.text).toBe(201);
    receiver.secret = hook.body.secret;
    receiver.delayMs = 400;
    const faqs = (
      await api.call<Faq[]>('GET', `/api/faqs?range=[0,${RECORDS - 1}]&sort=["id","ASC"]`, { token: admin })
    ).body;
    for (const faq of faqs) {
      const reply = await api.call('PUT', `/api/faqs/${faq.id}`, {
        token: admin,
        body: { ...faq, question: `${faq.question} (updated)` },
      });
      expect(reply.status, reply.text).toBe(200);
    }
    const queued = await api.db.select().from(webhookDeliveries);
    expect(queued).toHaveLength(RECORDS);

    const first = await startServer();
    servers.push(first);
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(3), { timeout: 60_000 });
    await first.stop('SIGTERM');
    const stoppedAt = receiver.received.length;
    expect(stoppedAt).toBeLessThan(RECORDS);
    servers.push(...(await Promise.all([startServer(), startServer()])));

    await vi.waitFor(
      async () => {
        const rows = await api.db.select().from(webhookDeliveries);
        expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(RECORDS);
      },
      { timeout: 120_000, interval: 500 },
    );
    // The new processes keep looking: nothing goes out again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const ids = receiver.received.map((r) => r.id);
    expect(new Set(ids).size, 'no delivery twice').toBe(ids.length);
    expect(ids.sort()).toEqual(queued.map((row) => row.delivery_id).sort());
    expect(receiver.received.every((r) => r.signed)).toBe(true);
    const rows = await api.db.select().from(webhookDeliveries);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  }, 300_000);
});
