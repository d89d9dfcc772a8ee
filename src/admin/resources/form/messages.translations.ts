import type { Translation } from '@/domain/translation';
import type { formMessages } from './messages';

export const de: Translation<typeof formMessages> = {
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
      translation_source: '%{field} auf Englisch',
      minor_change: 'Kleine Änderung (Übersetzungen bleiben aktuell)',
      translation_state: {
        missing: '%{language}: %{field} fehlt',
        outdated: '%{language}: %{field} veraltet',
        current: '%{language}: %{field} aktuell',
      },
      translation_was: 'Englisch bei der letzten Übersetzung',
      translation_now: 'Englisch jetzt',
      translation_was_unknown:
        'Der englische Text, aus dem übersetzt wurde, ist nicht bekannt: mit der Übersetzung vergleichen.',
      published_switch:
        'Das Speichern ändert englischen Text: Die Website zeigt diesen Eintrag statt auf %{languages} auf Englisch, bis die Übersetzungen aktualisiert sind. Nur eine Korrektur (ein Tippfehler)? Als kleine Änderung speichern.',
      mark_minor: 'Kleine Änderung',
      published_switch_minor:
        'Kleine Änderung: Die Übersetzungen bleiben aktuell, und die Website zeigt diesen Eintrag weiter auf %{languages}.',
    },
  },
};

export const fr: Translation<typeof formMessages> = {
  vp: {
    form: {
      admin_only: 'Seul un administrateur peut modifier ce champ',
      date_letters: { day: 'JJ', month: 'MM', year: 'AAAA' },
      open_calendar: 'Choisir une date',
      previous_month: 'Mois précédent',
      next_month: 'Mois suivant',
      clear: 'Effacer',
      today: 'Aujourd’hui',
      draft_restored: 'Vos modifications non enregistrées ont été restaurées.',
      discard_draft: 'Abandonner',
      save_and_add: 'Enregistrer et en ajouter un autre',
      saved_next: 'Enregistré. Le formulaire est prêt pour le suivant.',
      conflict_title: 'Quelqu’un d’autre a enregistré cet enregistrement entre-temps',
      conflict_intro:
        'Pour chaque champ, gardez votre valeur ou reprenez celle qui a été enregistrée, puis enregistrez à nouveau.',
      conflict_none: 'Ses modifications ne touchent aucun de vos champs : enregistrez à nouveau pour garder les deux.',
      keep_mine: 'Garder la mienne',
      take_theirs: 'Reprendre la sienne',
      save_again: 'Enregistrer à nouveau',
      translation_source: '%{field} en anglais',
      minor_change: 'Modification mineure (les traductions restent à jour)',
      translation_state: {
        missing: '%{language} : %{field} manquante',
        outdated: '%{language} : %{field} obsolète',
        current: '%{language} : %{field} à jour',
      },
      translation_was: 'Anglais lors de la dernière traduction',
      translation_now: 'Anglais maintenant',
      translation_was_unknown:
        "Le texte anglais d'après lequel elle a été traduite n'est pas connu : comparez avec la traduction.",
      published_switch:
        'L\u2019enregistrement modifie du texte anglais : le site affichera cette fiche en anglais, et non plus dans ces langues : %{languages}, jusqu\u2019à la mise à jour des traductions. Simple correction (une coquille) ? Enregistrez-la comme modification mineure.',
      mark_minor: 'Modification mineure',
      published_switch_minor:
        'Modification mineure : les traductions restent à jour et le site continue d\u2019afficher cette fiche dans ces langues : %{languages}.',
    },
  },
};
