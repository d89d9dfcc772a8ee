import type { Translation } from '../../i18n/define';
import type { formMessages } from './messages';

export const formMessagesDe: Translation<typeof formMessages> = {
  vp: {
    form: {
      admin_only: 'Nur ein Administrator kann dies ändern',
      date_letters: { day: 'TT', month: 'MM', year: 'JJJJ' },
      open_calendar: 'Datum auswählen',
      previous_month: 'Vorheriger Monat',
      next_month: 'Nächster Monat',
      clear: 'Leeren',
      today: 'Heute',
      draft_restored: 'Ihre nicht gespeicherten Änderungen wurden wiederhergestellt.',
      discard_draft: 'Verwerfen',
      save_and_add: 'Speichern und weiteren anlegen',
      saved_next: 'Gespeichert. Das Formular ist bereit für den nächsten Eintrag.',
    },
  },
};
