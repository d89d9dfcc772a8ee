import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CSP_REPORT_LIMIT, CSP_REPORT_MAX_BYTES, CSP_REPORT_RETENTION_DAYS } from '@/domain/areas/cspReports';
import { cspViolations } from '@/server/infrastructure/db/resources';
import { listAs, setUpTestApi, TestApi, type ApiRecord } from '../support/api';
import { DEMO, freshAddress } from '../support/auth';

/**
 * The Content-Security-Policy's violation reports: browsers post them without a token to the endpoint the
 * policy names, in either body format; repeats are counted in one row, URIs are stored without their query,
 * bad or oversize bodies and floods are refused, and only admins read them.
 */

const state = setUpTestApi();
const list = listAs(state);

const legacy = (report: Record<string, unknown>) => JSON.stringify({ 'csp-report': report });
const post = (raw: string, type: string, address = freshAddress()) =>
  state.api.call('POST', '/api/csp-reports', { raw, headers: { 'content-type': type, 'x-forwarded-for': address } });
const rowsOf = (documentUri: string) =>
  state.api.db.select().from(cspViolations).where(eq(cspViolations.document_uri, documentUri));

describe('POST /api/csp-reports', () => {
  it('is named by the policy, with the Reporting API endpoint', async () => {
    const reply = await state.api.call('GET', '/api/health');
    const policy = reply.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('report-uri /api/csp-reports');
    expect(policy).toContain('report-to csp-endpoint');
    expect(policy).toContain("base-uri 'none'");
    expect(reply.headers.get('reporting-endpoints')).toBe('csp-endpoint="/api/csp-reports"');
  });

  it('stores a legacy application/csp-report body, its URIs cut to origin and path', async () => {
    const reply = await post(
      legacy({
        'document-uri': 'https://admin.visapath.test/legacy?token=secret#frag',
        'violated-directive': "script-src-elem 'self'",
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?session=abc',
        'source-file': 'https://admin.visapath.test/assets/app.js?v=1',
        'line-number': 12,
        'original-policy': "default-src 'self'",
        disposition: 'enforce',
      }),
      'application/csp-report',
    );
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
    const rows = await rowsOf('https://admin.visapath.test/legacy');
    expect(rows).toEqual([
      expect.objectContaining({
        directive: 'script-src-elem',
        blocked_uri: 'https://evil.example/x.js',
        source_file: 'https://admin.visapath.test/assets/app.js',
        line_number: 12,
        count: 1,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/secret|session=|v=1|frag/);
  });

  it('stores the csp-violation reports of an application/reports+json batch, ignoring other types', async () => {
    const body = {
      documentURL: 'https://admin.visapath.test/batch',
      effectiveDirective: 'img-src',
      blockedURL: 'https://tracker.example/pixel.gif?id=1',
      disposition: 'enforce',
      statusCode: 200,
    };
    const reply = await post(
      JSON.stringify([
        { type: 'csp-violation', age: 10, url: 'https://admin.visapath.test/batch', body },
        { type: 'deprecation', body: { id: 'x' } },
        { type: 'csp-violation', body: { ...body, blockedURL: 'inline', effectiveDirective: 'style-src-attr' } },
      ]),
      'application/reports+json',
    );
    expect(reply.status).toBe(204);
    const rows = await rowsOf('https://admin.visapath.test/batch');
    expect(rows.map((r) => [r.directive, r.blocked_uri, r.count]).sort()).toEqual([
      ['img-src', 'https://tracker.example/pixel.gif', 1],
      ['style-src-attr', 'inline', 1],
    ]);
  });

  it('counts repeated identical violations in one row, a different line in another', async () => {
    const report = {
      'document-uri': 'https://admin.visapath.test/repeat?a=1',
      'effective-directive': 'connect-src',
      'blocked-uri': 'wss://socket.example/live',
      'source-file': 'https://admin.visapath.test/assets/app.js',
      'line-number': 3,
    };
    for (let i = 0; i < 5; i++) {
      // The query differs each time, the stored URIs do not: still one violation.
      const again = { ...report, 'document-uri': `https://admin.visapath.test/repeat?a=${i}` };
      expect((await post(legacy(again), 'application/csp-report')).status).toBe(204);
    }
    expect((await post(legacy({ ...report, 'line-number': 4 }), 'application/csp-report')).status).toBe(204);
    const rows = await rowsOf('https://admin.visapath.test/repeat');
    expect(rows.map((r) => [r.line_number, r.count]).sort()).toEqual([
      [3, 5],
      [4, 1],
    ]);
    const counted = rows.find((r) => r.line_number === 3)!;
    expect(counted.last_seen_at >= counted.first_seen_at).toBe(true);
    expect(counted.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('answers 400 to bad input and stores none of it', async () => {
    const before = (await state.api.db.select().from(cspViolations)).length;
    const bad: [string, string][] = [
      ['{not json', 'application/csp-report'],
      ['[]', 'application/reports+json'],
      ['{}', 'application/csp-report'],
      [legacy({ 'document-uri': 'https://a.test/', 'effective-directive': 'script src' }), 'application/csp-report'],
      [legacy({ 'document-uri': 'not a uri at all', 'effective-directive': 'img-src' }), 'application/csp-report'],
      [
        legacy({ 'document-uri': 'https://a.test/', 'effective-directive': 'img-src', 'line-number': 'x' }),
        'application/csp-report',
      ],
      [legacy({ 'effective-directive': 'img-src' }), 'application/csp-report'],
      [
        JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'https://a.test/' } }]),
        'application/reports+json',
      ],
      [JSON.stringify({ type: 'csp-violation' }), 'application/reports+json'],
      [
        legacy({ 'document-uri': `https://a.test/${'x'.repeat(5000)}`, 'effective-directive': 'img-src' }),
        'application/csp-report',
      ],
    ];
    for (const [raw, type] of bad) {
      const reply = await post(raw, type);
      expect(reply.status, raw.slice(0, 80)).toBe(400);
    }
    // The answer names the field, as every other route's 400 does.
    const named = await post(
      legacy({ 'document-uri': 'not a uri at all', 'effective-directive': 'img-src' }),
      'application/csp-report',
    );
    expect(Object.keys(named.body.errors)).toEqual(['csp-report.document-uri']);
    expect((await post('{}', 'text/plain')).status).toBe(415);
    expect((await state.api.db.select().from(cspViolations)).length).toBe(before);
  });

  it('refuses a body over the limit with 413', async () => {
    const huge = legacy({
      'document-uri': 'https://admin.visapath.test/huge',
      'effective-directive': 'img-src',
      'script-sample': 'x'.repeat(CSP_REPORT_MAX_BYTES),
    });
    expect((await post(huge, 'application/csp-report')).status).toBe(413);
    expect(await rowsOf('https://admin.visapath.test/huge')).toEqual([]);
  });

  it('limits the reports of one client address', async () => {
    const address = freshAddress();
    const report = legacy({ 'document-uri': 'https://admin.visapath.test/flood', 'effective-directive': 'img-src' });
    for (let i = 0; i < CSP_REPORT_LIMIT.max; i++)
      expect((await post(report, 'application/csp-report', address)).status).toBe(204);
    expect((await post(report, 'application/csp-report', address)).status).toBe(429);
    // Another address is not held back.
    expect((await post(report, 'application/csp-report')).status).toBe(204);
    expect((await rowsOf('https://admin.visapath.test/flood')).map((r) => r.count)).toEqual([CSP_REPORT_LIMIT.max + 1]);
  });
});

describe('kept reports', () => {
  it(`are kept ${CSP_REPORT_RETENTION_DAYS} days: the first report of a day removes the older rows`, async () => {
    // A process of its own, whose first report is the first of its day.
    const api = await TestApi.start();
    try {
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      const row = (day: string) => ({
        directive: 'img-src',
        blocked_uri: 'https://old.example/',
        document_uri: `https://admin.visapath.test/kept-${day}`,
        source_file: '',
        line_number: 0,
        count: 3,
        first_seen_at: `${day}T10:00:00.000Z`,
        last_seen_at: `${day}T11:00:00.000Z`,
        day,
      });
      const [expired, kept] = [daysAgo(CSP_REPORT_RETENTION_DAYS + 1), daysAgo(CSP_REPORT_RETENTION_DAYS - 1)];
      await api.db.insert(cspViolations).values([row(expired), row(kept)]);
      const reply = await api.call('POST', '/api/csp-reports', {
        raw: legacy({ 'document-uri': 'https://admin.visapath.test/today', 'effective-directive': 'img-src' }),
        headers: { 'content-type': 'application/csp-report' },
      });
      expect(reply.status).toBe(204);
      const days = (await api.db.select({ day: cspViolations.day }).from(cspViolations)).map((r) => r.day);
      expect(days).not.toContain(expired);
      expect(days).toContain(kept);
      expect(days).toContain(daysAgo(0));
    } finally {
      await api.close();
    }
  });
});

describe('the csp-violations resource', () => {
  it('lists the reports to admins, last seen first, filtered by directive and searched', async () => {
    await post(
      legacy({ 'document-uri': 'https://admin.visapath.test/listed', 'effective-directive': 'font-src' }),
      'application/csp-report',
    );
    const all = await list('/api/csp-violations');
    expect(all.length).toBeGreaterThan(0);
    const seen = all.map((r) => String(r.last_seen_at));
    expect(seen).toEqual([...seen].sort().reverse());
    expect(all[0]).toMatchObject({ directive: 'font-src', document_uri: 'https://admin.visapath.test/listed' });

    const byDirective: ApiRecord[] = await list('/api/csp-violations', { directive: 'font-src' });
    expect(byDirective.map((r) => r.directive)).toEqual(['font-src']);
    const searched = await list('/api/csp-violations', { q: 'tracker.example' });
    expect(searched.map((r) => r.blocked_uri)).toEqual(['https://tracker.example/pixel.gif']);

    const shown = await state.api.call('GET', `/api/csp-violations/${all[0].id}`, { token: state.admin });
    expect(shown.status).toBe(200);
  });

  it('is read-only, and refused to partners and to the anonymous', async () => {
    const created = await state.api.call('POST', '/api/csp-violations', {
      token: state.admin,
      body: { directive: 'img-src', count: 1 },
    });
    expect(created.status).toBe(403);
    expect((await state.api.call('GET', '/api/csp-violations')).status).toBe(401);
    for (const partner of [DEMO.insurer, DEMO.university]) {
      const token = await state.api.login(partner);
      expect((await state.api.call('GET', '/api/csp-violations', { token })).status).toBe(403);
      const [row] = await state.api.db.select({ id: cspViolations.id }).from(cspViolations).limit(1);
      expect((await state.api.call('GET', `/api/csp-violations/${row.id}`, { token })).status).toBe(403);
    }
  });
});
