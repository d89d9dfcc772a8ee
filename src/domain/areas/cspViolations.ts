import { z } from 'zod';
import { defineResource } from '@/domain/resourceDef';
import { V } from '@/domain/validationKeys';

/**
 * The Content-Security-Policy's violation reports, sent by browsers to POST /api/csp-reports without a token.
 * Repeated identical violations (same directive, blocked URI, document, source file and line) on one day are
 * one row whose `count` goes up, so that a page that keeps violating the policy does not grow the table. Admins
 * read them; nobody writes them through the API.
 */
export const cspViolations = defineResource({
  name: 'csp-violations',
  table: 'csp_violations',
  base: '/api',
  title: 'directive',
  defaultSort: ['last_seen_at', 'DESC'],
  icon: 'Shield',
  readOnly: true,
  fields: {
    directive: { kind: 'text', required: true, list: true, filter: true, sort: true, search: true },
    blocked_uri: { kind: 'text', list: true, search: true },
    document_uri: { kind: 'text', list: true, search: true },
    source_file: { kind: 'text', search: true },
    line_number: { kind: 'integer' },
    count: { kind: 'integer', required: true, list: true, sort: true },
    first_seen_at: { kind: 'datetime', required: true },
    last_seen_at: { kind: 'datetime', required: true, list: true, sort: true, filter: true },
    /** The day (UTC) whose repeats the row counts: a violation seen again on another day gets a new row. */
    day: { kind: 'date', required: true, filter: true },
  },
  uniqueTogether: [['directive', 'blocked_uri', 'document_uri', 'source_file', 'line_number', 'day']],
  card: { secondary: ['blocked_uri', 'document_uri'], tertiary: 'count' },
});

export const cspViolationResources = [cspViolations];

/** A report request's body limit: a report is a few hundred bytes, a browser batch a few of them. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;
/** Reports accepted per client address (reports, not rows: repeats are counted in one row anyway). */
export const CSP_REPORT_LIMIT = { minutes: 10, max: 60 } as const;
/** Days a report's row is kept: enough to see a pattern, not a record of every page anyone opened. */
export const CSP_REPORT_RETENTION_DAYS = 90;
/** The longest stored URI (origin and path) or directive. */
const CSP_URI_MAX = 512;
const CSP_DIRECTIVE_MAX = 64;
const RAW_TEXT_MAX = 4096;

/**
 * A URI as stored: its origin and path only (a query or fragment can hold a token or other secret), capped at
 * CSP_URI_MAX. Browsers also send keywords (`inline`, `eval`, `wasm-eval`) or a bare scheme (`data`); those are
 * kept as they are. Anything else is not a URI a browser reports, and not stored.
 */
function reportedUri(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  if (/^[a-z][a-z0-9+.-]{0,31}:?$/i.test(text)) return text.toLowerCase();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const hierarchical = ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol);
  const kept = hierarchical ? url.origin + url.pathname : url.protocol + (url.host ? `//${url.host}` : '');
  return kept.slice(0, CSP_URI_MAX);
}

const rawText = z.string().max(RAW_TEXT_MAX);
const uri = rawText.transform((value, ctx) => {
  const kept = reportedUri(value);
  if (kept === null) ctx.addIssue({ code: 'custom', message: V.invalid });
  return kept ?? '';
});
const directive = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z-]+$/)
  .max(CSP_DIRECTIVE_MAX);
const line = z.number().int().min(0).max(2_147_483_647);

/** One violation as stored (its keys are the row's columns). */
export interface CspViolation {
  directive: string;
  blocked_uri: string;
  document_uri: string;
  source_file: string;
  line_number: number | null;
}

/** The legacy `application/csp-report` body: `{"csp-report": {...}}` with dashed keys. */
export const legacyCspReportSchema = z
  .object({
    'csp-report': z.object({
      'document-uri': uri,
      'effective-directive': directive.optional(),
      'violated-directive': rawText.optional(),
      'blocked-uri': uri.optional(),
      'source-file': uri.optional(),
      'line-number': line.optional(),
    }),
  })
  .transform(({ 'csp-report': r }, ctx): CspViolation[] => {
    // Older browsers only send the violated directive, possibly with its sources ("script-src 'self'").
    const named = r['effective-directive'] ?? directive.safeParse(r['violated-directive']?.split(' ')[0]).data;
    if (!named) {
      ctx.addIssue({ code: 'custom', message: V.required, path: ['csp-report', 'effective-directive'] });
      return z.NEVER;
    }
    return [
      {
        directive: named,
        blocked_uri: r['blocked-uri'] ?? '',
        document_uri: r['document-uri'],
        source_file: r['source-file'] ?? '',
        line_number: r['line-number'] ?? null,
      },
    ];
  });

const reportingBody = z.object({
  documentURL: uri,
  effectiveDirective: directive,
  blockedURL: uri.optional(),
  sourceFile: uri.optional(),
  lineNumber: line.nullish(),
});

/** A batch of the Reporting API (`application/reports+json`): reports of other types are ignored. */
export const reportingApiSchema = z
  .array(z.object({ type: z.string().max(64), body: z.unknown() }))
  .min(1)
  .max(20)
  .transform((reports, ctx): CspViolation[] =>
    reports.flatMap((report, index) => {
      if (report.type !== 'csp-violation') return [];
      const parsed = reportingBody.safeParse(report.body);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: V.invalid, path: [index, 'body'] });
        return [];
      }
      const body = parsed.data;
      return [
        {
          directive: body.effectiveDirective,
          blocked_uri: body.blockedURL ?? '',
          document_uri: body.documentURL,
          source_file: body.sourceFile ?? '',
          line_number: body.lineNumber ?? null,
        },
      ];
    }),
  );
