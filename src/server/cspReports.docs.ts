import { CSP_REPORT_LIMIT, CSP_REPORT_MAX_BYTES, legacyCspReportSchema } from '../domain/areas/cspViolations';
import { routeDocs } from './openapi/registry';

/** The Content-Security-Policy's report endpoint (the reports themselves are read as the csp-violations resource). */
export const cspReportRouteDocs = routeDocs({
  method: 'post',
  path: '/api/csp-reports',
  tag: 'csp-violations',
  public: true,
  body: { schema: legacyCspReportSchema, contentType: 'application/csp-report' },
  summary: `A browser's Content-Security-Policy violation report (at most ${CSP_REPORT_MAX_BYTES / 1024} KB, ${CSP_REPORT_LIMIT.max} per ${CSP_REPORT_LIMIT.minutes} minutes per client address)`,
  description:
    'The policy names this endpoint (`report-uri`, and `report-to` through the `Reporting-Endpoints` header). Takes the legacy `application/csp-report` body (`{"csp-report": {...}}`) or a Reporting API batch (`application/reports+json`: an array of `{type: "csp-violation", body: {...}}`; other report types are ignored). URIs are stored as their origin and path (no query or fragment); repeats of one violation on one day are counted in one row.',
  responses: {
    204: 'Recorded',
    413: 'Too large',
    415: 'Neither body format',
    429: 'Too many reports',
  },
});
