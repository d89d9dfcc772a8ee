import type { Translation } from '@/domain/translation';
import type { visaMessages } from './messages';

export const de: Translation<typeof visaMessages> = {
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

export const fr: Translation<typeof visaMessages> = {
  vp: {
    tabs: {
      summary: 'Aperçu',
      eligibility: 'Éligibilité',
      conditions: 'Conditions et frais',
    },
    menu: {
      visa: 'Visas',
      check_visa: 'Vérifier mon visa',
      check_my_visa: 'Consulter les exigences',
      import_requirements: 'Importer les exigences',
    },
  },
};
