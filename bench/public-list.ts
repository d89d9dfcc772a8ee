/**
 * bench:public-list: the public read API's list (GET /api/public/v1/visa-requirements) on a million visa
 * requirements, as the website reads it: page 1 in full, and page 1 again with the ETag it was given (a 304).
 * Targets: p99 ≤ 10 ms for page 1; the 304s at least 5× the requests per second of full answers.
 *
 *   npx tsx bench/public-list.ts                               # on-disk PGlite in a temp dir
 *   scripts/with-postgres.sh npx tsx bench/public-list.ts      # PostgreSQL: a fresh `visapath_bench_public` database
 *
 * Knobs (environment): BENCH_ROWS (1000000), BENCH_SECONDS per scenario (5), BENCH_WARMUP_SECONDS (1),
 * BENCH_CONCURRENCY (8). Everything listens on and talks to 127.0.0.1 only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_API_BASE } from '@/domain/publicApi';
import { cpuMeter, fmt, log, num, openBenchDatabase, printTable, root, runLoad, startApi } from './common';
import { fillVisaMatrix } from './visaMatrix';

process.chdir(root); // the seed reads datasets/ relative to the working directory

const TARGET_ROWS = num('BENCH_ROWS', 1_000_000, 1, 2_000_000);
const DURATION_MS = num('BENCH_SECONDS', 5, 1, 60) * 1000;
const WARMUP_MS = num('BENCH_WARMUP_SECONDS', 1, 0, 30) * 1000;
const CONCURRENCY = num('BENCH_CONCURRENCY', 8, 1, 64);

async function main() {
  log(`bench:public-list: ${TARGET_ROWS} rows, ${CONCURRENCY} clients, ${DURATION_MS / 1000} s per scenario`);
  const prepared = await openBenchDatabase('visapath_bench_public');
  const dataDir = mkdtempSync(join(tmpdir(), 'visapath-bench-data-'));
  try {
    await fillVisaMatrix(prepared.database, TARGET_ROWS);
    const api = await startApi(prepared.database, dataDir, {
      publicApi: { corsOrigins: '*', maxRequestsPerMinute: 1_000_000 },
    });
    try {
      const url = `http://127.0.0.1:${api.port}${PUBLIC_API_BASE}/visa-requirements?range=${encodeURIComponent('[0,24]')}`;
      const first = await fetch(url);
      const tag = first.headers.get('etag');
      const total = first.headers.get('content-range');
      if (first.status !== 200 || !tag) throw new Error(`page 1: HTTP ${first.status}, ETag ${tag}`);
      log(`page 1: ${total}, ${(await first.text()).length} bytes, ETag ${tag}`);
      const cpu = await cpuMeter(prepared.database);
      const [full, notModified] = await runLoad(
        [
          { url, headers: {} },
          { url, headers: { 'if-none-match': tag }, status: 304 },
        ],
        CONCURRENCY,
        cpu,
        { warmupMs: WARMUP_MS, durationMs: DURATION_MS, slices: 5 },
      );
      const row = (name: string, r: typeof full) => [
        name,
        String(r.requests),
        String(r.errors),
        fmt(r.rps, 0),
        fmt(r.p50, 2),
        fmt(r.p99, 2),
        fmt(r.cpuMs, 2),
        fmt(r.nodeCpuMs, 2),
        fmt(r.pgCpuMs, 2),
      ];
      console.log();
      printTable(
        ['scenario', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'Node', 'PostgreSQL'],
        [row('page 1, full answer', full), row('page 1, 304 (If-None-Match)', notModified)],
      );
      const ratio = notModified.rps / full.rps;
      console.log();
      console.log(`engine: ${prepared.engine}`);
      console.log(`p99 of page 1: ${fmt(full.p99, 2)} ms (target ≤ 10 ms): ${full.p99 <= 10 ? 'met' : 'NOT met'}`);
      console.log(
        `304s per second / full answers per second: ${fmt(ratio, 1)}× (target ≥ 5×): ${ratio >= 5 ? 'met' : 'NOT met'}`,
      );
      if (full.errors || notModified.errors) console.log(`errors: ${full.firstError ?? notModified.firstError}`);
    } finally {
      api.server.close();
    }
  } finally {
    await prepared.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
