import { readFileSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { parseCsv } from '@/server/infrastructure/csv';
import { IMPORT_MAX_BYTES } from '@/server/engine/import/routes';
import { TestApi } from '../support/api';
import { instant } from '../support/samples';
import { DEMO, auditSince, lastAuditId, loginAs, userByEmail } from '../support/auth';

const FILE = 'datasets/passport-index/passport-index-tidy-iso2.csv';
const csv = readFileSync(FILE, 'utf8');
const IMPORT = '/api/visa/visa-requirements/import';

const countries = tableOf('countries');
const requirements = tableOf('visa-requirements');

/** The file read the plain way (it has no quotes), for expectations independent of the importer's parser. */
const lines = csv.split('\n').filter((l) => l.trim() !== '');
const dataRows = lines.slice(1).map((l) => l.trim().split(','));
const OWN = dataRows.filter(([p, d, r]) => r === '-1' || p === d).length;
const CODES = [...new Set(dataRows.flatMap(([p, d]) => [p, d]))];
const TODAY = new Date().toISOString().slice(0, 10);

let api: TestApi;
let admin: string;
let adminId: number;

const post = (query: string, body: string, token = admin, type = 'text/csv') =>
  api.call('POST', `${IMPORT}?${query}`, { raw: body, token, headers: { 'content-type': type } });
const preview = (body: string, token?: string) => post('apply=false', body, token);
const apply = (body: string, token?: string) => post('apply=true', body, token);

async function rowCount() {
  const [{ n }] = await api.db.select({ n: count() }).from(requirements);
  return n;
}

async function idOf(iso2: string) {
  const [row] = await api.db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, iso2));
  return row.id as number;
}

async function pair(passport: string, destination: string) {
  const [row] = await api.db
    .select()
    .from(requirements)
    .where(
      and(
        eq(requirements.passport_country_id, await idOf(passport)),
        eq(requirements.destination_country_id, await idOf(destination)),
      ),
    );
  return row as Record<string, unknown> | undefined;
}

beforeAll(async () => {
  api = await TestApi.start();
  // Every code of the dataset must be a country (the template may or may not seed them all yet).
  await api.db
    .insert(countries)
    .values(CODES.map((iso2) => ({ iso2, name: iso2 })))
    .onConflictDoNothing({ target: countries.iso2 });
  // Start from an empty matrix, whatever the demo seed holds.
  await api.db.delete(requirements);
  admin = await loginAs(api, DEMO.admin);
  adminId = (await userByEmail(api, DEMO.admin)).id;
}, 120_000);
afterAll(() => api.close());

describe('the dataset itself', () => {
  it('has 39,601 rows of 199 × 199 countries, 199 of them own-country rows, NA and XK included', () => {
    expect(dataRows).toHaveLength(39_601);
    expect(CODES).toHaveLength(199);
    expect(OWN).toBe(199);
    expect(CODES).toEqual(expect.arrayContaining(['NA', 'XK']));
  });
});

describe('POST /api/visa/visa-requirements/import on the real passport-index matrix', () => {
  it('previews the whole file on an empty table without writing anything', async () => {
    const since = await lastAuditId(api);
    const reply = await preview(csv);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      total: 39_601,
      new: 39_601 - OWN,
      changed: 0,
      unchanged: 0,
      skipped: OWN,
      invalid: [],
      invalid_count: 0,
      applied: false,
    });
    expect(await rowCount()).toBe(0);
    expect(await auditSince(api, since, 'import')).toHaveLength(0);
  });

  it('applies it in one go, in a few seconds, with one audit row', async () => {
    const since = await lastAuditId(api);
    const started = performance.now();
    const reply = await apply(csv);
    const ms = Math.round(performance.now() - started);
    console.info(`import of the full matrix (${39_601 - OWN} rows) over HTTP on ${api.deps.database.engine}: ${ms} ms`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      total: 39_601,
      new: 39_601 - OWN,
      changed: 0,
      unchanged: 0,
      skipped: OWN,
      invalid: [],
      applied: true,
    });
    expect(await rowCount()).toBe(39_601 - OWN);

    const audits = await auditSince(api, since, 'import');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      user_id: adminId,
      resource: 'visa-requirements',
      changes: { total: 39_601, new: 39_601 - OWN, changed: 0, unchanged: 0, skipped: OWN },
    });
  });

  it('maps every kind of value', async () => {
    const sample = (value: string) => dataRows.find(([p, d, r]) => r === value && p !== d)!;
    const expected: [string, string, number | null][] = [
      ['visa free', 'visa_free', null],
      ['visa on arrival', 'visa_on_arrival', null],
      ['e-visa', 'evisa', null],
      ['eta', 'eta', null],
      ['visa required', 'visa_required', null],
      ['no admission', 'no_admission', null],
      ['90', 'visa_free', 90],
      ['21', 'visa_free', 21],
      ['360', 'visa_free', 360],
    ];
    for (const [value, requirement, days] of expected) {
      const [p, d] = sample(value);
      expect(await pair(p, d), `${p} → ${d} (${value})`).toMatchObject({
        requirement,
        max_stay_days: days,
        source_name: 'passport-index 2025-01-12',
        source_url: 'https://github.com/ilyankou/passport-index-dataset',
        verified_at: expect.stringContaining(TODAY),
        version: 1,
        created_by: adminId,
        updated_by: adminId,
      });
    }
    const [p] = dataRows.find(([a, b]) => a === b)!;
    expect(await pair(p, p)).toBeUndefined();
  });

  it('imports Namibia (NA) as a country code, never as an empty value', async () => {
    const na = await idOf('NA');
    const [{ asPassport }] = await api.db
      .select({ asPassport: count() })
      .from(requirements)
      .where(eq(requirements.passport_country_id, na));
    const [{ asDestination }] = await api.db
      .select({ asDestination: count() })
      .from(requirements)
      .where(eq(requirements.destination_country_id, na));
    expect(asPassport).toBe(198);
    expect(asDestination).toBe(198);
    const [, , value] = dataRows.find(([p, d]) => p === 'NA' && d === 'AL')!;
    expect(value).toBe('e-visa');
    expect(await pair('NA', 'AL')).toMatchObject({ requirement: 'evisa' });
  });

  it('previews the same file again as all unchanged', async () => {
    const reply = await preview(csv);
    expect(reply.body).toMatchObject({
      total: 39_601,
      new: 0,
      changed: 0,
      unchanged: 39_601 - OWN,
      skipped: OWN,
      invalid: [],
    });
  });

  it('counts new, changed and unchanged pairs of a small file, and applies only those', async () => {
    const before = await pair('DE', 'AU');
    await api.db.delete(requirements).where(eq(requirements.id, (await pair('NA', 'DE'))!.id as number));
    const [, , deAu] = dataRows.find(([p, d]) => p === 'DE' && d === 'AU')!;
    const [, , usGb] = dataRows.find(([p, d]) => p === 'US' && d === 'GB')!;
    const [, , afAl] = dataRows.find(([p, d]) => p === 'AF' && d === 'AL')!;
    expect(afAl).toBe('e-visa');
    const small = [
      'Passport,Destination,Requirement',
      'AF,AL,visa required', // changed requirement
      `US,GB,${usGb === '180' ? '90' : '180'}`, // changed stay
      `DE,AU,${deAu}`, // unchanged
      'NA,DE,visa free', // new (its row was just deleted)
      'DE,DE,-1', // own country
      '',
    ].join('\n');
    const previewed = await preview(small);
    expect(previewed.body).toMatchObject({ total: 5, new: 1, changed: 2, unchanged: 1, skipped: 1, invalid: [] });

    const applied = await apply(small);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ total: 5, new: 1, changed: 2, unchanged: 1, skipped: 1, applied: true });
    expect(await pair('AF', 'AL')).toMatchObject({ requirement: 'visa_required', max_stay_days: null, version: 2 });
    expect(await pair('US', 'GB')).toMatchObject({
      requirement: 'visa_free',
      max_stay_days: usGb === '180' ? 90 : 180,
      version: 2,
    });
    expect(await pair('NA', 'DE')).toMatchObject({ requirement: 'visa_free', max_stay_days: null, version: 1 });
    // The unchanged pair keeps its values, version and change date: the import only found it to hold again.
    const after = await pair('DE', 'AU');
    expect(after).toEqual({ ...before, verified_at: after!.verified_at, review_by: after!.review_by });
    expect(instant(after!.verified_at)).toBeGreaterThan(instant(before!.verified_at));
    expect(after!.changed_at).toBe(before!.changed_at);
    expect(await rowCount()).toBe(39_601 - OWN);
  });

  it('reads CRLF line ends, a byte-order mark, quoted fields and any header case', async () => {
    const text = '\uFEFFpassport,DESTINATION,Requirement\r\n"NA","DE","visa free"\r\n"AF",AL,"visa required"\r\n\r\n';
    const reply = await preview(text);
    expect(reply.body).toMatchObject({ total: 2, new: 0, changed: 0, unchanged: 2, skipped: 0, invalid: [] });
  });

  it('reads a file saved as CSV by German or French Excel: `;`-separated, with a byte-order mark', async () => {
    const text = '\uFEFFPassport;Destination;Requirement\r\nNA;DE;visa free\r\nAF;AL;visa required\r\nDE;DE;-1\r\n';
    const reply = await preview(text);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ total: 3, new: 0, changed: 0, unchanged: 2, skipped: 1, invalid: [] });
  });

  it('reads a tab-separated file', async () => {
    const reply = await preview('Passport\tDestination\tRequirement\nNA\tDE\tvisa free\n');
    expect(reply.body).toMatchObject({ total: 1, unchanged: 1, invalid: [] });
  });

  it('takes the CSV as JSON {csv} too', async () => {
    const reply = await post(
      'apply=false',
      JSON.stringify({ csv: 'Passport,Destination,Requirement\nNA,DE,visa free\n' }),
      admin,
      'application/json',
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ total: 1, unchanged: 1 });
  });

  it('accepts a file above the API-wide 1 MB JSON limit (up to 5 MB)', async () => {
    const padded = csv + '\n'.repeat(1_200_000);
    expect(padded.length).toBeGreaterThan(1_048_576);
    const reply = await preview(padded);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ total: 39_601, invalid: [] });
  });
});

describe('invalid files', () => {
  it('reports a wrong header on line 1 and applies nothing', async () => {
    const count0 = await rowCount();
    const text = 'Country,Destination,Requirement\nAF,AL,eta\n';
    const previewed = await preview(text);
    expect(previewed.status).toBe(200);
    expect(previewed.body.invalid).toEqual([expect.objectContaining({ line: 1, code: 'header' })]);
    const applied = await apply(text);
    expect(applied.status).toBe(400);
    expect(applied.body).toMatchObject({ applied: false, invalid: [expect.objectContaining({ line: 1 })] });
    expect(await pair('AF', 'AL')).toMatchObject({ requirement: 'visa_required' });
    expect(await rowCount()).toBe(count0);
  });

  it('reports an unknown code, a bad value and a duplicate pair by line, and applies nothing', async () => {
    const count0 = await rowCount();
    const since = await lastAuditId(api);
    const before = await pair('AF', 'AL');
    const text = [
      'Passport,Destination,Requirement', // 1
      'AF,AL,eta', // 2: a valid change...
      'ZZ,DE,90', // 3: unknown country
      'DE,FR,visa free', // 4
      'DE,US,maybe', // 5: unknown value
      'AF,AL,e-visa', // 6: duplicate of line 2
      'FR,DE,99999', // 7: stay out of range
      'FR,ES', // 8: two columns
    ].join('\r\n');
    const previewed = await preview(text);
    expect(previewed.status).toBe(200);
    expect(previewed.body.invalid.map((r: { line: number; code: string }) => [r.line, r.code])).toEqual([
      [3, 'unknown_country'],
      [5, 'unknown_requirement'],
      [6, 'duplicate'],
      [7, 'stay_range'],
      [8, 'columns'],
    ]);
    expect(previewed.body.invalid[0]).toMatchObject({ value: 'ZZ', message: expect.stringContaining('ZZ') });
    expect(previewed.body.invalid[2]).toMatchObject({ first_line: 2 });
    expect(previewed.body).toMatchObject({ total: 7, invalid_count: 5, changed: 1, unchanged: 1 });

    const applied = await apply(text);
    expect(applied.status).toBe(400);
    expect(applied.body).toMatchObject({
      message: expect.any(String),
      total: 7,
      changed: 1,
      applied: false,
      invalid_count: 5,
    });
    expect(applied.body.invalid.map((r: { line: number }) => r.line)).toEqual([3, 5, 6, 7, 8]);
    expect(await pair('AF', 'AL')).toEqual(before);
    expect(await rowCount()).toBe(count0);
    expect(await auditSince(api, since, 'import')).toHaveLength(0);
  });

  it('reports a quote that is never closed', async () => {
    const reply = await preview('Passport,Destination,Requirement\nAF,AL,eta\n"DE,FR,visa free\nDE,US,eta\n');
    expect(reply.body.invalid).toEqual([expect.objectContaining({ line: 3, code: 'quote' })]);
  });

  it('answers 400 for an unknown apply value and 415 for another body type', async () => {
    expect((await post('apply=maybe', 'Passport,Destination,Requirement\n')).status).toBe(400);
    expect((await post('apply=false', 'x', admin, 'application/xml')).status).toBe(415);
  });
});

describe('access and limits', () => {
  it('is for admins only: a partner gets 403, no token 401', async () => {
    const bank = await loginAs(api, DEMO.bank);
    const count0 = await rowCount();
    expect((await preview('Passport,Destination,Requirement\nAF,AL,eta\n', bank)).status).toBe(403);
    expect((await apply('Passport,Destination,Requirement\nAF,AL,eta\n', bank)).status).toBe(403);
    const anonymous = await api.call('POST', `${IMPORT}?apply=true`, {
      raw: 'Passport,Destination,Requirement\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(anonymous.status).toBe(401);
    expect(await rowCount()).toBe(count0);
  });

  it("refuses a body over the import limit (32 MB) with a 413 that names the limit in the user's language", async () => {
    const big = 'Passport,Destination,Requirement\n' + 'AF,AL,eta\n'.repeat(IMPORT_MAX_BYTES / 10 + 1);
    expect(big.length).toBeGreaterThan(IMPORT_MAX_BYTES);
    const reply = await apply(big);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: 'The file is too large: at most 32 MB' });
    const german = await api.call('POST', `${IMPORT}?apply=false`, {
      raw: big,
      token: admin,
      headers: { 'content-type': 'text/csv', 'accept-language': 'de' },
    });
    expect(german.body).toEqual({ message: 'Die Datei ist zu groß: höchstens 32 MB' });
    // Also when the client announces the size up front.
    const announced = await api.call('POST', `${IMPORT}?apply=false`, {
      raw: big,
      token: admin,
      headers: { 'content-type': 'text/csv', 'content-length': String(Buffer.byteLength(big)) },
    });
    expect(announced.status).toBe(413);
  });
});

describe('parseCsv', () => {
  it('keeps NA, quoted commas, escaped quotes and line breaks inside quotes, with the starting line of each record', () => {
    const { records } = parseCsv('a,b,c\r\nNA,"x, y","say ""hi"""\n\n"multi\nline",2,3\rlast,,');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['NA', 'x, y', 'say "hi"'] },
      { line: 4, fields: ['multi\nline', '2', '3'] },
      { line: 6, fields: ['last', '', ''] },
    ]);
  });
});
