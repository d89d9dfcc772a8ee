/** The CSP violation reports (admins, read-only): the resource's name and its fields' labels. */
export const cspViolationMessages = {
  resources: {
    'csp-violations': {
      name: 'CSP violation |||| CSP violations',
      fields: {
        directive: 'Directive',
        blocked_uri: 'Blocked URI',
        document_uri: 'Page',
        source_file: 'Source file',
        line_number: 'Line',
        count: 'Times',
        first_seen_at: 'First seen',
        last_seen_at: 'Last seen',
        day: 'Day',
      },
    },
  },
};
