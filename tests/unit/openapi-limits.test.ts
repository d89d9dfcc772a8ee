import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inputFields, type FieldDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { fieldSchema, fieldValueSchema } from '@/domain/schema';
import { openApiDocument } from '@/server/startup/openapi/document';

/**
 * The OpenAPI description states the limits the API enforces. The expectation comes from probing the zod schema
 * each field is validated with (what it refuses, and the bound its refusal names, checked at the bound and one
 * past it), not from the description's generator: a limit the description drops or invents fails here.
 */
type Schema = {
  type?: string | string[];
  anyOf?: Schema[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

const schemas = openApiDocument({ production: false, sso: undefined }).components.schemas as Record<
  string,
  { properties: Record<string, Schema>; required: string[] }
>;

/** The described value, without the null a field that is not required may be. */
const value = (schema: Schema): Schema => schema.anyOf?.find((branch) => branch.type !== 'null') ?? schema;

/** The issues of a value, those at `path` (the value's own by default). */
function issues(schema: z.ZodType, input: unknown, path: PropertyKey[] = []): z.core.$ZodIssue[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.filter((i) => JSON.stringify(i.path) === JSON.stringify(path));
}

type Bound = { value: number; inclusive: boolean } | undefined;

/** The tightest bound the refusals of `input` name, of kind too_big or too_small, at `path`. */
function bound(schema: z.ZodType, input: unknown, code: 'too_big' | 'too_small', path: PropertyKey[] = []): Bound {
  const bounds = issues(schema, input, path).flatMap((i) =>
    i.code === 'too_big' && code === 'too_big'
      ? [{ value: Number(i.maximum), inclusive: i.inclusive !== false }]
      : i.code === 'too_small' && code === 'too_small'
        ? [{ value: Number(i.minimum), inclusive: i.inclusive !== false }]
        : [],
  );
  const tighter = (a: { value: number }, b: { value: number }) =>
    code === 'too_big' ? a.value - b.value : b.value - a.value;
  return bounds.sort(tighter)[0];
}

/** A length limit, confirmed: `make(n)` at the limit passes it, one past it is refused. */
function lengthLimit(
  schema: z.ZodType,
  make: (n: number) => unknown,
  code: 'too_big' | 'too_small',
  path: PropertyKey[] = [],
): number | undefined {
  const found = bound(schema, make(code === 'too_big' ? 100_000 : 0), code, path);
  if (!found) return undefined;
  const past = code === 'too_big' ? found.value + 1 : found.value - 1;
  expect(bound(schema, make(found.value), code, path), `${code} at ${found.value}`).toBeUndefined();
  expect(bound(schema, make(past), code, path), `${code} at ${past}`).toBeDefined();
  return found.value;
}

/** A numeric bound, confirmed likewise (an exclusive bound is refused at itself). */
function numberLimit(
  schema: z.ZodType,
  code: 'too_big' | 'too_small',
  path: PropertyKey[] = [],
  wrap = (n: number) => n as unknown,
) {
  const found = bound(schema, wrap(code === 'too_big' ? 1e300 : -1e300), code, path);
  if (!found) return {};
  const beyond = code === 'too_big' ? found.value + 1 : found.value - 1;
  expect(bound(schema, wrap(beyond), code, path)).toBeDefined();
  expect(bound(schema, wrap(found.value), code, path) === undefined).toBe(found.inclusive);
  const name = code === 'too_big' ? 'maximum' : 'minimum';
  return found.inclusive
    ? { [name]: found.value }
    : { [`exclusive${name[0].toUpperCase()}${name.slice(1)}`]: found.value };
}

const numberKeys = (s: Schema) =>
  Object.fromEntries(
    (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const)
      .filter((k) => s[k] !== undefined)
      .map((k) => [k, s[k]]),
  );

/** JSON Schema's name for a format zod reports refusing. */
const FORMATS: Record<string, string> = { email: 'email', url: 'uri', date: 'date' };

function expectLimits(field: FieldDef, described: Schema, at: string) {
  const schema = fieldValueSchema(field);
  const accepts = (input: unknown) => schema.safeParse(input).success;
  if (field.kind === 'json') {
    // Any JSON value (its strings storable, a refinement): no type, no limit.
    expect(described, at).toEqual({});
    return;
  }
  if (accepts('text') || !issues(schema, 'text').some((i) => i.code === 'invalid_type')) {
    // A text: its lengths, the pattern and format it is held to, the values it may be.
    const text = (n: number) => 'a'.repeat(n);
    expect(described.type, `${at} type`).toBe('string');
    expect(described.maxLength, `${at} maxLength`).toBe(lengthLimit(schema, text, 'too_big'));
    expect(described.minLength ?? 0, `${at} minLength`).toBe(lengthLimit(schema, text, 'too_small') ?? 0);
    const odd = issues(schema, 'Not-Allowed!');
    const pattern = odd.find((i) => i.code === 'invalid_format' && i.format === 'regex') as
      { pattern?: string } | undefined;
    // zod names the pattern as a RegExp literal, /source/flags.
    expect(described.pattern, `${at} pattern`).toBe(pattern?.pattern?.replace(/^\/(.*)\/[a-z]*$/s, '$1'));
    const format = odd.find((i) => i.code === 'invalid_format' && i.format !== 'regex') as
      { format?: string } | undefined;
    expect(described.format, `${at} format`).toBe(
      field.kind === 'datetime' ? 'date-time' : format ? FORMATS[format.format!] : undefined,
    );
    const choices = odd.find((i) => i.code === 'invalid_value') as { values?: unknown[] } | undefined;
    expect(described.enum, `${at} enum`).toEqual(choices?.values);
    return;
  }
  if (accepts([])) {
    // A list: how many items, and each item's own limits.
    const item = field.kind === 'textList' ? 'a' : 1;
    expect(described.type, `${at} type`).toBe('array');
    expect(described.maxItems, `${at} maxItems`).toBe(lengthLimit(schema, (n) => Array(n).fill(item), 'too_big'));
    expect(described.minItems ?? 0, `${at} minItems`).toBe(
      lengthLimit(schema, (n) => Array(n).fill(item), 'too_small') ?? 0,
    );
    const items = described.items ?? {};
    if (field.kind === 'textList') {
      const one = (n: number) => ['a'.repeat(n)];
      expect(items.maxLength, `${at} items maxLength`).toBe(lengthLimit(schema, one, 'too_big', [0]));
      expect(items.minLength ?? 0, `${at} items minLength`).toBe(lengthLimit(schema, one, 'too_small', [0]) ?? 0);
    } else {
      const wrap = (n: number) => [n];
      expect(numberKeys(items), `${at} items bounds`).toEqual({
        ...numberLimit(schema, 'too_big', [0], wrap),
        ...numberLimit(schema, 'too_small', [0], wrap),
      });
    }
    return;
  }
  if (field.kind === 'enum' && field.numeric) {
    // Its choices, checked by a refinement: each accepted, a number beside them refused.
    const choices = field.choices!.map(Number);
    for (const choice of choices) expect(accepts(choice), `${at} ${choice}`).toBe(true);
    expect(accepts(Math.max(...choices) + 1)).toBe(false);
    expect(described.enum, `${at} enum`).toEqual(choices);
    return;
  }
  if (accepts(1) || issues(schema, 'x').some((i) => i.code === 'invalid_type' && i.expected === 'number')) {
    expect(described.type, `${at} type`).toBe(accepts(1.5) ? 'number' : 'integer');
    expect(numberKeys(described), `${at} bounds`).toEqual({
      ...numberLimit(schema, 'too_big'),
      ...numberLimit(schema, 'too_small'),
    });
  }
}

describe('the OpenAPI input schema of each resource', () => {
  for (const def of RESOURCES)
    it(`${def.name}: states the limits its zod schema enforces, field by field`, () => {
      const input = schemas[`${def.name}.input`];
      for (const [name, field] of inputFields(def)) {
        const described = input.properties[name];
        expect(described, `${def.name}.${name}`).toBeDefined();
        expectLimits(field, value(described), `${def.name}.${name}`);
        // Required exactly when the schema refuses a field left out.
        const omitted = fieldSchema(field).safeParse(undefined).success;
        expect(input.required.includes(name), `${def.name}.${name} required`).toBe(!omitted);
      }
    });
});
