import { z } from 'zod';
import { V } from '@/domain/validationKeys';

/*
 * What browsers send to POST /api/csp-reports (the csp-violations resource stores it): the two wire formats and
 * their limits. Apart from the resource's definition, so that the console does not load zod for it.
 */

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
