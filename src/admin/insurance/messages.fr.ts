import type { Translation } from '../i18n/define';
import type { insuranceMessages } from './messages';

export const insuranceMessagesFr: Translation<typeof insuranceMessages> = {
  vp: {
    menu: {
      insurance: 'Assurances',
    },
  },
};
