import type { Database } from '@/server/infrastructure/db/client';
import { log, migrateAndSeed, seconds } from './common';

const ISO_CHARS = '0123456789abcdefghijklmnopqrstuvwxyz'; // synthetic 2-character codes never clash with ISO's A-Z

/**
 * Migrates, seeds the demo data (with the whole passport-index matrix), then pads the matrix to TARGET_ROWS, or
 * trims it to TARGET_ROWS (the rows with the highest ids go) when that is below the seeded 39,402.
 */
export async function fillVisaMatrix(database: Database, TARGET_ROWS: number) {
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
