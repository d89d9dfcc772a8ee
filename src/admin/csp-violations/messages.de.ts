import type { Translation } from '../i18n/define';
import type { cspViolationMessages } from './messages';

export const cspViolationMessagesDe: Translation<typeof cspViolationMessages> = {
  resources: {
    'csp-violations': {
      name: 'CSP-Verstoß |||| CSP-Verstöße',
      fields: {
        directive: 'Direktive',
        blocked_uri: 'Blockierte URI',
        document_uri: 'Seite',
        source_file: 'Quelldatei',
        line_number: 'Zeile',
        count: 'Anzahl',
        first_seen_at: 'Zuerst gesehen',
        last_seen_at: 'Zuletzt gesehen',
        day: 'Tag',
      },
    },
  },
};
