import type { Translation } from '@/domain/translation';
import type { showMessages } from './messages';

export const de: Translation<typeof showMessages> = {
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

export const fr: Translation<typeof showMessages> = {
  vp: {
    show: {
      details: 'Détails',
      show_empty: 'Afficher les champs vides (%{smart_count})',
      no_values: 'Rien de renseigné pour le moment.',
      about: 'À propos de cet enregistrement',
      by: 'par %{name}',
      // Whether a record's kind is written in lower case inside a sentence (German capitalises nouns).
      lower_case_kind: 'yes',
    },
  },
};
