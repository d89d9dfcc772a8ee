import { z } from 'zod';
import { inputFields, type FieldDef, type ResourceDef } from './resource';
import { V } from './validation';

/** Empty strings from forms mean "no value". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const TEXT_LIMITS: Partial<Record<FieldDef['kind'], number>> = {
  text: 200, textarea: 5000, richtext: 50_000, email: 254, url: 2000, slug: 120, key: 64, file: 500,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KEY = /^[a-z0-9_]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function textSchema(field: FieldDef) {
  const s = z.string({ error: V.required }).trim();
  const max = field.max ?? TEXT_LIMITS[field.kind] ?? 200;
  if (field.min === max) return s.length(max, { error: V.exactLength });
  return (field.min ? s.min(field.min, { error: V.minLength }) : s).max(max, { error: V.maxLength });
}

function numberSchema(field: FieldDef, integer: boolean) {
  let s = z.number({ error: V.number });
  if (integer) s = s.int({ error: V.integer });
  if (field.min !== undefined) s = s.min(field.min, { error: V.minValue });
  if (field.max !== undefined) s = s.max(field.max, { error: V.maxValue });
  return s;
}

/** The zod type of one field's value, without required/optional handling. */
export function fieldValueSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'file':
      return textSchema(field);
    case 'email':
      return textSchema(field).pipe(z.email({ error: V.emailInvalid }));
    case 'url':
      return textSchema(field).pipe(z.url({ protocol: /^https?$/, error: V.url }));
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
      return z.string({ error: V.date }).regex(DATE, { error: V.date }).refine((d) => !Number.isNaN(Date.parse(d)), { error: V.date });
    case 'datetime':
      return z.string({ error: V.date }).refine((d) => !Number.isNaN(Date.parse(d)), { error: V.date })
        .transform((d) => new Date(d).toISOString());
    case 'enum':
      if (field.numeric) {
        const allowed = (field.choices ?? []).map(Number);
        return z.number({ error: V.choice }).refine((n) => allowed.includes(n), { error: V.choice });
      }
      return z.enum(field.choices as [string, ...string[]], { error: V.choice });
    case 'reference':
      return z.number({ error: V.required }).int({ error: V.invalid }).positive({ error: V.invalid });
    case 'textList':
      return z.array(z.string().trim().min(1, { error: V.required }).max(field.max ?? 200, { error: V.maxLength }), { error: V.invalid })
        .max(200, { error: V.maxItems });
    case 'referenceList':
      return z.array(z.number().int().positive(), { error: V.invalid }).max(1000, { error: V.maxItems });
    case 'json':
      return z.unknown();
  }
}

/** One field with its required/optional rule and default. */
export function fieldSchema(field: FieldDef): z.ZodType {
  const value = fieldValueSchema(field);
  if (field.kind === 'boolean') return value.default((field.default as boolean | undefined) ?? false);
  if (field.kind === 'textList' || field.kind === 'referenceList') {
    return z.preprocess((v) => (v == null ? [] : v), value);
  }
  if (field.required) return z.preprocess(blankToNull, value.nullable().refine((v) => v !== null, { error: V.required }));
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
  return z.object(shape).superRefine((record, ctx) => {
    const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
    const valid = Object.fromEntries(Object.entries(record).filter(([name]) => !failed.has(name)));
    for (const rule of def.rules ?? []) {
      const problem = rule(valid);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  }, { when: (payload) => isRecord(payload.value) });
}

/** Cross-field rule: `max` must not be below `min` when both are set. */
export const notBelow = (max: string, min: string) => (r: Record<string, unknown>) =>
  typeof r[max] === 'number' && typeof r[min] === 'number' && (r[max] as number) < (r[min] as number)
    ? { field: max, message: V.notBelowMin }
    : null;

/** Cross-field rule: date `to` must not be before date `from`. */
export const notBefore = (to: string, from: string) => (r: Record<string, unknown>) =>
  typeof r[to] === 'string' && typeof r[from] === 'string' && (r[to] as string) < (r[from] as string)
    ? { field: to, message: V.notBeforeStart }
    : null;

/** Cross-field rule: two references must differ. */
export const differs = (a: string, b: string) => (r: Record<string, unknown>) =>
  r[a] != null && r[a] === r[b] ? { field: b, message: V.mustDiffer } : null;
