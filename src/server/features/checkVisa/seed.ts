import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { datasetRequirement, REQUIREMENTS, visaRequirements, type Requirement } from '@/domain/areas/checkVisa';
import { countries as countryDef } from '@/domain/areas/visa';
import { audit } from '@/server/infrastructure/audit';
import { parseCsv } from '@/server/infrastructure/csv';
import type { Db } from '@/server/infrastructure/db/client';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import type { InsertOf } from '@/server/infrastructure/db/tableBuilder';
import { insertMany } from '@/server/infrastructure/db/rows';
import { DEFAULT_SOURCE, DEFAULT_SOURCE_URL } from './passportIndexImport';

/** The passport-index matrix copied into the repository (MIT, compiled from passportindex.org). */
const REQUIREMENT_MATRIX_FILE = 'datasets/passport-index/passport-index-tidy-iso2.csv';
/** The date the dataset describes. */
const REQUIREMENT_MATRIX_DATE = '2025-01-12';

const isRequirement = (value: unknown): value is Requirement => REQUIREMENTS.some((r) => r === value);

/**
 * Seeds the whole visa-requirement matrix (datasets/passport-index) into an empty table, after the countries: the
 * dataset's values read as an import reads them (the definition's importRow). Checked data: a row it cannot read
 * (an unknown country, an unknown value) stops the seed with its line.
 */
export async function seedRequirementMatrix(
  db: Db,
  file = resolve(process.cwd(), REQUIREMENT_MATRIX_FILE),
): Promise<number> {
  const { records } = parseCsv(await readFile(file, 'utf8'));
  const countries = typedTableOf(countryDef);
  const ids = new Map(
    (await db.select({ id: countries.id, iso2: countries.iso2 }).from(countries)).map((r) => [r.iso2, r.id]),
  );
  const rows: InsertOf<typeof visaRequirements>[] = [];
  for (const { line, fields } of records.slice(1)) {
    const [passport, destination] = [ids.get(fields[0]?.trim() ?? ''), ids.get(fields[1]?.trim() ?? '')];
    const row = datasetRequirement({ requirement: fields[2] });
    if (row === null || passport === destination) continue;
    const days = row.max_stay_days ?? null;
    if (passport === undefined || destination === undefined || !isRequirement(row.requirement))
      throw new Error(`${file} line ${line}: cannot read "${fields.join(',')}"`);
    rows.push({
      passport_country_id: passport,
      destination_country_id: destination,
      requirement: row.requirement,
      max_stay_days: typeof days === 'number' ? days : null,
      source_name: DEFAULT_SOURCE,
      source_url: DEFAULT_SOURCE_URL,
      // Verified when the dataset was compiled: due for review once its cycle has run out.
      verified_at: `${REQUIREMENT_MATRIX_DATE}T00:00:00Z`,
    });
  }
  await insertMany(db, visaRequirements, rows);
  // The audit log says where the matrix came from, as an import by the system.
  const total = records.length - 1;
  await audit(db, {
    action: 'import',
    resource: visaRequirements.name,
    changes: { total, new: rows.length, skipped: total - rows.length, source: DEFAULT_SOURCE },
  });
  return rows.length;
}
