import { lockedForPartner, partnerDefault, type FieldDef, type ResourceDef } from '@/domain/resourceDef';
import { translateKey, type Locale } from '@/domain/messages';
import { V, type FieldErrors } from '@/domain/validation';
import { choiceLabel } from '@/server/engine/labels';
import type { Ctx, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { ApiError, localizeErrors } from '@/server/infrastructure/http';
import type { Row } from '@/server/engine/hooks';
import type { ImportWriter } from './writer';
import type { Cell, ImportRow } from './table';
import { unresolvedReferences, type ValueReader } from './values';

export interface InvalidCell {
  line: number;
  /** The field the message is about ('_' for the row as a whole). */
  field: string;
  /** The text the file holds in that field's column, when it has one. */
  value?: string;
  /** In the request's language: the forms' own messages. */
  message: string;
  /** For a row that repeats another row's record: the line where that record first appeared. */
  firstLine?: number;
}

/** A field a changed row changes: its stored value and the file's. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

interface PlannedRow {
  line: number;
  /** For a changed record: the fields the file changes. */
  changes?: FieldChange[];
  record: Row;
  /** What a form would send: the stored record with the file's values over it. */
  body: Row;
  existing?: Row;
}

export interface ImportPlan {
  creates: PlannedRow[];
  updates: PlannedRow[];
  unchanged: number;
  /** The stored records the file holds unchanged (their facts, if any, are verified again). */
  unchangedIds: number[];
  /** Rows the definition's importRow skips. */
  skipped: number;
  invalid: InvalidCell[];
  /** The invalid rows as the file holds them (each cell as text), to be offered back as a file to correct. */
  rejected: { line: number; cells: string[] }[];
}

/** Invalid rows kept whole for the file of rows to correct (every invalid row is still counted). */
const MAX_REJECTED_ROWS = 1000;
/** Choices named in a message about a value that is not one of them; past these, "…". */
const MAX_NAMED_CHOICES = 12;

/**
 * An enum's "choose one of the options" as an import says it: the value found and the values allowed, in the
 * user's language ("«Visa frei» is not one of: visa free, e-visa, …").
 */
function explainChoices(
  def: ResourceDef,
  errors: FieldErrors,
  found: (name: string) => string,
  locale: Locale,
): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => {
      const field = def.fields[name];
      // The forms' validation answers in the user's language already.
      const key = typeof error === 'string' ? error : error.message;
      const choice = key === V.choice || key === translateKey(V.choice, locale);
      if (!choice || !field?.choices || !found(name)) return [name, error];
      const labels = field.choices.map((code) => choiceLabel(name, field, code, locale));
      const named = labels.slice(0, MAX_NAMED_CHOICES).join(', ') + (labels.length > MAX_NAMED_CHOICES ? ', …' : '');
      return [name, { message: V.importChoice, args: { value: found(name), choices: named } }];
    }),
  );
}

/** Whether a stored value and a validated one are the same (a number is a number, a moment a moment). */
function same(field: FieldDef | undefined, stored: unknown, value: unknown): boolean {
  const a = stored ?? null;
  const b = value ?? null;
  if (a === null || b === null) return a === b;
  if (field?.kind === 'decimal' || field?.kind === 'integer' || field?.kind === 'reference')
    return Number(a) === Number(b);
  if (field?.kind === 'datetime') return Date.parse(String(a)) === Date.parse(String(b));
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The keys a record is matched and held unique by: each unique field, and each unique combination. */
function uniqueKeys(def: ResourceDef): string[][] {
  return [
    ...Object.entries(def.fields)
      .filter(([, f]) => f.unique)
      .map(([name]) => [name]),
    ...(def.uniqueTogether ?? []),
  ];
}

const keyOf = (names: string[], record: Row): string | undefined => {
  const parts = names.map((n) => record[n]);
  return parts.some((p) => p === null || p === undefined || p === '') ? undefined : JSON.stringify(parts);
};

/**
 * The dry run: each row read, matched to a stored record (by id, else by a unique field or combination), held to
 * the forms' validation (the definition's schema, cross-field rules, ownership, uniqueness, and for a partner its
 * organisation and the fields it may change) and sorted into new, changed, unchanged and invalid.
 */
export async function planImport(
  c: Ctx,
  tx: Db,
  def: ResourceDef,
  writer: ImportWriter,
  principal: Principal,
  columns: (string | null)[],
  rows: ImportRow[],
  read: ValueReader,
  stamp: Row = {},
): Promise<ImportPlan> {
  const locale = c.get('locale');
  const plan: ImportPlan = {
    creates: [],
    updates: [],
    unchanged: 0,
    unchangedIds: [],
    skipped: 0,
    invalid: [],
    rejected: [],
  };
  const asText = (cell: Cell | undefined) =>
    cell == null ? '' : cell instanceof Date ? cell.toISOString().replace(/T00:00:00\.000Z$/, '') : String(cell);
  let cells: Cell[] = [];
  const reject = (line: number, errors: FieldErrors, firstLine?: number) => {
    const explained = explainChoices(def, errors, (name) => asText(cells[columns.indexOf(name)]), locale);
    for (const [field, message] of Object.entries(localizeErrors(explained, locale))) {
      const value = asText(cells[columns.indexOf(field)]);
      plan.invalid.push({
        line,
        field,
        message,
        ...(value ? { value } : {}),
        ...(firstLine === undefined ? {} : { firstLine }),
      });
    }
    if (plan.rejected.length < MAX_REJECTED_ROWS) plan.rejected.push({ line, cells: cells.map(asText) });
  };
  const stored = await writer.loadScoped(tx, principal);
  const byId = new Map(stored.map((row) => [row.id as number, row]));
  const keys = uniqueKeys(def);
  const byKey = keys.map((names) => {
    const index = new Map<string, Row>();
    for (const row of stored) {
      const key = keyOf(names, row);
      if (key) index.set(key, row);
    }
    return index;
  });
  const partner = principal.role !== 'admin';
  const owner = def.owner && def.owner.column !== 'id' ? def.owner.column : undefined;
  const seenIds = new Map<number, number>();
  const seenKeys = keys.map(() => new Map<string, number>());

  for (const row of rows) {
    const { line } = row;
    cells = row.cells;
    const input: Row = {};
    columns.forEach((name, i) => {
      if (name) input[name] = read(name, cells[i] ?? null);
    });
    const adapted = def.importRow ? def.importRow(input) : input;
    if (!adapted) {
      plan.skipped += 1;
      continue;
    }
    const { id, ...values } = adapted;
    const unresolved = unresolvedReferences(def, values);
    if (unresolved) {
      reject(line, unresolved);
      continue;
    }
    let existing: Row | undefined;
    if (id !== undefined && id !== null) {
      existing = typeof id === 'number' ? byId.get(id) : undefined;
      if (!existing) {
        reject(line, { id: V.importMissing });
        continue;
      }
    } else {
      for (const [i, names] of keys.entries()) {
        const key = keyOf(names, values);
        existing = key === undefined ? undefined : byKey[i].get(key);
        if (existing) break;
      }
    }
    if (partner) {
      const fixed = principal.role !== 'admin' ? def.partnerFixed?.[principal.role] : undefined;
      const locked: FieldErrors = {};
      for (const name of Object.keys(values)) {
        const field = def.fields[name];
        const allowed =
          name === owner
            ? principal.organizationId
            : existing
              ? existing[name]
              : ((principal.role !== 'admin' ? def.partnerFixed?.[principal.role]?.[name] : undefined) ??
                partnerDefault(field));
        if (
          (name === owner || fixed?.[name] !== undefined || lockedForPartner(def, name)) &&
          !same(field, allowed, values[name])
        )
          locked[name] = V.importLocked;
      }
      if (Object.keys(locked).length) {
        reject(line, locked);
        continue;
      }
    }
    const body = existing ? { ...existing, ...values } : values;
    let record: Row;
    try {
      record = writer.validate(c, body, principal, existing);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.errors) throw error;
      reject(line, error.errors);
      continue;
    }
    const selfId = existing?.id as number | undefined;
    if (selfId !== undefined) {
      const first = seenIds.get(selfId);
      if (first !== undefined) {
        reject(line, { [id !== undefined && id !== null ? 'id' : keys[0][0]]: V.importDuplicate }, first);
        continue;
      }
      seenIds.set(selfId, line);
    }
    const clash: FieldErrors = {};
    let firstLine: number | undefined;
    for (const [i, names] of keys.entries()) {
      const key = keyOf(names, record);
      if (key === undefined) continue;
      const other = byKey[i].get(key);
      const earlier = seenKeys[i].get(key);
      if (other && other.id !== selfId) clash[names[0]] = V.unique;
      else if (earlier !== undefined) {
        clash[names[0]] = V.importDuplicate;
        firstLine ??= earlier;
      } else seenKeys[i].set(key, line);
    }
    if (Object.keys(clash).length) {
      reject(line, clash, firstLine);
      continue;
    }
    // A field the record does not carry (the proof's dates when no fact changed) is left as it is stored.
    const differs = (name: string) =>
      record[name] !== undefined && !same(def.fields[name], existing![name], record[name]);
    if (existing && !Object.keys(def.fields).some(differs)) {
      plan.unchanged += 1;
      plan.unchangedIds.push(existing.id as number);
      continue;
    }
    try {
      await writer.checkRow(c, tx, principal, record, existing);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.errors) throw error;
      reject(line, error.errors);
      continue;
    }
    // The stamp (e.g. where and when the data was checked) goes with what is written, never into the comparison.
    (existing ? plan.updates : plan.creates).push({
      line,
      // What the file changes: its own columns (a fact's proof dates follow from them).
      ...(existing
        ? {
            changes: Object.keys(values)
              .filter((name) => def.fields[name] && differs(name))
              .map((field) => ({ field, before: existing[field] ?? null, after: record[field] ?? null })),
          }
        : {}),
      record: { ...record, ...stamp },
      body: { ...body, ...stamp },
      existing,
    });
  }
  plan.invalid.sort((a, b) => a.line - b.line);
  return plan;
}
