import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { SUMMARY_VIEW, type FieldDef, type ResourceDef } from '@/domain/resourceDef';
import { looksRelative, resolveRelativeDay } from '@/domain/relativeDate';
import { relativeDaySchema } from '@/domain/relativeDaySchema';
import { filterValueSchema, INT_MAX } from '@/domain/schema';
import { storable, V } from '@/domain/validation';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';
import type { DynamicTable } from '@/server/infrastructure/db/tableBuilder';
import { isTimestamp } from '@/server/infrastructure/db/columns';

/** At most this many rows a page (docs/api.md, Lists). */
export const MAX_PAGE = 1000;
const DEFAULT_PAGE = 25;
/** Sortable wherever the table has them; the timestamps are range-filterable too. */
export const ALWAYS_SORTABLE = ['id', 'created_at', 'updated_at'];
export const SYSTEM_TIMESTAMPS = ['created_at', 'updated_at'];
const SYSTEM_TIMESTAMP_FIELD: FieldDef = { kind: 'datetime' };
const NUMBER_KINDS = new Set<FieldDef['kind']>(['integer', 'reference', 'referenceList', 'decimal']);
export const RANGE_KINDS = new Set<FieldDef['kind']>(['integer', 'decimal', 'date', 'datetime']);

/** A 400 about the query string, in the caller's language (a saved filter can outlive a field it names). */
const listError = (key: string, params?: Record<string, string>) => new ApiError(400, key, undefined, params);

/** Message keys of list errors beyond the API's shared ones (src/domain/messages). */
const LIST_FILTER_INVALID = 'vp.api.list_filter_invalid';
const LIST_FILTER_DATE = 'vp.api.list_filter_date';
const LIST_FILTER_RELATIVE = 'vp.api.list_filter_relative';

/** One checked filter condition: its operator, column and value(s). */
interface FilterTerm {
  op: 'q' | 'gte' | 'lte' | 'overlap' | 'contains' | 'none' | 'in' | 'eq';
  name: string;
  values: unknown[];
}

/**
 * How a term's value reaches SQL: the value itself, or (for a prepared statement) a placeholder bound to the
 * same column encoder, so both give the same statement text and the same driver values.
 */
type Bind = (index: number, value: unknown, column?: Column) => unknown;
const concrete: Bind = (_index, value) => value;
const placeholders: Bind = (index, _value, column) =>
  column ? sql.param(sql.placeholder(`p${index}`), column) : sql.placeholder(`p${index}`);

function buildWhere(def: ResourceDef, table: DynamicTable, terms: FilterTerm[], bind: Bind): SQL | undefined {
  let index = 0;
  const next = (value: unknown, column?: Column) => bind(index++, value, column);
  // Timestamps go out at millisecond precision (RFC 3339) while columns keep microseconds: a value read from a
  // record matches its whole millisecond. Written as ranges, so an index on the column still serves them.
  const withinMs = (column: Column, value: unknown): SQL => {
    const at = next(value, column);
    return and(gte(column, at), sql`${column} < ${at}::timestamptz + interval '1 millisecond'`)!;
  };
  const conditions = terms.map(({ op, name, values }): SQL => {
    const column = table[name] as Column;
    if (column && isTimestamp(column)) {
      if (op === 'eq') return withinMs(column, values[0]);
      if (op === 'in') return or(...values.map((v) => withinMs(column, v)))!;
      if (op === 'lte') return sql`${column} < ${next(values[0], column)}::timestamptz + interval '1 millisecond'`;
    }
    switch (op) {
      case 'q': {
        const pattern = next(values[0]);
        const searchable = Object.entries(def.fields)
          .filter(([, f]) => f.search)
          .map(([n]) => n);
        return or(...searchable.map((n) => ilike(table[n], pattern as string)))!;
      }
      case 'gte':
        return gte(column, next(values[0], column));
      case 'lte':
        return lte(column, next(values[0], column));
      case 'overlap':
        return arrayOverlaps(column, next(values, column) as unknown[]);
      case 'contains':
        return arrayContains(column, next(values, column) as unknown[]);
      case 'none':
        return eq(table.id, -1);
      case 'in':
        return inArray(
          column,
          values.map((v) => next(v, column)),
        );
      case 'eq':
        return eq(column, next(values[0], column));
    }
  });
  return conditions.length ? and(...conditions) : undefined;
}

export interface ListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  offset: number;
  limit: number;
  /** The sort as asked for (the streamed export pages by it). */
  sortField: string;
  descending: boolean;
  /** The summary view: the list's columns without the long texts. */
  summary: boolean;
  /** The filters, sort and page size as a shape: the same shape gives the same statement up to its values. */
  shape: string;
  /** The where clause with placeholders p0, p1… in place of the filter values (see `values`). */
  wherePrepared: () => SQL | undefined;
  /** The placeholder values of `wherePrepared`. */
  values: Record<string, unknown>;
}

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw listError(MESSAGES.listParamJson, { param: name });
  }
}

/** The message of a filter value its field's filter schema refused. */
function filterMessage(kind: FieldDef['kind'], issue: z.core.$ZodIssue | undefined): string {
  if (kind === 'date' || kind === 'datetime') return LIST_FILTER_DATE;
  if (issue?.message === V.maxLength) return MESSAGES.listFilterTooLong;
  if (issue?.code !== 'invalid_type' && issue?.code !== 'invalid_value') return LIST_FILTER_INVALID;
  if (kind === 'boolean') return MESSAGES.listFilterBoolean;
  if (kind === 'enum') return MESSAGES.listFilterChoice;
  return NUMBER_KINDS.has(kind) ? MESSAGES.listFilterNumber : MESSAGES.listFilterText;
}

/**
 * A filter value checked with its field's filter schema (src/domain/schema.ts), so nothing a column cannot hold
 * reaches SQL. Query strings carry numbers and flags as text too: those are read as what they say.
 */
function scalar(field: FieldDef | undefined, key: string, value: unknown): string | number | boolean {
  const kind = field?.kind ?? 'integer'; // id
  const numeric = NUMBER_KINDS.has(kind);
  let input = value;
  if (numeric && typeof value === 'string' && value.trim() !== '') input = Number(value);
  else if (!numeric && kind !== 'boolean' && typeof value === 'number') input = String(value);
  else if (kind === 'boolean' && (value === 'true' || value === 'false')) input = value === 'true';
  const result = filterValueSchema(field).safeParse(input);
  if (!result.success) throw listError(filterMessage(kind, result.error.issues[0]), { field: key });
  return result.data as string | number | boolean;
}

/** A text matched literally by LIKE/ILIKE: its wildcards and the escape character escaped. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * A range bound given relative to today (src/domain/relativeDate.ts) as the date it names at `now`: only date and
 * datetime fields take one, and a malformed one is a 400 naming the filter.
 */
function relativeBound(field: FieldDef, key: string, op: 'gte' | 'lte', value: unknown, now: Date): string {
  const parsed = relativeDaySchema.safeParse(value);
  if (!parsed.success || (field.kind !== 'date' && field.kind !== 'datetime'))
    throw listError(LIST_FILTER_RELATIVE, { field: key });
  return resolveRelativeDay(parsed.data, op, field.kind, now);
}

/**
 * Turns the simple-rest query (`sort`, `range`, `filter`) into a checked query. Unknown sort or filter fields
 * are a 400: only fields the definition marks sortable/filterable ever reach SQL, always as bound parameters.
 * A date range bound may be relative to today (`{"relative": "today+30d"}`): it is resolved at `now`.
 */
export function parseListQuery(
  def: ResourceDef,
  table: DynamicTable,
  params: Record<string, string | undefined>,
  now = new Date(),
): ListQuery {
  const terms: FilterTerm[] = [];
  const filter = parseJson('filter', params.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw listError(MESSAGES.listFilterObject);

  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') {
      const searchable = Object.entries(def.fields)
        .filter(([, f]) => f.search)
        .map(([name]) => name);
      if (typeof value !== 'string' || value.length > 200) throw listError(MESSAGES.listQText);
      if (!storable(value)) throw listError(LIST_FILTER_INVALID, { field: key });
      if (!searchable.length) throw listError(MESSAGES.listQUnsupported);
      terms.push({ op: 'q', name: 'q', values: [`%${escapeLike(value.trim())}%`] });
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    // The system timestamps (created_at, updated_at) are range-filterable where the table has them.
    const system =
      range && SYSTEM_TIMESTAMPS.includes(range[1]) && !def.fields[range[1]] && table[range[1]] !== undefined;
    if (range && (system || (def.fields[range[1]]?.filter && RANGE_KINDS.has(def.fields[range[1]].kind)))) {
      const [, name, bound] = range;
      const op = bound === 'gte' ? 'gte' : 'lte';
      const field = system ? SYSTEM_TIMESTAMP_FIELD : def.fields[name];
      const v = looksRelative(value) ? relativeBound(field, key, op, value, now) : scalar(field, key, value);
      terms.push({ op, name, values: [v] });
      continue;
    }
    const field = def.fields[key];
    if (key !== 'id' && !field?.filter) throw listError(MESSAGES.listFilterUnknown, { field: key });
    const values = (Array.isArray(value) ? value : [value]).map((v) => scalar(field, key, v));
    if (values.length > MAX_PAGE) throw listError(MESSAGES.listFilterTooMany, { field: key });
    if (field?.kind === 'textList' || field?.kind === 'referenceList') {
      terms.push({ op: Array.isArray(value) ? 'overlap' : 'contains', name: key, values });
    } else if (Array.isArray(value)) {
      terms.push(values.length ? { op: 'in', name: key, values } : { op: 'none', name: key, values: [] });
    } else {
      terms.push({ op: 'eq', name: key, values });
    }
  }

  const sort = parseJson('sort', params.sort) ?? def.defaultSort;
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw listError(MESSAGES.listSortShape);
  }
  const [sortField, sortOrder] = sort as [string, string];
  // The system columns are sortable where the table has them (a table declared by hand may not).
  const systemSort = ALWAYS_SORTABLE.includes(sortField) && table[sortField] !== undefined;
  if (!systemSort && !def.fields[sortField]?.sort) throw listError(MESSAGES.listSortUnknown, { field: sortField });
  const direction = sortOrder.toUpperCase() === 'DESC' ? desc : asc;

  const range = parseJson('range', params.range) ?? [0, DEFAULT_PAGE - 1];
  // Offsets beyond PostgreSQL's integer name no page anyone reads (and 1e20 is no number SQL takes as written).
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0 && n <= INT_MAX) ||
    range[1] < range[0]
  ) {
    throw listError(MESSAGES.listRangeShape);
  }
  const offset = range[0] as number;
  const limit = Math.min((range[1] as number) - offset + 1, MAX_PAGE);
  const descending = sortOrder.toUpperCase() === 'DESC';
  if (params.view !== undefined && params.view !== SUMMARY_VIEW)
    throw listError(MESSAGES.listViewUnknown, { view: SUMMARY_VIEW });
  const summary = params.view === SUMMARY_VIEW;
  const values: Record<string, unknown> = {};
  let index = 0;
  for (const { op, values: termValues } of terms) {
    if (op === 'none') continue;
    if (op === 'overlap' || op === 'contains') values[`p${index++}`] = termValues;
    else for (const v of termValues) values[`p${index++}`] = v;
  }
  // Array filters (overlap/contains) are one array parameter, whatever their length; `in` is one per value.
  const shape = JSON.stringify([
    terms.map(({ op, name, values: v }) => `${op}:${name}${op === 'in' ? `:${v.length}` : ''}`),
    sortField,
    descending,
    summary,
  ]);
  // The SQL parts are built when a statement is (once per shape, see listPages), not on every request.
  let where: SQL | undefined | null = null;
  let orderBy: SQL[] | undefined;
  return {
    get where() {
      if (where === null) where = buildWhere(def, table, terms, concrete);
      return where;
    },
    get orderBy() {
      // The id breaks ties: stable pages.
      orderBy ??= sortField === 'id' ? [direction(table.id)] : [direction(table[sortField]), direction(table.id)];
      return orderBy;
    },
    offset,
    limit,
    sortField,
    descending,
    summary,
    shape,
    values,
    wherePrepared: () => buildWhere(def, table, terms, placeholders),
  };
}
