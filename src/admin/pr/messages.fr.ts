import type { Translation } from '../i18n/define';
import type { prMessages } from './messages';

export const prMessagesFr: Translation<typeof prMessages> = {
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
