import { z } from 'zod';
import { V } from '@/domain/validation';
import type { Ctx } from '@/server/infrastructure/context';
import { decodeCsv, parseCsv } from '@/server/infrastructure/csv';
import { translateKey } from '@/domain/messages';
import { ApiError, MESSAGES, apiMessage, validationError } from '@/server/infrastructure/http';
import { errorAnswer } from '@/server/infrastructure/openapi/route';
import type { InvalidCell } from '@/server/engine/import/plan';
import type { ImportFormat, ImportOutcome } from '@/server/engine/import/routes';
import { IMPORT_INVALID_MESSAGE, IMPORT_MAX_BYTES, MAX_REPORTED_INVALID } from '@/server/engine/import/routes';

/** The passport-index dataset (datasets/passport-index): MIT, compiled from passportindex.org. */
export const DEFAULT_SOURCE = 'passport-index 2025-01-12';
/** Where the passport-index dataset is published. */
export const DEFAULT_SOURCE_URL = 'https://github.com/ilyankou/passport-index-dataset';
const EXPECTED_HEADER = ['passport', 'destination', 'requirement'] as const;
const COLUMNS = ['passport_country_id', 'destination_country_id', 'requirement'];

type InvalidCode =
  'header' | 'columns' | 'quote' | 'unknown_country' | 'unknown_requirement' | 'stay_range' | 'duplicate' | 'invalid';

/** One invalid row of the file: `code` (+ `value`, `first_line`) lets a client say it in its own words. */
interface InvalidRow {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  /** In the request's language. */
  message: string;
  code: InvalidCode;
  value?: string;
  /** For duplicates: the line where the pair first appeared. */
  first_line?: number;
}

/** The answer of the passport-index body: the generic import's counts, each invalid row with a code. */
interface PassportIndexResult {
  total: number;
  new: number;
  changed: number;
  unchanged: number;
  skipped: number;
  invalid: InvalidRow[];
  invalid_count: number;
  applied: boolean;
}

function parseApply(c: Ctx): boolean {
  const value = c.req.query('apply');
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw validationError({ apply: V.invalid }, c.get('locale'));
}

/** The CSV from a text/csv (or text/plain) body, or from a JSON body `{csv: "..."}`. */
async function readCsv(c: Ctx): Promise<string> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new ApiError(400, MESSAGES.malformedJson);
    }
    const csv = body !== null && typeof body === 'object' && 'csv' in body ? body.csv : undefined;
    if (typeof csv !== 'string') throw validationError({ csv: V.required }, c.get('locale'));
    return csv;
  }
  if (type.includes('text/csv') || type.includes('text/plain'))
    return decodeCsv(new Uint8Array(await c.req.arrayBuffer()));
  throw new ApiError(415, MESSAGES.csvRequired);
}

/** What an invalid cell of the generic import says, as this format's code. */
function codeOf(cell: InvalidCell): InvalidCode {
  if (cell.firstLine !== undefined) return 'duplicate';
  if (cell.field === 'passport_country_id' || cell.field === 'destination_country_id') return 'unknown_country';
  if (cell.field === 'requirement') return 'unknown_requirement';
  if (cell.field === 'max_stay_days') return 'stay_range';
  return 'invalid';
}

/** PassportIndexResult, described. */
const resultSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  invalid: z
    .array(
      z.object({
        line: z.number().int(),
        message: z.string(),
        code: z.enum([
          'header',
          'columns',
          'quote',
          'unknown_country',
          'unknown_requirement',
          'stay_range',
          'duplicate',
          'invalid',
        ] satisfies InvalidCode[]),
        value: z.string().optional(),
        first_line: z.number().int().optional(),
      }),
    )
    .max(MAX_REPORTED_INVALID),
  invalid_count: z.number().int(),
  applied: z.boolean(),
});

/**
 * The passport-index CSV (Passport,Destination,Requirement with ISO codes, a number of days, the dataset's words
 * or -1) posted as text/csv or JSON {csv} with ?apply=true|false: one use of the generic import, which maps the
 * values (the definition's importRow), validates, compares and writes; this reads the fixed header and three
 * columns, stamps what it writes with the dataset's source (and, as every import, verified today what it finds unchanged), and answers one coded row per line.
 */
const readPassportIndex: ImportFormat['read'] = async (c, run) => {
  const apply = parseApply(c);
  const { records, unterminatedQuoteLine } = parseCsv(await readCsv(c));
  const locale = c.get('locale');
  const [header, ...rows] = records;
  const result: PassportIndexResult = {
    total: rows.length,
    new: 0,
    changed: 0,
    unchanged: 0,
    skipped: 0,
    invalid: [],
    invalid_count: 0,
    applied: false,
  };
  const answer = () => {
    result.invalid_count = result.invalid.length;
    result.invalid = result.invalid.sort((a, b) => a.line - b.line).slice(0, MAX_REPORTED_INVALID);
    if (apply && !result.applied) return c.json({ ...apiMessage(c, IMPORT_INVALID_MESSAGE), ...result }, 400);
    return c.json(result);
  };

  if (unterminatedQuoteLine !== undefined) {
    const message = translateKey(MESSAGES.importQuote, locale, { line: unterminatedQuoteLine });
    result.invalid.push({ line: unterminatedQuoteLine, code: 'quote', message });
    return answer();
  }
  const headerOk =
    header?.line === 1 &&
    header.fields.length === EXPECTED_HEADER.length &&
    header.fields.every((f, i) => f.trim().toLowerCase() === EXPECTED_HEADER[i]);
  if (!headerOk) {
    const message = translateKey(MESSAGES.importHeader, locale, { header: 'Passport,Destination,Requirement' });
    result.invalid.push({ line: 1, code: 'header', message });
    return answer();
  }
  for (const { line, fields } of rows) {
    if (fields.length === EXPECTED_HEADER.length) continue;
    const args = { expected: EXPECTED_HEADER.length, found: fields.length };
    result.invalid.push({ line, code: 'columns', message: translateKey(MESSAGES.importColumns, locale, args) });
  }
  const table = {
    headers: [...EXPECTED_HEADER],
    rows: rows
      .filter((r) => r.fields.length === EXPECTED_HEADER.length)
      .map((r) => ({ line: r.line, cells: r.fields.map((f) => f.trim()) })),
  };
  const outcome: ImportOutcome = await run({
    table,
    columns: COLUMNS,
    dryRun: !apply || result.invalid.length > 0,
    stamp: { source_name: DEFAULT_SOURCE, source_url: DEFAULT_SOURCE_URL },
  });
  const { new: created, changed, unchanged, skipped } = outcome.rows;
  Object.assign(result, { new: created, changed, unchanged, skipped, applied: outcome.applied });
  const cells = new Map(table.rows.map((r) => [r.line, r.cells.map(String)]));
  const reported = new Set<number>();
  for (const cell of outcome.invalid) {
    if (reported.has(cell.line)) continue; // one row per line: its first message
    reported.add(cell.line);
    const code = codeOf(cell);
    const [passport = '', destination = '', requirement = ''] = cells.get(cell.line) ?? [];
    // What the row said: the pair it repeats, the country code it names, or its requirement value.
    const value =
      code === 'duplicate'
        ? `${passport.toUpperCase()},${destination.toUpperCase()}`
        : code === 'unknown_country'
          ? cell.field === 'passport_country_id'
            ? passport
            : destination
          : code === 'invalid'
            ? undefined
            : requirement;
    result.invalid.push({
      line: cell.line,
      code,
      message: cell.message,
      ...(value !== undefined ? { value } : {}),
      ...(cell.firstLine !== undefined ? { first_line: cell.firstLine } : {}),
    });
  }
  return answer();
};

export const passportIndexCsv: ImportFormat = {
  read: readPassportIndex,
  bodies: [
    { contentType: 'text/csv', schema: { type: 'string', description: 'Passport,Destination,Requirement' } },
    { contentType: 'text/plain', schema: { type: 'string', description: 'as text/csv' } },
    { contentType: 'application/json', schema: z.object({ csv: z.string().describe('the CSV, as text/csv') }) },
  ],
  // Read after the role check, and only with the CSV: an upload ignores it.
  query: z.object({
    apply: z
      .string()
      .optional()
      .meta({ enum: ['true', 'false', '1', '0'] })
      .describe('with the CSV: write it (true or 1) or only compare (the default)'),
  }),
  description: `Or the requirement matrix as the passport-index CSV (header Passport,Destination,Requirement; ISO 3166-1 alpha-2 codes; a number of days, the dataset's words or -1), up to ${IMPORT_MAX_BYTES / 1024 / 1024} MB, as text/csv (or text/plain) or JSON \`{"csv": "…"}\`: a dry run, or with apply=true written in one transaction, stamped with the dataset's source; what it changes or finds unchanged is verified today. It answers in its own shape, one coded row per invalid line.`,
  responses: {
    200: { description: 'for the CSV, its counts and coded invalid rows', schema: resultSchema },
    400: {
      description: 'for the CSV, a bad apply, malformed JSON, no csv, or (applying) invalid rows with its counts',
      schema: resultSchema.extend({ message: z.string() }),
    },
    415: errorAnswer('Neither a multipart upload, CSV (text/csv, text/plain) nor JSON'),
  },
};
