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
import { fillVisaMatrix } from './visaMatrix';
import {
  cpuMeter,
  fmt,
  log,
  num,
  openBenchDatabase,
  printTable,
  rawQuery,
  root,
  runLoad,
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

// ---------------------------------------------------------------------------------------------------------
// 1. The database
// ---------------------------------------------------------------------------------------------------------

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
    await fillVisaMatrix(database, TARGET_ROWS);
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
