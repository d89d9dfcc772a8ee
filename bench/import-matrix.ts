/**
 * bench:import-matrix: the generic import on the largest writable table. The passport-index matrix (39,402 pairs)
 * as German Excel saves it (`;`, CRLF) goes through POST /api/visa/visa-requirements/import as a form: a dry run
 * on an empty table, the apply, a dry run that finds every pair unchanged, and the undo of the applied change
 * set. It prints the time of each step against its budget (10 s, 15 s, 10 s, 60 s). Between the apply and the
 * undo, the round trip: the whole matrix exported in every format the console offers (the workbook and the CSV for
 * Excel in en, de and fr, the RFC 4180 CSV) and each file imported back as a dry run, which must find every pair
 * unchanged; it prints each file's size, its export and its import time against the import's budget (15 s).
 *
 *   npx tsx bench/import-matrix.ts                                  # on-disk PGlite in a temp dir
 *   scripts/with-postgres.sh npx tsx bench/import-matrix.ts         # PostgreSQL: a fresh database
 *
 * Everything listens on and talks to 127.0.0.1 only.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, migrateAndSeed, openBenchDatabase, printTable, root, startApi } from './common';

const BUDGET_MS = { 'dry run (empty table)': 10_000, apply: 15_000, 'dry run (all unchanged)': 10_000, undo: 60_000 };
const ROUND_TRIP_BUDGET_MS = 15_000;
const FILES = [
  ...['en', 'de', 'fr'].flatMap((locale) => ['xlsx', 'csv-excel'].map((format) => ({ format, locale }))),
  { format: 'csv', locale: 'en' },
];

async function main() {
  process.chdir(root); // the seed reads datasets/ relative to the working directory
  const file = readFileSync('datasets/passport-index/passport-index-tidy-iso2.csv', 'utf8');
  const csv = file.replace(/,/g, ';').replace(/\n/g, '\r\n');
  const prepared = await openBenchDatabase('visapath_bench_import');
  const dataDir = mkdtempSync(join(tmpdir(), 'visapath-bench-data-'));
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    const { query, count } = await migrateAndSeed(prepared.database);
    await query('delete from visa_requirements', []);
    api = await startApi(prepared.database, dataDir);
    const base = `http://127.0.0.1:${api.port}/api/visa/visa-requirements`;
    const auth = api.auth;
    const timed = async (run: () => Promise<Response>) => {
      const started = performance.now();
      const reply = await run();
      const body = (await reply.json()) as { rows?: Record<string, number>; changeSet?: string };
      if (!reply.ok) throw new Error(`HTTP ${reply.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return { ms: performance.now() - started, body };
    };
    const send = (dryRun: boolean) =>
      timed(() => {
        const form = new FormData();
        form.append('file', new Blob([csv]), 'matrix.csv');
        form.append(
          'mapping',
          JSON.stringify({ Passport: 'passport_country_id', Destination: 'destination_country_id' }),
        );
        form.append('dryRun', String(dryRun));
        return fetch(`${base}/import`, { method: 'POST', headers: auth, body: form });
      });

    log(`${prepared.engine}: importing the matrix`);
    const dry = await send(true);
    const applied = await send(false);
    const again = await send(true);
    const roundTrips: string[][] = [];
    for (const { format, locale } of FILES) {
      const started = performance.now();
      const exported = await fetch(`${base}/export?format=${format}&locale=${locale}`, { headers: auth });
      const bytes = new Uint8Array(await exported.arrayBuffer());
      const exportMs = performance.now() - started;
      const back = await timed(() => {
        const form = new FormData();
        form.append('file', new Blob([bytes]), `matrix.${format === 'xlsx' ? 'xlsx' : 'csv'}`);
        form.append('dryRun', 'true');
        return fetch(`${base}/import`, { method: 'POST', headers: { ...auth, 'accept-language': locale }, body: form });
      });
      const rows = back.body.rows ?? {};
      const unchanged = rows.unchanged === rows.total && !rows.changed && !rows.invalid && !rows.new;
      roundTrips.push([
        `${format} ${locale}`,
        (bytes.length / 1024 / 1024).toFixed(1),
        exportMs.toFixed(0),
        back.ms.toFixed(0),
        String(ROUND_TRIP_BUDGET_MS),
        `unchanged ${rows.unchanged} of ${rows.total}`,
        unchanged && back.ms <= ROUND_TRIP_BUDGET_MS ? 'HOLDS' : 'OVER',
      ]);
    }
    const undone = await timed(() =>
      fetch(`${base}/undo`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ changeSets: [applied.body.changeSet] }),
      }),
    );
    const left = await count('select count(*) from visa_requirements');
    const steps = [
      ['dry run (empty table)', dry],
      ['apply', applied],
      ['dry run (all unchanged)', again],
      ['undo', undone],
    ] as const;
    printTable(
      ['step', 'ms', 'budget ms', 'rows', ''],
      steps.map(([name, step]) => [
        name,
        step.ms.toFixed(0),
        String(BUDGET_MS[name]),
        step.body.rows ? `new ${step.body.rows.new}, unchanged ${step.body.rows.unchanged}` : '',
        step.ms <= BUDGET_MS[name] ? 'HOLDS' : 'OVER',
      ]),
    );
    log(`rows left after the undo: ${left}`);
    log('the round trip: the whole matrix exported in each format and imported back as a dry run');
    printTable(['file', 'MB', 'export ms', 'import ms', 'budget ms', 'rows', ''], roundTrips);
  } finally {
    api?.server.close();
    await prepared.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
