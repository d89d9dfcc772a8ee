import { inArray, sql } from 'drizzle-orm';
import { audit } from '../audit';
import { parseCsv, type CsvParseResult } from '../csv';
import type { Db } from '../db/client';
import { DATASET_WORDS, visaRequirements, type Requirement } from '../../domain/areas/checkVisa';
import { countries as countryDef } from '../../domain/areas/visa';
import { typedTableOf } from '../db/resourceTables';

/** The passport-index dataset (datasets/passport-index): MIT, compiled from passportindex.org. */
export const DEFAULT_SOURCE = 'passport-index 2025-01-12';
export const EXPECTED_HEADER = ['passport', 'destination', 'requirement'] as const;
/** Rows per INSERT … ON CONFLICT statement (sent as one JSON parameter). */
export const IMPORT_CHUNK = 5000;
/** Invalid rows listed in a result; `invalid_count` always has the full number. */
export const MAX_REPORTED_INVALID = 1000;
/** Largest stay accepted (the max_stay_days field's bound). */
export const MAX_STAY_DAYS = 3650;

export type InvalidCode =
  'header' | 'columns' | 'quote' | 'unknown_country' | 'unknown_requirement' | 'stay_range' | 'duplicate';

export interface InvalidRow {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  /** English text; `code` (+ `value`, `first_line`) lets a client say it in its own language. */
  message: string;
  code: InvalidCode;
  value?: string;
  /** For duplicates: the line where the pair first appeared. */
  first_line?: number;
}

export interface ImportResult {
  /** Data rows in the file (header and blank lines not counted). */
  total: number;
  new: number;
  changed: number;
  unchanged: number;
  /** Own-country rows (-1, or passport = destination). */
  skipped: number;
  /** The first MAX_REPORTED_INVALID invalid rows, by line. */
  invalid: InvalidRow[];
  invalid_count: number;
  /** True when the rows were written (apply requested and no invalid row). */
  applied: boolean;
}

export interface ImportOptions {
  apply: boolean;
  /** Recorded as created_by / updated_by and in the audit row. */
  userId?: number;
  /** Stored in each written row's source; defaults to DEFAULT_SOURCE. */
  source?: string;
  /** checked_at of written rows (YYYY-MM-DD); defaults to today (UTC). */
  checkedAt?: string;
  /** Client address for the audit row. */
  ip?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Values

type Value =
  | { kind: 'own' }
  | { kind: 'requirement'; requirement: Requirement; days: number | null }
  | { kind: 'bad'; code: 'unknown_requirement' | 'stay_range'; message: string };

/** A dataset value: a number of days (visa free), one of the words above, or -1 (own country). */
export function mapRequirement(raw: string): Value {
  const value = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === '-1') return { kind: 'own' };
  if (/^\d+$/.test(value)) {
    const days = Number(value);
    if (days > MAX_STAY_DAYS)
      return {
        kind: 'bad',
        code: 'stay_range',
        message: `A stay of ${days} days is out of range (0 to ${MAX_STAY_DAYS})`,
      };
    return { kind: 'requirement', requirement: 'visa_free', days };
  }
  const requirement = DATASET_WORDS[value];
  if (requirement) return { kind: 'requirement', requirement, days: null };
  return { kind: 'bad', code: 'unknown_requirement', message: `Unknown requirement "${raw.trim()}"` };
}

// ---------------------------------------------------------------------------------------------------------
// Import

interface Planned {
  passport: number;
  destination: number;
  requirement: Requirement;
  days: number | null;
}

// Country ids are serial integers far below 2^21, so one number keys a pair.
const pairKey = (passport: number, destination: number) => passport * 0x1_0000_0000 + destination;

const today = () => new Date().toISOString().slice(0, 10);
/** Advisory lock key of the import (any constant; the migrations use 7,320,551). */
const IMPORT_LOCK = 7_320_552;

/**
 * Compares a passport-index style CSV (Passport,Destination,Requirement with ISO2 codes) with the stored
 * visa requirements and, with `apply` and no invalid row, writes the new and changed pairs in one transaction
 * with one audit row. Any invalid row means nothing is written.
 */
export async function importRequirements(db: Db, csvText: string, options: ImportOptions): Promise<ImportResult> {
  const parsed = parseCsv(csvText); // before the transaction: parsing needs no database
  if (!options.apply) return analyse(db, parsed).then(({ result }) => result);
  // Everything inside runs on the transaction (on PGlite a query on the outer db would wait for it forever).
  return db.transaction(async (tx) => {
    // Two imports at once on PostgreSQL: the second waits for the first (a no-op on single-session PGlite).
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const { result, writes } = await analyse(tx, parsed);
    if (result.invalid_count > 0) return result;
    await write(tx, writes, options);
    await audit(tx, {
      userId: options.userId ?? null,
      action: 'import',
      resource: 'visa-requirements',
      changes: {
        total: result.total,
        new: result.new,
        changed: result.changed,
        unchanged: result.unchanged,
        skipped: result.skipped,
        source: options.source ?? DEFAULT_SOURCE,
      },
      ip: options.ip ?? null,
    });
    return { ...result, applied: true };
  });
}

async function analyse(
  db: Db,
  { records, unterminatedQuoteLine }: CsvParseResult,
): Promise<{ result: ImportResult; writes: Planned[] }> {
  const result: ImportResult = {
    total: 0,
    new: 0,
    changed: 0,
    unchanged: 0,
    skipped: 0,
    invalid: [],
    invalid_count: 0,
    applied: false,
  };
  const writes: Planned[] = [];
  const reject = (row: InvalidRow) => {
    result.invalid_count += 1;
    if (result.invalid.length < MAX_REPORTED_INVALID) result.invalid.push(row);
  };

  const [header, ...rows] = records;
  result.total = rows.length;
  const headerOk =
    header?.line === 1 &&
    header.fields.length === EXPECTED_HEADER.length &&
    header.fields.every((f, i) => f.trim().toLowerCase() === EXPECTED_HEADER[i]);
  if (!headerOk) {
    reject({ line: 1, code: 'header', message: 'The first line must be the header Passport,Destination,Requirement' });
    return { result, writes };
  }

  const countries = typedTableOf(countryDef);
  const requirements = typedTableOf(visaRequirements);
  // Two queries in all, one after the other (the same connection or transaction): the countries, then the
  // stored pairs of the passports the file names (the whole matrix for a full file, a few rows for a small one).
  const countryRows = await db.select({ id: countries.id, iso2: countries.iso2 }).from(countries);
  const countryId = new Map(countryRows.map((r) => [r.iso2.toUpperCase(), r.id]));
  const seen = new Map<number, number>(); // pair → line it first appeared on
  const candidates: Planned[] = [];

  for (const { line, fields } of rows) {
    if (fields.length !== 3) {
      reject({ line, code: 'columns', message: `Expected 3 columns, found ${fields.length}` });
      continue;
    }
    const [passportCode, destinationCode] = [fields[0].trim().toUpperCase(), fields[1].trim().toUpperCase()];
    const passport = countryId.get(passportCode);
    const destination = countryId.get(destinationCode);
    if (passport === undefined || destination === undefined) {
      const code = passport === undefined ? passportCode : destinationCode;
      reject({ line, code: 'unknown_country', value: code, message: `Unknown country code "${code}"` });
      continue;
    }
    const value = mapRequirement(fields[2]);
    if (value.kind === 'bad') {
      reject({ line, code: value.code, value: fields[2].trim(), message: value.message });
      continue;
    }
    if (value.kind === 'own' || passport === destination) {
      result.skipped += 1;
      continue;
    }
    const key = pairKey(passport, destination);
    const first = seen.get(key);
    if (first !== undefined) {
      reject({
        line,
        code: 'duplicate',
        value: `${passportCode},${destinationCode}`,
        first_line: first,
        message: `Duplicate pair ${passportCode},${destinationCode} (first on line ${first})`,
      });
      continue;
    }
    seen.set(key, line);
    candidates.push({ passport, destination, requirement: value.requirement, days: value.days });
  }

  const passports = [...new Set(candidates.map((c) => c.passport))];
  const existingRows =
    passports.length === 0
      ? []
      : await db
          .select({
            passport: requirements.passport_country_id,
            destination: requirements.destination_country_id,
            requirement: requirements.requirement,
            days: requirements.max_stay_days,
          })
          .from(requirements)
          .where(
            passports.length === countryId.size ? undefined : inArray(requirements.passport_country_id, passports),
          );
  const existing = new Map(
    existingRows.map((r) => [pairKey(r.passport, r.destination), { requirement: r.requirement, days: r.days }]),
  );
  for (const candidate of candidates) {
    const stored = existing.get(pairKey(candidate.passport, candidate.destination));
    if (!stored) result.new += 1;
    else if (stored.requirement === candidate.requirement && stored.days === candidate.days) {
      result.unchanged += 1;
      continue;
    } else result.changed += 1;
    writes.push(candidate);
  }
  if (unterminatedQuoteLine !== undefined) {
    reject({ line: unterminatedQuoteLine, code: 'quote', message: 'A quoted field is never closed' });
  }
  result.invalid.sort((a, b) => a.line - b.line);
  return { result, writes };
}

/**
 * New and changed pairs, IMPORT_CHUNK rows a statement: INSERT … SELECT FROM jsonb_to_recordset(one JSON
 * parameter) … ON CONFLICT (passport, destination) DO UPDATE, only where the requirement or stay differs, so an
 * unchanged pair is never touched. (Drizzle's insert builder with 8 parameters a row spent ~10 s building and
 * binding 39,402 rows on PGlite; one JSON parameter a chunk writes them in ~3 s.)
 */
async function write(tx: Db, writes: Planned[], options: ImportOptions) {
  const t = typedTableOf(visaRequirements);
  const col = (name: keyof typeof t.$inferSelect) => sql.identifier(t[name].name);
  const source = options.source ?? DEFAULT_SOURCE;
  const checkedAt = options.checkedAt ?? today();
  const userId = options.userId ?? null;
  for (let start = 0; start < writes.length; start += IMPORT_CHUNK) {
    const rows = JSON.stringify(
      writes
        .slice(start, start + IMPORT_CHUNK)
        .map((w) => ({ p: w.passport, d: w.destination, r: w.requirement, m: w.days })),
    );
    await tx.execute(sql`
      insert into ${t} (${col('passport_country_id')}, ${col('destination_country_id')}, ${col('requirement')}, ${col('max_stay_days')},
        ${col('source')}, ${col('checked_at')}, ${col('created_by')}, ${col('updated_by')})
      select x.p, x.d, x.r, x.m, ${source}::text, ${checkedAt}::date, ${userId}::integer, ${userId}::integer
      from jsonb_to_recordset(${rows}::jsonb) as x(p integer, d integer, r text, m integer)
      on conflict (${col('passport_country_id')}, ${col('destination_country_id')}) do update set
        ${col('requirement')} = excluded.${col('requirement')},
        ${col('max_stay_days')} = excluded.${col('max_stay_days')},
        ${col('source')} = excluded.${col('source')},
        ${col('checked_at')} = excluded.${col('checked_at')},
        ${col('updated_by')} = excluded.${col('updated_by')},
        ${col('updated_at')} = now(),
        ${col('version')} = ${t}.${col('version')} + 1
      where (${t}.${col('requirement')}, ${t}.${col('max_stay_days')})
        is distinct from (excluded.${col('requirement')}, excluded.${col('max_stay_days')})`);
  }
}
