import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries as enquiryDef } from '@/domain/areas/enquiries';
import { csvRows } from '@/server/infrastructure/csv';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { auditLog, organizations } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { userByEmail } from '../support/auth';

/** GET /api/enquiries/export.csv: streamed, scoped, RFC 4180, formula-safe, the list's rows in its order. */

let api: TestApi;
let admin: string;
let partner: string;
let partnerOrg: number;
const table = tableOf('enquiries');
const MARKER = 'csv-export-test';

interface Csv {
  status: number;
  bytes: Uint8Array;
  text: string;
  rows: string[][];
  headers: Headers;
}

async function download(path: string, token?: string): Promise<Csv> {
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.50' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await api.app.fetch(new Request(`http://visapath.test${path}`, { headers }));
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return {
    status: res.status,
    bytes,
    text,
    rows: res.status === 200 ? csvRows(text.replace(/^\uFEFF/, '')) : [],
    headers: res.headers,
  };
}

const q = (filter: unknown, sort: unknown) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}`;
const exportPath = (filter: unknown, sort: unknown) => `/api/enquiries/export.csv?${q(filter, sort)}`;

/** Every id of the list for a filter and sort, page by page. */
async function listIds(token: string, filter: unknown, sort: unknown): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; ; from += 1000) {
    const reply = await api.call<{ id: number }[]>(
      'GET',
      `/api/enquiries?${q(filter, sort)}&range=${encodeURIComponent(JSON.stringify([from, from + 999]))}`,
      { token },
    );
    expect(reply.status, reply.text).toBe(200);
    ids.push(...reply.body.map((r) => r.id));
    if (reply.body.length < 1000) return ids;
  }
}

const EXPECTED_HEADER = [
  'id',
  ...Object.keys(enquiryDef.fields).flatMap((f) => (f === 'organization_id' ? [f, 'organization_name'] : [f])),
  'created_at',
  'updated_at',
];
const col = (name: string) => EXPECTED_HEADER.indexOf(name);

/** Rows written straight to the table: the API trims text, and a stored value may still begin with a tab or a newline. */
const TRICKY: { full_name: string; message: string; phone?: string }[] = [
  { full_name: 'Müller, "Jürgen"', message: 'Zeile eins\nZeile zwei, mit Komma' },
  { full_name: '王小明', message: '我想申请学生签证。Ünïcödé' },
  { full_name: '=HYPERLINK("http://evil.example")', message: '+SUM(A1:A9)', phone: '-5' },
  { full_name: '@cmd', message: '\tstarts with a tab', phone: '+49 30 123' },
  { full_name: 'Ann', message: '\rstarts with CR' },
  { full_name: 'Bob', message: '\nstarts with LF' },
];

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
  partner = await api.login(DEMO.university);
  partnerOrg = (await userByEmail(api, DEMO.university)).organization_id!;
  await api.db.insert(table).values(
    TRICKY.map((t, i) => ({
      kind: 'university',
      organization_id: partnerOrg,
      email: `tricky${i}@example.com`,
      status: 'new',
      utm_campaign: MARKER,
      ...t,
    })),
  );
});
afterAll(() => api.close());

describe('enquiry CSV export', () => {
  it('starts with a UTF-8 BOM and the header row, and is served as a CSV attachment', async () => {
    const csv = await download(exportPath({ utm_campaign: MARKER }, ['id', 'ASC']), admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.rows[0]).toEqual(EXPECTED_HEADER);
    expect(csv.rows).toHaveLength(1 + TRICKY.length);
  });

  it('keeps UTF-8 text, quotes commas, quotes and newlines, and defuses formulas in text cells only', async () => {
    const csv = await download(exportPath({ utm_campaign: MARKER }, ['id', 'ASC']), admin);
    const body = csv.rows.slice(1);
    const byName = (name: string) =>
      body.find((r) => r[col('full_name')] === name || r[col('full_name')] === `'${name}`)!;
    expect(byName('Müller, "Jürgen"')[col('message')]).toBe('Zeile eins\nZeile zwei, mit Komma');
    expect(csv.text).toContain('"Müller, ""Jürgen"""');
    expect(byName('王小明')[col('message')]).toBe('我想申请学生签证。Ünïcödé');
    const formula = byName('=HYPERLINK("http://evil.example")');
    expect(formula[col('full_name')]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(formula[col('message')]).toBe("'+SUM(A1:A9)");
    expect(formula[col('phone')]).toBe("'-5");
    const at = byName('@cmd');
    expect(at[col('full_name')]).toBe("'@cmd");
    expect(at[col('message')]).toBe("'\tstarts with a tab");
    expect(at[col('phone')]).toBe("'+49 30 123");
    expect(byName('Ann')[col('message')]).toBe("'\rstarts with CR");
    expect(byName('Bob')[col('message')]).toBe("'\nstarts with LF");
    for (const row of body) {
      // Numbers, references and booleans are never prefixed.
      expect(row[col('id')]).toMatch(/^\d+$/);
      expect(row[col('organization_id')]).toBe(String(partnerOrg));
      expect(row[col('consent')]).toMatch(/^(true|false)$/);
      expect(row[col('created_at')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(row[col('status')]).toBe('new');
      expect(row[col('assigned_to')]).toBe('');
    }
    const [org] = await api.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, partnerOrg));
    expect(body[0][col('organization_name')]).toBe(org.name);
  });

  it('gives exactly the rows of the list, in the same order, for the same filter and sort', async () => {
    const cases: [string, unknown, unknown][] = [
      [admin, {}, ['nationality', 'ASC']], // NULL nationalities and ties over several chunks
      [admin, { kind: 'university' }, ['created_at', 'DESC']],
      [admin, { status: ['new', 'in_progress'] }, ['full_name', 'DESC']],
      [partner, {}, ['nationality', 'DESC']],
      [partner, { q: 'müller' }, ['id', 'ASC']],
    ];
    for (const [token, filter, sort] of cases) {
      const csv = await download(exportPath(filter, sort), token);
      expect(csv.status).toBe(200);
      const exported = csv.rows.slice(1).map((r) => Number(r[0]));
      const listed = await listIds(token, filter, sort);
      expect(listed.length, JSON.stringify({ filter, sort })).toBeGreaterThan(0);
      expect(exported, JSON.stringify({ filter, sort })).toEqual(listed);
    }
  });

  it("a partner's export holds only its own organisation's rows, all of them", async () => {
    const csv = await download(exportPath({}, ['id', 'ASC']), partner);
    const body = csv.rows.slice(1);
    const [own] = await api.db.select({ n: count() }).from(table).where(eq(table.organization_id, partnerOrg));
    expect(body).toHaveLength(own.n);
    expect(new Set(body.map((r) => r[col('organization_id')]))).toEqual(new Set([String(partnerOrg)]));
  });

  it('refuses a bad filter with 400 and no token with 401', async () => {
    expect((await download(exportPath({ password_hash: 'x' }, ['id', 'ASC']), admin)).status).toBe(400);
    expect((await download(exportPath({}, ['id', 'ASC']))).status).toBe(401);
  });

  describe('download tickets', () => {
    const urlFor = async (token: string, filter: unknown = { utm_campaign: MARKER }) => {
      const reply = await api.call<{ url: string }>('POST', '/api/enquiries/export-url', {
        token,
        body: { filter, sort: ['id', 'ASC'] },
      });
      expect(reply.status, reply.text).toBe(200);
      return reply.body.url;
    };
    const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket')!;
    const sign = (payload: Record<string, unknown>) => {
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${encoded}.${api.deps.tokens.digest(`export:${encoded}`)}`;
    };
    const payloadOf = (ticket: string) =>
      JSON.parse(Buffer.from(ticket.split('.')[0], 'base64url').toString()) as Record<string, unknown>;

    it('a ticket downloads the filtered export without a token', async () => {
      const url = await urlFor(partner);
      expect(url).toMatch(/^\/api\/enquiries\/export\.csv\?ticket=/);
      const csv = await download(url);
      expect(csv.status).toBe(200);
      expect(csv.rows.slice(1)).toHaveLength(TRICKY.length);
    });

    it('a forged, expired or other-resource ticket is a 401', async () => {
      const ticket = ticketOf(await urlFor(admin));
      const payload = payloadOf(ticket);
      const forged = `${Buffer.from(JSON.stringify({ ...payload, filter: '{}' })).toString('base64url')}.${ticket.split('.')[1]}`;
      const expired = sign({ ...payload, exp: Math.floor(Date.now() / 1000) - 1 });
      const otherResource = sign({ ...payload, resource: 'users' });
      for (const bad of [forged, expired, otherResource, 'garbage', `${ticket}x`]) {
        const csv = await download(`/api/enquiries/export.csv?ticket=${encodeURIComponent(bad)}`);
        expect(csv.status, bad).toBe(401);
        expect(JSON.parse(csv.text)).toEqual({ message: 'Invalid authorization token' });
      }
      // The genuine one still works (the refusals are not an accident of the setup).
      expect((await download(`/api/enquiries/export.csv?ticket=${ticket}`)).status).toBe(200);
    });

    it('a ticket dies with its session (logout)', async () => {
      const token = await api.login(DEMO.university);
      const url = await urlFor(token);
      expect((await download(url)).status).toBe(200);
      const me = await userByEmail(api, DEMO.university);
      expect((await api.call('POST', '/api/logout', { token, body: { userId: me.id } })).status).toBe(200);
      expect((await download(url)).status).toBe(401);
    });

    it('every export is audited with its filter', async () => {
      const me = await userByEmail(api, DEMO.admin);
      const where = and(eq(auditLog.action, 'export'), eq(auditLog.resource, 'enquiries'), eq(auditLog.user_id, me.id));
      const [before] = await api.db.select({ n: count() }).from(auditLog).where(where);
      expect((await download(await urlFor(admin))).status).toBe(200);
      expect((await download(exportPath({ kind: 'website' }, ['id', 'ASC']), admin)).status).toBe(200);
      const rows = await api.db.select({ changes: auditLog.changes }).from(auditLog).where(where);
      expect(rows).toHaveLength(before.n + 2);
      expect(JSON.stringify(rows.map((r) => r.changes))).toContain('website');
    });
  });
});
