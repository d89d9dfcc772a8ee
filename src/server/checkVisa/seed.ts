import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Db } from '../db/client';
import { DEFAULT_SOURCE, importRequirements, type ImportResult } from './importer';

/** The passport-index matrix copied into the repository (MIT, compiled from passportindex.org). */
export const REQUIREMENT_MATRIX_FILE = 'datasets/passport-index/passport-index-tidy-iso2.csv';
/** The date the dataset describes. */
export const REQUIREMENT_MATRIX_DATE = '2025-01-12';

/**
 * Seeds the whole visa-requirement matrix (datasets/passport-index) through the importer, in one transaction. Run it after
 * the countries are seeded; it refuses (throws) when the file has invalid rows, e.g. a country is missing.
 */
export async function seedRequirementMatrix(
  db: Db,
  file = resolve(process.cwd(), REQUIREMENT_MATRIX_FILE),
): Promise<ImportResult> {
  const csv = await readFile(file, 'utf8');
  const result = await importRequirements(db, csv, {
    apply: true,
    source: DEFAULT_SOURCE,
    checkedAt: REQUIREMENT_MATRIX_DATE,
  });
  if (!result.applied) {
    const first = result.invalid
      .slice(0, 5)
      .map((r) => `line ${r.line}: ${r.message}`)
      .join('; ');
    throw new Error(`The requirement matrix ${file} has ${result.invalid_count} invalid rows (${first})`);
  }
  return result;
}
