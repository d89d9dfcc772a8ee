import type { Translation } from '../i18n/define';
import type { cspViolationMessages } from './messages';

export const cspViolationMessagesFr: Translation<typeof cspViolationMessages> = {
  resources: {
    'csp-violations': {
      name: 'Violation CSP |||| Violations CSP',
      fields: {
        directive: 'Directive',
        blocked_uri: 'URI bloquée',
        document_uri: 'Page',
        source_file: 'Fichier source',
        line_number: 'Ligne',
        count: 'Nombre de fois',
        first_seen_at: 'Vue la première fois',
        last_seen_at: 'Vue la dernière fois',
        day: 'Jour',
      },
    },
  },
};
