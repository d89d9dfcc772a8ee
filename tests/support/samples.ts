import { expect } from 'vitest';
import { LOCATION_FIELDS } from '@/domain/location';
import type { CrossFieldRule, FieldDef, ResourceDef } from '@/domain/resourceDef';
import { RESOURCES, resourceByName } from '@/domain/resources';
import { ORG_TYPES } from '@/domain/roles';
import { fieldSchema } from '@/domain/schema';
import { translationLocaleOf } from '@/domain/translations';
import type { TestApi } from './api';
import { DEMO } from './demo';
import { SAMPLE_FILES } from './files';

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
const FREE_TEXT = new Set<FieldDef['kind']>(['text', 'textarea', 'richtext']);
/** A public text field an edit can change freely: free text, not unique, not derived, without a minimum. */
export const publicTextField = (def: ResourceDef) =>
  (def.public?.fields ?? []).find((name) => {
    const field = def.fields[name];
    return field && FREE_TEXT.has(field.kind) && !field.unique && !field.derived && !field.min;
  });
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
export const maxLength = (field: FieldDef) => field.max ?? TEXT_LIMITS[field.kind] ?? 200;

// Partner ownership (docs/architecture.md, Access). A sub-record belongs to the organisation in its owner column, which must be of
// one of `owner.orgTypes`; organisations themselves live in one table that read-only `organizations` lists whole
// and typed resources (insurers, banks, ...) create and edit, one `scope` (type) each.

/** The column naming the organisation a row belongs to (null for the organisations themselves). */
export const ownerColumn = (def: ResourceDef): string | null =>
  def.owner && def.owner.column !== 'id' ? def.owner.column : null;
/** The resource whose rows `def`'s reference field `name` points at. */
function targetOf(def: ResourceDef, name: string): ResourceDef {
  const target = resourceByName(def.fields[name].reference!);
  if (!target)
    throw new Error(`${def.name}.${name}: reference to unknown resource ${String(def.fields[name].reference)}`);
  return target;
}
/** A reference field of `def` (not its owner column) pointing at another owned resource, whose row must share the organisation. */
export function ownedTarget(def: ResourceDef, name: string): ResourceDef | null {
  const field = def.fields[name];
  if (field.kind !== 'reference' || name === ownerColumn(def)) return null;
  const target = targetOf(def, name);
  return ownerColumn(target) ? target : null;
}
/** The values a typed resource fixes (e.g. ['insurer'] for insurers). */
export const scopeValues = (def: ResourceDef): string[] => Object.values(def.scope ?? {});
/** The writable typed resources over one table (insurers, universities, ... over organizations). */
export const typedResources = (table: string) => RESOURCES.filter((r) => r.table === table && !r.readOnly && r.scope);
/** The typed resource that creates rows of `type` in `table`. */
function typedResourceFor(table: string, type: string): ResourceDef {
  const typed = typedResources(table).find((r) => scopeValues(r).includes(type));
  if (!typed) throw new Error(`no writable resource creates ${type} rows of ${table}`);
  return typed;
}
/** The resource that lists every row of `table` with its scope column (organizations, with its `type`), if any. */
export function wholeTableResource(table: string): { def: ResourceDef; column: string } | null {
  const column = Object.keys(typedResources(table)[0]?.scope ?? {})[0];
  const def = column ? RESOURCES.find((r) => r.table === table && !r.scope && column in r.fields) : undefined;
  return def && column ? { def, column } : null;
}
/**
 * A resource through which rows of `def`'s table are created: `def` itself, or (for a read-only view such as
 * organizations) a writable resource over the same table that has the given fields.
 */
export function writerOf(def: ResourceDef, fields: string[] = []): ResourceDef | null {
  if (!def.readOnly) return def;
  return (
    RESOURCES.find((r) => r.table === def.table && !r.readOnly && fields.every((name) => name in r.fields)) ?? null
  );
}

/** An organisation: its id and, when known, its type. */
interface Org {
  id: number;
  type: string | null;
}

async function readRecord(api: TestApi, token: string, def: ResourceDef, id: number): Promise<Sample> {
  const reply = await api.call<Sample>('GET', `${pathOf(def)}/${id}`, { token });
  if (reply.status !== 200) throw new Error(`reading ${def.name} ${id} failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** The type of the organisation `id` that `def`'s owner column points at (through the API). */
async function orgType(api: TestApi, token: string, def: ResourceDef, org: Org): Promise<string | null> {
  if (org.type !== null) return org.type;
  const target = targetOf(def, ownerColumn(def)!);
  if (target.scope) return scopeValues(target)[0];
  const whole = wholeTableResource(target.table);
  if (!whole) return null;
  const type = (await readRecord(api, token, whole.def, org.id))[whole.column];
  return typeof type === 'string' ? type : null;
}

/** A fresh organisation `def`'s rows may belong to, of one of its allowed types (varied with n), created as admin. */
async function freshOrganization(
  api: TestApi,
  token: string,
  def: ResourceDef,
  n: number,
  only?: string,
): Promise<Org> {
  const target = targetOf(def, ownerColumn(def)!);
  const allowed = def.owner!.orgTypes.filter(
    (type) => (!only || type === only) && (!target.scope || scopeValues(target).includes(type)),
  );
  if (!allowed.length) throw new Error(`${def.name}: its owner column points at ${target.name}, of no allowed type`);
  const type = allowed[n % allowed.length];
  const writer = target.scope ? target : typedResourceFor(target.table, type);
  const created = await createRecord(api, token, writer, await sampleRecord(api, token, writer, n));
  return { id: created.id as number, type };
}

/**
 * The organisation a sample of `def` belongs to: the one its overrides name (directly, or through an overridden
 * reference to another owned row, e.g. a benefit's cover), else a fresh one.
 */
async function sampleOrganization(
  api: TestApi,
  token: string,
  def: ResourceDef,
  n: number,
  overrides: Sample,
): Promise<Org | null> {
  const column = ownerColumn(def)!;
  if (column in overrides)
    return typeof overrides[column] === 'number' ? { id: overrides[column] as number, type: null } : null;
  for (const [name, value] of Object.entries(overrides)) {
    const target = ownedTarget(def, name);
    if (!target || typeof value !== 'number') continue;
    const owner = (await readRecord(api, token, target, value))[ownerColumn(target)!];
    if (typeof owner === 'number') return { id: owner, type: null };
  }
  const by = def.ownerTypeBy;
  if (by) {
    // The organisation's type follows another field (an enquiry's kind): of the type its value needs, or none.
    const type =
      by.types[String(by.field in overrides ? overrides[by.field] : enumChoice(def.fields[by.field], n))] ?? null;
    return type === null ? null : freshOrganization(api, token, def, n, type);
  }
  return freshOrganization(api, token, def, n);
}

/** The choice an enum field of a sample takes by default (its example, else one varied with n). */
const enumChoice = (field: FieldDef, n: number): string =>
  field.example !== undefined ? String(field.example) : field.choices![n % field.choices!.length];

/**
 * With `def.ownerTypeBy`, the value of its field that suits the sample's organisation (of the type it needs, or
 * none when there is no organisation): the default choice when it suits, else one that does, varied with n.
 */
async function ownerTypeChoice(
  api: TestApi,
  token: string,
  def: ResourceDef,
  n: number,
  org: Org | null,
): Promise<string> {
  const by = def.ownerTypeBy!;
  const field = def.fields[by.field];
  const type = org ? await orgType(api, token, def, org) : null;
  const fitting = (field.choices ?? Object.keys(by.types)).filter((choice) => (by.types[choice] ?? null) === type);
  if (!fitting.length) throw new Error(`${def.name}: no ${by.field} suits an organisation of type ${String(type)}`);
  const preferred = enumChoice(field, n);
  return fitting.includes(preferred) ? preferred : fitting[n % fitting.length];
}

/**
 * How rows of a read-only resource come to exist when another route creates them (access requests come from
 * the public registration form, CSP violations from the browsers' reports). Each call adds one row with words no other row has.
 */
export const READ_ONLY_SOURCES: Partial<Record<string, (api: TestApi, n: number) => Promise<void>>> = {
  'access-requests': async (api, n) => {
    const k = next();
    const word = uniqueWord(k);
    const body = {
      first_name: `Applicant ${word}`,
      last_name: `Sample ${uniqueWord(next())}`,
      email: `applicant-${k}@example.com`,
      organisation: `Sample organisation ${uniqueWord(next())}`,
      partner_type: ORG_TYPES[n % ORG_TYPES.length],
      message: `Please let us in ${word}`,
    };
    const reply = await api.call('POST', '/api/register', { body });
    if (reply.status !== 201) throw new Error(`registering failed: ${reply.status} ${reply.text}`);
  },
  // CSP violations come from the browsers' reports, each a new row by its page and blocked URI.
  'csp-violations': async (api) => {
    const word = uniqueWord(next());
    const report = {
      'document-uri': `https://admin.visapath.test/page-${word}`,
      'effective-directive': 'img-src',
      'blocked-uri': `https://images.example/${word}.png`,
      'source-file': `https://admin.visapath.test/assets/${word}.js`,
      'line-number': 7,
    };
    const reply = await api.call('POST', '/api/csp-reports', {
      raw: JSON.stringify({ 'csp-report': report }),
      headers: { 'content-type': 'application/csp-report' },
    });
    if (reply.status !== 204) throw new Error(`reporting failed: ${reply.status} ${reply.text}`);
  },
  // Webhook deliveries are queued by a change the website sees, one per active webhook that takes its event.
  'webhook-deliveries': async (api) => {
    const word = uniqueWord(next());
    const admin = await api.login(DEMO.admin);
    const hook = await api.call<{ id: number }>('POST', '/api/webhooks', {
      token: admin,
      body: { name: `Sample ${word}`, url: `https://hooks.example/${word}`, events: ['changed'] },
    });
    if (hook.status !== 201) throw new Error(`registering a webhook failed: ${hook.status} ${hook.text}`);
    const [faq] = (
      await api.call<Sample[]>('GET', '/api/faqs?filter={"is_published":true}&range=[0,0]', { token: admin })
    ).body;
    const changed = await api.call('PUT', `/api/faqs/${String(faq.id)}`, {
      token: admin,
      body: { ...faq, question: `Which visa fits ${word}?` },
    });
    if (changed.status !== 200) throw new Error(`changing a FAQ failed: ${changed.status} ${changed.text}`);
    // Later changes are not this webhook's to hear: one delivery per call.
    const stored = (await api.call<Sample>('GET', `/api/webhooks/${hook.body.id}`, { token: admin })).body;
    await api.call('PUT', `/api/webhooks/${hook.body.id}`, { token: admin, body: { ...stored, active: false } });
  },
  // Quarantined mail comes in by the inbound webhook (the API must be started with an inbound secret): a mail that
  // answers no enquiry waits there.
  'mail-quarantine': async (api) => {
    const secret = api.deps.config.inboundMailSecret;
    if (!secret) throw new Error('start the API with an inboundMailSecret to make quarantined mail');
    const word = uniqueWord(next());
    const raw = [
      `From: Sender ${word} <sender-${word.toLowerCase()}@example.com>`,
      `To: hello-${word.toLowerCase()}@visapath.test`,
      `Subject: Question ${word}`,
      `Message-ID: <${word}@example.com>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Which visa do I need, ${word}?`,
      '',
    ].join('\r\n');
    const reply = await api.call('POST', '/api/inbound/mail', {
      raw,
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${secret}` },
    });
    if (reply.status !== 202) throw new Error(`mailing failed: ${reply.status} ${reply.text}`);
  },
};

/** A location string ("address, city, district, state, country") whose parts the definition derives: five distinct parts, so each derived column gets a value. */
export const isDerivedLocation = (def: ResourceDef, name: string) =>
  name === 'location' && !!def.derive && LOCATION_FIELDS.every((part) => def.fields[part]?.derived);
const locationValue = (k: number) => {
  const word = uniqueWord(k);
  return `${k} Sample Street ${word}, City ${word}, District ${word}, State ${word}, Country ${word}`;
};

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
function isoSafeCode(length: number): string {
  const k = codeCounters.get(length) ?? 0;
  codeCounters.set(length, k + 1);
  const alphabet = 'BCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const tail = (n: number, size: number) => {
    let s = '';
    for (let i = 0; i < size; i++) {
      s = alphabet[n % alphabet.length] + s;
      n = Math.floor(n / alphabet.length);
    }
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
  if (isDerivedLocation(def, name)) return fit(locationValue(k), field);
  const unique = mustBeUnique(def, name);
  if (
    field.kind === 'text' &&
    field.min !== undefined &&
    field.min === field.max &&
    (unique || field.example === undefined)
  ) {
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

const dateValue = (n: number) =>
  `2024-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + ((n * 7) % 28)).padStart(2, '0')}`;

/** A file field's value: a file uploaded through the API for it (null when the token may not upload one). */
export async function uploadedFile(
  api: TestApi,
  token: string,
  def: ResourceDef,
  name: string,
): Promise<string | null> {
  const type = def.fields[name].accept?.[0] ?? 'application/pdf';
  const res = await api.app.fetch(
    new Request(`http://visapath.test/api/uploads?resource=${def.name}&field=${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body: SAMPLE_FILES[type],
    }),
  );
  return res.status === 201 ? ((await res.json()) as { url: string }).url : null;
}

/** Creates a record through the API and returns it (throws on anything but a 201). */
export async function createRecord(api: TestApi, token: string, def: ResourceDef, body: Sample): Promise<Sample> {
  const reply = await api.call('POST', pathOf(def), { token, body });
  if (reply.status !== 201)
    throw new Error(`creating ${def.name} failed: ${reply.status} ${reply.text}\n${JSON.stringify(body)}`);
  return reply.body as Sample;
}

/**
 * A fresh record of the resource `name` (created through the API), for references: through a writable resource
 * over the same table when `name` is a read-only view (organizations). `overrides` go into its sample.
 */
export async function freshReference(
  api: TestApi,
  token: string,
  name: string,
  n: number,
  overrides: Sample = {},
): Promise<number> {
  const target = resourceByName(name);
  if (!target) throw new Error(`reference to unknown resource ${name}`);
  const writer = writerOf(target);
  if (!writer) throw new Error(`no resource creates ${name} rows`);
  const created = await createRecord(api, token, writer, await sampleRecord(api, token, writer, n, overrides));
  return created.id as number;
}

/** The id of an existing row of `def` (the first by id), for required links to what the API cannot create. */
async function existingRow(api: TestApi, token: string, def: ResourceDef): Promise<number> {
  const reply = await api.call<Sample[]>(
    'GET',
    `${pathOf(def)}?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,0]`,
    { token },
  );
  const id = reply.body?.[0]?.id;
  if (reply.status !== 200 || typeof id !== 'number')
    throw new Error(`no ${def.name} row to link to: ${reply.status} ${reply.text}`);
  return id;
}

/** The value of `def`'s reference field `name`: a fresh record, of the sample's organisation when that record is owned. */
async function referenceValue(
  api: TestApi,
  token: string,
  def: ResourceDef,
  name: string,
  n: number,
  org: Org | null,
): Promise<number | null> {
  const field = def.fields[name];
  const target = targetOf(def, name);
  if (name === ownerColumn(def)) return org?.id ?? null;
  if (ownedTarget(def, name)) {
    // Another owned row (a benefit's cover) must belong to the same organisation (400 other_organization).
    const type = org ? await orgType(api, token, def, org) : null;
    if (org && type !== null && (target.owner!.orgTypes as readonly string[]).includes(type)) {
      return freshReference(api, token, target.name, n, { [ownerColumn(target)!]: org.id });
    }
    return field.required ? freshReference(api, token, target.name, n) : null;
  }
  if (target.readOnly) {
    // A read-only view (organizations): an optional link stays empty; a required one gets a row created through
    // a writable resource over the same table, or an existing row.
    if (!field.required) return null;
    return writerOf(target) ? freshReference(api, token, target.name, n) : existingRow(api, token, target);
  }
  // A link the definition narrows (an enquiry's assignee: an active admin) gets a record of that kind.
  return freshReference(api, token, target.name, n, { ...field.referenceFilter });
}

/**
 * A valid create payload for `def`: every field gets a value that satisfies its kind, bounds, choices and
 * pattern, unique fields a fresh one, references a freshly created record, and the cross-field rules hold.
 * An owned record belongs to a fresh organisation of an allowed type, and its links to other owned records
 * point at records of that same organisation. Derived fields are not sent (the server computes them).
 * `overrides` replaces generated values (no referenced record is created for an overridden field).
 */
export async function sampleRecord(
  api: TestApi,
  token: string,
  def: ResourceDef,
  n: number,
  overrides: Sample = {},
): Promise<Sample> {
  const record: Sample = {};
  const org = ownerColumn(def) ? await sampleOrganization(api, token, def, n, overrides) : null;
  const by = def.ownerTypeBy && !(def.ownerTypeBy.field in overrides) ? def.ownerTypeBy.field : null;
  for (const [name, field] of Object.entries(def.fields)) {
    if (name in overrides) {
      record[name] = overrides[name];
      continue;
    }
    // Publishing a language anyway is cleared while it is current, as a sample's translations are: left unset.
    if (field.derived || translationLocaleOf(def, name)?.role === 'publish_anyway') continue;
    if (name === by) {
      const choice = await ownerTypeChoice(api, token, def, n, org);
      record[name] = field.numeric ? Number(choice) : choice;
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
        record[name] = textValue(def, name, field, k);
        break;
      case 'file':
        record[name] = await uploadedFile(api, token, def, name);
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
        record[name] =
          field.example !== undefined
            ? String(field.example)
            : `${dateValue(n)}T10:${String(n % 60).padStart(2, '0')}:00.000Z`;
        break;
      case 'enum': {
        const choice = enumChoice(field, n);
        // A numeric enum (users.user_type) takes the number its choice names.
        record[name] = field.numeric ? Number(choice) : choice;
        break;
      }
      case 'reference':
        record[name] = await referenceValue(api, token, def, name, n, org);
        break;
      case 'textList':
        record[name] = field.onlyChoices && field.choices ? [field.choices[0]] : ['alpha', 'beta'];
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
      return (
        fieldSchema(field).safeParse(candidate).success && !rules.some((rule) => rule(record)?.field === problem.field)
      );
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
export function violateRule(
  def: ResourceDef,
  record: Sample,
  rule: CrossFieldRule,
): { record: Sample; field: string } | null {
  const names = Object.keys(def.fields);
  const candidates: Sample[] = [];
  for (const a of names) {
    // Another choice of an enum (a user's type decides whether it needs an organisation).
    const field = def.fields[a];
    const choices = field.kind === 'enum' ? field.choices!.map((c) => (field.numeric ? Number(c) : c)) : [];
    for (const choice of choices) if (choice !== record[a]) candidates.push({ ...record, [a]: choice });
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
  const text = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
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

/** What `def.derive` computes from a payload, for the fields the definition marks derived (the others are inputs). */
export function expectedDerived(def: ResourceDef, input: Sample): Sample {
  return Object.fromEntries(Object.entries(def.derive?.(input) ?? {}).filter(([name]) => def.fields[name]?.derived));
}

/**
 * Every field of `received` matches what was `sent` (or the field's default when it was not sent); derived
 * fields match what the definition derives from what was sent (those the system sets, e.g. a user's last
 * sign-in, are checked where the test knows them).
 */
export function expectSameFields(def: ResourceDef, sent: Sample, received: Sample) {
  const derived = expectedDerived(def, sent);
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.derived && !(name in derived)) continue;
    const expected = field.derived ? derived[name] : name in sent ? sent[name] : absentValue(field);
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
