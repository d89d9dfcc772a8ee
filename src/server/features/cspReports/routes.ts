import { lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  CSP_REPORT_LIMIT,
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_RETENTION_DAYS,
  legacyCspReportSchema,
  reportingApiSchema,
  type CspViolation,
} from '@/domain/areas/cspReports';
import { cspViolations } from '@/domain/areas/cspViolations';
import { limitBody } from '@/server/middleware/bodyLimit';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { ApiError, MESSAGES, parse, readJson, requestHeader } from '@/server/infrastructure/http';
import { defineRoute, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';

export const CSP_REPORT_PATH = '/api/csp-reports';
/** The Reporting API's endpoint name, which the policy's `report-to` names. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** The two bodies browsers send, by content type. */
const SCHEMAS: Record<string, z.ZodType<CspViolation[], unknown>> = {
  'application/csp-report': legacyCspReportSchema,
  'application/reports+json': reportingApiSchema,
  // Some browsers and tools send the legacy body as plain JSON.
  'application/json': legacyCspReportSchema,
};

/** Counts one violation in its row of the day: a new row, or the repeat's count and last-seen time. */
async function record(db: Db, violation: CspViolation): Promise<void> {
  const table = typedTableOf(cspViolations);
  const now = new Date().toISOString();
  await db
    .insert(table)
    .values({ ...violation, count: 1, first_seen_at: now, last_seen_at: now, day: now.slice(0, 10) })
    .onConflictDoUpdate({
      target: [table.directive, table.blocked_uri, table.document_uri, table.source_file, table.line_number, table.day],
      set: { count: sql`${table.count} + 1`, last_seen_at: now },
    });
}

/** Removes the rows of days past CSP_REPORT_RETENTION_DAYS. */
async function prune(db: Db, today: string): Promise<void> {
  const table = typedTableOf(cspViolations);
  const first = new Date(Date.parse(today) - CSP_REPORT_RETENTION_DAYS * 86_400_000).toISOString().slice(0, 10);
  await db.delete(table).where(lt(table.day, first));
}

/**
 * POST /api/csp-reports: the Content-Security-Policy's violation reports, sent by browsers without a token, in
 * the legacy `application/csp-report` body or the Reporting API's `application/reports+json` batch. Capped at
 * CSP_REPORT_MAX_BYTES, limited per client address, validated by the domain's schemas (a bad body is a 400 and
 * stored nowhere), and stored with URIs cut to their origin and path. Answers 204. The first report a process takes on a day removes the
 * rows older than CSP_REPORT_RETENTION_DAYS.
 * Admins read the reports as the csp-violations resource.
 */
/** The Content-Security-Policy's report endpoint (the reports themselves are read as the csp-violations resource). */
const reportCspViolation = defineRoute({
  method: 'post',
  path: CSP_REPORT_PATH,
  tag: 'csp-violations',
  operationId: 'reportCspViolation',
  public: true,
  // Either of two content types, each with its schema: the route reads its body itself.
  body: { schema: legacyCspReportSchema, contentType: 'application/csp-report' },
  summary: `A browser's Content-Security-Policy violation report (at most ${CSP_REPORT_MAX_BYTES / 1024} KB, ${CSP_REPORT_LIMIT.max} per ${CSP_REPORT_LIMIT.minutes} minutes per client address)`,
  description:
    'The policy names this endpoint (`report-uri`, and `report-to` through the `Reporting-Endpoints` header). Takes the legacy `application/csp-report` body (`{"csp-report": {...}}`) or a Reporting API batch (`application/reports+json`: an array of `{type: "csp-violation", body: {...}}`; other report types are ignored). URIs are stored as their origin and path (no query or fragment); repeats of one violation on one day are counted in one row.',
  responses: {
    204: 'Recorded',
    400: errorAnswer('Malformed JSON, or a report of neither shape (`errors` names the fields)'),
    413: errorAnswer('Too large'),
    415: errorAnswer('Neither body format'),
    429: errorAnswer('Too many reports'),
  },
});

export const cspReportRouteDeclarations = [reportCspViolation];

export function cspReportRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  let prunedOn = '';
  mountRoutes(app, '/api')(reportCspViolation, [limitBody(CSP_REPORT_MAX_BYTES)], async (c) => {
    const ip = c.get('ip');
    if ((await deps.throttle.claim(`csp-report:${ip}`, CSP_REPORT_LIMIT.minutes, CSP_REPORT_LIMIT.max)) === null)
      throw new ApiError(429, MESSAGES.tooManyAttempts);
    const type = (requestHeader(c, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    const schema = SCHEMAS[type];
    if (!schema) throw new ApiError(415, MESSAGES.jsonRequired);
    const violations = parse(schema, await readJson(c, type), c.get('locale'));
    for (const violation of violations) await record(db, violation);
    const today = new Date().toISOString().slice(0, 10);
    if (prunedOn !== today) {
      prunedOn = today;
      await prune(db, today);
    }
    return c.body(null, 204);
  });
  return app;
}
