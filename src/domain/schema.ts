import { z } from 'zod';
import { inputFields, SYSTEM_FIELDS, type FieldDef, type ResourceDef } from './resourceDef';
import { storableString, unstorableStrings, V, type FieldErrors } from './validation';
import { UPLOAD_EXTENSIONS } from './uploads';

/** Empty strings from forms mean "no value". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const TEXT_LIMITS: Partial<Record<FieldDef['kind'], number>> = {
  text: 200,
  textarea: 5000,
  richtext: 50_000,
  email: 254,
  url: 2000,
  slug: 120,
  key: 64,
  file: 500,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KEY = /^[a-z0-9_]+$/;

/** PostgreSQL's integer (ids, references and integer columns). */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/** What POST /api/uploads answers for a stored file: its path, a random name with the type's extension. */
const UPLOADED = /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z]+)$/;
/** The stored file's name in a file field's value, or null when the value is no file this server stored. */
export const uploadedName = (value: string): string | null =>
  UPLOADED.test(value) ? value.slice('/api/uploads/'.length) : null;

/** A calendar date, YYYY-MM-DD, that exists (no 30 February). */
const calendarDate = () =>
  z
    .string({ error: V.date })
    .trim()
    .pipe(z.iso.date({ error: V.date }));

/**
 * A point in time: an ISO 8601 date or date-time whose date exists, within the years PostgreSQL and JavaScript
 * share (1 to 9999), stored as UTC.
 */
const instant = () =>
  z
    .string({ error: V.date })
    .trim()
    .refine(
      (d) =>
        /^\d{4}-\d{2}-\d{2}(?:[T ]|$)/.test(d) &&
        z.iso.date().safeParse(d.slice(0, 10)).success &&
        !Number.isNaN(Date.parse(d)) &&
        d.slice(0, 4) !== '0000',
      { error: V.date },
    )
    .transform((d) => new Date(d).toISOString());

function textSchema(field: FieldDef) {
  const s = storableString(V.required).trim();
  const max = field.max ?? TEXT_LIMITS[field.kind] ?? 200;
  if (field.min === max) return s.length(max, { error: V.exactLength });
  return (field.min ? s.min(field.min, { error: V.minLength }) : s).max(max, { error: V.maxLength });
}

/** The largest magnitude a decimal column holds: 14 digits, `scale` of them after the point. */
const decimalLimit = (field: FieldDef) => 10 ** (14 - (field.scale ?? 2)) - 10 ** -(field.scale ?? 2);

/** A number within the field's bounds and within what its column holds. */
function numberSchema(field: FieldDef, integer: boolean) {
  let s = z.number({ error: V.number });
  if (integer) s = s.int({ error: V.integer });
  const [lo, hi] = integer ? [INT_MIN, INT_MAX] : [-decimalLimit(field), decimalLimit(field)];
  s = s.min(Math.max(field.min ?? lo, lo), { error: V.minValue });
  return s.max(Math.min(field.max ?? hi, hi), { error: V.maxValue });
}

/** A record id: a positive PostgreSQL integer. */
const idSchema = () =>
  z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .positive({ error: V.invalid })
    .max(INT_MAX, { error: V.invalid });

/** A stored file of one of the field's accepted types. */
export const fileSchema = (field: FieldDef) => {
  const extensions = (field.accept ?? Object.keys(UPLOAD_EXTENSIONS)).map((type) => UPLOAD_EXTENSIONS[type]);
  return textSchema(field).refine((v) => uploadedName(v) !== null && extensions.includes(v.split('.').pop()!), {
    error: V.file,
  });
};

/**
 * The zod type of one field's value, without required/optional handling. Its metadata (`.meta()`) states for
 * z.toJSONSchema, and so for the OpenAPI description, what a refinement or the far side of a pipe checks, which
 * JSON Schema cannot read from the check itself: a format, the numbers an enum allows, what an id or a text is.
 */
export function fieldValueSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return textSchema(field);
    case 'richtext':
      return textSchema(field).meta({ description: 'HTML; sanitised on write' });
    case 'file':
      return fileSchema(field).meta({
        description: `URL from POST /api/uploads (${(field.accept ?? Object.keys(UPLOAD_EXTENSIONS)).join(', ')})`,
      });
    case 'email':
      return textSchema(field)
        .pipe(z.email({ error: V.emailInvalid }))
        .meta({ format: 'email' });
    case 'url':
      return textSchema(field)
        .pipe(z.url({ protocol: /^https?$/, error: V.url }))
        .meta({ format: 'uri' });
    case 'slug':
      return textSchema(field).regex(SLUG, { error: V.slug });
    case 'key':
      return textSchema(field).regex(KEY, { error: V.key });
    case 'integer':
      return numberSchema(field, true);
    case 'decimal':
      return numberSchema(field, false);
    case 'boolean':
      return z.boolean({ error: V.invalid });
    case 'date':
      return calendarDate().meta({ format: 'date' });
    case 'datetime':
      return instant().meta({ type: 'string', format: 'date-time' });
    case 'enum':
      if (field.numeric) {
        const allowed = (field.choices ?? []).map(Number);
        return z
          .number({ error: V.choice })
          .refine((n) => allowed.includes(n), { error: V.choice })
          .meta({ type: 'integer', enum: allowed });
      }
      return z.enum(field.choices as [string, ...string[]], { error: V.choice });
    case 'reference':
      return z
        .number({ error: V.required })
        .int({ error: V.invalid })
        .positive({ error: V.invalid })
        .max(INT_MAX, { error: V.invalid })
        .meta({ description: `id of a ${field.reference} record` });
    case 'textList': {
      const item = storableString(V.invalid)
        .trim()
        .min(1, { error: V.required })
        .max(field.max ?? 200, { error: V.maxLength });
      let list = z.array(item, { error: V.invalid }).max(200, { error: V.maxItems });
      if (field.required) list = list.min(1, { error: V.required });
      const known: readonly string[] | undefined = field.onlyChoices ? field.choices : undefined;
      // A value that is no choice is the list's error (its input is one picker), not its item's.
      return known ? list.refine((items) => items.every((v) => known.includes(v)), { error: V.invalid }) : list;
    }
    case 'referenceList':
      return z
        .array(idSchema(), { error: V.invalid })
        .max(1000, { error: V.maxItems })
        .meta({ description: `ids of ${field.reference} records` });
    case 'json':
      return z.unknown().refine((v) => !Object.keys(unstorableStrings(v)).length, { error: V.characters });
  }
}

// Built once per field: building a zod schema costs more than a list request's every other step in Node.
const filterSchemas = new WeakMap<FieldDef, z.ZodType>();
let idFilterSchema: z.ZodType | undefined;

/**
 * A list filter's value for a field (the record id for none): of the field's kind and within what its column
 * holds, but not held to the field's own bounds (a range may start below them). Dates and points in time come
 * out as ISO text, the value bound to the query.
 */
export function filterValueSchema(field: FieldDef | undefined): z.ZodType {
  if (!field) return (idFilterSchema ??= buildFilterValueSchema(undefined));
  let schema = filterSchemas.get(field);
  if (!schema) filterSchemas.set(field, (schema = buildFilterValueSchema(field)));
  return schema;
}

function buildFilterValueSchema(field: FieldDef | undefined): z.ZodType {
  switch (field?.kind) {
    case undefined: // the id
    case 'integer':
    case 'reference':
    case 'referenceList':
      return numberSchema({ kind: 'integer' }, true);
    case 'decimal':
      return numberSchema({ ...field, min: undefined, max: undefined }, false);
    case 'boolean':
    case 'date':
    case 'datetime':
      return fieldValueSchema(field);
    case 'enum':
      return z
        .enum(field.choices as [string, ...string[]], { error: V.choice })
        .transform((v) => (field.numeric ? Number(v) : v));
    default:
      return storableString(V.invalid).max(500, { error: V.maxLength });
  }
}

/** One field with its required/optional rule and default. */
export function fieldSchema(field: FieldDef): z.ZodType {
  const value = fieldValueSchema(field);
  if (field.kind === 'boolean') return value.default((field.default as boolean | undefined) ?? false);
  if (field.kind === 'textList' || field.kind === 'referenceList') {
    return z.preprocess((v) => (v == null ? [] : v), value);
  }
  if (field.required)
    return z.preprocess(
      blankToNull,
      value.nullable().refine((v) => v !== null, { error: V.required }),
    );
  const fallback = field.default ?? null;
  return z.preprocess((v) => (v === undefined ? fallback : blankToNull(v)), value.nullable());
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema of a whole record as the API accepts it on create and (full) update. Unknown keys, system
 * columns included, are dropped; cross-field rules report on the field they concern.
 *
 * The rules run in the same pass as the field checks (zod would skip them once a field fails), over the fields
 * that passed, so one validation reports every problem of a record: one save shows them all.
 */
export function recordSchema(def: ResourceDef) {
  const shape = Object.fromEntries(inputFields(def).map(([name, field]) => [name, fieldSchema(field)]));
  return z.object(shape).superRefine(
    (record, ctx) => {
      const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      const valid = Object.fromEntries(Object.entries(record).filter(([name]) => !failed.has(name)));
      for (const rule of def.rules ?? []) {
        const problem = rule(valid);
        if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }
    },
    { when: (payload) => isRecord(payload.value) },
  );
}

/**
 * The keys of a record body that name nothing of the resource, each reported on itself. The record's own
 * system columns (id, version, timestamps), derived fields and the columns its scope fixes (an insurer's type)
 * are what a client sends back of a record it read: they are accepted, and ignored.
 */
export function unknownFieldErrors(def: ResourceDef, body: unknown): FieldErrors {
  if (!isRecord(body)) return {};
  const known = (name: string) =>
    Object.hasOwn(def.fields, name) ||
    Object.hasOwn(def.scope ?? {}, name) ||
    (SYSTEM_FIELDS as readonly string[]).includes(name);
  return Object.fromEntries(
    Object.keys(body)
      .filter((name) => !known(name))
      .map((name) => [name, V.unknownField]),
  );
}
