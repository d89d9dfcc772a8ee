/**
 * bench:busy-database: what a bulk edit of 1,000 records does to everyone else. Two probes, each one request at
 * a time, measure GET /api/health and a short list (GET /api/visa/countries, ten rows) at rest, then while
 * bulk edits of 1,000 FAQs run one after another; it prints p50, p99 and max of each and the ratio of the p99s
 * against the budget (5x).
 *
 *   npx tsx bench/busy-database.ts                                  # on-disk PGlite in a temp dir
 *   scripts/with-postgres.sh npx tsx bench/busy-database.ts         # PostgreSQL: a fresh database
 *
 * Knobs (environment): BENCH_SECONDS at rest (5), BENCH_EDITS bulk edits in a row (3).
 * Everything listens on and talks to 127.0.0.1 only; every loop is bounded in time and count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, log, migrateAndSeed, num, openBenchDatabase, printTable, root, startApi } from './common';

const REST_SECONDS = num('BENCH_SECONDS', 5, 1, 600);
const EDITS = num('BENCH_EDITS', 3, 1, 100);
const BUDGET = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** Requests `url` one after another until `running()` turns false; the time each took, in ms. */
async function probe(url: string, headers: Record<string, string>, running: () => boolean) {
  const times: number[] = [];
  let failures = 0;
  while (running() && times.length < 1_000_000) {
    const started = performance.now();
    const reply = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    await reply.arrayBuffer();
    times.push(performance.now() - started);
    if (reply.status !== 200) failures++;
  }
  return { times, failures };
}

async function main() {
  process.chdir(root); // the seed reads datasets/ relative to the working directory
  const prepared = await openBenchDatabase('visapath_bench_busy');
  const { database } = prepared;
  const dataDir = mkdtempSync(join(tmpdir(), 'visapath-bench-data-'));
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    const { query } = await migrateAndSeed(database);
    const rows = (await query(
      `insert into faqs (question, answer, scope, is_published, sort_order)
       select question || ' ' || g, answer, scope, is_published, sort_order
       from (select * from faqs order by id limit 1) f, generate_series(1, 1000) g returning id`,
      [],
      true,
    )) as unknown[][];
    const ids = rows.map((r) => Number(r[0]));
    api = await startApi(database, dataDir);
    const base = `http://127.0.0.1:${api.port}`;
    const targets = {
      health: { url: `${base}/api/health`, headers: {} },
      list: { url: `${base}/api/visa/countries?range=${encodeURIComponent('[0,9]')}`, headers: api.auth },
    };
    log(`${prepared.engine}: probing at rest for ${REST_SECONDS} s`);
    let resting = true;
    setTimeout(() => (resting = false), REST_SECONDS * 1000);
    const rest = await Promise.all(Object.values(targets).map((t) => probe(t.url, t.headers, () => resting)));

    log(`${EDITS} bulk edits of ${ids.length} FAQs in a row, probing meanwhile`);
    let editing = true;
    const editTimes: number[] = [];
    const edits = (async () => {
      for (let i = 0; i < EDITS; i++) {
        const started = performance.now();
        const reply = await fetch(`${base}/api/faqs/bulk-update`, {
          method: 'POST',
          headers: { ...api!.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ ids, field: 'is_published', value: i % 2 === 0 }),
        });
        const body = (await reply.json()) as { count?: number };
        if (reply.status !== 200 || body.count !== ids.length) throw new Error(`bulk edit: HTTP ${reply.status}`);
        editTimes.push(performance.now() - started);
      }
    })().finally(() => (editing = false));
    const busy = await Promise.all(Object.values(targets).map((t) => probe(t.url, t.headers, () => editing)));
    await edits;

    console.log(
      `\n${prepared.engine}: ${EDITS} bulk edits of 1,000 records, ${fmt(percentile(editTimes, 50) / 1000, 2)} s each (median)`,
    );
    printTable(
      ['request', 'state', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'non-200', 'p99 busy/rest', 'budget'],
      Object.keys(targets).flatMap((name, i) => {
        const ratio = percentile(busy[i].times, 99) / percentile(rest[i].times, 99);
        const line = (state: string, r: { times: number[]; failures: number }, extra: string[]) => [
          name,
          state,
          String(r.times.length),
          fmt(percentile(r.times, 50)),
          fmt(percentile(r.times, 99)),
          fmt(Math.max(...r.times)),
          String(r.failures),
          ...extra,
        ];
        return [
          line('at rest', rest[i], ['', '']),
          line('bulk edit', busy[i], [`${fmt(ratio)}x`, `${BUDGET}x ${ratio <= BUDGET ? 'HOLDS' : 'FAILS'}`]),
        ];
      }),
    );
  } finally {
    api?.server.closeAllConnections?.();
    if (api) await new Promise((ok) => api!.server.close(ok));
    await prepared.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
