/**
 * bench:api-list: the generic simple-rest list (GET /api/visa/visa-requirements?sort&range&filter with
 * Content-Range) on a million visa_requirements rows, against a "ceiling": a bare node:http server that runs
 * the same list statement through the API's own runner on the same pool (or PGlite instance), without auth,
 * validation or framework. The load comes from a child process (bench/load.ts), which measures the ceiling and
 * the API of a scenario in interleaved slices.
 *
 *   npx tsx bench/api-list.ts                                  # on-disk PGlite in a temp dir
 *   scripts/with-postgres.sh npx tsx bench/api-list.ts         # PostgreSQL: a fresh `visapath_bench` database
 *
 * Knobs (environment): BENCH_ROWS (1000000), BENCH_SECONDS per scenario and server (5), BENCH_WARMUP_SECONDS (1),
 * BENCH_CONCURRENCY (8), BENCH_ONLY (scenario names, comma-separated: first,first1,deep,filter,q).
 * Everything listens on and talks to 127.0.0.1 only; every loop is bounded in time and count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { visaRequirements } from '@/domain/areas/checkVisa';
import type { Principal } from '@/server/infrastructure/context';
import type { Database } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { listPages, listStatement } from '@/server/engine/listPage';
import { parseListQuery } from '@/server/engine/listQuery';
import {
  cpuMeter,
  fmt,
  log,
  migrateAndSeed,
  num,
  openBenchDatabase,
  printTable,
  rawQuery,
  root,
  runLoad,
  seconds,
  startApi,
  type LoadResult,
} from './common';

process.chdir(root); // the seed reads datasets/ relative to the working directory

const TARGET_ROWS = num('BENCH_ROWS', 1_000_000, 1, 2_000_000);
const DURATION_MS = num('BENCH_SECONDS', 5, 1, 60) * 1000;
const WARMUP_MS = num('BENCH_WARMUP_SECONDS', 1, 0, 30) * 1000;
const CONCURRENCY = num('BENCH_CONCURRENCY', 8, 1, 64);
const dialect = new PgDialect();
const SLICES = 5; // the ceiling and the API take turns, five slices each, so background load hits both alike
const BENCH_DB = 'visapath_bench';
const RESOURCE = visaRequirements.name;
const NEEDLE = 'consular'; // a word in the notes of about 1 % of the synthetic rows, and in no seeded row
const ISO_CHARS = '0123456789abcdefghijklmnopqrstuvwxyz'; // synthetic 2-character codes never clash with ISO's A-Z

// ---------------------------------------------------------------------------------------------------------
// 1. The database
// ---------------------------------------------------------------------------------------------------------

/**
 * Migrates, seeds the demo data (with the whole passport-index matrix), then pads the matrix to TARGET_ROWS, or
 * trims it to TARGET_ROWS (the rows with the highest ids go) when that is below the seeded 39,402.
 */
async function fill(database: Database) {
  const { query, count, took } = await migrateAndSeed(database);
  const seeded = await count('select count(*) from visa_requirements');
  const realCountries = await count('select count(*) from countries');
  log(`migrated and seeded demo data: ${realCountries} countries, ${seeded} visa_requirements rows (${took} s)`);

  const needed = TARGET_ROWS - seeded;
  if (needed < 0) {
    await query(
      `delete from visa_requirements where id > (select id from visa_requirements order by id offset $1 limit 1)`,
      [TARGET_ROWS - 1],
    );
    await query('vacuum (analyze) visa_requirements', []);
    log(`trimmed visa_requirements to ${await count('select count(*) from visa_requirements')} rows`);
    return;
  }
  if (needed === 0) return;
  // Synthetic passports: K new countries, each paired with every other country (real or synthetic), so that
  // (passport, destination) stays unique. K is the smallest that yields enough pairs.
  let k = 1;
  while (k * (realCountries + k - 1) < needed) k += 1;
  if (k > ISO_CHARS.length ** 2) throw new Error(`BENCH_ROWS ${TARGET_ROWS} needs more synthetic countries than codes`);
  const step = performance.now();
  await query(
    `insert into countries (iso2, name, is_destination, is_published)
     select substr($1, i / 36 + 1, 1) || substr($1, i % 36 + 1, 1), 'Synthetic country ' || i, false, false
     from generate_series(0, $2::int - 1) as i`,
    [ISO_CHARS, k],
  );
  // Every row is valid by construction (both ids come from countries): skip the per-row foreign-key triggers.
  await query(`set session_replication_role = replica`, []);
  try {
    await query(
      `insert into visa_requirements (passport_country_id, destination_country_id, requirement, max_stay_days, notes, source_name, changed_at, verified_at, review_by)
       select p.id, d.id,
         (array['visa_free','visa_on_arrival','evisa','eta','visa_required','no_admission'])[1 + (p.id * 7 + d.id * 13) % 6],
         case when (p.id * 7 + d.id * 13) % 6 < 2 then 30 + (p.id + d.id) % 4 * 30 end,
         case when (p.id * 31 + d.id) % 100 = 0 then 'Synthetic row: a consular appointment is needed before travel.' end,
         'bench', timestamptz '2025-01-12', timestamptz '2025-01-12', timestamptz '2025-04-12'
       from countries p join countries d on d.id <> p.id
       where p.name like 'Synthetic country %'
       order by p.id, d.id
       limit $1`,
      [needed],
    );
  } finally {
    await query(`set session_replication_role = origin`, []);
  }
  const inserted = performance.now();
  log(`inserted ${k} synthetic countries and ${needed} synthetic visa_requirements rows (${seconds(step)} s)`);
  // A settled table, as autovacuum would leave it: statistics and the visibility map are up to date.
  await query('vacuum (analyze) visa_requirements', []);
  await query('analyze countries', []);
  log(`vacuum (analyze) (${((performance.now() - inserted) / 1000).toFixed(1)} s)`);
}

// ---------------------------------------------------------------------------------------------------------
// 2-3. The servers
// ---------------------------------------------------------------------------------------------------------

interface Scenario {
  name: string;
  label: string;
  params: Record<string, string>;
  concurrency?: number;
}

const listParams = (sort: unknown, range: unknown, filter?: unknown): Record<string, string> => ({
  sort: JSON.stringify(sort),
  range: JSON.stringify(range),
  ...(filter ? { filter: JSON.stringify(filter) } : {}),
});

function listen(server: http.Server): Promise<number> {
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok((server.address() as AddressInfo).port));
  });
}

/**
 * The ceiling: for each scenario, the list statement the API runs for that request, through the API's own runner
 * (`listPages`: the same text, the same named or unnamed statement, on the same pool or PGlite instance), its
 * JSON sent back with the same Content-Range. No auth, no validation, no router.
 */
function ceilingServer(database: Database, scenarios: Scenario[]) {
  const table = tableOf(RESOURCE);
  const admin: Principal = { userId: 1, userType: 1, role: 'admin', organizationId: null, sessionId: 'bench' };
  const pages = listPages(database, visaRequirements, table);
  const queries = new Map(scenarios.map((s) => [`/${s.name}`, parseListQuery(visaRequirements, table, s.params)]));
  const server = http.createServer((req, res) => {
    const query = queries.get(req.url ?? '');
    if (!query) {
      res.writeHead(404).end();
      return;
    }
    pages(query, admin).then(
      (page) => {
        const end = page.rows ? query.offset + page.rows - 1 : query.offset;
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(page.json),
          'content-range': `${RESOURCE} ${query.offset}-${end}/${page.total}`,
        });
        res.end(page.json);
      },
      (error) => {
        console.error(error);
        res.writeHead(500).end();
      },
    );
  });
  const statements = new Map(
    [...queries].map(([path, query]) => [
      path,
      dialect.sqlToQuery(listStatement(visaRequirements, table, query, admin)),
    ]),
  );
  return { server, sql: statements };
}

async function fetchList(url: string, headers: Record<string, string>) {
  const reply = await fetch(url, { headers });
  const body = (await reply.json()) as Record<string, unknown>[];
  if (reply.status !== 200) throw new Error(`${url}: HTTP ${reply.status} ${JSON.stringify(body)}`);
  return { range: reply.headers.get('content-range'), ids: body.map((r) => r.id), text: JSON.stringify(body) };
}

async function main() {
  log(
    `bench:api-list: ${TARGET_ROWS} rows, ${CONCURRENCY} clients, ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s per server and scenario`,
  );
  const prepStart = performance.now();
  const prepared = await openBenchDatabase(BENCH_DB);
  const { database } = prepared;
  const servers: http.Server[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'visapath-bench-data-')); // the API's DATA_DIR (uploads)
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.closeAllConnections?.();
    await Promise.all(servers.map((s) => new Promise((ok) => s.close(ok))));
    await prepared.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    await fill(database);
    const prepSeconds = (performance.now() - prepStart) / 1000;
    log(`database ready on ${prepared.engine} in ${prepSeconds.toFixed(1)} s`);

    const query = rawQuery(database);
    const [[passportId, passportIso]] = (await query(`select id, iso2 from countries where iso2 = 'DE'`, [], true)) as [
      number,
      string,
    ][];
    const only = process.env.BENCH_ONLY?.split(',');
    const scenarios: Scenario[] = [
      { name: 'first', label: 'first page', params: listParams(['id', 'ASC'], [0, 24]) },
      // The same request from a single client: the latency of one request without queueing behind the others.
      { name: 'first1', label: 'first page, 1 client', params: listParams(['id', 'ASC'], [0, 24]), concurrency: 1 },
      { name: 'deep', label: 'deep page 500000', params: listParams(['id', 'ASC'], [500_000, 500_024]) },
      {
        name: 'filter',
        label: `filter visa_free+${passportIso}`,
        params: listParams(['id', 'ASC'], [0, 24], { requirement: 'visa_free', passport_country_id: passportId }),
      },
      { name: 'q', label: `q "${NEEDLE}"`, params: listParams(['id', 'ASC'], [0, 24], { q: NEEDLE }) },
    ].filter((s) => !only || only.includes(s.name));

    // The API, as main.ts builds it (without the SPA), on its own port.
    const { server: apiServer, port: apiPort, auth } = await startApi(database, dataDir);
    servers.push(apiServer);

    const ceiling = ceilingServer(database, scenarios);
    servers.push(ceiling.server);
    ceiling.server.keepAliveTimeout = 120_000;
    const ceilingPort = await listen(ceiling.server);
    log(`API on 127.0.0.1:${apiPort}, ceiling on 127.0.0.1:${ceilingPort}`);

    const apiUrl = (s: Scenario) => `http://127.0.0.1:${apiPort}/api/visa/${RESOURCE}?${new URLSearchParams(s.params)}`;
    const ceilingUrl = (s: Scenario) => `http://127.0.0.1:${ceilingPort}/${s.name}`;

    // Both servers must answer each scenario identically (same rows, same Content-Range).
    for (const s of scenarios) {
      const [a, b] = [await fetchList(apiUrl(s), auth), await fetchList(ceilingUrl(s), {})];
      if (a.range !== b.range || a.text !== b.text) {
        throw new Error(
          `${s.name}: API (${a.range}, ${a.ids.length} rows) and ceiling (${b.range}, ${b.ids.length} rows) answer differently`,
        );
      }
      const sql = ceiling.sql.get(`/${s.name}`)!;
      log(
        `${s.label}: Content-Range ${a.range}, ${a.ids.length} rows, ${a.text.length} bytes (same from both servers)`,
      );
      log(`  statement: ${sql.sql} ${JSON.stringify(sql.params)}`);
    }

    const cpu = await cpuMeter(database);
    const isPg = database.engine === 'postgres';
    const results: { s: Scenario; api: LoadResult; ceiling: LoadResult }[] = [];
    for (const s of scenarios) {
      const [ceilingResult, apiResult] = await runLoad(
        [
          { url: ceilingUrl(s), headers: {} },
          { url: apiUrl(s), headers: auth },
        ],
        s.concurrency ?? CONCURRENCY,
        cpu,
        { warmupMs: WARMUP_MS, durationMs: DURATION_MS, slices: SLICES },
      );
      for (const [who, r] of [
        ['API', apiResult],
        ['ceiling', ceilingResult],
      ] as const) {
        if (r.errors) throw new Error(`${s.name} ${who}: ${r.errors} failed requests (${r.firstError})`);
      }
      results.push({ s, api: apiResult, ceiling: ceilingResult });
      const split = (r: LoadResult) => `${fmt(r.nodeCpuMs, 2)} node${isPg ? ` + ${fmt(r.pgCpuMs, 2)} postgres` : ''}`;
      log(
        `${s.label}: API ${fmt(apiResult.rps)} req/s, CPU ms/req ${split(apiResult)}; ceiling ${fmt(ceilingResult.rps)} req/s, CPU ms/req ${split(ceilingResult)}`,
      );
    }

    const header = [
      'scenario',
      'API req/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      'ceil req/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      'API/ceil req/s',
    ];
    const rows = results.map(({ s, api, ceiling: c }) => [
      s.label,
      fmt(api.rps),
      fmt(api.p50, 2),
      fmt(api.p99, 2),
      fmt(api.cpuMs, 2),
      fmt(c.rps),
      fmt(c.p50, 2),
      fmt(c.p99, 2),
      fmt(c.cpuMs, 2),
      `${fmt((api.rps / c.rps) * 100, 0)} %`,
    ]);
    console.log('');
    console.log(
      `bench:api-list on ${prepared.engine}: ${TARGET_ROWS} visa_requirements rows, prepared in ${prepSeconds.toFixed(1)} s; ` +
        `${CONCURRENCY} keep-alive clients (unless stated), ${DURATION_MS / 1000} s per server and scenario in ${SLICES} interleaved slices after ${WARMUP_MS / 1000} s warm-up`,
    );
    printTable(header, rows);
    console.log(
      `(CPU ms/req: CPU time per request of the server process${isPg ? ' plus the PostgreSQL server' : ', PGlite running inside it'}; ` +
        'API and ceiling take turns, so background load hits both alike)',
    );
    const ratioOk = results
      .map(({ s, api, ceiling: c }) => ({ s, ratio: api.rps / c.rps }))
      .map(({ s, ratio }) => ({ s, ratio, ok: ratio >= 0.7 }));
    const ratioText = ratioOk
      .map(({ s, ratio, ok }) => `${s.name} ${fmt(ratio * 100, 0)} % ${ok ? 'ok' : 'FAIL'}`)
      .join(', ');
    // The p99 budget is judged at page 1 under the full load; the single-client figure is shown beside it.
    const first = results.find((r) => r.s.name === 'first');
    const single = results.find((r) => r.s.name === 'first1');
    const p99Ok = first ? first.api.p99 < 10 : true;
    const p99Text =
      `API p99 at page 1 < 10 ms: ${first ? `${fmt(first.api.p99, 2)} ms with ${CONCURRENCY} clients ${p99Ok ? 'ok' : 'FAIL'}` : 'not run'}` +
      `${single ? ` (${fmt(single.api.p99, 2)} ms with 1 client)` : ''}${isPg ? '' : ' (the budget is for PostgreSQL; informational here)'}`;
    const allOk = ratioOk.every((r) => r.ok) && (p99Ok || !isPg);
    console.log(`Budgets ${allOk ? 'HOLD' : 'FAIL'}: API ≥ 70 % of ceiling req/s: ${ratioText}; ${p99Text}`);
  } finally {
    await stop();
  }
  log('done');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
