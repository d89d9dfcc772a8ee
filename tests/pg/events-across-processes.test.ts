import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/startup/app';
import type { Deps } from '@/server/infrastructure/context';
import { openDatabase, type Database } from '@/server/infrastructure/db/client';
import { publishEvent, type LiveEvent } from '@/server/infrastructure/events';
import { createDeps } from '@/server/startup/deps';
import { TestApi, testConfig } from '../support/api';
import { userByEmail } from '../support/auth';
import { DEMO } from '../support/demo';
import { readEventStream } from '../support/eventStream';

/**
 * Live events travel between API processes through PostgreSQL's LISTEN/NOTIFY: an event published through one
 * process reaches a stream served by another. Two app instances on two pools of one server stand for two
 * processes.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
let first: TestApi;
let second: { app: App; deps: Deps; database: Database };
const open: { cancel: () => Promise<void> }[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  first = await TestApi.start();
  const database = await openDatabase({ url: first.deps.database.pool.options.connectionString, poolSize: 4 });
  const deps = createDeps(testConfig(), database);
  second = { app: createApp(deps), deps, database };
});
afterAll(async () => {
  for (const s of open) await s.cancel();
  await second?.deps.events.close();
  await second?.database.close();
  await first?.close();
});

const about = (id: number) => (e: { data: string }) => (JSON.parse(e.data) as LiveEvent).enquiry_id === id;

describe.skipIf(!onPostgres)('live events across processes (PostgreSQL)', () => {
  it('delivers an event published through one process to a stream on the other, scoped there', async () => {
    const admin = await first.login(DEMO.admin);
    const university = await first.login(DEMO.university);
    const universityOrg = (await userByEmail(first, DEMO.university)).organization_id;
    const connect = async (token: string) => {
      const res = await second.app.request('/api/events', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      const s = readEventStream(res);
      open.push(s);
      return s;
    };
    const adminStream = await connect(admin);
    const partnerStream = await connect(university);
    // The first process publishes, as a route of it would (its own pool, its own transaction).
    await first.db.transaction(async (tx) => {
      await publishEvent(tx, { type: 'enquiry.created', enquiry_id: 910_001, organization_id: null });
      await publishEvent(tx, { type: 'enquiry.message', enquiry_id: 910_002, organization_id: universityOrg });
    });
    expect(await adminStream.next(about(910_001))).toMatchObject({ event: 'enquiry.created' });
    expect(await adminStream.next(about(910_002))).toMatchObject({ event: 'enquiry.message' });
    expect(await partnerStream.next(about(910_002))).toMatchObject({ event: 'enquiry.message' });
    expect(partnerStream.events.some(about(910_001))).toBe(false);
  }, 60_000);

  it('keeps delivering after the listening connection is cut (it reconnects and says resync)', async () => {
    const admin = await first.login(DEMO.admin);
    const res = await second.app.request('/api/events', { headers: { authorization: `Bearer ${admin}` } });
    const s = readEventStream(res);
    open.push(s);
    await second.deps.events.ready();
    // Ends every LISTEN session but this one: the second process's listener among them.
    await first.deps.database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and datname = current_database() and query ilike 'listen%'`,
    );
    expect(await s.next((e) => e.event === 'resync', 15_000)).not.toBeNull();
    await publishEvent(first.db, { type: 'enquiry.updated', enquiry_id: 910_003, organization_id: null });
    expect(await s.next(about(910_003))).not.toBeNull();
  }, 60_000);
});
