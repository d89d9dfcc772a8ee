import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ResourceDef } from '@/domain/resourceDef';
import { translateKey } from '@/domain/messages';
import { recordSchema, unknownFieldErrors } from '@/domain/schema';
import { fieldErrors, messageParts, type FieldMessage } from '@/domain/validation';
import type { Db } from '@/server/infrastructure/db/client';
import { insertRows } from '@/server/infrastructure/db/rows';

/* The demo content lives in datasets/demo/ (see its README section); this reads, resolves and checks it. */

const DEMO_DATA_DIR = 'datasets/demo';

/** A reference written by natural key: `"country": "AU"` in a row stands for `country_id`. */
interface Reference {
  /** The column the resolved id (or ids, for a list of keys) goes to. */
  column: string;
  /** What the key names, for the error message. */
  what: string;
  ids: ReadonlyMap<string, number>;
}

export interface DemoFileOptions {
  /** References by natural key, by the property that holds the key. */
  references?: Readonly<Record<string, Reference>>;
  /**
   * The property that names a row for later files (a field such as `slug`, or `key`, which is not stored): the
   * ids of the inserted rows come back by it.
   */
  key?: string;
}

/** A validation message in English, as the API would word it. */
export function english(message: FieldMessage): string {
  const { key, args } = messageParts(message, 'en');
  return translateKey(key, 'en', args);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One row of a demo file turned into the record it stands for, or the problems that stop it. */
function resolveRow(
  entry: Record<string, unknown>,
  def: ResourceDef,
  { references = {}, key }: DemoFileOptions,
): { record: Record<string, unknown>; problems: string[] } {
  const record: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(entry)) {
    const reference = references[name];
    if (name === key && !Object.hasOwn(def.fields, name)) continue;
    if (!reference) {
      record[name] = value;
      continue;
    }
    const idOf = (k: unknown) => {
      const id = typeof k === 'string' ? reference.ids.get(k) : undefined;
      if (id === undefined) problems.push(`${name}: no ${reference.what} ${JSON.stringify(k)}`);
      return id ?? null;
    };
    record[reference.column] = Array.isArray(value) ? value.map(idOf) : idOf(value);
  }
  for (const [name, message] of Object.entries(unknownFieldErrors(def, record)))
    problems.push(`${name}: ${english(message)}`);
  return { record, problems };
}

/**
 * The rows of a demo file's `data` as records of `def`, each checked by the resource's own schema. A bad row
 * throws, naming the file (`path`), the row's index and title and every problem.
 */
export function checkDemoRows(
  path: string,
  data: unknown,
  def: ResourceDef,
  options: DemoFileOptions = {},
): { record: Record<string, unknown>; key: string | undefined; verifiedAt?: Date }[] {
  if (!Array.isArray(data)) throw new Error(`${path}: expected an array of rows`);
  const schema = recordSchema(def);
  return data.map((entry: unknown, index) => {
    const where = (title: unknown) => `${path} row ${index}${title === undefined ? '' : ` (${String(title)})`}`;
    if (!isRecord(entry)) throw new Error(`${where(undefined)}: expected an object`);
    // The day a row's facts were last verified (YYYY-MM-DD): the server stamps it, so it is no field.
    const { verified_at: verifiedOn, ...fields } = entry;
    const verifiedAt = def.proof && typeof verifiedOn === 'string' ? new Date(`${verifiedOn}T00:00:00Z`) : undefined;
    const { record, problems } = resolveRow(def.proof ? fields : entry, def, options);
    if (verifiedAt && Number.isNaN(verifiedAt.getTime())) problems.push(`verified_at: not a day (YYYY-MM-DD)`);
    const result = schema.safeParse(record);
    if (!result.success)
      for (const [name, message] of Object.entries(fieldErrors(result.error)))
        problems.push(`${name}: ${english(message)}`);
    if (problems.length || !result.success) throw new Error(`${where(entry[def.title])}: ${problems.join('; ')}`);
    const key = options.key === undefined ? undefined : entry[options.key];
    return { record: result.data, key: typeof key === 'string' ? key : undefined, verifiedAt };
  });
}

/** The check of a resource's records by its own schema: the problems of one record in words, none when valid. */
export function recordProblems(def: ResourceDef): (record: Record<string, unknown>) => string[] {
  const schema = recordSchema(def);
  return (record) => {
    const problems = Object.entries(unknownFieldErrors(def, record)).map(([name, m]) => `${name}: ${english(m)}`);
    const result = schema.safeParse(record);
    if (!result.success)
      for (const [name, message] of Object.entries(fieldErrors(result.error)))
        problems.push(`${name}: ${english(message)}`);
    return problems;
  };
}

/** The checked rows (checkDemoRows) of `datasets/demo/<file>`. */
export function readDemoRows(file: string, def: ResourceDef, options: DemoFileOptions = {}) {
  const path = `${DEMO_DATA_DIR}/${file}`;
  return checkDemoRows(path, JSON.parse(readFileSync(resolve(process.cwd(), path), 'utf8')), def, options);
}

/** Inserts the rows of a demo file (readDemoRows), facts stamped verified, and returns their ids by `options.key`. */
export async function seedDemoFile(
  db: Db,
  file: string,
  def: ResourceDef,
  options: DemoFileOptions = {},
): Promise<Map<string, number>> {
  const rows = readDemoRows(file, def, options);
  if (rows.length === 0) return new Map();
  const inserted = await insertRows(
    db,
    def,
    rows.map((row) => ({ ...row.record, ...(row.verifiedAt ? { verified_at: row.verifiedAt.toISOString() } : {}) })),
  );
  const ids = new Map<string, number>();
  rows.forEach((row, i) => {
    const id = inserted[i].id;
    if (row.key !== undefined && typeof id === 'number') ids.set(row.key, id);
  });
  return ids;
}
