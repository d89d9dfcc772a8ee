import { defineMessages } from '../../i18n/define';

/** Texts of the generated forms (`vp.form.*`). */
export const formMessages = defineMessages({
  en: {
    vp: {
      form: {
        admin_only: 'Only an administrator can change this',
        date_letters: { day: 'DD', month: 'MM', year: 'YYYY' },
        open_calendar: 'Choose a date',
        previous_month: 'Previous month',
        next_month: 'Next month',
        clear: 'Clear',
        today: 'Today',
      },
    },
  },
  de: {
    vp: {
      form: {
        admin_only: 'Nur ein Administrator kann dies ändern',
        date_letters: { day: 'TT', month: 'MM', year: 'JJJJ' },
        open_calendar: 'Datum auswählen',
        previous_month: 'Vorheriger Monat',
        next_month: 'Nächster Monat',
        clear: 'Leeren',
        today: 'Heute',
      },
    },
  },
  fr: {
    vp: {
      form: {
        admin_only: 'Seul un administrateur peut modifier ce champ',
        date_letters: { day: 'JJ', month: 'MM', year: 'AAAA' },
        open_calendar: 'Choisir une date',
        previous_month: 'Mois précédent',
        next_month: 'Mois suivant',
        clear: 'Effacer',
        today: 'Aujourd’hui',
      },
    },
  },
});
