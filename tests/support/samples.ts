import { expect } from 'vitest';
import type { CrossFieldRule, FieldDef, ResourceDef } from '../../src/domain/resource';
import { resourceByName } from '../../src/domain/resources';
import { fieldSchema } from '../../src/domain/schema';
import { organizations, users } from '../../src/server/db/schema';
import type { TestApi } from './api';

/**
 * Valid records for any resource definition, built from its field kinds, so the generated contract tests cover
 * a resource as soon as it is declared. Every call gives fresh values to unique fields and creates fresh
 * referenced records through the API, so samples never collide with seeded rows or with each other.
 */

export type Sample = Record<string, unknown>;

/** The collection path of a resource, e.g. /api/visa/countries. */
export const pathOf = (def: ResourceDef) => `${def.base}/${def.name}`;

const TEXT_KINDS = new Set<FieldDef['kind']>(['text', 'textarea', 'richtext', 'email', 'url', 'slug', 'key', 'file']);
export const isTextKind = (field: FieldDef) => TEXT_KINDS.has(field.kind);
const TEXT_LIMITS: Partial<Record<FieldDef['kind'], number>> = {
  text: 200, textarea: 5000, richtext: 50_000, email: 254, url: 2000, slug: 120, key: 64, file: 500,
};
export const maxLength = (field: FieldDef) => field.max ?? TEXT_LIMITS[field.kind] ?? 200;

/** Tables that references may name but that have no CRUD route of their own: a required link takes an existing row. */
const NOT_RESOURCES = { organizations, users } as const;
const isNotResource = (name: string): name is keyof typeof NOT_RESOURCES => name in NOT_RESOURCES;

// One run of the file: a counter for unique words, and one per code length.
let counter = 0;
const next = () => ++counter;
const codeCounters = new Map<number, number>();

/** A word no other sample (or seeded row) contains: mixed case so `q` can be checked case-insensitively. */
const uniqueWord = (k: number) => `Vq${k.toString(36)}Zx`;

/**
 * An uppercase code of exactly `length` characters that cannot be a real ISO 3166 / ISO 4217 code: 'Q' followed
 * by characters that never follow Q in an assigned code (no 'A': QA/QAT/QAR are Qatar). When the 'Q' codes of
 * that length run out, codes containing a digit (which no ISO code does) follow.
 */
export function isoSafeCode(length: number): string {
  const k = codeCounters.get(length) ?? 0;
  codeCounters.set(length, k + 1);
  const alphabet = 'BCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const tail = (n: number, size: number) => {
    let s = '';
    for (let i = 0; i < size; i++) { s = alphabet[n % alphabet.length] + s; n = Math.floor(n / alphabet.length); }
    return s;
  };
  if (length === 1) return String.fromCharCode(65 + (k % 26));
  const qCodes = alphabet.length ** (length - 1);
  if (k < qCodes) return `Q${tail(k, length - 1)}`;
  // Digit-led codes: 0..9 then the usual tail.
  const rest = k - qCodes;
  const first = Math.floor(rest / qCodes);
  if (first >= 10) throw new Error(`out of ISO-safe codes of length ${length}`);
  return `${first}${tail(rest % qCodes, length - 1)}`;
}

/** Fields that must get a fresh value on every sample: unique ones and the text columns of composite keys. */
export function mustBeUnique(def: ResourceDef, name: string): boolean {
  return !!def.fields[name].unique || (def.uniqueTogether ?? []).some((key) => key.includes(name));
}

const fit = (text: string, field: FieldDef) => {
  const max = maxLength(field);
  let s = text.length > max ? text.slice(text.length - max) : text;
  if (field.min && s.length < field.min) s = s.padEnd(field.min, 'x');
  return s;
};

function uniqueExample(field: FieldDef, example: string, k: number): string {
  switch (field.kind) {
    case 'slug':
      return `${example}-${k}`;
    case 'key':
      return `${example}_${k}`;
    case 'email':
      return example.replace('@', `+${k}@`);
    case 'url':
      return `${example}${example.includes('?') ? '&' : '?'}u=${k}`;
    default:
      return `${example}-${k}`;
  }
}

function textValue(def: ResourceDef, name: string, field: FieldDef, k: number): string {
  const unique = mustBeUnique(def, name);
  if (field.kind === 'text' && field.min !== undefined && field.min === field.max && (unique || field.example === undefined)) {
    return isoSafeCode(field.min);
  }
  if (field.example !== undefined) {
    const example = String(field.example);
    return unique ? fit(uniqueExample(field, example, k), field) : example;
  }
  const word = uniqueWord(k);
  const label = name.replace(/_/g, ' ');
  switch (field.kind) {
    case 'email':
      return `sample-${k}@example.com`;
    case 'url':
      return `https://example.com/${name}/${k}`;
    case 'slug':
      return fit(`sample-${name.replace(/_/g, '-')}-${k}`, field);
    case 'key':
      return fit(`sample_${name}_${k}`, field);
    case 'richtext':
      return `<p>Sample ${label} ${word}</p>`;
    case 'file':
      return `uploads/sample-${k}.pdf`;
    default:
      return fit(`Sample ${label} ${word}`, field);
  }
}

/** Bounds of a number field (the schema's, or a reasonable range when open). */
function bounds(field: FieldDef): [number, number] {
  const lo = field.min ?? 0;
  const hi = field.max ?? lo + 1000;
  return [lo, hi];
}

/** A number that depends only on the field's bounds and n, so min/max pairs of one kind get the same value. */
function numberValue(field: FieldDef, n: number): number {
  if (field.example !== undefined) return Number(field.example);
  const [lo, hi] = bounds(field);
  const span = Math.floor(hi - lo);
  if (field.kind === 'integer') return lo + ((n * 37 + 1) % (span + 1));
  if (span < 1) return lo;
  return lo + ((n * 37 + 1) % span) + 0.5;
}

const dateValue = (n: number) => `2024-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + ((n * 7) % 28)).padStart(2, '0')}`;

/** Creates a record through the API and returns it (throws on anything but a 201). */
export async function createRecord(api: TestApi, token: string, def: ResourceDef, body: Sample): Promise<Sample> {
  const reply = await api.call('POST', pathOf(def), { token, body });
  if (reply.status !== 201) throw new Error(`creating ${def.name} failed: ${reply.status} ${reply.text}\n${JSON.stringify(body)}`);
  return reply.body as Sample;
}

/** A fresh record of the resource `name` (created through the API), for references. */
export async function freshReference(api: TestApi, token: string, name: string, n: number): Promise<number> {
  const target = resourceByName(name);
  if (!target) throw new Error(`reference to unknown resource ${name}`);
  const created = await createRecord(api, token, target, await sampleRecord(api, token, target, n));
  return created.id as number;
}

/**
 * A valid create payload for `def`: every field gets a value that satisfies its kind, bounds, choices and
 * pattern, unique fields a fresh one, references a freshly created record, and the cross-field rules hold.
 * `overrides` replaces generated values (no referenced record is created for an overridden field).
 */
export async function sampleRecord(api: TestApi, token: string, def: ResourceDef, n: number, overrides: Sample = {}): Promise<Sample> {
  const record: Sample = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (name in overrides) {
      record[name] = overrides[name];
      continue;
    }
    const k = next();
    switch (field.kind) {
      case 'text':
      case 'textarea':
      case 'richtext':
      case 'email':
      case 'url':
      case 'slug':
      case 'key':
      case 'file':
        record[name] = textValue(def, name, field, k);
        break;
      case 'integer':
      case 'decimal':
        record[name] = numberValue(field, n);
        break;
      case 'boolean':
        record[name] = field.example !== undefined ? Boolean(field.example) : n % 2 === 0;
        break;
      case 'date':
        record[name] = field.example !== undefined ? String(field.example) : dateValue(n);
        break;
      case 'datetime':
        record[name] = field.example !== undefined ? String(field.example) : `${dateValue(n)}T10:${String(n % 60).padStart(2, '0')}:00.000Z`;
        break;
      case 'enum':
        record[name] = field.example !== undefined ? String(field.example) : field.choices![n % field.choices!.length];
        break;
      case 'reference':
        if (isNotResource(field.reference!)) {
          const target = NOT_RESOURCES[field.reference];
          const [row] = field.required ? await api.db.select({ id: target.id }).from(target).orderBy(target.id).limit(1) : [];
          if (field.required && !row) throw new Error(`${def.name}.${name}: no ${field.reference} row to link to`);
          record[name] = row?.id ?? null;
        } else {
          record[name] = await freshReference(api, token, field.reference!, n);
        }
        break;
      case 'textList':
        record[name] = ['alpha', 'beta'];
        break;
      case 'referenceList':
        record[name] = [];
        break;
    }
  }
  satisfyRules(def, record, overrides);
  return record;
}

/** Repairs a record until every cross-field rule holds (copying a same-kind value, or clearing an optional one). */
function satisfyRules(def: ResourceDef, record: Sample, overrides: Sample) {
  const rules = def.rules ?? [];
  const broken = () => rules.map((rule) => rule(record)).find((p) => p !== null) ?? null;
  for (let round = 0; round < 10; round++) {
    const problem = broken();
    if (!problem) return;
    const field = def.fields[problem.field];
    if (problem.field in overrides) throw new Error(`${def.name}: the overrides break a rule on ${problem.field}`);
    const candidates: unknown[] = Object.entries(def.fields)
      .filter(([name, f]) => name !== problem.field && f.kind === field.kind && record[name] != null)
      .map(([name]) => record[name]);
    if (!field.required) candidates.push(null);
    const original = record[problem.field];
    const fix = candidates.find((candidate) => {
      record[problem.field] = candidate;
      return fieldSchema(field).safeParse(candidate).success && !rules.some((rule) => rule(record)?.field === problem.field);
    });
    if (fix === undefined) {
      record[problem.field] = original;
      throw new Error(`${def.name}: cannot satisfy the rule on ${problem.field}; teach tests/support/samples.ts`);
    }
  }
  if (broken()) throw new Error(`${def.name}: cannot satisfy its rules`);
}

/**
 * A copy of `record` that breaks `rule` while every field on its own stays valid, found by trying simple
 * mutations (copying one field's value into another of the same kind; putting a low and a high value into two
 * number/date fields). Returns null when no mutation breaks the rule.
 */
export function violateRule(def: ResourceDef, record: Sample, rule: CrossFieldRule): { record: Sample; field: string } | null {
  const names = Object.keys(def.fields);
  const candidates: Sample[] = [];
  for (const a of names) {
    for (const b of names) {
      if (a === b || def.fields[a].kind !== def.fields[b].kind) continue;
      const fa = def.fields[a];
      const fb = def.fields[b];
      candidates.push({ ...record, [a]: record[b] });
      if (fa.kind === 'integer' || fa.kind === 'decimal') {
        const lo = Math.max(bounds(fa)[0], bounds(fb)[0]);
        const hi = Math.min(bounds(fa)[1], bounds(fb)[1]);
        if (lo < hi) candidates.push({ ...record, [a]: lo, [b]: hi });
      } else if (fa.kind === 'date') {
        candidates.push({ ...record, [a]: '2020-01-01', [b]: '2021-06-30' });
      } else if (fa.kind === 'datetime') {
        candidates.push({ ...record, [a]: '2020-01-01T00:00:00.000Z', [b]: '2021-06-30T00:00:00.000Z' });
      }
    }
  }
  for (const candidate of candidates) {
    const problem = rule(candidate);
    if (!problem) continue;
    const fieldsValid = names.every((name) => fieldSchema(def.fields[name]).safeParse(candidate[name]).success);
    if (fieldsValid) return { record: candidate, field: problem.field };
  }
  return null;
}

/** A point in time from an ISO string or PostgreSQL's `2024-01-02 03:04:05.678+00` text. */
export function instant(value: unknown): number {
  const text = String(value).replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new Error(`not a point in time: ${String(value)}`);
  return ms;
}

/** The value a field takes when the payload leaves it out. */
function absentValue(field: FieldDef): unknown {
  if (field.kind === 'boolean') return (field.default as boolean | undefined) ?? false;
  if (field.kind === 'textList' || field.kind === 'referenceList') return [];
  return field.default ?? null;
}

/** Every field of `received` matches what was `sent` (or the field's default when it was not sent). */
export function expectSameFields(def: ResourceDef, sent: Sample, received: Sample) {
  for (const [name, field] of Object.entries(def.fields)) {
    const expected = name in sent ? sent[name] : absentValue(field);
    const actual = received[name];
    const what = `${def.name}.${name}`;
    if (expected === null || expected === undefined) {
      expect(actual ?? null, what).toBeNull();
    } else if (field.kind === 'datetime') {
      expect(instant(actual), what).toBe(instant(expected));
    } else if (field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'reference') {
      expect(typeof actual, `${what} is a number`).toBe('number');
      expect(actual, what).toBe(Number(expected));
    } else if (field.kind === 'boolean') {
      expect(actual, what).toBe(expected);
    } else if (Array.isArray(expected)) {
      expect(actual, what).toEqual(expected);
    } else {
      expect(actual, what).toBe(typeof expected === 'string' ? expected.trim() : expected);
    }
  }
}
