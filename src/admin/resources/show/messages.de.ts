import type { Translation } from '../../i18n/define';
import type { showMessages } from './messages';

export const showMessagesDe: Translation<typeof showMessages> = {
  vp: {
    show: {
      details: 'Details',
      show_empty: 'Leere Felder anzeigen (%{smart_count})',
      no_values: 'Noch nichts ausgefüllt.',
      about: 'Zu diesem Datensatz',
      by: 'von %{name}',
      // Whether a record's kind is written in lower case inside a sentence (German capitalises nouns).
      lower_case_kind: 'no',
    },
  },
};
