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
    },
  },
};
