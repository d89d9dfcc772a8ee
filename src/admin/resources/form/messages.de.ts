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
      conflict_title: 'Jemand anderes hat diesen Datensatz inzwischen gespeichert',
      conflict_intro:
        'Behalten Sie für jedes Feld Ihren Wert oder übernehmen Sie den gespeicherten, dann speichern Sie erneut.',
      conflict_none:
        'Die anderen Änderungen betreffen keines Ihrer Felder: Speichern Sie erneut, um beide zu behalten.',
      keep_mine: 'Meinen behalten',
      take_theirs: 'Gespeicherten übernehmen',
      save_again: 'Erneut speichern',
    },
  },
};
