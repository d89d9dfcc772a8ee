import type { Translation } from '@/domain/translation';
import type { prMessages } from './messages';

export const de: Translation<typeof prMessages> = {
  vp: {
    tabs: {
      summary: 'Übersicht',
      eligibility: 'Voraussetzungen',
      points: 'Punkte',
      costs: 'Kosten und Bearbeitungszeit',
    },
    menu: {
      pr: 'PR-Weg',
    },
  },
};

export const fr: Translation<typeof prMessages> = {
  vp: {
    tabs: {
      summary: 'Aperçu',
      eligibility: 'Éligibilité',
      points: 'Points',
      costs: 'Coûts et délais',
    },
    menu: {
      pr: 'Parcours RP',
    },
  },
};
