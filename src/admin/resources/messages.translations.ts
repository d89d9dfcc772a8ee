import type { Translation } from '@/domain/translation';
import type { resourceMessages } from './messages';

export const de: Translation<typeof resourceMessages> = {
  vp: {
    tabs: {
      main: 'Allgemein',
      proof: 'Quelle und Prüfung',
      translation_de: 'Deutsch',
      translation_fr: 'Französisch',
    },
    translated: {
      fallback: 'Noch nicht übersetzt: auf Englisch angezeigt',
    },
    proof: {
      confirm: 'Unverändert bestätigen',
      confirm_title: 'Bestätigen, dass diese Angaben noch stimmen?',
      confirm_one:
        'Sie haben die Quelle geprüft: Die Angaben von „%{name}“ sind unverändert. Sie gelten ab heute als geprüft und sind in %{days} Tagen wieder zur Prüfung fällig.',
      confirm_many:
        'Sie haben die Quellen geprüft: Die Angaben der %{smart_count} ausgewählten Einträge sind unverändert. Sie gelten ab heute als geprüft und sind in %{days} Tagen wieder zur Prüfung fällig.',
      confirmed: 'Heute geprüft |||| %{smart_count} Einträge heute geprüft',
    },
    list: {
      from: '%{field} ab',
      to: '%{field} bis',
      actions: 'Aktionen',
    },
    menu: {
      universities: 'Hochschulen',
    },
  },
};

export const fr: Translation<typeof resourceMessages> = {
  vp: {
    tabs: {
      main: 'Général',
      proof: 'Source et vérification',
      translation_de: 'Allemand',
      translation_fr: 'Français',
    },
    translated: {
      fallback: 'Pas encore traduit : affiché en anglais',
    },
    proof: {
      confirm: 'Confirmer sans changement',
      confirm_title: 'Confirmer que ces informations sont toujours exactes ?',
      confirm_one:
        'Vous avez consulté la source : les informations de « %{name} » sont inchangées. Elles sont marquées vérifiées aujourd’hui et seront à revoir dans %{days} jours.',
      confirm_many:
        'Vous avez consulté les sources : les informations des %{smart_count} enregistrements sélectionnés sont inchangées. Elles sont marquées vérifiées aujourd’hui et seront à revoir dans %{days} jours.',
      confirmed: 'Vérifié aujourd’hui |||| %{smart_count} enregistrements vérifiés aujourd’hui',
    },
    list: {
      from: '%{field} à partir de',
      to: "%{field} jusqu'à",
      actions: 'Actions',
    },
    menu: {
      universities: 'Universités',
    },
  },
};
