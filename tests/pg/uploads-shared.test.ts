import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/startup/app';
import { openDatabase, type Database } from '@/server/infrastructure/db/client';
import { createDeps } from '@/server/startup/deps';
import { TestApi, testConfig } from '../support/api';
import { DEMO } from '../support/demo';
import { SAMPLE_FILES } from '../support/files';

/**
 * Uploads live in the database, not on a process's disk: two app instances on one PostgreSQL database, each
 * with its own DATA_DIR (testConfig makes a fresh one), serve the same files.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
let first: TestApi;
let second: { app: App; database: Database; dataDir: string };

beforeAll(async () => {
  if (!onPostgres) return;
  first = await TestApi.start();
  const database = await openDatabase({ url: first.deps.database.pool!.options.connectionString, poolSize: 4 });
  const deps = createDeps(testConfig(), database);
  second = { app: createApp(deps), database, dataDir: deps.config.dataDir };
});
afterAll(async () => {
  await second?.database.close();
  await first?.close();
});

const PDF = SAMPLE_FILES['application/pdf'];

describe.skipIf(!onPostgres)('uploads across processes (PostgreSQL)', () => {
  it('serves a file uploaded through one instance from another with a different DATA_DIR', async () => {
    expect(second.dataDir).not.toBe(first.deps.config.dataDir);
    const admin = await first.login(DEMO.admin);
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(PDF);
    // Padding after %%EOF keeps it a valid PDF and makes it span several stored parts.
    big.fill(0x20, PDF.length);
    big[big.length - 1] = 0x0a;
    const res = await first.app.fetch(
      new Request('http://visapath.test/api/uploads?resource=visa-forms&field=file', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/pdf' },
        body: big,
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const served = await second.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.length).toBe(big.length);
    expect(body.equals(big), 'the same bytes').toBe(true);
  });
});
