import { and, desc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { auditLog, organizations } from '@/server/infrastructure/db/schema';
import { TestApi, contentRange } from '../support/api';
import { userByEmail } from '../support/auth';
import { DEMO } from '../support/demo';

/**
 * GET <base>/<name>/export?format=…: every list's export, read back by libraries other than the writers
 * (read-excel-file for the workbook, papaparse for the CSVs).
 */

let api: TestApi;
let admin: string;
let partner: string;
let partnerOrg: number;
const MARKER = 'list-export-test';

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

async function download(path: string, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await api.app.fetch(new Request(`http://visapath.test${path}`, { headers }));
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

/** The list's total for a filter, as the console reads it. */
async function total(path: string, filter: unknown, token = admin) {
  const reply = await api.call('GET', `${path}?${query({ filter, range: [0, 0] })}`, { token });
  expect(reply.status, reply.text).toBe(200);
  return contentRange(reply, path.split('/').pop()!).total;
}

const csvOf = (text: string, delimiter: string) => {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter, newline: '\r\n', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
  partner = await api.login(DEMO.university);
  partnerOrg = (await userByEmail(api, DEMO.university)).organization_id!;
  await api.db.insert(tableOf('enquiries')).values([
    {
      kind: 'university',
      organization_id: partnerOrg,
      email: 'formula@example.com',
      status: 'new',
      utm_campaign: MARKER,
      full_name: '=HYPERLINK("http://evil.example")',
      message: 'Grüße, Ça va?',
      phone: '+49 30 123',
      nationality: 'DE',
    },
  ]);
  const reply = await api.call('POST', '/api/pr-bundles', {
    token: admin,
    body: { name: `Bündel ${MARKER}`, price: 1234.5, currency: 'EUR', duration_days: 30 },
  });
  expect(reply.status, reply.text).toBe(201);
});
afterAll(() => api.close());

describe('list exports', () => {
  it('writes every row of a long list to a workbook: German headers and labels, numbers and dates typed', async () => {
    const filter = {};
    const expected = await total('/api/visa/visa-requirements', filter);
    expect(expected).toBeGreaterThan(1000);
    const file = await download(
      `/api/visa/visa-requirements/export?${query({
        format: 'xlsx',
        locale: 'de',
        timeZone: 'Europe/Berlin',
        columns: 'passport_country_id,requirement,max_stay_days,verified_at',
        sort: ['id', 'ASC'],
      })}`,
      admin,
    );
    expect(file.status, file.text.slice(0, 200)).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toMatch(/filename="visa-requirements-[\d-]+\.xlsx"/);
    const rows = await readSheet(file.bytes);
    expect(rows[0]).toEqual(['Passland', 'Regelung', 'Max. Aufenthaltsdauer (Tage)', 'Zuletzt geprüft']);
    expect(rows).toHaveLength(1 + expected);
    const requirements = new Set(rows.slice(1).map((r) => r[1]));
    expect(requirements.has('Visumfrei')).toBe(true);
    expect([...requirements].every((r) => typeof r === 'string' && !r.includes('_'))).toBe(true);
    const passports = new Set(rows.slice(1).map((r) => r[0]));
    expect(passports.has('Österreich')).toBe(true);
    expect(rows.slice(1).some((r) => typeof r[2] === 'number')).toBe(true);
    expect(rows.slice(1).every((r) => r[2] === null || typeof r[2] === 'number')).toBe(true);
    expect(rows.slice(1).some((r) => r[3] instanceof Date)).toBe(true);
  });

  it('writes money as numbers and times in the asked zone', async () => {
    const file = await download(
      `/api/pr-bundles/export?${query({
        format: 'xlsx',
        locale: 'fr',
        timeZone: 'Asia/Tokyo',
        columns: 'name,price,created_at',
        filter: { q: MARKER },
      })}`,
      admin,
    );
    expect(file.status, file.text.slice(0, 200)).toBe(200);
    const rows = await readSheet(file.bytes);
    expect(rows).toHaveLength(2);
    expect(rows[1][0]).toBe(`Bündel ${MARKER}`);
    expect(rows[1][1]).toBe(1234.5);
    const created = rows[1][2];
    expect(created).toBeInstanceOf(Date);
    // The cell holds Tokyo's wall clock (Excel has no zones): read as UTC it is 9 hours ahead of now.
    const ahead = (created instanceof Date ? created.getTime() : NaN) - Date.now();
    expect(Math.abs(ahead - 9 * 3600_000)).toBeLessThan(120_000);
  });

  it('writes a CSV for German Excel: BOM, `;`, decimal comma, labels, CRLF, umlauts', async () => {
    const file = await download(
      `/api/pr-bundles/export?${query({ format: 'csv-excel', locale: 'de', columns: 'name,price,is_active', filter: { q: MARKER } })}`,
      admin,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.text).toContain('\r\n');
    expect(file.text.replace(/\r\n/g, '')).not.toContain('\n');
    const rows = csvOf(file.text, ';');
    expect(rows).toEqual([
      ['Name', 'Preis', 'Aktiv'],
      [`Bündel ${MARKER}`, '1234,50', 'Ja'],
    ]);
  });

  it('writes the CSV for Excel of a long list whole, in English with commas', async () => {
    const expected = await total('/api/occupations', {});
    expect(expected).toBeGreaterThan(1000);
    const file = await download(`/api/occupations/export?${query({ format: 'csv-excel', locale: 'en' })}`, admin);
    const rows = csvOf(file.text, ',');
    expect(rows).toHaveLength(1 + expected);
    expect(rows[0].slice(0, 3)).toEqual(['ID', 'Code', 'Title']);
  });

  it('keeps the formula guard in CSVs and none in the workbook, whose texts cannot run', async () => {
    const filter = { q: 'formula@example.com' };
    const columns = 'full_name,phone,message,nationality';
    const csv = csvOf(
      (await download(`/api/enquiries/export?${query({ format: 'csv-excel', locale: 'fr', filter, columns })}`, admin))
        .text,
      ';',
    );
    expect(csv[1]).toEqual(['\'=HYPERLINK("http://evil.example")', "'+49 30 123", 'Grüße, Ça va?', 'Allemagne']);
    const sheet = await readSheet(
      (await download(`/api/enquiries/export?${query({ format: 'xlsx', locale: 'de', filter, columns })}`, admin))
        .bytes,
    );
    expect(sheet[1]).toEqual(['=HYPERLINK("http://evil.example")', '+49 30 123', 'Grüße, Ça va?', 'Deutschland']);
  });

  it('writes the RFC 4180 CSV with keys, codes, ids and UTC times, in the columns asked', async () => {
    const file = await download(
      `/api/enquiries/export?${query({
        format: 'csv',
        locale: 'de',
        timeZone: 'Europe/Berlin',
        filter: { q: 'formula@example.com' },
        columns: 'status,organization_id,full_name,created_at,id',
      })}`,
      admin,
    );
    const rows = Papa.parse<string[]>(file.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['status', 'organization_id', 'full_name', 'created_at', 'id']);
    expect(rows[1][0]).toBe('new');
    expect(rows[1][1]).toBe(String(partnerOrg));
    expect(rows[1][2]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(rows[1][3]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(rows[1][4]).toMatch(/^\d+$/);
  });

  it("a partner's export holds only its own organisation's rows, whatever its filter names", async () => {
    const [other] = await api.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.type, 'university'))
      .then((orgs) => orgs.filter((o) => o.id !== partnerOrg));
    for (const filter of [{}, { organization_id: other.id }, { organization_id: [other.id, partnerOrg] }]) {
      const file = await download(
        `/api/enquiries/export?${query({ format: 'csv', columns: 'id,organization_id', filter })}`,
        partner,
      );
      expect(file.status).toBe(200);
      const rows = Papa.parse<string[]>(file.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1);
      expect(rows.length).toBe(await total('/api/enquiries', filter, partner));
      expect(
        rows.every((r) => r[1] === String(partnerOrg)),
        JSON.stringify(filter),
      ).toBe(true);
    }
  });

  it('refuses a bad format, column, language or time zone with 400, on the link and on the file', async () => {
    const bad = [
      { format: 'pdf' },
      { format: 'xlsx', columns: 'requirement,password_hash' },
      { format: 'xlsx', locale: 'xx' },
      { format: 'xlsx', timeZone: 'Mars/Olympus_Mons' },
      { format: 'xlsx', timeZone: "UTC'; drop table users; --" },
    ];
    for (const params of bad) {
      const file = await download(`/api/visa/visa-requirements/export?${query(params)}`, admin);
      expect(file.status, JSON.stringify(params)).toBe(400);
      expect(JSON.parse(file.text).message).toMatch(/format|column|locale|time zone/i);
      const link = await api.call('POST', '/api/visa/visa-requirements/export-url', {
        token: admin,
        body: { ...params, columns: params.columns?.split(',') },
      });
      expect(link.status, JSON.stringify(params)).toBe(400);
    }
  });

  it('hands the browser a short-lived link to the chosen format, audited', async () => {
    const link = await api.call<{ url: string }>('POST', '/api/occupations/export-url', {
      token: admin,
      body: {
        filter: { q: 'engineer' },
        sort: ['title', 'ASC'],
        format: 'xlsx',
        columns: ['title', 'code'],
        locale: 'fr',
        timeZone: 'Europe/Paris',
      },
    });
    expect(link.status, link.text).toBe(200);
    expect(link.body.url).toMatch(/^\/api\/occupations\/export\?ticket=/);
    const file = await download(link.body.url);
    expect(file.status).toBe(200);
    const rows = await readSheet(file.bytes);
    expect(rows[0]).toEqual(['Intitulé', 'Code']);
    expect(rows.length - 1).toBe(await total('/api/occupations', { q: 'engineer' }));
    const listed = await api.call<{ title: string }[]>(
      'GET',
      `/api/occupations?${query({ filter: { q: 'engineer' }, sort: ['title', 'ASC'], range: [0, 999] })}`,
      { token: admin },
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.body.map((r) => r.title));
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.resource, 'occupations')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry.changes).toMatchObject({ format: 'xlsx', columns: 'title,code' });
  });

  it('lets a download link be followed once only, saying so the second time', async () => {
    const link = await api.call<{ url: string }>('POST', '/api/occupations/export-url', {
      token: admin,
      body: { filter: { q: 'engineer' }, format: 'csv' },
    });
    expect((await download(link.body.url)).status).toBe(200);
    const again = await download(link.body.url);
    expect(again.status).toBe(410);
    expect(JSON.parse(again.text).message).toBe('This download link has already been used. Start the export again.');
  });
});
