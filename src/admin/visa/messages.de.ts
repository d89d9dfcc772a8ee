import type { Translation } from '../i18n/define';
import type { visaMessages } from './messages';

export const visaMessagesDe: Translation<typeof visaMessages> = {
  vp: {
    tabs: {
      summary: 'Übersicht',
      eligibility: 'Voraussetzungen',
      conditions: 'Bedingungen und Gebühren',
    },
    menu: {
      visa: 'Visa',
      check_visa: 'Mein Visum prüfen',
      check_my_visa: 'Visumpflicht nachschlagen',
      import_requirements: 'Einreisebestimmungen importieren',
    },
  },
};
