import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { startProductServer } from '../support/productServer';
import type { ServerProcess } from '../support/serverProcess';

/**
 * Scheduled publications run once across API processes: two server processes, each looking every second, on one
 * PostgreSQL database, publish each scheduled record (its draft with it) exactly once: one edit, one version, one
 * audit entry per record.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const RECORDS = 12;
let api: TestApi;
const servers: ServerProcess[] = [];

const startServer = () =>
  startProductServer(api.deps.database.pool.options.connectionString ?? '', { PUBLICATION_CHECK_SECONDS: '1' });

beforeAll(async () => {
  if (!onPostgres) return;
  api = await TestApi.start();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await api?.close();
});

type Faq = { id: number; version: number; question: string; is_published: boolean };

describe.skipIf(!onPostgres)('scheduled publication across processes (PostgreSQL)', () => {
  it('publishes each scheduled record once, its draft with it, whichever process takes it', async () => {
    const admin = await api.login(DEMO.admin);
    servers.push(...(await Promise.all([startServer(), startServer()])));
    const faqs = (await api.call<Faq[]>('GET', '/api/faqs?range=[0,11]&sort=["id","ASC"]', { token: admin })).body;
    expect(faqs).toHaveLength(RECORDS);
    const ids = faqs.map((faq) => faq.id);
    const at = new Date(Date.now() + 4_000).toISOString();
    const before = new Map<number, Faq>();
    for (const [i, faq] of faqs.entries()) {
      const hidden = await api.call<Faq>('PUT', `/api/faqs/${faq.id}`, {
        token: admin,
        body: { ...faq, is_published: false },
      });
      expect(hidden.status, hidden.text).toBe(200);
      before.set(faq.id, hidden.body);
      if (i % 2 === 0) {
        const draft = await api.call('PUT', `/api/faqs/${faq.id}/draft`, {
          token: admin,
          body: { ...hidden.body, question: `Scheduled ${i}?` },
        });
        expect(draft.status, draft.text).toBe(200);
      }
      const scheduled = await api.call('PUT', `/api/faqs/${faq.id}/schedule`, {
        token: admin,
        body: { publish_at: at },
      });
      expect(scheduled.status, scheduled.text).toBe(200);
    }
    const since = Math.max(
      ...(
        await api.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(inArray(auditLog.action, ['schedule']))
      ).map((row) => row.id),
    );

    await vi.waitFor(
      async () => {
        const now = (await api.call<Faq[]>('GET', `/api/faqs?range=[0,11]&sort=["id","ASC"]`, { token: admin })).body;
        expect(now.every((faq) => faq.is_published)).toBe(true);
      },
      { timeout: 60_000, interval: 500 },
    );
    // Both processes keep looking: nothing runs a second time.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const after = (await api.call<Faq[]>('GET', `/api/faqs?range=[0,11]&sort=["id","ASC"]`, { token: admin })).body;
    for (const [i, faq] of after.entries()) {
      expect(faq.version, `faq ${faq.id}: one edit`).toBe(before.get(faq.id)!.version + 1);
      if (i % 2 === 0) expect(faq.question).toBe(`Scheduled ${i}?`);
      else expect(faq.question).toBe(before.get(faq.id)!.question);
    }
    const updates = await api.db
      .select({ record: auditLog.record_id, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'faqs'), gt(auditLog.id, since), inArray(auditLog.record_id, ids.map(String))));
    for (const id of ids) {
      const mine = updates.filter((row) => row.record === String(id));
      expect(
        mine.filter((row) => row.action === 'update'),
        `faq ${id}`,
      ).toHaveLength(1);
      expect(
        mine.filter((row) => row.action === 'publish_draft'),
        `faq ${id}`,
      ).toHaveLength(ids.indexOf(id) % 2 === 0 ? 1 : 0);
    }
    const schedules = await api.call('GET', `/api/faqs/${ids[0]}/publication`, { token: admin });
    expect(schedules.body).toEqual({ draft: null, schedule: null });
  }, 240_000);
});
