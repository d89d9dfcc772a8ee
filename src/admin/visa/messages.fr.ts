import type { Translation } from '../i18n/define';
import type { visaMessages } from './messages';

export const visaMessagesFr: Translation<typeof visaMessages> = {
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
