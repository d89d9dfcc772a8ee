import { and, count, eq, getTableColumns, getTableName, inArray, type SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, type Action } from '@/domain/access';
import { PROOF_STAMPS } from '@/domain/proof';
import { TRANSLATION_LOCALES } from '@/domain/locales';
import { fieldStatusField, translatableFields, translationField, translationStatusField } from '@/domain/translations';
import { LOCATION_FIELDS, parseLocation } from '@/domain/location';
import { translateKey } from '@/domain/messages';
import {
  ESTIMATED_TOTAL_HEADER,
  isLongText,
  SYSTEM_FIELDS,
  type FieldDef,
  type ResourceDef,
} from '@/domain/resourceDef';
import { RESOURCES, resourceByName } from '@/domain/resources';
import { V } from '@/domain/validation';
import { hashPassword } from '@/server/features/auth/passwords';
import { auditLog } from '@/server/infrastructure/db/schema';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { COUNTED_UP_TO } from '@/server/engine/listPage';
import { DEMO_PASSWORD } from '@/server/startup/seed/accounts';
import { TestApi, contentRange, type Reply } from '../support/api';
import {
  createRecord,
  expectedDerived,
  expectSameFields,
  freshReference,
  instant,
  isDerivedLocation,
  isTextKind,
  maxLength,
  mustBeUnique,
  ownedTarget,
  ownerColumn,
  pathOf,
  READ_ONLY_SOURCES,
  sampleRecord,
  scopeValues,
  typedResources,
  violateRule,
  wholeTableResource,
  writerOf,
  type Sample,
} from '../support/samples';

/**
 * Contract tests generated from the resource definitions: every resource in RESOURCES gets the
 * same simple-rest checks, so declaring a resource is enough for it to be covered.
 */

const STALE = 'This record was changed by someone else. Reload it and try again.';
const NOT_FOUND = { message: 'Not found' };
const TOKEN_MISSING = { message: 'Authorization token missing' };
const FORBIDDEN = 'You are not allowed to do this.';
const MAX_PAGE = 1000;
const XSS = '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>';
const SQL_LIKE = "'; drop table x; --";

let api: TestApi;
let admin: string;
let insurer: string;
beforeAll(async () => {
  // An inbound secret: quarantined mail arrives by the inbound webhook (READ_ONLY_SOURCES).
  api = await TestApi.start({ inboundMailSecret: 'contract-inbound-secret' });
  admin = await api.login('admin@visapath.test');
  insurer = await api.login('insurer@visapath.test');
});
afterAll(() => api?.close());

/** Varies numbers and dates between samples so that sorting has something to order. */
let sampleCounter = 10;
const sample = (def: ResourceDef, overrides: Sample = {}) => sampleRecord(api, admin, def, sampleCounter++, overrides);

interface ListParams {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
  view?: string;
}
function listPath(def: ResourceDef, params: ListParams | Record<string, string> = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const qs = query.toString();
  return `${pathOf(def)}${qs ? `?${qs}` : ''}`;
}
const list = (def: ResourceDef, params: ListParams | Record<string, string> = {}, token = admin) =>
  api.call<Sample[]>('GET', listPath(def, params), { token });
/** A list request the API refuses: its body is the error's. */
const refusedList = (def: ResourceDef, params: ListParams | Record<string, string>) =>
  api.call<{ message?: unknown }>('GET', listPath(def, params), { token: admin });

/** Rows matching `filter` (one large page), asserting a 200. */
async function rows(def: ResourceDef, filter: Record<string, unknown>): Promise<Sample[]> {
  const reply = await list(def, { filter, range: [0, MAX_PAGE - 1] });
  expect(reply.status, `${def.name} filter ${JSON.stringify(filter)}: ${reply.text}`).toBe(200);
  return reply.body;
}
/** Ids matching `filter` among the given ids only (so the check holds however large the seeded table is). */
const idsAmong = async (def: ResourceDef, ids: unknown[], filter: Record<string, unknown>) =>
  (await rows(def, { ...filter, id: ids })).map((r) => r.id);

function scopeWhere(def: ResourceDef): SQL | undefined {
  const table = tableOf(def.name);
  const conditions = Object.entries(def.scope ?? {}).map(([col, value]) => eq(table[col], value));
  return conditions.length ? and(...conditions) : undefined;
}
/**
 * A list's Content-Range total: the count itself up to COUNTED_UP_TO rows; beyond, the database's estimate, marked
 * X-Total-Estimated and within a tenth of the count.
 */
function expectTotal(reply: Reply<unknown>, name: string, total: number) {
  const shown = contentRange(reply, name).total;
  if (total <= COUNTED_UP_TO) {
    expect(shown).toBe(total);
    expect(reply.headers.get(ESTIMATED_TOTAL_HEADER)).toBeNull();
    return;
  }
  expect(reply.headers.get(ESTIMATED_TOTAL_HEADER)).toBe('true');
  expect(shown).toBeGreaterThan(COUNTED_UP_TO);
  expect(Math.abs(shown - total) / total).toBeLessThan(0.1);
}

async function sqlCount(def: ResourceDef): Promise<number> {
  const [{ n }] = await api.db.select({ n: count() }).from(tableOf(def.name)).where(scopeWhere(def));
  return n;
}
const auditRows = (def: ResourceDef, id: unknown, action: string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, def.name), eq(auditLog.record_id, String(id)), eq(auditLog.action, action)));

/** The part of a record the API accepts as input (no system columns). */
const fieldsOf = (def: ResourceDef, record: Sample) =>
  Object.fromEntries(Object.keys(def.fields).map((k) => [k, record[k]]));

const ORDERED_KINDS = new Set<FieldDef['kind']>(['integer', 'decimal', 'date', 'datetime', 'reference']);
/** Fields whose values have an order the test can check (numeric enums such as users.user_type included). */
const ordered = (field: FieldDef) => ORDERED_KINDS.has(field.kind) || (field.kind === 'enum' && !!field.numeric);
const RANGE_KINDS = new Set<FieldDef['kind']>(['integer', 'decimal', 'date', 'datetime']);

const nextDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A value of the field's kind a little above (+1) or below (-1) `value`. */
function shifted(field: FieldDef, value: unknown, direction: 1 | -1): unknown {
  // An empty value (a point in time the server has not set yet) is shifted from a fixed one.
  if (value == null && field.kind === 'datetime') return shifted(field, '2026-01-01T00:00:00.000Z', direction);
  if (value == null && field.kind === 'date') return shifted(field, '2026-01-01', direction);
  if (field.kind === 'date') return nextDay(String(value), direction);
  if (field.kind === 'datetime') return new Date(instant(value) + direction * 1000).toISOString();
  return Number(value) + direction * (field.kind === 'decimal' ? 0.01 : 1);
}
/** A value made comparable with < and >: dates as text, points in time as milliseconds, the rest as numbers. */
function comparable(field: FieldDef | undefined, value: unknown): number | string {
  if (field?.kind === 'date') return String(value);
  if (field?.kind === 'datetime' || (!field && typeof value === 'string')) return instant(value);
  return Number(value);
}

/** A value of the field's kind that `value` is not (for the filters that must exclude a record). */
function otherValue(field: FieldDef, value: unknown): unknown {
  switch (field.kind) {
    case 'boolean':
      return !value;
    case 'enum':
      return field.numeric
        ? field.choices!.map(Number).find((c) => c !== value)
        : field.choices!.find((c) => c !== value);
    case 'integer':
    case 'decimal':
    case 'reference':
    case 'date':
    case 'datetime':
      return shifted(field, value, 1);
    case 'textList':
      return 'no-such-item';
    case 'referenceList':
      return 2_147_483_000;
    default:
      return `${String(value)}-other`;
  }
}

/** Copies of `record` for a bulk insert, each unique key made unique again; null when a key has no text column. */
function bulkRows(def: ResourceDef, record: Sample, howMany: number): Sample[] | null {
  const keys = [
    ...Object.entries(def.fields)
      .filter(([, f]) => f.unique)
      .map(([name]) => [name]),
    ...(def.uniqueTogether ?? []),
  ];
  const varied: string[] = [];
  for (const key of keys) {
    const column = key.find((name) => isTextKind(def.fields[name]));
    if (!column) return null;
    varied.push(column);
  }
  // Raw rows carry the resource's scope themselves (a typed organisation's type).
  const base = { ...fieldsOf(def, record), ...def.scope };
  return Array.from({ length: howMany }, (_, i) => {
    const row: Sample = { ...base };
    for (const name of varied) {
      const field = def.fields[name];
      // Raw fixture rows: fixed-length codes become CJK characters, which no real code can be.
      row[name] =
        field.min !== undefined && field.min === field.max
          ? String.fromCharCode(0x4e00 + i).padStart(field.min, '\u4dff')
          : `${String(record[name])}${field.kind === 'key' ? '_' : '-'}b${i}`;
    }
    return row;
  });
}

/** A word of one record's searchable text, preferably one that no searchable text of another record contains. */
function searchWord(values: unknown[], others: unknown[]): { word: string; distinctive: boolean } {
  const otherText = others
    .filter((v) => typeof v === 'string')
    .join('\n')
    .toLowerCase();
  const words = values
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.replace(/<[^>]*>/g, ' ').split(/[^A-Za-z0-9]+/))
    .filter((w) => w.length >= 2);
  const word = words.find((w) => !otherText.includes(w.toLowerCase()));
  if (word) return { word, distinctive: true };
  if (!words.length) throw new Error(`no searchable word in ${JSON.stringify(values)}`);
  return { word: words[0], distinctive: false };
}

/** The columns of a resource's table whose foreign key refuses to delete the row they point at (RESTRICT / NO ACTION). */
function restrictingColumns(def: ResourceDef): Set<string> {
  const keys = getTableConfig(tableOf(def.name)).foreignKeys.filter((fk) =>
    ['restrict', 'no action', undefined].includes(fk.onDelete),
  );
  return new Set(keys.flatMap((fk) => fk.reference().columns.map((c) => c.name)));
}

/**
 * Other resources' reference fields that point at `def` and keep its rows from being deleted (a foreign key
 * that restricts; an access request's user is set null instead, an audit row keeps a bare id). A typed
 * organisation (consultants) is also referenced by the owner column of sub-records that point at the whole
 * organisations table (staff.organization_id), when they accept its type.
 */
const referrersOf = (def: ResourceDef) =>
  RESOURCES.flatMap((other) => {
    const restricting = restrictingColumns(other);
    return Object.entries(other.fields)
      .filter(([name, f]) => {
        if (f.kind !== 'reference' || !restricting.has(name)) return false;
        if (f.reference === def.name) return true;
        const target = resourceByName(f.reference!);
        return (
          !!def.scope &&
          !!target &&
          target.table === def.table &&
          !target.scope &&
          name === ownerColumn(other) &&
          other.owner!.orgTypes.some((type) => scopeValues(def).includes(type))
        );
      })
      .map(([name]) => ({ other, field: name }));
  });

/** Columns of a resource's table that are neither fields nor system columns (users: password_hash, token_version). */
const hiddenColumns = (def: ResourceDef) =>
  Object.keys(getTableColumns(tableOf(def.name))).filter(
    (name) => !(name in def.fields) && !(SYSTEM_FIELDS as readonly string[]).includes(name),
  );
const SECRETS = ['password_hash', 'token_version'];
/** A record an API reply carries holds the definition's fields and system columns, and nothing else. */
function expectOnlyExposed(def: ResourceDef, record: Sample, what: string) {
  const allowed = new Set<string>([...SYSTEM_FIELDS, ...Object.keys(def.fields)]);
  expect(
    Object.keys(record).filter((key) => !allowed.has(key)),
    `${what}: keys beyond the fields`,
  ).toEqual([]);
  for (const secret of [...SECRETS, ...hiddenColumns(def)])
    expect(record, `${what}: ${secret}`).not.toHaveProperty(secret);
}

/** A value of a derived field's kind that the server would never compute, to send where no input belongs. */
function bogusValue(field: FieldDef): unknown {
  if (field.kind === 'datetime') return '2001-02-03T04:05:06.000Z';
  if (field.kind === 'date') return '2001-02-03';
  if (field.kind === 'integer' || field.kind === 'decimal') return 7;
  if (field.kind === 'boolean') return true;
  return 'Bogus derived value';
}

/** A typed organisation resource whose type `def`'s owner column does not accept (none when every type is accepted). */
function otherTypeResource(def: ResourceDef): ResourceDef | undefined {
  const column = ownerColumn(def);
  const target = column ? resourceByName(def.fields[column].reference!) : undefined;
  if (!target || !def.owner) return undefined;
  const accepted = def.owner.orgTypes as readonly string[];
  return typedResources(target.table).find((r) => !scopeValues(r).some((type) => accepted.includes(type)));
}

describe.each(RESOURCES)('$name', (def) => {
  const base = pathOf(def);
  const table = tableOf(def.name);
  const fields = Object.entries(def.fields);
  const writable = !def.readOnly;
  const filterable = fields.filter(([, f]) => f.filter);
  const searchable = fields.filter(([, f]) => f.search);
  const richtext = fields.filter(([, f]) => f.kind === 'richtext').map(([name]) => name);
  const uniqueKeys = [...fields.filter(([, f]) => f.unique).map(([name]) => [name]), ...(def.uniqueTogether ?? [])];
  const referrers = referrersOf(def);

  let sent: Sample;
  let createReply: Reply<Sample>;
  let first: Sample;
  let second: Sample;
  beforeAll(async () => {
    if (!writable) {
      // A read-only resource is checked against two of its existing rows: fresh ones where another route makes them.
      const source = READ_ONLY_SOURCES[def.name];
      if (source) for (let i = 0; i < 2; i++) await source(api, sampleCounter++);
      [second, first] = (await list(def, { sort: ['id', 'DESC'], range: [0, 1] })).body;
      return;
    }
    sent = await sample(def);
    createReply = await api.call<Sample>('POST', base, { token: admin, body: sent });
    first = createReply.body;
    // The second record fills its reference lists, so list filters have something to match.
    const lists: Sample = {};
    for (const [name, field] of fields) {
      if (field.kind === 'referenceList') lists[name] = [await freshReference(api, admin, field.reference!, 3)];
    }
    second = await createRecord(api, admin, def, await sample(def, lists));
  });

  if (writable) {
    it('create: 201 with id, version 1, timestamps, the fields as sent, and an audit row', async () => {
      expect(createReply.status, createReply.text).toBe(201);
      expect(Number.isInteger(first.id) && (first.id as number) > 0).toBe(true);
      expect(first.version).toBe(1);
      for (const column of ['created_at', 'updated_at']) {
        expect(Math.abs(Date.now() - instant(first[column])), column).toBeLessThan(5 * 60_000);
      }
      expectSameFields(def, sent, first);
      const audit = await auditRows(def, first.id, 'create');
      expect(audit).toHaveLength(1);
      expect(typeof audit[0].user_id).toBe('number');
    });
  }

  it('getOne: 200 with the record; unknown, non-numeric and out-of-range ids are 404', async () => {
    expect(first, 'a record to read').toBeDefined();
    const reply = await api.call('GET', `${base}/${first.id}`, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(first);
    for (const id of ['999999999', 'abc', '1.5', '-1', '0', '2147483648', '99999999999999999999']) {
      const missing = await api.call('GET', `${base}/${id}`, { token: admin });
      expect(missing.status, `id ${id}: ${missing.text}`).toBe(404);
      expect(missing.body, `id ${id}`).toEqual(NOT_FOUND);
    }
  });

  it('list: Content-Range total is the table count, default page ≤ 25, range [0,4] ≤ 5 rows', async () => {
    const total = await sqlCount(def);
    const reply = await list(def);
    expect(reply.status, reply.text).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
    expect(reply.body.length).toBeLessThanOrEqual(25);
    expect(reply.body.length).toBe(Math.min(total, 25));
    const range = contentRange(reply, def.name);
    expectTotal(reply, def.name, total);
    expect(range.start).toBe(0);
    if (reply.body.length) expect(range.end).toBe(reply.body.length - 1);

    const five = await list(def, { range: [0, 4] });
    expect(five.status).toBe(200);
    expect(five.body.length).toBe(Math.min(total, 5));
    expect(contentRange(five, def.name)).toMatchObject({ start: 0, end: Math.max(five.body.length - 1, 0) });
    expectTotal(five, def.name, total);

    const bad = await list(def, { range: [5, 1] });
    expect(bad.status).toBe(400);
    expect((await list(def, { range: '[0' } as Record<string, string>)).status).toBe(400);
  });

  it('list: view=summary gives the same rows and total with the long texts left out; another view is a 400', async () => {
    const longTexts = fields.filter(([, f]) => isLongText(f)).map(([name]) => name);
    const [full, summary] = await Promise.all([
      list(def, { range: [0, 9] }),
      list(def, { range: [0, 9], view: 'summary' }),
    ]);
    expect(summary.status, summary.text).toBe(200);
    expect(contentRange(summary, def.name)).toEqual(contentRange(full, def.name));
    expect(summary.body.map((r) => r.id)).toEqual(full.body.map((r) => r.id));
    summary.body.forEach((row, i) => {
      const expected = Object.fromEntries(Object.entries(full.body[i]).filter(([name]) => !longTexts.includes(name)));
      expect(row).toEqual(expected);
    });
    const bad = await list(def, { view: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'The view parameter must be summary' });
  });

  it('list: a range reaching past 1000 rows is capped at 1000', async () => {
    let inserted: number[] = [];
    const before = await sqlCount(def);
    if (first && before <= MAX_PAGE) {
      const bulk = bulkRows(def, first, MAX_PAGE + 1 - before);
      if (bulk)
        inserted = (await api.db.insert(table).values(bulk).returning({ id: table.id })).map((r) => r.id as number);
    }
    try {
      const total = await sqlCount(def);
      const reply = await list(def, { range: [0, 4999], sort: ['id', 'ASC'] });
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBe(Math.min(total, MAX_PAGE));
      expect(contentRange(reply, def.name)).toMatchObject({
        start: 0,
        end: Math.max(Math.min(total, MAX_PAGE) - 1, 0),
      });
      expectTotal(reply, def.name, total);
      const later = await list(def, { range: [2, 2 + 4999], sort: ['id', 'ASC'] });
      expect(later.body.length).toBe(Math.max(0, Math.min(total - 2, MAX_PAGE)));
    } finally {
      if (inserted.length) await api.db.delete(table).where(inArray(table.id, inserted));
    }
  });

  {
    it('getMany: filter {id: [a, b]} gives exactly those two', async () => {
      const reply = await list(def, { filter: { id: [first.id, second.id] } });
      expect(reply.status).toBe(200);
      expect(reply.body.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
      expect(contentRange(reply, def.name).total).toBe(2);
      expect((await list(def, { filter: { id: [] } })).body).toEqual([]);
    });
  }

  const systemColumns = ['id', 'created_at', 'updated_at'].filter((name) => table[name] !== undefined);
  const sortable = [...systemColumns, ...fields.filter(([, f]) => f.sort).map(([name]) => name)];
  it.each(sortable)('sort by %s, ASC and DESC', async (name) => {
    const field = def.fields[name];
    for (const order of ['ASC', 'DESC'] as const) {
      const reply = await list(def, { sort: [name, order] });
      expect(reply.status, `${name} ${order}: ${reply.text}`).toBe(200);
      if (field && !ordered(field)) continue;
      const values = reply.body
        .map((r) => r[name])
        .filter((v) => v !== null && v !== undefined)
        .map((v) => comparable(field, v));
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values, `${name} ${order}`).toEqual(order === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it('sort: unknown or unsortable fields and bad shapes are a 400', async () => {
    const unsortable = fields.find(([, f]) => !f.sort)?.[0];
    const cases: unknown[] = [
      ['no_such_field', 'ASC'],
      ['id'],
      { id: 'ASC' },
      ['id', 'UP'],
      ['id', 'ASC', 'x'],
      [1, 'ASC'],
      'id',
      "id'; --",
    ];
    if (unsortable) cases.push([unsortable, 'ASC']);
    for (const name of ['created_at', 'updated_at', 'version'])
      if (table[name] === undefined && !def.fields[name]) cases.push([name, 'ASC']);
    for (const sort of cases) {
      const reply = await refusedList(def, { sort });
      expect(reply.status, `sort ${JSON.stringify(sort)}`).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    }
    expect((await list(def, { sort: '["id",' } as Record<string, string>)).status).toBe(400);
  });

  if (filterable.length) {
    it.each(filterable.map(([name]) => name))(
      'filter by %s: its value finds the record, another value does not',
      async (name) => {
        const field = def.fields[name];
        const value = second[name];
        const ids = [first.id, second.id];
        const other = otherValue(field, value);
        if (field.kind === 'textList' || field.kind === 'referenceList') {
          const items = value as unknown[];
          expect(items.length, `${name} has items to filter by`).toBeGreaterThan(0);
          expect(await idsAmong(def, [second.id], { [name]: items[0] })).toEqual([second.id]);
          expect(await idsAmong(def, [second.id], { [name]: [other, items[items.length - 1]] })).toEqual([second.id]);
          expect(await idsAmong(def, [second.id], { [name]: other })).toEqual([]);
          for (const row of await rows(def, { [name]: items[0] })) expect(row[name]).toContain(items[0]);
          return;
        }
        if (value === null || value === undefined) {
          // Nothing to match (e.g. an optional link to an organisation): another value must still exclude it.
          expect(await idsAmong(def, [second.id], { [name]: other ?? 1 })).toEqual([]);
          return;
        }
        expect(await idsAmong(def, [second.id], { [name]: value })).toEqual([second.id]);
        if (other !== undefined) {
          expect(await idsAmong(def, [second.id], { [name]: [other, value] })).toEqual([second.id]);
          expect(await idsAmong(def, [second.id], { [name]: other })).toEqual([]);
          expect(await idsAmong(def, [second.id], { [name]: [other] })).toEqual([]);
        }
        // Without the id narrowing, every row the filter returns has the value.
        const matchingReply = await list(def, { filter: { [name]: value }, range: [0, MAX_PAGE - 1] });
        expect(matchingReply.status).toBe(200);
        const matching = matchingReply.body;
        if (contentRange(matchingReply, def.name).total <= MAX_PAGE)
          expect(matching.map((r) => r.id)).toContain(second.id);
        for (const row of matching) {
          expect(field.kind === 'decimal' ? Number(row[name]) : row[name], `${name} of row ${row.id}`).toEqual(value);
        }
        if (first[name] !== value && first[name] != null && field.kind !== 'richtext') {
          expect(await idsAmong(def, ids, { [name]: value })).toEqual([second.id]);
        }
        if (RANGE_KINDS.has(field.kind)) {
          const above = shifted(field, value, 1);
          const below = shifted(field, value, -1);
          expect(await idsAmong(def, [second.id], { [`${name}_gte`]: value })).toEqual([second.id]);
          expect(await idsAmong(def, [second.id], { [`${name}_gte`]: above })).toEqual([]);
          expect(await idsAmong(def, [second.id], { [`${name}_lte`]: value })).toEqual([second.id]);
          expect(await idsAmong(def, [second.id], { [`${name}_lte`]: below })).toEqual([]);
          expect(await idsAmong(def, [second.id], { [`${name}_gte`]: below, [`${name}_lte`]: above })).toEqual([
            second.id,
          ]);
          for (const row of await rows(def, { [`${name}_gte`]: value })) {
            expect(
              comparable(field, row[name]) >= comparable(field, value),
              `${name} of row ${row.id} ≥ ${String(value)}`,
            ).toBe(true);
          }
        }
      },
    );
  }

  if (searchable.length) {
    it('q: a word of a searchable text field finds the record, case-insensitively', async () => {
      const { word, distinctive } = searchWord(
        searchable.map(([n]) => second[n]),
        searchable.map(([n]) => first[n]),
      );
      for (const q of [word, word.toUpperCase(), word.toLowerCase(), `  ${word} `]) {
        expect(await idsAmong(def, [second.id], { q }), `q=${q}`).toEqual([second.id]);
        if (distinctive) expect(await idsAmong(def, [first.id, second.id], { q }), `q=${q}`).toEqual([second.id]);
      }
      if (distinctive && writable) expect((await rows(def, { q: word })).map((r) => r.id)).toContain(second.id);
      expect(await idsAmong(def, [second.id], { q: `${word}-nothing-like-it` })).toEqual([]);
    });
  }

  it('filter: unknown or unfilterable fields and malformed JSON are a 400', async () => {
    const unfilterable = fields.find(([, f]) => !f.filter)?.[0];
    const cases: Record<string, string>[] = [
      { filter: JSON.stringify({ no_such_field: 1 }) },
      { filter: '{"id":' },
      { filter: 'not json' },
      { filter: '[1,2]' },
      { filter: '"text"' },
      { filter: JSON.stringify({ id: 'abc' }) },
      { filter: JSON.stringify({ "id'; drop table x; --": 1 }) },
    ];
    if (unfilterable) cases.push({ filter: JSON.stringify({ [unfilterable]: 'x' }) });
    const enumField = filterable.find(([, f]) => f.kind === 'enum');
    if (enumField) cases.push({ filter: JSON.stringify({ [enumField[0]]: 'not-a-choice' }) });
    const numberField = filterable.find(
      ([, f]) => f.kind === 'integer' || f.kind === 'decimal' || f.kind === 'reference',
    );
    if (numberField) cases.push({ filter: JSON.stringify({ [numberField[0]]: 'abc' }) });
    if (!searchable.length) cases.push({ filter: JSON.stringify({ q: 'x' }) });
    for (const params of cases) {
      const reply = await refusedList(def, params);
      expect(reply.status, `filter ${params.filter}: ${reply.text}`).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    }
  });

  it('filter: SQL-looking input is just text (200, nothing breaks)', async () => {
    const before = await sqlCount(def);
    const texts = [SQL_LIKE, "x' OR '1'='1", '%', '_', '\\', '100%_done', "Robert'); DROP TABLE countries;--"];
    for (const text of texts) {
      if (searchable.length) {
        const reply = await list(def, { filter: { q: text } });
        expect(reply.status, `q=${text}: ${reply.text}`).toBe(200);
        if (text === '%' || text === '_' || text === '\\') {
          // LIKE wildcards are literal: every row returned really contains the character.
          for (const row of reply.body) {
            expect(
              searchable.some(([n]) => String(row[n] ?? '').includes(text)),
              `row ${row.id} contains ${text}`,
            ).toBe(true);
          }
        }
      }
      for (const [name] of filterable.filter(([, f]) => isTextKind(f))) {
        const reply = await list(def, { filter: { [name]: text } });
        expect(reply.status, `${name}=${text}: ${reply.text}`).toBe(200);
        for (const row of reply.body) expect(row[name]).toBe(text);
      }
    }
    expect(await sqlCount(def)).toBe(before);
    expect((await list(def)).status).toBe(200);
  });

  if (writable) {
    it('update: PUT with the current version → 200, version + 1, audit holds only the changed fields', async () => {
      const current = (await api.call<Sample>('GET', `${base}/${first.id}`, { token: admin })).body;
      const changes: Sample = {};
      const text = fields.find(
        ([name, f]) =>
          (f.kind === 'text' || f.kind === 'textarea') &&
          !mustBeUnique(def, name) &&
          !(f.min !== undefined && f.min === f.max) &&
          f.example === undefined &&
          !f.derived &&
          !isDerivedLocation(def, name),
      );
      if (text) changes[text[0]] = `Updated ${text[0]} ${Date.now().toString(36)}`.slice(0, maxLength(text[1]));
      const flag = fields.find(([, f]) => f.kind === 'boolean');
      if (flag) changes[flag[0]] = !current[flag[0]];
      if (!Object.keys(changes).length) {
        const choice = fields.find(([, f]) => f.kind === 'enum' && f.choices!.length > 1);
        if (choice) changes[choice[0]] = choice[1].choices!.find((c) => c !== current[choice[0]]);
      }
      expect(Object.keys(changes).length, 'a field the test can change').toBeGreaterThan(0);
      const body = { ...sent, ...changes, version: current.version };
      const reply = await api.call<Sample>('PUT', `${base}/${first.id}`, { token: admin, body });
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.id).toBe(first.id);
      expect(reply.body.version).toBe((current.version as number) + 1);
      expect(reply.body.created_at).toBe(current.created_at);
      expect(instant(reply.body.updated_at)).toBeGreaterThanOrEqual(instant(current.updated_at));
      expectSameFields(def, { ...sent, ...changes }, reply.body);
      expect((await api.call('GET', `${base}/${first.id}`, { token: admin })).body).toEqual(reply.body);

      const audit = await auditRows(def, first.id, 'update');
      expect(audit).toHaveLength(1);
      // A changed fact re-stamps its proof's dates (their own test: tests/api/proof.test.ts).
      const restamped = Object.keys(changes).some((name) => def.proof?.facts.includes(name)) ? PROOF_STAMPS : [];
      // A changed source text outdates its translations (their own test: tests/api/translations.test.ts).
      // Each changed text's translations become outdated, and with them their languages.
      const changedSources = Object.keys(changes).filter((name) => def.fields[name].translatable);
      const outdated = changedSources.length
        ? [
            ...TRANSLATION_LOCALES.map(translationStatusField),
            ...changedSources.flatMap((name) => TRANSLATION_LOCALES.map((l) => fieldStatusField(name, l))),
          ]
        : [];
      expect(audit[0].changes).toEqual({
        ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, { from: current[k], to: v }])),
        ...Object.fromEntries(restamped.map((name) => [name, { from: expect.anything(), to: expect.any(String) }])),
        ...Object.fromEntries(outdated.map((name) => [name, { from: 'current', to: 'outdated' }])),
      });
      first = reply.body;
    });

    it('update: a stale version is a 409, a missing version a 400, an unknown id a 404', async () => {
      const before = (await api.call<Sample>('GET', `${base}/${first.id}`, { token: admin })).body;
      const stale = await api.call('PUT', `${base}/${first.id}`, {
        token: admin,
        body: { ...fieldsOf(def, sent), version: (before.version as number) - 1 },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: STALE });
      const ahead = await api.call('PUT', `${base}/${first.id}`, {
        token: admin,
        body: { ...fieldsOf(def, sent), version: (before.version as number) + 1 },
      });
      expect(ahead.status).toBe(409);
      for (const version of [undefined, null, '1', 1.5]) {
        const reply = await api.call('PUT', `${base}/${first.id}`, {
          token: admin,
          body: { ...fieldsOf(def, sent), version },
        });
        expect(reply.status, `version ${String(version)}`).toBe(400);
        expect(reply.body.errors?.version, `version ${String(version)}`).toEqual(expect.any(String));
      }
      const missing = await api.call('PUT', `${base}/999999999`, {
        token: admin,
        body: { ...fieldsOf(def, sent), version: 1 },
      });
      expect(missing.status).toBe(404);
      expect((await api.call('GET', `${base}/${first.id}`, { token: admin })).body).toEqual(before);
    });

    it('validation: POST {} → 400 with an error for every required field, nothing stored', async () => {
      const before = await sqlCount(def);
      const required = fields
        .filter(([, f]) => f.required && !['boolean', 'textList', 'referenceList'].includes(f.kind))
        .map(([n]) => n);
      for (const body of [
        {},
        Object.fromEntries(required.map((n) => [n, null])),
        Object.fromEntries(required.map((n) => [n, '  '])),
      ]) {
        const reply = await api.call('POST', base, { token: admin, body });
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(typeof reply.body.message).toBe('string');
        for (const name of required)
          expect(reply.body.errors?.[name], `errors.${name} for ${JSON.stringify(body)}`).toEqual(expect.any(String));
      }
      for (const raw of ['{', '[]', 'null', '"text"']) {
        const reply = await api.call('POST', base, { token: admin, raw });
        expect(reply.status, `body ${raw}`).toBe(400);
      }
      expect(await sqlCount(def)).toBe(before);
    });

    it('validation: a wrong type or an unknown choice → 400 on that field, nothing stored', async () => {
      // A fresh valid record (its unique keys unused), so only the wrong value can be what is refused.
      const valid = await sample(def);
      const before = await sqlCount(def);
      const wrong: [string, unknown][] = [];
      // Derived fields are no input: what is sent for them is ignored (checked under "derived").
      for (const [name, field] of fields.filter(([, f]) => !f.derived)) {
        if (field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'reference')
          wrong.push([name, 'abc']);
        if (field.kind === 'integer') wrong.push([name, 1.5]);
        if (field.kind === 'reference') wrong.push([name, 2_000_000_000], [name, -3]); // no such row; not an id
        if (field.kind === 'integer' || field.kind === 'decimal') {
          if (field.max !== undefined) wrong.push([name, field.max + 1]);
          if (field.min !== undefined) wrong.push([name, field.min - 1]);
        }
        if (field.kind === 'enum') wrong.push([name, 'not-a-choice']);
        if (field.kind === 'enum' && field.numeric) {
          // A number that names no choice, and a choice sent as text.
          wrong.push([name, Math.max(...field.choices!.map(Number)) + 1], [name, field.choices![0]]);
        }
        if (field.kind === 'boolean') wrong.push([name, 'yes']);
        if (field.kind === 'date') wrong.push([name, '2024-13-45'], [name, 'yesterday']);
        if (field.kind === 'slug') wrong.push([name, 'Not A Slug']);
        if (field.kind === 'key') wrong.push([name, 'not-a-key']);
        if (field.kind === 'email') wrong.push([name, 'not-an-email']);
        if (field.kind === 'url') wrong.push([name, 'javascript:alert(1)']);
        if (isTextKind(field)) wrong.push([name, 42], [name, 'x'.repeat(maxLength(field) + 1)]);
        if (field.kind === 'text' && field.min && field.min > 1) wrong.push([name, 'x'.repeat(field.min - 1)]);
        if (field.kind === 'textList' || field.kind === 'referenceList') wrong.push([name, 'abc']);
      }
      for (const [name, value] of wrong) {
        const reply = await api.call('POST', base, { token: admin, body: { ...valid, [name]: value } });
        expect(reply.status, `${name} = ${JSON.stringify(value).slice(0, 40)}: ${reply.text.slice(0, 200)}`).toBe(400);
        expect(reply.body.errors?.[name], `errors.${name} for ${JSON.stringify(value).slice(0, 40)}`).toEqual(
          expect.any(String),
        );
      }
      expect(await sqlCount(def)).toBe(before);
    });

    if (def.rules?.length) {
      it('validation: each cross-field rule, broken, is a 400 on its field (create and update)', async () => {
        const before = await sqlCount(def);
        for (const [index, rule] of def.rules!.entries()) {
          const broken = violateRule(def, sent, rule);
          expect(broken, `a way to break rule #${index}`).not.toBeNull();
          const reply = await api.call('POST', base, { token: admin, body: broken!.record });
          expect(reply.status, `rule #${index}: ${reply.text}`).toBe(400);
          expect(reply.body.errors?.[broken!.field], `rule #${index} on ${broken!.field}`).toEqual(expect.any(String));
          const current = (await api.call<Sample>('GET', `${base}/${first.id}`, { token: admin })).body;
          const update = await api.call('PUT', `${base}/${first.id}`, {
            token: admin,
            body: { ...broken!.record, version: current.version },
          });
          expect(update.status).toBe(400);
          expect(update.body.errors?.[broken!.field]).toEqual(expect.any(String));
          expect((await api.call('GET', `${base}/${first.id}`, { token: admin })).body).toEqual(current);
        }
        expect(await sqlCount(def)).toBe(before);
      });
    }

    if (uniqueKeys.length) {
      it.each(uniqueKeys.map((key) => [key.join('+'), key] as const))(
        'uniqueness of (%s): a duplicate is a 409 naming a key field',
        async (_, key) => {
          const before = await sqlCount(def);
          const dupValues = Object.fromEntries(key.map((name) => [name, sent[name]]));
          const duplicate = await sample(def, dupValues);
          const countAfterSample = await sqlCount(def);
          const reply = await api.call('POST', base, { token: admin, body: duplicate });
          expect(reply.status, reply.text).toBe(409);
          expect(typeof reply.body.message).toBe('string');
          expect(
            Object.keys(reply.body.errors ?? {}).some((name) => key.includes(name)),
            JSON.stringify(reply.body),
          ).toBe(true);
          expect(await sqlCount(def)).toBe(countAfterSample);
          expect(countAfterSample).toBeGreaterThanOrEqual(before);

          // Updating another record onto the key is a 409 too, and leaves it as it was. (A key that is where an
          // account's mail goes, a user's email, moves only after a fresh proof: the admin gives one first.)
          const proof = { token: admin, body: { password: DEMO_PASSWORD } };
          expect((await api.call('POST', '/api/me/reauthenticate', proof)).status).toBe(200);
          const other = (await api.call<Sample>('GET', `${base}/${second.id}`, { token: admin })).body;
          const update = await api.call('PUT', `${base}/${second.id}`, {
            token: admin,
            body: { ...fieldsOf(def, other), ...dupValues, version: other.version },
          });
          expect(update.status, update.text).toBe(409);
          expect(Object.keys(update.body.errors ?? {}).some((name) => key.includes(name))).toBe(true);
          expect((await api.call('GET', `${base}/${second.id}`, { token: admin })).body).toEqual(other);
        },
      );
    }

    it('delete: 200 with the record, then 404, and an audit row', async () => {
      const victim = await createRecord(api, admin, def, await sample(def));
      const before = await sqlCount(def);
      const reply = await api.call('DELETE', `${base}/${victim.id}`, { token: admin });
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body).toEqual(victim);
      expect(await sqlCount(def)).toBe(before - 1);
      expect((await api.call('GET', `${base}/${victim.id}`, { token: admin })).status).toBe(404);
      const again = await api.call('DELETE', `${base}/${victim.id}`, { token: admin });
      expect(again.status).toBe(404);
      expect(again.body).toEqual(NOT_FOUND);
      expect(await auditRows(def, victim.id, 'delete')).toHaveLength(1);
      for (const id of ['abc', '2147483648'])
        expect((await api.call('DELETE', `${base}/${id}`, { token: admin })).status).toBe(404);
    });

    if (referrers.length) {
      it.each(referrers.map((r) => [`${r.other.name}.${r.field}`, r] as const))(
        'delete: a row referenced by %s is a 409 and stays',
        async (_, { other, field }) => {
          const target = await createRecord(api, admin, def, await sample(def));
          // A read-only view (organizations) gets its row through a writable resource over the same table.
          const writer = writerOf(other, [field]);
          expect(writer, `a resource that creates ${other.name} rows with ${field}`).not.toBeNull();
          await createRecord(
            api,
            admin,
            writer!,
            await sampleRecord(api, admin, writer!, sampleCounter++, { [field]: target.id }),
          );
          const reply = await api.call('DELETE', `${base}/${target.id}`, { token: admin });
          expect(reply.status, reply.text).toBe(409);
          expect(typeof reply.body.message).toBe('string');
          const still = await api.call('GET', `${base}/${target.id}`, { token: admin });
          expect(still.status).toBe(200);
          expect(still.body).toEqual(target);
          expect(await auditRows(def, target.id, 'delete')).toHaveLength(0);
        },
      );
    }
  }

  it('responses: only the fields and the system columns leave the server (never a password hash or token version)', async () => {
    const [row] = writable ? [await createRecord(api, admin, def, await sample(def))] : [first];
    expectOnlyExposed(def, row, writable ? 'create' : 'a row');
    const one = await api.call<Sample>('GET', `${base}/${row.id}`, { token: admin });
    expectOnlyExposed(def, one.body, 'getOne');
    const page = await list(def, { filter: { id: [row.id, second.id] } });
    expect(page.body.length).toBe(2);
    for (const listed of page.body) expectOnlyExposed(def, listed, 'list');
    for (const listed of (await list(def)).body) expectOnlyExposed(def, listed, 'default page');
    if (!writable) return;
    const update = await api.call<Sample>('PUT', `${base}/${row.id}`, {
      token: admin,
      body: { ...fieldsOf(def, one.body), version: one.body.version },
    });
    expect(update.status, update.text).toBe(200);
    expectOnlyExposed(def, update.body, 'update');
    const deleted = await api.call<Sample>('DELETE', `${base}/${row.id}`, { token: admin });
    expect(deleted.status, deleted.text).toBe(200);
    expectOnlyExposed(def, deleted.body, 'delete');
  });

  const derived = fields.filter(([, f]) => f.derived).map(([name]) => name);
  if (derived.length) {
    const splitsLocation = fields.some(([name]) => isDerivedLocation(def, name));
    /** Each location part as the server stores it: parseLocation's part, null when the location has none. */
    const expectLocationParts = (record: Sample, what: string) => {
      const parts = parseLocation(typeof record.location === 'string' ? record.location : '');
      for (const part of LOCATION_FIELDS) expect(record[part], `${what}: ${part}`).toBe(parts[part] || null);
    };
    it(`derived: the server computes ${splitsLocation ? 'the location parts (split from location)' : derived.join(', ')}; values sent for them are ignored`, async () => {
      if (def.derive)
        expect(splitsLocation, 'derive splits a location (teach this test any other derivation)').toBe(true);
      if (!writable) {
        for (const row of [first, second]) if (splitsLocation) expectLocationParts(row, `row ${String(row.id)}`);
        return;
      }
      const bogus = Object.fromEntries(derived.map((name) => [name, bogusValue(def.fields[name])]));
      const body = await sample(def, bogus);
      const created = await createRecord(api, admin, def, body);
      const computed = expectedDerived(def, body);
      for (const name of derived) {
        // A fact's proof is stamped now, whatever was sent (its own test: tests/api/proof.test.ts).
        if (def.proof && (PROOF_STAMPS as readonly string[]).includes(name)) {
          expect(created[name], name).not.toEqual(bogus[name]);
          expect(instant(created[name]), name).toBeGreaterThan(Date.now() - 60_000);
          continue;
        }
        // A secret is made by the server: a fresh key after its prefix.
        const secret = def.fields[name].secret;
        if (secret) {
          expect(created[name], name).toMatch(new RegExp(`^${secret.prefix}[A-Za-z0-9_-]{43}$`));
          continue;
        }
        // A language's status: missing while a text sent has no translation in it, else current.
        const locale = TRANSLATION_LOCALES.find((l) => translationStatusField(l) === name);
        if (locale) {
          const blank = (value: unknown) => value === null || value === undefined || value === '';
          const missing = translatableFields(def).some(
            (source) => !blank(body[source]) && blank(body[translationField(source, locale)]),
          );
          expect(created[name], name).toBe(missing ? 'missing' : 'current');
          continue;
        }
        // A translation's status: missing while its text sent has no translation, else current and made from the
        // English text sent.
        const state = def.fields[name].translationStateOf;
        if (state) {
          const blank = (value: unknown) => value === null || value === undefined || value === '';
          const source = body[state.field];
          const missing = !blank(source) && blank(body[translationField(state.field, state.locale)]);
          const expected =
            state.role === 'status'
              ? missing
                ? 'missing'
                : 'current'
              : missing
                ? null
                : (created[state.field] ?? null);
          expect(created[name] ?? null, name).toEqual(expected);
          continue;
        }
        // What the definition derives comes from the input; what the system sets (a user's last sign-in) is not set yet.
        expect(created[name] ?? null, name).toEqual(name in computed ? computed[name] : null);
      }
      if (!splitsLocation) return;
      expectLocationParts(created, 'create');
      for (const part of LOCATION_FIELDS) expect(created[part], `the sample fills ${part}`).toEqual(expect.any(String));
      const locations: (string | null)[] = [
        'Flat 2, 12 Main St, Springfield, Greene, Missouri, USA',
        ' Paris ,, Île-de-France , France ',
        'Lyon',
      ];
      if (!def.fields.location.required) locations.push(null);
      let current = created;
      for (const location of locations) {
        const reply = await api.call<Sample>('PUT', `${base}/${created.id}`, {
          token: admin,
          body: { ...body, location, version: current.version },
        });
        expect(reply.status, reply.text).toBe(200);
        expectLocationParts(reply.body, `update to ${String(location)}`);
        expect((await api.call('GET', `${base}/${created.id}`, { token: admin })).body).toEqual(reply.body);
        current = reply.body;
      }
      // A derived part filters like any field.
      const filterPart = LOCATION_FIELDS.find((part) => def.fields[part].filter && current[part]);
      if (filterPart)
        expect(await idsAmong(def, [created.id, first.id], { [filterPart]: current[filterPart] })).toEqual([
          created.id,
        ]);
    });
  }

  if (writable && def.scope) {
    it("scope: only rows of its own type; another type's row is a 404 on getOne, update and delete and in no list", async () => {
      const sibling = typedResources(def.table).find(
        (r) => !scopeValues(r).some((value) => scopeValues(def).includes(value)),
      );
      expect(sibling, 'another typed resource over the same table').toBeDefined();
      const foreign = await createRecord(
        api,
        admin,
        sibling!,
        await sampleRecord(api, admin, sibling!, sampleCounter++),
      );
      for (const [method, body] of [
        ['GET'],
        ['PUT', { ...fieldsOf(def, sent), version: foreign.version }],
        ['DELETE'],
      ] as const) {
        const reply = await api.call(method, `${base}/${foreign.id}`, { token: admin, body });
        expect(reply.status, `${method}: ${reply.text}`).toBe(404);
        expect(reply.body).toEqual(NOT_FOUND);
      }
      expect(
        (await api.call('GET', `${pathOf(sibling!)}/${foreign.id}`, { token: admin })).body,
        "the other type's row, untouched",
      ).toEqual(foreign);
      const narrowed = await list(def, { filter: { id: [first.id, foreign.id] } });
      expect(narrowed.body.map((r) => r.id)).toEqual([first.id]);
      expect(contentRange(narrowed, def.name).total).toBe(1);
      expect((await list(def, { filter: { q: String(foreign[def.title]) } })).body.map((r) => r.id)).not.toContain(
        foreign.id,
      );

      // Every row a list gives is of its type, and writes store its type whatever the body says.
      const whole = wholeTableResource(def.table);
      expect(whole, 'a resource listing the whole table with its type').not.toBeNull();
      const { def: all, column } = whole!;
      const page = await list(def, { range: [0, MAX_PAGE - 1] });
      const types = (await rows(all, { id: page.body.map((r) => r.id) })).map((r) => r[column]);
      expect(new Set(types)).toEqual(new Set(scopeValues(def)));
      const otherType = scopeValues(sibling!)[0];
      const created = await createRecord(api, admin, def, { ...(await sample(def)), [column]: otherType });
      const typeOf = async (id: unknown) =>
        (await api.call<Sample>('GET', `${pathOf(all)}/${String(id)}`, { token: admin })).body[column];
      expect(await typeOf(created.id)).toBe(def.scope![column]);
      const update = await api.call('PUT', `${base}/${created.id}`, {
        token: admin,
        body: { ...fieldsOf(def, created), [column]: otherType, version: created.version },
      });
      expect(update.status, update.text).toBe(200);
      expect(await typeOf(created.id)).toBe(def.scope![column]);
      expect((await api.call('GET', `${base}/${created.id}`, { token: admin })).status).toBe(200);
      expect((await api.call('GET', `${pathOf(sibling!)}/${created.id}`, { token: admin })).status).toBe(404);
    });
  }

  /**
   * `field` set to `value` is a 400 with `message` on that field: on create (nothing is written) and on an update of
   * the first record (which stays as it was).
   */
  async function expectRefusedOnCreateAndUpdate(
    valid: Sample,
    field: string,
    value: unknown,
    message: Parameters<typeof translateKey>[0],
  ) {
    const before = await sqlCount(def);
    const reply = await api.call('POST', base, { token: admin, body: { ...valid, [field]: value } });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.errors?.[field]).toBe(translateKey(message, 'en'));
    expect(await sqlCount(def)).toBe(before);
    const current = (await api.call<Sample>('GET', `${base}/${first.id}`, { token: admin })).body;
    const update = await api.call('PUT', `${base}/${first.id}`, {
      token: admin,
      body: { ...fieldsOf(def, current), [field]: value, version: current.version },
    });
    expect(update.status, update.text).toBe(400);
    expect(update.body.errors?.[field]).toBe(translateKey(message, 'en'));
    expect((await api.call('GET', `${base}/${first.id}`, { token: admin })).body).toEqual(current);
  }

  const owner = ownerColumn(def);
  if (writable && owner && otherTypeResource(def)) {
    it(`ownership: an organisation of a type ${def.name} does not accept is a 400 on ${owner} (create and update)`, async () => {
      const valid = await sample(def);
      const wrong = await createRecord(
        api,
        admin,
        otherTypeResource(def)!,
        await sampleRecord(api, admin, otherTypeResource(def)!, sampleCounter++),
      );
      await expectRefusedOnCreateAndUpdate(valid, owner, wrong.id, V.orgType);
    });
  }

  const ownedReferences =
    writable && owner ? fields.filter(([name]) => ownedTarget(def, name)).map(([name]) => name) : [];
  if (ownedReferences.length) {
    it.each(ownedReferences)(
      "ownership: %s pointing at another organisation's record is a 400 on it (create and update)",
      async (name) => {
        const target = ownedTarget(def, name)!;
        const foreign = await createRecord(api, admin, target, await sampleRecord(api, admin, target, sampleCounter++));
        const valid = await sample(def);
        expect(foreign[ownerColumn(target)!]).not.toBe(valid[owner!]);
        await expectRefusedOnCreateAndUpdate(valid, name, foreign.id, V.otherOrganization);
        // The organisation's own record is accepted.
        expect((await api.call('POST', base, { token: admin, body: valid })).status).toBe(201);
      },
    );
  }

  it('auth: no token → 401 on every route (and only on its routes)', async () => {
    const id = first?.id ?? 1;
    // Read-only resources answer writes too (with a 403 once signed in).
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/${id}`],
      ['POST', base, {}],
      ['PUT', `${base}/${id}`, { version: 1 }],
      ['DELETE', `${base}/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const reply = await api.call(method, path, { body });
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.body).toEqual(TOKEN_MISSING);
      const bad = await api.call(method, path, { body, token: 'not.a.token' });
      expect(bad.status, `${method} ${path} with a bad token`).toBe(401);
    }
    // The resource's routes do not swallow other paths under its base: an unknown one stays a 404.
    for (const path of [`${def.base}/${def.name}-no-such-resource`, `${def.base}/no-such-resource/${id}`]) {
      const reply = await api.call('GET', path);
      expect(reply.status, `GET ${path}`).toBe(404);
      expect(reply.body).toEqual(NOT_FOUND);
    }
  });

  // Read-only resources have no write routes at all (checked below), so only their reads can be a 403.
  const denied = (['list', 'show', 'create', 'edit', 'delete'] as Action[]).filter(
    (action) =>
      !canAccess('insurance', { resource: def.name, action }) && (writable || action === 'list' || action === 'show'),
  );
  if (denied.length) {
    it(`auth: an insurer (no grant) → 403 on ${denied.join(', ')}`, async () => {
      const before = await sqlCount(def);
      const id = first?.id ?? 1;
      const current = writable ? (await api.call<Sample>('GET', `${base}/${id}`, { token: admin })).body : null;
      const routes: Record<string, [string, string, unknown?]> = {
        list: ['GET', base],
        show: ['GET', `${base}/${id}`],
        create: ['POST', base, writable ? await sample(def) : {}],
        edit: ['PUT', `${base}/${id}`, { ...(writable ? fieldsOf(def, sent) : {}), version: current?.version ?? 1 }],
        delete: ['DELETE', `${base}/${id}`],
      };
      const afterSample = await sqlCount(def);
      for (const action of denied) {
        const [method, path, body] = routes[action];
        const reply = await api.call(method, path, { token: insurer, body });
        expect(reply.status, `${action}: ${reply.text}`).toBe(403);
        expect(typeof reply.body.message).toBe('string');
      }
      // (A read-only resource may be the audit log itself, which the 403s just grew.)
      if (writable) expect(await sqlCount(def)).toBe(afterSample);
      expect(afterSample).toBeGreaterThanOrEqual(before);
      if (current) expect((await api.call('GET', `${base}/${id}`, { token: admin })).body).toEqual(current);
    });
  }

  if (!writable) {
    it('read-only: no create, update or delete, even for an admin (403, audited)', async () => {
      const refusals = async () =>
        (
          await api.db
            .select({ n: count() })
            .from(auditLog)
            .where(and(eq(auditLog.resource, def.name), eq(auditLog.action, 'access.forbidden')))
        )[0].n;
      const refusedBefore = await refusals();
      const before = await sqlCount(def);
      const current = (await api.call<Sample>('GET', `${base}/${first.id}`, { token: admin })).body;
      const writes = [
        ['POST', base, fieldsOf(def, first)],
        ['PUT', `${base}/${first.id}`, { ...fieldsOf(def, first), version: 1 }],
        ['DELETE', `${base}/${first.id}`],
      ] as const;
      for (const [method, path, body] of writes) {
        const reply = await api.call(method, path, { token: admin, body });
        expect(reply.status, `${method} ${path}: ${reply.text}`).toBe(403);
        expect(reply.body, `${method} ${path}`).toEqual({ message: FORBIDDEN });
      }
      expect(await refusals()).toBe(refusedBefore + writes.length);
      // Nothing stored: the audit log itself grows by exactly its own refusals.
      const auditsItself = getTableName(table) === getTableName(auditLog);
      expect(await sqlCount(def)).toBe(before + (auditsItself ? writes.length : 0));
      expect((await api.call('GET', `${base}/${first.id}`, { token: admin })).body).toEqual(current);
    });
  }

  if (writable && richtext.length) {
    it('richtext: script and event handlers are stripped on create and update', async () => {
      const body = await sample(def, Object.fromEntries(richtext.map((name) => [name, XSS])));
      const created = await createRecord(api, admin, def, body);
      const stored = (await api.call<Sample>('GET', `${base}/${created.id}`, { token: admin })).body;
      for (const name of richtext) {
        for (const record of [created, stored]) {
          expect(record[name], name).toContain('<p>ok</p>');
          expect(String(record[name]), name).not.toMatch(/<script|onerror|alert\(/i);
        }
      }
      const update = await api.call<Sample>('PUT', `${base}/${created.id}`, {
        token: admin,
        body: {
          ...body,
          ...Object.fromEntries(
            richtext.map((name) => [name, `<p>safe</p><a href="javascript:alert(1)" onclick="x()">x</a>${XSS}`]),
          ),
          version: created.version,
        },
      });
      expect(update.status, update.text).toBe(200);
      for (const name of richtext) {
        expect(update.body[name]).toContain('<p>safe</p>');
        expect(String(update.body[name])).not.toMatch(/<script|onerror|onclick|javascript:|alert\(/i);
      }
    });
  }
});

describe('users: accounts through the generic route', () => {
  const def = resourceByName('users')!;
  it('a created user has no password: signing in fails, and password fields in a create or update body are refused by name', async () => {
    const passwordFields = {
      password: DEMO_PASSWORD,
      password_hash: await hashPassword(DEMO_PASSWORD),
      token_version: 7,
    };
    const body = await sampleRecord(api, admin, def, sampleCounter++, { user_type: 1, is_active: true });
    const refusedCreate = await api.call<{ errors: Record<string, string> }>('POST', pathOf(def), {
      token: admin,
      body: { ...body, ...passwordFields },
    });
    expect(refusedCreate.status, refusedCreate.text).toBe(400);
    expect(Object.keys(refusedCreate.body.errors).sort()).toEqual(Object.keys(passwordFields).sort());
    const created = await createRecord(api, admin, def, body);
    expectOnlyExposed(def, created, 'create');
    expect(created.is_active).toBe(true);
    const signIn = () => api.call('POST', '/api/login', { body: { username: created.email, password: DEMO_PASSWORD } });
    expect((await signIn()).status).toBe(401);
    const refused = await api.call<{ errors: Record<string, string> }>('PUT', `${pathOf(def)}/${created.id}`, {
      token: admin,
      body: { ...body, ...passwordFields, version: created.version },
    });
    expect(refused.status, refused.text).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(Object.keys(passwordFields).sort());
    const update = await api.call<Sample>('PUT', `${pathOf(def)}/${created.id}`, {
      token: admin,
      body: { ...body, version: created.version },
    });
    expect(update.status, update.text).toBe(200);
    expectOnlyExposed(def, update.body, 'update');
    expect((await signIn()).status).toBe(401);
  });
});
