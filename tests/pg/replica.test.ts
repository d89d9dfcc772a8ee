import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_BASE } from '@/domain/publicApi';
import { createApp, type App } from '@/server/startup/app';
import { openDatabase, type Database } from '@/server/infrastructure/db/client';
import { createDeps } from '@/server/startup/deps';
import { TestApi, testConfig } from '../support/api';
import { DEMO } from '../support/demo';

/**
 * The public API on a streaming replica (DATABASE_READ_URL, which .ci/run's PostgreSQL has): a change published on
 * the primary reaches the website through the replica, and the public routes never use the primary's pool.
 */

const replicaUrl = process.env.DATABASE_READ_URL;
let api: TestApi;
let replica: Database;
let publicApp: App;
let primaryUses = 0;

beforeAll(async () => {
  if (!replicaUrl) return;
  api = await TestApi.start();
  // The test's own database, as the replica serves it (a database created on the primary is streamed there too).
  const url = new URL(api.deps.database.pool!.options.connectionString!);
  const read = new URL(replicaUrl);
  read.pathname = url.pathname;
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      replica = await openDatabase({ url: read.toString(), poolSize: 2 });
      await replica.pool!.query('select 1 from faqs limit 1');
      break;
    } catch (error) {
      await replica?.close().catch(() => undefined);
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const primary = await openDatabase({ url: url.toString(), poolSize: 2 });
  // Every query or connection the public app makes on the primary is counted.
  const pool = primary.pool!;
  const query = pool.query.bind(pool);
  const connect = pool.connect.bind(pool);
  Object.assign(pool, {
    query: (...args: Parameters<typeof query>) => ((primaryUses += 1), query(...args)),
    connect: (...args: Parameters<typeof connect>) => ((primaryUses += 1), connect(...args)),
  });
  publicApp = createApp(createDeps(testConfig(), primary, () => true, replica));
}, 60_000);
afterAll(async () => {
  await replica?.close();
  await api?.close();
});

describe.skipIf(!replicaUrl)('the public API on a streaming replica (PostgreSQL)', () => {
  it('serves a change published on the primary once it has streamed to the replica, never reading the primary', async () => {
    const admin = await api.login(DEMO.admin);
    const [faq] = (await api.call<Record<string, unknown>[]>('GET', `${PUBLIC_API_BASE}/faqs?range=[0,0]`)).body;
    const stored = (await api.call<Record<string, unknown>>('GET', `/api/faqs/${String(faq.id)}`, { token: admin }))
      .body;
    const question = `Published through the replica ${Date.now()}?`;
    const saved = await api.call('PUT', `/api/faqs/${String(faq.id)}`, { token: admin, body: { ...stored, question } });
    expect(saved.status, saved.text).toBe(200);
    primaryUses = 0;
    const until = Date.now() + 10_000;
    let served: unknown;
    do {
      const reply = await publicApp.request(`${PUBLIC_API_BASE}/faqs/${String(faq.id)}`);
      expect(reply.status).toBe(200);
      served = ((await reply.json()) as { question: unknown }).question;
    } while (served !== question && Date.now() < until && (await new Promise((r) => setTimeout(r, 50)), true));
    expect(served).toBe(question);
    for (const path of ['/countries?range=[0,24]', '/check-visa?passport=DE&destination=AU', '/insurers'])
      expect((await publicApp.request(`${PUBLIC_API_BASE}${path}`)).status).toBeLessThan(500);
    expect(primaryUses).toBe(0);
  });
});
