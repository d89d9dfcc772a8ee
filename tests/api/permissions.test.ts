import { translationLocaleOf } from '@/domain/translations';
import { getTableName, gt, max } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, type Action } from '@/domain/access';
import { hasDrafts, type Publication } from '@/domain/drafts';
import { ORGANIZATION_RESOURCE } from '@/domain/areas/partners';
import type { FieldDef, PartnerRole, ResourceDef } from '@/domain/resourceDef';
import { RESOURCES, resourceByName } from '@/domain/resources';
import { ROLE_BY_USER_TYPE, type OrgType, type Role } from '@/domain/roles';
import { csvRows } from '@/server/infrastructure/csv';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { auditLog } from '@/server/infrastructure/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/startup/seed/accounts';
import { TEST_SECRET, TestApi, contentRange, type Reply } from '../support/api';
import { createRecord, sampleRecord, type Sample } from '../support/samples';

/**
 * The permission matrix, generated from the access rules (canAccess) and the resource definitions
 * (owner, partner grants, partnerFixed, partnerWritable, scope, readOnly, adminOnly fields):
 * every role of the demo accounts × every resource in RESOURCES × every operation of the simple-rest contract
 * (list, getOne, getMany, create, update, delete, export), each tried on a record of the caller's own
 * organisation, of another organisation (of the same type where there is one) and, where the resource has
 * them, on global records. A new resource or grant is covered without editing this file.
 *
 * Expected outcomes, derived, never listed by hand:
 * - an operation the rules refuse is a 403 for the whole resource, and nothing changes;
 * - an admin may do everything else, on every row;
 * - a partner reaches only rows whose owner column is its organisation (404 for the others, whatever it asks
 *   for, 403 for a whole resource it has no grant on); its writes land on its own organisation, keep the
 *   admin-only fields (and those outside partnerWritable), carry the partnerFixed values, and may not point
 *   at another organisation's records (400); with an owner `sharedWhenEmpty`, it also reads (never writes) the
 *   global rows;
 * - a partner granted an ownerless resource (public reference data, e.g. countries) reads every row.
 *
 * Not here (not repeated): no token and a malformed token on every route are contract.test.ts ("auth: no
 * token → 401 on every route"); the token checks in depth (tampering, algorithms, sessions) are
 * auth-session.test.ts. This file adds a forged and an expired token on every route of every resource.
 */

type Row = Record<string, unknown>;
type Operation = 'list' | 'getOne' | 'getMany' | 'create' | 'update' | 'delete' | 'export';
const OPERATIONS: readonly Operation[] = ['list', 'getOne', 'getMany', 'create', 'update', 'delete', 'export'];
/** The access rule that guards each simple-rest operation (export: see exporterOf). */
const RULE: Record<Exclude<Operation, 'export'>, Action> = {
  list: 'list',
  getOne: 'show',
  getMany: 'list',
  create: 'create',
  update: 'edit',
  delete: 'delete',
};

const FORBIDDEN = { message: 'You are not allowed to do this.' };
const NOT_FOUND = { message: 'Not found' };
const TOKEN_INVALID = { message: 'Invalid authorization token' };
/** A word only this file's records contain in their searchable text (mixed case: `q` is case-insensitive). */
const MARK = 'Pmxq';
const PAGE = 1000;

interface ListParams {
  filter?: Record<string, unknown>;
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
}

function queryString(params: ListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, JSON.stringify(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}
const collection = (def: ResourceDef) => `${def.base}/${def.name}`;
const member = (def: ResourceDef, id: unknown) => `${collection(def)}/${String(id)}`;
const listPath = (def: ResourceDef, params: ListParams) => `${collection(def)}${queryString(params)}`;

// ---------------------------------------------------------------------------------------------------------------
// Exports. Every resource exports from the server (GET …/export.csv, the RFC 4180 file with every column, and
// GET …/export in the other formats, through the same plan): the check is its CSV route, against the resource's
// own `export` rule, with the same scoping checks as the list.
// ---------------------------------------------------------------------------------------------------------------

interface Exporter {
  /** The canAccess action that guards the route. */
  action: Action;
  path(def: ResourceDef, params: ListParams): string;
  rows(reply: Reply<unknown>): Row[];
}

/** A server route that streams the filtered, permission-scoped rows as CSV with a header row. */
function csvExport(path: string): Exporter {
  return {
    action: 'export',
    path: (_def, params) => `${path}${queryString({ filter: params.filter, sort: params.sort })}`,
    rows: (reply) => {
      const [header = [], ...lines] = csvRows(reply.text);
      return lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
    },
  };
}

const exporterOf = (def: ResourceDef): Exporter => csvExport(`${collection(def)}/export.csv`);
const ruleOf = (def: ResourceDef, op: Operation): Action => (op === 'export' ? exporterOf(def).action : RULE[op]);

// ---------------------------------------------------------------------------------------------------------------
// Roles, organisations and who may see which row.
// ---------------------------------------------------------------------------------------------------------------

/** Every role, with the demo account that signs in as it (each partner belongs to one organisation). */
const ROLES = DEMO_ACCOUNTS.map((account) => ({ ...ROLE_BY_USER_TYPE[account.userType], email: account.email }));
const orgTypeOf = (role: PartnerRole): OrgType => ROLES.find((r) => r.role === role)!.orgType!;

let api: TestApi;
const tokens = {} as Record<Role, string>;
/** Each partner's own organisation (its demo account's). */
const ownOrg = {} as Record<PartnerRole, number>;
/** Per organisation type: the demo partner's organisation and another one of the same type. */
const orgs = {} as Record<OrgType, { demo: number; other: number }>;
const typeOfOrg = new Map<number, OrgType>();
let forgedToken: string;
let expiredToken: string;

/** The organisation a row belongs to (null: a global row, or a resource without owner). */
function ownerOf(def: ResourceDef, row: Row): number | null {
  const column = def.owner?.column;
  const value = column ? row[column] : null;
  return value === null || value === undefined || value === '' ? null : Number(value);
}
const idOf = (row: Row) => Number(row.id);

/** Whether `role` may reach this row at all (given that the rules let it use the resource). */
function reaches(def: ResourceDef, role: Role, owner: number | null): boolean {
  if (role === 'admin' || !def.owner) return true;
  return owner !== null && owner === ownOrg[role];
}

/** Whether `role` may read this row: the rows it reaches, and the global rows of a `sharedWhenEmpty` owner. */
function reads(def: ResourceDef, role: Role, owner: number | null): boolean {
  return reaches(def, role, owner) || (owner === null && !!def.owner?.sharedWhenEmpty);
}

/** A record created for the matrix, and the organisation it belongs to (null: global). */
interface Fixture {
  id: number;
  org: number | null;
}
type Relation = 'own' | 'other' | 'global';

function relationOf(role: Role, fixture: Fixture): Relation {
  if (fixture.org === null) return 'global';
  return role !== 'admin' && fixture.org === ownOrg[role] ? 'own' : 'other';
}

/** One fixture per relation to `role`: its own organisation's, another's (of its own type if any), a global one. */
function representatives(role: Role, fixtures: Fixture[]): { relation: Relation; fixture: Fixture }[] {
  const sameType = role === 'admin' ? undefined : orgTypeOf(role);
  const others = fixtures.filter((f) => relationOf(role, f) === 'other');
  const other = others.find((f) => sameType && f.org !== null && typeOfOrg.get(f.org) === sameType) ?? others[0];
  const picks: { relation: Relation; fixture: Fixture | undefined }[] = [
    { relation: 'own', fixture: fixtures.find((f) => relationOf(role, f) === 'own') },
    { relation: 'other', fixture: other },
    { relation: 'global', fixture: fixtures.find((f) => relationOf(role, f) === 'global') },
  ];
  return picks.filter((p): p is { relation: Relation; fixture: Fixture } => p.fixture !== undefined);
}

// ---------------------------------------------------------------------------------------------------------------
// Records: payloads, fixtures, the admin's view and changes.
// ---------------------------------------------------------------------------------------------------------------

const TEXTUAL = new Set<FieldDef['kind']>(['text', 'textarea', 'richtext']);
/** The field that carries MARK (searchable free text) and that updates change. */
function markField(def: ResourceDef): string | undefined {
  const unique = new Set((def.uniqueTogether ?? []).flat());
  return Object.entries(def.fields).find(
    ([name, f]) =>
      f.search &&
      TEXTUAL.has(f.kind) &&
      !f.min &&
      !f.derived &&
      !f.unique &&
      !f.adminOnly &&
      !unique.has(name) &&
      (f.max ?? 200) >= 40,
  )?.[0];
}
/** A field every role's update may change, to show that the update was applied: free text, the mark field first. */
function editField(def: ResourceDef): string | undefined {
  const candidates = Object.entries(def.fields)
    .filter(
      ([name, f]) =>
        TEXTUAL.has(f.kind) && !f.min && !f.derived && !f.unique && !locked(def, name) && (f.max ?? 200) >= 40,
    )
    .map(([name]) => name);
  const mark = markField(def);
  if (mark && candidates.includes(mark)) return mark;
  // A resource whose partners change no text (an enquiry's status only) is edited through a choice.
  return (
    candidates[0] ??
    Object.entries(def.fields).find(([name, f]) => f.kind === 'enum' && !f.derived && !locked(def, name))?.[0]
  );
}
/**
 * The admin-only fields an admin's write stores as sent. Publishing a language anyway is also cleared while the
 * language is current (as a sample's translations are): who may set it is tested in tests/api/translations.test.ts.
 */
const adminOnlyFields = (def: ResourceDef) =>
  Object.entries(def.fields)
    .filter(
      ([name, f]) =>
        f.adminOnly && name !== def.owner?.column && translationLocaleOf(def, name)?.role !== 'publish_anyway',
    )
    .map(([name]) => name);
/** Fields a partner's write may not change: admin-only ones and, with `partnerWritable`, all it does not name. */
const lockedFields = (def: ResourceDef) =>
  Object.entries(def.fields)
    .filter(
      ([name, f]) =>
        name !== def.owner?.column &&
        !f.derived &&
        (f.adminOnly || (def.partnerWritable && !def.partnerWritable.includes(name))),
    )
    .map(([name]) => name);
const locked = (def: ResourceDef, name: string) => lockedFields(def).includes(name);

/** The resource a reference field points at when that resource belongs to organisations (a benefit's cover). */
function ownedTarget(def: ResourceDef, name: string): ResourceDef | undefined {
  const field = def.fields[name];
  if (field.kind !== 'reference' || name === def.owner?.column) return undefined;
  const target = resourceByName(field.reference!);
  return target?.owner && target.owner.column !== 'id' ? target : undefined;
}
/** References to organisation-owned records that a partner may set (a locked one keeps its value anyway). */
const ownedReferences = (def: ResourceDef) =>
  Object.keys(def.fields).filter((name) => ownedTarget(def, name) && !locked(def, name));

/** Whether `org` is of a type that has records of `target` (an enquiry of an insurer links no course). */
const linkable = (target: ResourceDef, org: number) => target.owner!.orgTypes.includes(typeOfOrg.get(org)!);

let counter = 100;
const sameOrgRecords = new Map<string, Promise<number>>();
/** A record of `def` belonging to `org`, made once and shared (the target of other records' references). */
function recordOfOrg(def: ResourceDef, org: number): Promise<number> {
  const key = `${def.name}:${org}`;
  if (!sameOrgRecords.has(key))
    sameOrgRecords.set(
      key,
      make(def, org).then((record) => idOf(record)),
    );
  return sameOrgRecords.get(key)!;
}

/**
 * A valid create payload (samples.ts) owned by `org`: optional references left empty, references to
 * organisation-owned records pointing at `org`'s, and MARK in the searchable text.
 */
async function payload(def: ResourceDef, org: number | null, extra: Sample = {}): Promise<Sample> {
  const overrides: Sample = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'reference' || field.derived) continue;
    const target = ownedTarget(def, name);
    if (name === def.owner?.column) overrides[name] = org;
    // A link to an organisation-owned record points at one of `org`'s, when `org` is of a type that has such records.
    else if (target && org !== null && linkable(target, org)) overrides[name] = await recordOfOrg(target, org);
    else if (!field.required) overrides[name] = null;
  }
  const mark = markField(def);
  const n = counter++;
  if (mark) overrides[mark] = `${MARK} ${def.name} ${n}`;
  return sampleRecord(api, tokens.admin, def, n, { ...overrides, ...extra });
}

/** A record created by the admin (a typed organisation resource creates an organisation of its type). */
async function make(def: ResourceDef, org: number | null): Promise<Row> {
  return createRecord(api, tokens.admin, def, await payload(def, org));
}

/** The admin's view of a record (null when it does not exist). */
async function adminView(def: ResourceDef, id: number): Promise<Row | null> {
  const reply = await api.call<Row>('GET', member(def, id), { token: tokens.admin });
  if (reply.status === 404) return null;
  expect(reply.status, `admin GET ${def.name}/${id}: ${reply.text}`).toBe(200);
  return reply.body;
}
async function adminViewOf(def: ResourceDef, id: number): Promise<Row> {
  const row = await adminView(def, id);
  expect(row, `${def.name}/${id} exists`).not.toBeNull();
  return row!;
}

/** What a client sends back to update a record: its input fields as stored. */
const inputsOf = (def: ResourceDef, row: Row): Row =>
  Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => !f.derived)
      .map(([name]) => [name, row[name]]),
  );

/** The value a field gets when a create leaves it out. */
const absentValue = (field: FieldDef) => field.default ?? (field.kind === 'boolean' ? false : null);

/** A valid value of `name` other than `current` (for the fields a partner must not change, and the admin may). */
function differentValue(def: ResourceDef, name: string, current: unknown): unknown {
  const field = def.fields[name];
  switch (field.kind) {
    case 'boolean':
      return current !== true;
    case 'integer':
    case 'decimal': {
      const lo = field.min ?? 0;
      const hi = field.max ?? lo + 1000;
      return current !== null && Number(current) === hi ? lo : hi;
    }
    case 'enum': {
      // A workflow's field moves only where its current value may go.
      const next = field.transitions?.[String(current)];
      if (next?.length) return next[0];
      const choices = field.numeric ? field.choices!.map(Number) : [...field.choices!];
      return choices.find((choice) => choice !== current);
    }
    case 'text':
    case 'textarea':
    case 'richtext': {
      // A fixed-length code (e.g. a country code) gets another code of its length.
      if (field.min && field.min === field.max)
        return (current === 'Z'.repeat(field.min) ? 'Y' : 'Z').repeat(field.min);
      return `${MARK} changed ${counter++}`.slice(0, field.max ?? 200);
    }
    case 'email':
      return `changed-${counter++}@example.com`;
    case 'url':
      return `https://example.com/changed/${counter++}`;
    case 'date':
      return current === '2031-01-02' ? '2031-01-03' : '2031-01-02';
    case 'datetime':
      return new Date(Date.UTC(2031, 0, 2, 0, 0, counter++)).toISOString();
    case 'textList':
      return [`changed ${counter++}`];
    case 'reference':
      // Only sent where the server must ignore it (a partner's locked field): any id will do.
      return Number(current) === 1 ? 2 : 1;
    default:
      throw new Error(`${def.name}.${name}: teach differentValue about ${field.kind} fields`);
  }
}

/** Another organisation of the same type as `org`, for moving a record (or trying to). */
function otherOrgLike(org: number): number {
  const type = typeOfOrg.get(org)!;
  return orgs[type].demo === org ? orgs[type].other : orgs[type].demo;
}

/** The values a scope filter (`type` of a typed organisation resource) could be asked to become instead. */
function otherScopeValues(def: ResourceDef): Row {
  return Object.fromEntries(
    Object.entries(def.scope ?? {}).map(([key, value]) => [
      key,
      RESOURCES.map((r) => r.scope?.[key]).find((v) => v !== undefined && v !== value),
    ]),
  );
}

async function lastId(def: ResourceDef): Promise<number> {
  const table = tableOf(def.name);
  const [row] = await api.db.select({ last: max(table.id) }).from(table);
  return Number(row?.last ?? 0);
}
/** Rows stored since `since` (the audit log's own rows recording the refusals are not a change). */
async function rowsAddedSince(def: ResourceDef, since: number): Promise<Row[]> {
  const table = tableOf(def.name);
  const rows = (await api.db.select().from(table).where(gt(table.id, since))) as Row[];
  if (getTableName(table) !== getTableName(auditLog)) return rows;
  return rows.filter((row) => !['access.forbidden', 'auth.denied'].includes(String(row.action)));
}

/** Fixture records of a resource: its rows in both organisations of each owner type, and a global one. */
async function fixturesOf(def: ResourceDef): Promise<Fixture[]> {
  if (def.owner) {
    const types = def.scope?.type ? [def.scope.type as OrgType] : def.owner.orgTypes;
    const owners = types.flatMap((type) => [orgs[type].demo, orgs[type].other]);
    // An organisation resource's records are the organisations themselves.
    if (def.owner.column === 'id') return owners.map((id) => ({ id, org: id }));
    const fixtures: Fixture[] = [];
    for (const org of owners) fixtures.push({ id: idOf(await make(def, org)), org });
    if (!def.fields[def.owner.column].required) fixtures.push({ id: idOf(await make(def, null)), org: null });
    return fixtures;
  }
  if (!def.readOnly) return [{ id: idOf(await make(def, null)), org: null }];
  // A read-only resource has no create route: its row is stored directly.
  const table = tableOf(def.name);
  const [row] = await api.db
    .insert(table)
    .values(await payload(def, null))
    .returning({ id: table.id });
  return [{ id: Number(row.id), org: null }];
}

// ---------------------------------------------------------------------------------------------------------------
// Calls and checks.
// ---------------------------------------------------------------------------------------------------------------

const call = <T = unknown>(role: Role, method: string, path: string, body?: unknown) =>
  api.call<T>(method, path, { token: tokens[role], body });

/** Ids an admin gets for a list query, in order (one large page). */
async function adminIds(def: ResourceDef, params: ListParams): Promise<number[]> {
  return (await adminRows(def, params)).map(idOf);
}

/** The rows an admin gets for a list query, in order (one large page). */
async function adminRows(def: ResourceDef, params: ListParams): Promise<Row[]> {
  const reply = await call<Row[]>('admin', 'GET', listPath(def, { ...params, range: [0, PAGE - 1] }));
  expect(reply.status, `admin list ${JSON.stringify(params)}: ${reply.text}`).toBe(200);
  expect(reply.body.length, 'the admin oracle fits one page').toBeLessThan(PAGE);
  return reply.body;
}

/**
 * What `role` should get for a list query, in order: the admin's answer to the same query narrowed to the
 * caller's organisation (its owner filter set to it; nothing when the query asks only for other organisations).
 */
async function expectedIds(def: ResourceDef, role: Role, params: ListParams): Promise<number[]> {
  if (role === 'admin' || !def.owner) return adminIds(def, params);
  // Shared global rows: the admin's answer, less the rows of other organisations.
  if (def.owner.sharedWhenEmpty)
    return (await adminRows(def, params)).filter((row) => reads(def, role, ownerOf(def, row))).map(idOf);
  const own = ownOrg[role];
  const key = def.owner.column;
  const asked = params.filter?.[key];
  if (asked !== undefined && !(Array.isArray(asked) ? asked : [asked]).map(Number).includes(own)) return [];
  return adminIds(def, { ...params, filter: { ...params.filter, [key]: own } });
}

/**
 * A list (or export) as `role` returns exactly the admin's answer to the same query narrowed to the caller's
 * organisation, in the same order, with a total that counts only those rows: nothing of another organisation,
 * not even in the count.
 */
async function expectScopedList(def: ResourceDef, role: Role, params: ListParams, exporter?: Exporter) {
  const expected = await expectedIds(def, role, params);
  const path = exporter ? exporter.path(def, params) : listPath(def, params);
  const reply = await call(role, 'GET', path);
  const what = `${role} GET ${path}`;
  expect(reply.status, `${what}: ${reply.text}`).toBe(200);
  const rows = exporter ? exporter.rows(reply) : (reply.body as Row[]);
  expect(
    rows.filter((row) => !reads(def, role, ownerOf(def, row))).map(idOf),
    `${what}: rows it must not reach`,
  ).toEqual([]);
  const [start, end] = exporter ? [0, PAGE - 1] : (params.range ?? [0, 24]);
  expect(rows.map(idOf), what).toEqual(expected.slice(start, end + 1));
  if (!exporter) expect(contentRange(reply, def.name).total, `${what}: Content-Range total`).toBe(expected.length);
}

/** List queries a partner might send to reach other organisations' rows: ids, owner filters, text search, sorts. */
function probingQueries(def: ResourceDef, role: Role, fixtures: Fixture[]): ListParams[] {
  const ids = fixtures.map((f) => f.id);
  const queries: ListParams[] = [
    {},
    { filter: { id: ids }, range: [0, PAGE - 1] },
    { filter: { id: ids }, sort: ['id', 'DESC'], range: [0, 0] },
    { sort: ['id', 'DESC'], range: [0, PAGE - 1] },
  ];
  const column = def.owner?.column;
  if (column && column !== 'id') {
    const own = role === 'admin' ? undefined : ownOrg[role];
    const others = [...new Set(fixtures.map((f) => f.org).filter((org): org is number => org !== null && org !== own))];
    if (def.fields[column].filter) {
      queries.push(
        { filter: { [column]: others[0] }, range: [0, PAGE - 1] },
        { filter: { [column]: [...(own ? [own] : []), ...others], id: ids }, range: [0, PAGE - 1] },
      );
    }
    if (def.fields[column].sort) queries.push({ filter: { id: ids }, sort: [column, 'DESC'], range: [0, PAGE - 1] });
  }
  if (markField(def)) queries.push({ filter: { q: MARK.toLowerCase() }, range: [0, PAGE - 1] });
  return queries;
}

function expectStatus(reply: Reply<unknown>, status: number, body: unknown, what: string) {
  expect(reply.status, `${what}: ${reply.text}`).toBe(status);
  expect(reply.body, what).toEqual(body);
}

// ---------------------------------------------------------------------------------------------------------------
// The matrix.
// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  api = await TestApi.start();
  for (const { role, orgType, email } of ROLES) {
    const reply = await api.call<{ accessToken: string; companyId: number | null }>('POST', '/api/login', {
      body: { username: email, password: DEMO_PASSWORD },
    });
    if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${reply.text}`);
    tokens[role] = reply.body.accessToken;
    if (role !== 'admin') {
      if (!orgType || reply.body.companyId === null) throw new Error(`${email} has no organisation`);
      ownOrg[role] = reply.body.companyId;
      orgs[orgType] = { demo: reply.body.companyId, other: 0 };
      typeOfOrg.set(reply.body.companyId, orgType);
    }
  }
  for (const [type, def] of Object.entries(ORGANIZATION_RESOURCE) as [OrgType, ResourceDef][]) {
    orgs[type].other = idOf(await make(def, null));
    typeOfOrg.set(orgs[type].other, type);
  }
  // An admin's live session, presented with a signature of another key, and properly signed but expired.
  const claims = decodeJwt(tokens.admin);
  const sign = (secret: string, exp: number) =>
    new SignJWT({ ...claims, exp })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));
  const now = Math.floor(Date.now() / 1000);
  forgedToken = await sign('another-secret-that-is-long-enough-for-hs256-xyz', now + 3600);
  expiredToken = await sign(TEST_SECRET, now - 60);
}, 120_000);
afterAll(() => api?.close());

describe('the rules the matrix relies on', () => {
  const grants = RESOURCES.flatMap((def) =>
    Object.entries(def.partner ?? {}).map(([role, actions]) => ({
      def,
      role: role as PartnerRole,
      actions: [...(actions ?? [])] as string[],
    })),
  );

  it('every partner role has a demo account with an organisation, and the admin one', () => {
    expect(ROLES.filter((r) => r.role === 'admin')).toHaveLength(1);
    for (const { role } of grants)
      expect(
        ROLES.filter((r) => r.role === role && r.orgType),
        role,
      ).toHaveLength(1);
  });

  it('a partner is granted organisation-owned resources only for owners of its own type', () => {
    for (const { def, role } of grants.filter((g) => g.def.owner)) {
      expect(def.owner!.orgTypes, `${role} on ${def.name}`).toContain(orgTypeOf(role));
    }
  });

  it('a partner never creates or deletes organisations, and only reads global (ownerless) data', () => {
    for (const { def, role, actions } of grants) {
      if (def.owner?.column === 'id')
        expect(
          actions.filter((a) => a === 'create' || a === 'delete'),
          `${role} on ${def.name}`,
        ).toEqual([]);
      if (!def.owner)
        expect(
          actions.filter((a) => !['list', 'show', 'export'].includes(a)),
          `${role} on ${def.name}`,
        ).toEqual([]);
    }
  });

  it('exporting is granted only with the list itself', () => {
    for (const def of RESOURCES) {
      for (const { role } of ROLES) {
        if (canAccess(role, { resource: def.name, action: 'export' }))
          expect(canAccess(role, { resource: def.name, action: 'list' }), `${role} on ${def.name}`).toBe(true);
      }
    }
  });

  it('the CSV reader for export routes reads RFC 4180 quoting', () => {
    expect(csvRows('\uFEFFid,name\r\n1,"a, ""b"""\r\n2,"x\ny"\r\n')).toEqual([
      ['id', 'name'],
      ['1', 'a, "b"'],
      ['2', 'x\ny'],
    ]);
  });
});

describe.each(RESOURCES.map((def) => ({ name: def.name, def })))('$name', ({ def }) => {
  let fixtures: Fixture[] = [];
  /** A valid create payload that no test stores (for the refused creates). */
  let refusedPayload: Row = {};

  beforeAll(async () => {
    fixtures = await fixturesOf(def);
    refusedPayload = def.readOnly
      ? inputsOf(def, await adminViewOf(def, fixtures[0].id))
      : await payload(def, fixtures[0].org);
  }, 60_000);

  it('a forged or an expired token → 401 on every route, nothing changed', async () => {
    const target = fixtures[0];
    const before = await adminViewOf(def, target.id);
    const since = await lastId(def);
    const routes: [string, string, unknown?][] = [
      ['GET', listPath(def, { filter: { id: [target.id] } })],
      ['GET', member(def, target.id)],
      ['POST', collection(def), refusedPayload],
      ['PUT', member(def, target.id), { ...inputsOf(def, before), version: before.version }],
      ['DELETE', member(def, target.id)],
    ];
    for (const [name, token] of [
      ['forged', forgedToken],
      ['expired', expiredToken],
    ] as const) {
      for (const [method, path, body] of routes)
        await expectStatus(
          await api.call(method, path, { token, body }),
          401,
          TOKEN_INVALID,
          `${name}: ${method} ${path}`,
        );
    }
    expect(await adminView(def, target.id)).toEqual(before);
    expect(await rowsAddedSince(def, since)).toEqual([]);
  });

  describe.each(ROLES.map(({ role }) => ({ role })))('$role', ({ role }) => {
    for (const op of OPERATIONS) {
      const allowed = canAccess(role, { resource: def.name, action: ruleOf(def, op) });
      if (!allowed) {
        it(`${op}: 403, nothing changed`, () => expectRefused(def, role, op, fixtures, refusedPayload));
        continue;
      }
      const scope =
        role === 'admin' ? 'every row' : def.owner ? 'its own organisation only' : 'every row (global data)';
      it(`${op}: allowed, ${scope}`, () => ALLOWED[op](def, role, fixtures));
    }
  });
});

/** A refused operation: 403 whatever the record, and the database as it was. */
async function expectRefused(def: ResourceDef, role: Role, op: Operation, fixtures: Fixture[], body: Row) {
  const targets = representatives(role, fixtures);
  expect(targets.length, 'fixtures to try').toBeGreaterThan(0);
  const ids = fixtures.map((f) => f.id);
  const what = `${role} ${op} ${def.name}`;
  switch (op) {
    case 'list':
      return expectStatus(await call(role, 'GET', listPath(def, {})), 403, FORBIDDEN, what);
    case 'getMany':
      return expectStatus(await call(role, 'GET', listPath(def, { filter: { id: ids } })), 403, FORBIDDEN, what);
    case 'export':
      return expectStatus(
        await call(role, 'GET', exporterOf(def).path(def, { filter: { id: ids } })),
        403,
        FORBIDDEN,
        what,
      );
    case 'getOne':
      for (const { relation, fixture } of targets)
        await expectStatus(await call(role, 'GET', member(def, fixture.id)), 403, FORBIDDEN, `${what} (${relation})`);
      return;
    case 'create': {
      const since = await lastId(def);
      const own =
        role === 'admin' || !def.owner || def.owner.column === 'id' ? {} : { [def.owner.column]: ownOrg[role] };
      await expectStatus(await call(role, 'POST', collection(def), { ...body, ...own }), 403, FORBIDDEN, what);
      expect(await rowsAddedSince(def, since), `${what}: rows stored`).toEqual([]);
      return;
    }
    case 'update':
    case 'delete':
      for (const { relation, fixture } of targets) {
        const before = await adminViewOf(def, fixture.id);
        const edit = editField(def);
        const reply =
          op === 'update'
            ? await call(role, 'PUT', member(def, fixture.id), {
                ...inputsOf(def, before),
                ...(edit
                  ? {
                      [edit]:
                        def.fields[edit].kind === 'enum' ? differentValue(def, edit, before[edit]) : `${MARK} refused`,
                    }
                  : {}),
                version: before.version,
              })
            : await call(role, 'DELETE', member(def, fixture.id));
        await expectStatus(reply, 403, FORBIDDEN, `${what} (${relation})`);
        if (op === 'delete')
          for (const body of [{ ids: [fixture.id] }, { filter: { id: [fixture.id] } }])
            await expectStatus(
              await call(role, 'POST', `${collection(def)}/bulk-delete`, body),
              403,
              FORBIDDEN,
              `${what} (${relation}): bulk delete by ${Object.keys(body)[0]}`,
            );
        expect(await adminView(def, fixture.id), `${what} (${relation}): the record`).toEqual(before);
      }
  }
}

type Check = (def: ResourceDef, role: Role, fixtures: Fixture[]) => Promise<void>;

/** Another organisation's (or a global) record: 404 as if it did not exist, and left as it was. */
async function expectUnreachable(
  def: ResourceDef,
  role: Role,
  relation: Relation,
  fixture: Fixture,
  send: (before: Row) => Promise<Reply<unknown>>,
) {
  const before = await adminViewOf(def, fixture.id);
  await expectStatus(await send(before), 404, NOT_FOUND, `${role} on ${def.name} (${relation})`);
  expect(await adminView(def, fixture.id), `${relation} record`).toEqual(before);
}

const ALLOWED: Record<Operation, Check> = {
  async list(def, role, fixtures) {
    const ids = fixtures.map((f) => f.id);
    if (role === 'admin') {
      // Every row: all the fixtures, whoever owns them, and the whole table in the total.
      const reply = await call<Row[]>(role, 'GET', listPath(def, { filter: { id: ids }, range: [0, PAGE - 1] }));
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.map(idOf).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(contentRange(reply, def.name).total).toBe(ids.length);
      const plain = await call<Row[]>(role, 'GET', listPath(def, {}));
      expect(plain.status, plain.text).toBe(200);
      expect(contentRange(plain, def.name).total).toBeGreaterThanOrEqual(ids.length);
      return;
    }
    expect(fixtures.filter((f) => reaches(def, role, f.org)).length, 'fixtures the caller reaches').toBeGreaterThan(0);
    // The probes name other organisations' rows (their ids, their organisation) wherever there are owners.
    if (def.owner)
      expect(fixtures.filter((f) => !reaches(def, role, f.org)).length, 'fixtures of others').toBeGreaterThan(0);
    for (const params of probingQueries(def, role, fixtures)) await expectScopedList(def, role, params);
  },

  async getOne(def, role, fixtures) {
    for (const fixture of fixtures) {
      const reply = await call<Row>(role, 'GET', member(def, fixture.id));
      const what = `${role} GET ${def.name}/${fixture.id} (${relationOf(role, fixture)})`;
      if (reads(def, role, fixture.org)) {
        expect(reply.status, `${what}: ${reply.text}`).toBe(200);
        expect(reply.body, what).toEqual(await adminView(def, fixture.id));
      } else {
        await expectStatus(reply, 404, NOT_FOUND, what);
      }
    }
  },

  async getMany(def, role, fixtures) {
    const reply = await call<Row[]>(
      role,
      'GET',
      listPath(def, { filter: { id: fixtures.map((f) => f.id) }, range: [0, PAGE - 1] }),
    );
    expect(reply.status, reply.text).toBe(200);
    const expected = fixtures
      .filter((f) => reads(def, role, f.org))
      .map((f) => f.id)
      .sort((a, b) => a - b);
    expect(reply.body.map(idOf).sort((a, b) => a - b)).toEqual(expected);
  },

  async export(def, role, fixtures) {
    const exporter = exporterOf(def);
    // An admin's export is checked on the fixtures (the whole table may not fit the admin oracle's page).
    const probes =
      role === 'admin' ? [{ filter: { id: fixtures.map((f) => f.id) } }] : probingQueries(def, role, fixtures);
    for (const params of probes) await expectScopedList(def, role, params, exporter);
  },

  async create(def, role, fixtures) {
    const since = await lastId(def);
    const column = def.owner?.column;
    if (role === 'admin') {
      // The admin may attach the record to any organisation of an owner type and set every admin-only field.
      const org = column && column !== 'id' ? fixtures.find((f) => f.org !== null)!.org : null;
      const body = await payload(def, org);
      for (const name of adminOnlyFields(def)) body[name] = differentValue(def, name, absentValue(def.fields[name]));
      const reply = await call<Row>(role, 'POST', collection(def), body);
      expect(reply.status, reply.text).toBe(201);
      if (column && column !== 'id') expect(reply.body[column]).toBe(org);
      for (const name of adminOnlyFields(def)) expect(reply.body[name], name).toEqual(body[name]);
      expect(await adminView(def, idOf(reply.body))).toEqual(reply.body);
      return;
    }
    // The rules already hold a partner to owned resources with an owner column (see "the rules the matrix relies on").
    if (!column || column === 'id') throw new Error(`no matrix rule for ${role} creating ${def.name}`);
    const own = ownOrg[role];
    const other = orgs[orgTypeOf(role)].other;
    const body = await payload(def, own, { [column]: other });
    for (const name of lockedFields(def)) body[name] = differentValue(def, name, absentValue(def.fields[name]));
    const fixed = def.partnerFixed?.[role] ?? {};
    for (const [name, value] of Object.entries(fixed)) body[name] = differentValue(def, name, value);
    const reply = await call<Row>(role, 'POST', collection(def), body);
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body[column], 'lands on its own organisation').toBe(own);
    for (const name of lockedFields(def))
      expect(reply.body[name], `${name} keeps its default`).toEqual(absentValue(def.fields[name]));
    for (const [name, value] of Object.entries(fixed)) expect(reply.body[name], `${name} is fixed`).toBe(value);
    const edit = editField(def);
    if (edit) expect(reply.body[edit]).toBe(body[edit]);
    expect(await adminView(def, idOf(reply.body))).toEqual(reply.body);
    // A reference to another organisation's record is refused, and nothing is stored.
    for (const name of ownedReferences(def)) {
      const foreign = await recordOfOrg(ownedTarget(def, name)!, other);
      const refused = await call<{ errors?: Row }>(
        role,
        'POST',
        collection(def),
        await payload(def, own, { [name]: foreign }),
      );
      expect(refused.status, `${name} of another organisation: ${refused.text}`).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}), name).toContain(name);
    }
    expect((await rowsAddedSince(def, since)).map(idOf), 'only the one record').toEqual([idOf(reply.body)]);
  },

  async update(def, role, fixtures) {
    const column = def.owner?.column;
    const edit = editField(def);
    if (!edit) throw new Error(`${def.name}: no free-text or choice field for the update checks`);
    if (role === 'admin') {
      // The admin may change everything, admin-only fields and the owner included.
      const org = column && column !== 'id' ? fixtures.find((f) => f.org !== null)!.org : null;
      const before = await adminViewOf(def, idOf(await make(def, org)));
      const body: Row = {
        ...inputsOf(def, before),
        [edit]: differentValue(def, edit, before[edit]),
        version: before.version,
      };
      for (const name of adminOnlyFields(def)) body[name] = differentValue(def, name, before[name]);
      if (org !== null && column && column !== 'id') {
        // Moved to another organisation, with its references to organisation-owned records moved along.
        body[column] = otherOrgLike(org);
        for (const name of Object.keys(def.fields).filter((n) => ownedTarget(def, n))) {
          const target = ownedTarget(def, name)!;
          body[name] = linkable(target, body[column] as number)
            ? await recordOfOrg(target, body[column] as number)
            : null;
        }
      }
      const reply = await call<Row>(role, 'PUT', member(def, before.id), body);
      expect(reply.status, reply.text).toBe(200);
      for (const name of [edit, ...adminOnlyFields(def), ...(org !== null && column ? [column] : [])])
        expect(reply.body[name], name).toEqual(body[name]);
      expect(reply.body.version).toBe(Number(before.version) + 1);
      expect(await adminView(def, idOf(before))).toEqual(reply.body);
      return;
    }
    if (!column) throw new Error(`no matrix rule for ${role} updating ${def.name}`);
    const own = ownOrg[role];
    // Its own record: a typed organisation resource's is its organisation, otherwise a fresh record of it.
    const ownId = column === 'id' ? own : idOf(await make(def, own));
    const before = await adminViewOf(def, ownId);
    const body: Row = {
      ...inputsOf(def, before),
      [edit]: differentValue(def, edit, before[edit]),
      version: before.version,
      ...otherScopeValues(def),
    };
    for (const name of lockedFields(def)) body[name] = differentValue(def, name, before[name]);
    if (column !== 'id') body[column] = otherOrgLike(own);
    const fixed = def.partnerFixed?.[role] ?? {};
    for (const [name, value] of Object.entries(fixed)) body[name] = differentValue(def, name, value);
    let reply = await call<Row>(role, 'PUT', member(def, ownId), body);
    // A record of its live listing: the edit waits for an admin's review, holding only what the partner may set,
    // and the live record stays as it was until the admin approves it.
    const live = hasDrafts(def) && (!def.fields.is_published || before.is_published === true);
    expect(reply.status, reply.text).toBe(live ? 202 : 200);
    if (live) {
      expect(await adminView(def, ownId), 'the live record waits').toEqual(before);
      const waiting = await call<Publication>(role, 'GET', `${member(def, ownId)}/publication`);
      const changed = Object.keys(waiting.body.draft?.changes ?? {});
      expect(changed, 'the draft holds the change').toContain(edit);
      for (const name of [...lockedFields(def), column])
        expect(changed, `${name} is not the partner's to change`).not.toContain(name);
      reply = await call<Row>('admin', 'POST', `${member(def, ownId)}/draft/publish`);
      expect(reply.status, reply.text).toBe(200);
    }
    expect(reply.body[edit], 'the change is applied').toBe(body[edit]);
    for (const name of lockedFields(def)) expect(reply.body[name], `${name} is kept`).toEqual(before[name]);
    if (column !== 'id') expect(reply.body[column], 'stays in its organisation').toBe(own);
    for (const [name, value] of Object.entries(fixed)) expect(reply.body[name], `${name} is fixed`).toBe(value);
    const after = await adminViewOf(def, ownId);
    expect(after, 'the stored record (its scope too: the admin still finds it here)').toEqual(reply.body);
    // A reference to another organisation's record is refused, and the record stays as it was.
    for (const name of ownedReferences(def)) {
      const current = await adminViewOf(def, ownId);
      const foreign = await recordOfOrg(ownedTarget(def, name)!, otherOrgLike(own));
      const refused = await call<{ errors?: Row }>(role, 'PUT', member(def, ownId), {
        ...inputsOf(def, current),
        [name]: foreign,
        version: current.version,
      });
      expect(refused.status, `${name} of another organisation: ${refused.text}`).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}), name).toContain(name);
      expect(await adminView(def, ownId)).toEqual(current);
    }
    for (const { relation, fixture } of representatives(role, fixtures).filter((r) => r.relation !== 'own')) {
      await expectUnreachable(def, role, relation, fixture, (row) =>
        call(role, 'PUT', member(def, fixture.id), {
          ...inputsOf(def, row),
          [edit]: `${MARK} intruder`,
          version: row.version,
        }),
      );
    }
  },

  async delete(def, role, fixtures) {
    const column = def.owner?.column;
    if (role !== 'admin' && (!column || column === 'id'))
      throw new Error(`no matrix rule for ${role} deleting ${def.name}`);
    const org =
      role === 'admin' ? (column && column !== 'id' ? fixtures.find((f) => f.org !== null)!.org : null) : ownOrg[role];
    const target = await adminViewOf(def, idOf(await make(def, org)));
    const reply = await call<Row>(role, 'DELETE', member(def, target.id));
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual(target);
    expect(await adminView(def, idOf(target)), 'deleted').toBeNull();
    // The list's bulk delete, of the selection and of a whole filter, under the same rule.
    const more = [
      await adminViewOf(def, idOf(await make(def, org))),
      await adminViewOf(def, idOf(await make(def, org))),
    ];
    const byIds = await call<{ deleted: number[] }>(role, 'POST', `${collection(def)}/bulk-delete`, {
      ids: [more[0]!.id],
    });
    expect(byIds.status, byIds.text).toBe(200);
    expect(byIds.body.deleted).toEqual([more[0]!.id]);
    const byFilter = await call<{ count: number }>(role, 'POST', `${collection(def)}/bulk-delete`, {
      filter: { id: [more[1]!.id] },
    });
    expect(byFilter.status, byFilter.text).toBe(200);
    expect(byFilter.body.count).toBe(1);
    for (const record of more) expect(await adminView(def, idOf(record)), 'bulk-deleted').toBeNull();
    if (role === 'admin') return;
    for (const { relation, fixture } of representatives(role, fixtures).filter((r) => r.relation !== 'own')) {
      await expectUnreachable(def, role, relation, fixture, () => call(role, 'DELETE', member(def, fixture.id)));
      await expectUnreachable(def, role, relation, fixture, () =>
        call(role, 'POST', `${collection(def)}/bulk-delete`, { ids: [fixture.id] }),
      );
      const reach = await call<{ count: number }>(role, 'POST', `${collection(def)}/bulk-delete`, {
        filter: { id: [fixture.id] },
      });
      expect(reach.body.count, `${role} bulk-deleting ${def.name} (${relation}) by filter`).toBe(0);
      expect(await adminViewOf(def, fixture.id), `${relation} record`).toBeTruthy();
    }
  },
};
