import type { Translation } from '../i18n/define';
import type { prMessages } from './messages';

export const prMessagesDe: Translation<typeof prMessages> = {
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
