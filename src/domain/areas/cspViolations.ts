import { defineResource } from '@/domain/resourceDef';

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
