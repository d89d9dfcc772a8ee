import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublic, PUBLIC_API_BASE } from '@/domain/publicApi';
import type { ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { webhookDeliveries, webhooks } from '@/server/infrastructure/db/resources';
import { createWebhookSender, WEBHOOK_ATTEMPTS } from '@/server/features/webhooks/sender';
import { TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { pathOf, publicTextField, type Sample } from '../support/samples';
import { WebhookReceiver } from '../support/webhookReceiver';

/**
 * Webhooks: an admin registers an address; every write that publishes, unpublishes or changes what the website
 * shows queues a delivery to it in the write's own transaction; the sender POSTs it signed (the receiver checks
 * the HMAC itself), retries a refused one later under the same delivery id, and logs each attempt. Partners never
 * see a webhook or its log.
 */

const PUBLIC = RESOURCES.filter(isPublic);
const ORIGIN = 'https://console.visapath.test';
const receiver = new WebhookReceiver();
let api: TestApi;
let admin: string;
let hookId: number;
/** Retries wait a second, so that a test sees the wait and then the retry. */
let sender: ReturnType<typeof createWebhookSender>;

type Webhook = { id: number; name: string; url: string; events: string[]; active: boolean; secret: string };
type Delivery = typeof webhookDeliveries.$inferSelect;

beforeAll(async () => {
  await receiver.start();
  api = await TestApi.start({ webauthnOrigin: ORIGIN });
  admin = await api.login(DEMO.admin);
  sender = createWebhookSender(api.deps, { retryDelaySeconds: () => 1 });
  const created = await api.call<Webhook>('POST', '/api/webhooks', {
    token: admin,
    body: { name: 'Website', url: receiver.url, events: ['published', 'unpublished', 'changed'] },
  });
  expect(created.status, created.text).toBe(201);
  hookId = created.body.id;
  receiver.secret = created.body.secret;
});
afterAll(async () => {
  await api.close();
  await receiver.stop();
});
beforeEach(async () => {
  // Each test counts its own deliveries.
  await api.db.delete(webhookDeliveries);
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

const queued = () => api.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);
const deliverAll = async () => {
  while (await sender.runOnce());
};
const firstPublished = async (def: ResourceDef) => {
  const [first] = (await api.call<Sample[]>('GET', `${PUBLIC_API_BASE}/${def.name}?range=[0,0]`)).body;
  expect(first, `the demo data publishes a record of ${def.name}`).toBeDefined();
  return (await api.call<Sample>('GET', `${pathOf(def)}/${String(first.id)}`, { token: admin })).body;
};
const stored = async (def: ResourceDef, id: unknown) =>
  (await api.call<Sample>('GET', `${pathOf(def)}/${String(id)}`, { token: admin })).body;
const put = (def: ResourceDef, record: Sample, token = admin) =>
  api.call<Sample>('PUT', `${pathOf(def)}/${String(record.id)}`, { token, body: record });

describe('registering a webhook', () => {
  it('gives it a signing secret made by the server, which an edit keeps', async () => {
    const hook = (await api.call<Webhook>('GET', `/api/webhooks/${hookId}`, { token: admin })).body;
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const edited = await api.call<Webhook>('PUT', `/api/webhooks/${hookId}`, {
      token: admin,
      body: { ...hook, name: 'The website', secret: 'whsec_chosen-by-the-client' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ name: 'The website', secret: hook.secret });
  });

  it('refuses an address that is not http(s), an unknown event and no event, next to the field', async () => {
    const cases = [
      [{ name: 'Bad', url: 'ftp://example.org/hook', events: ['published'] }, 'url'],
      [{ name: 'Bad', url: 'https://example.org/a', events: ['deleted'] }, 'events'],
      [{ name: 'Bad', url: 'https://example.org/b', events: [] }, 'events'],
    ] as const;
    for (const [body, field] of cases) {
      const reply = await api.call<{ errors: Record<string, string> }>('POST', '/api/webhooks', {
        token: admin,
        body,
      });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(reply.body.errors)).toEqual([field]);
    }
    expect(await api.db.select().from(webhooks)).toHaveLength(1);
  });

  it('is an admin’s alone: a partner can neither list, read nor register webhooks, nor read their log', async () => {
    const insurer = await api.login(DEMO.insurer);
    for (const [method, path] of [
      ['GET', '/api/webhooks'],
      ['GET', `/api/webhooks/${hookId}`],
      ['POST', '/api/webhooks'],
      ['PUT', `/api/webhooks/${hookId}`],
      ['DELETE', `/api/webhooks/${hookId}`],
      ['GET', '/api/webhook-deliveries'],
      ['GET', '/api/webhooks/export?format=csv'],
    ] as const) {
      const reply = await api.call(method, path, {
        token: insurer,
        body: method === 'GET' || method === 'DELETE' ? undefined : { name: 'Mine', url: receiver.url },
      });
      expect(reply.status, `${method} ${path}`).toBe(403);
    }
    expect(await api.db.select().from(webhooks)).toHaveLength(1);
  });

  it('nobody writes the delivery log through the API', async () => {
    const reply = await api.call('POST', '/api/webhook-deliveries', { token: admin, body: { status: 'delivered' } });
    expect(reply.status).toBe(403);
  });
});

describe.each(PUBLIC.filter((def) => publicTextField(def)).map((def) => [def.name, def] as const))(
  '%s',
  (_name, def) => {
    it('a change to a public field of a published record queues one `changed` event naming the field', async () => {
      const field = publicTextField(def)!;
      const live = await firstPublished(def);
      const text = `Changed for the website ${def.name}`;
      const reply = await put(def, {
        ...live,
        [field]: def.fields[field].kind === 'richtext' ? `<p>${text}</p>` : text,
      });
      expect(reply.status, reply.text).toBe(200);
      const rows = await queued();
      expect(rows.map((row) => [row.event, row.resource, row.record_id])).toEqual([['changed', def.name, live.id]]);
      // A fact's proof says when it changed: the website sees that too.
      expect(rows[0].fields).toEqual([
        field,
        ...(def.proof?.facts.includes(field) ? ['changed_at', 'verified_at'] : []),
      ]);
    });
  },
);

describe('deliveries', () => {
  const faqs = RESOURCES.find((def) => def.name === 'faqs')!;

  it('sends published, changed and unpublished signed, and logs each delivered', async () => {
    const live = await firstPublished(faqs);
    const hidden = await put(faqs, { ...live, is_published: false });
    const shown = await put(faqs, { ...hidden.body, is_published: true });
    await put(faqs, { ...shown.body, question: 'Do I need a visa to visit, and for how long?' });
    await deliverAll();
    expect(receiver.received.map((r) => [r.event, r.body.event, r.body.record_id, r.signed])).toEqual([
      ['unpublished', 'unpublished', live.id, true],
      ['published', 'published', live.id, true],
      ['changed', 'changed', live.id, true],
    ]);
    const [first] = receiver.received;
    expect(first.age).toBeLessThan(60);
    expect(first.body).toMatchObject({ resource: 'faqs', url: `${ORIGIN}${PUBLIC_API_BASE}/faqs/${String(live.id)}` });
    expect(receiver.received[2].body.fields).toEqual(['question']);
    const log = await queued();
    expect(log.map((row) => [row.status, row.attempts, row.response_status, row.delivery_id])).toEqual(
      receiver.received.map((r) => ['delivered', 1, 204, r.id]),
    );
    expect(log.every((row) => row.delivered_at !== null && row.error === null)).toBe(true);
    // The admin reads the log through the API, the webhook's deliveries by its filter.
    const listed = await api.call<Delivery[]>('GET', `/api/webhook-deliveries?filter={"webhook_id":${hookId}}`, {
      token: admin,
    });
    expect(listed.body.map((row) => row.delivery_id).sort()).toEqual(log.map((row) => row.delivery_id).sort());
  });

  it('tells nothing of a draft, nor of an unpublished record’s edit; publishing the draft is a change', async () => {
    const live = await firstPublished(faqs);
    const hidden = await put(faqs, { ...live, is_published: false });
    await put(faqs, { ...hidden.body, answer: 'Edited while nobody sees it.' });
    await put(faqs, { ...(await stored(faqs, live.id)), is_published: true });
    expect((await queued()).map((row) => row.event)).toEqual(['unpublished', 'published']);
    await api.db.delete(webhookDeliveries);
    const draft = await api.call('PUT', `/api/faqs/${String(live.id)}/draft`, {
      token: admin,
      body: { ...(await stored(faqs, live.id)), question: 'A draft question?' },
    });
    expect(draft.status, draft.text).toBe(200);
    expect(await queued(), 'nothing of a draft').toEqual([]);
    const published = await api.call('POST', `/api/faqs/${String(live.id)}/draft/publish`, { token: admin });
    expect(published.status, published.text).toBe(200);
    expect((await queued()).map((row) => [row.event, row.fields])).toEqual([['changed', ['question']]]);
  });

  it('retries a delivery the receiver refused, later and under the same id, and gives up after the last attempt', async () => {
    const live = await firstPublished(faqs);
    await put(faqs, { ...live, question: 'Which documents do I need?' });
    receiver.answers.push(500);
    expect(await sender.runOnce()).toBe(true);
    let [row] = await queued();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, response_status: 500, error: 'HTTP 500' });
    expect(new Date(row.next_attempt_at!).getTime()).toBeGreaterThan(Date.now());
    expect(await sender.runOnce(), 'not due before its wait').toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await sender.runOnce()).toBe(true);
    [row] = await queued();
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, response_status: 204, error: null });
    expect(receiver.received.map((r) => [r.id, r.signed])).toEqual([
      [row.delivery_id, true],
      [row.delivery_id, true],
    ]);
    expect(receiver.received[1].body).toEqual(receiver.received[0].body);

    // A receiver that keeps refusing: failed after the last attempt, never sent again.
    const stubborn = createWebhookSender(api.deps, { retryDelaySeconds: () => 0 });
    await put(faqs, { ...(await firstPublished(faqs)), question: 'Which documents do I need now?' });
    receiver.answers.push(...Array<number>(WEBHOOK_ATTEMPTS).fill(503));
    while (await stubborn.runOnce());
    const [, last] = await queued();
    expect(last).toMatchObject({ status: 'failed', attempts: WEBHOOK_ATTEMPTS, response_status: 503 });
    expect(last.next_attempt_at).toBeNull();
    expect(await stubborn.runOnce(), 'a failed delivery is not sent again by itself').toBe(false);

    // An admin sends it again: once, under the same id; only a failed one, and never a partner.
    const retry = (token = admin) => api.call('POST', `/api/webhook-deliveries/${last.id}/retry`, { token });
    expect((await retry(await api.login(DEMO.insurer))).status).toBe(403);
    expect((await retry()).status).toBe(200);
    expect((await retry()).status, 'already queued').toBe(409);
    expect((await api.call('POST', '/api/webhook-deliveries/2147483647/retry', { token: admin })).status).toBe(404);
    await deliverAll();
    const [, retried] = await queued();
    expect(retried).toMatchObject({ status: 'delivered', attempts: 1, response_status: 204 });
    expect(receiver.received.at(-1)!.id).toBe(last.delivery_id);
    expect((await retry()).status, 'delivered').toBe(409);
  });

  it('sends a delivery cut off by a crash again, under the same id', async () => {
    const live = await firstPublished(faqs);
    await put(faqs, { ...live, question: 'Can I work on this visa?' });
    const [row] = await queued();
    await api.db
      .update(webhookDeliveries)
      .set({ status: 'sending', locked_until: new Date(Date.now() - 1_000).toISOString() })
      .where(eq(webhookDeliveries.id, row.id));
    await deliverAll();
    expect(receiver.received.map((r) => r.id)).toEqual([row.delivery_id]);
    expect((await queued())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('queues nothing for an inactive webhook or one that does not take the event; deleting one deletes its log', async () => {
    const other = await api.call<Webhook>('POST', '/api/webhooks', {
      token: admin,
      body: { name: 'Search index', url: `${receiver.url}/search`, events: ['unpublished'] },
    });
    expect(other.status, other.text).toBe(201);
    const hook = (await api.call<Webhook>('GET', `/api/webhooks/${hookId}`, { token: admin })).body;
    await api.call('PUT', `/api/webhooks/${hookId}`, { token: admin, body: { ...hook, active: false } });
    const live = await firstPublished(faqs);
    await put(faqs, { ...live, question: 'Is a transit visa needed?' });
    expect(await queued()).toEqual([]);
    const hidden = await put(faqs, { ...(await stored(faqs, live.id)), is_published: false });
    expect((await queued()).map((row) => [row.webhook_id, row.event])).toEqual([[other.body.id, 'unpublished']]);
    await put(faqs, { ...hidden.body, is_published: true });
    const removed = await api.call('DELETE', `/api/webhooks/${other.body.id}`, { token: admin });
    expect(removed.status, removed.text).toBe(200);
    expect(await queued()).toEqual([]);
    const again = (await api.call<Webhook>('GET', `/api/webhooks/${hookId}`, { token: admin })).body;
    await api.call('PUT', `/api/webhooks/${hookId}`, { token: admin, body: { ...again, active: true } });
  });
});
