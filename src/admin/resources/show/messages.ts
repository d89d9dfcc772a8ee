import { defineMessages } from '../../i18n/define';

/** The texts of the generated record pages: the details tab, the empty-fields switch and the record's aside. */
export const showMessages = defineMessages({
  en: {
    vp: {
      show: {
        details: 'Details',
        show_empty: 'Show empty fields (%{smart_count})',
        no_values: 'Nothing filled in yet.',
        about: 'About this record',
        by: 'by %{name}',
        // Whether a record's kind is written in lower case inside a sentence (German capitalises nouns).
        lower_case_kind: 'yes',
      },
    },
  },
  de: {
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
  },
  fr: {
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
  },
});
