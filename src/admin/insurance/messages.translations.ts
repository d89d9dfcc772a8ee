import type { Translation } from '@/domain/translation';
import type { insuranceMessages } from './messages';

export const de: Translation<typeof insuranceMessages> = {
  vp: {
    menu: {
      insurance: 'Versicherungen',
    },
  },
};

export const fr: Translation<typeof insuranceMessages> = {
  vp: {
    menu: {
      insurance: 'Assurances',
    },
  },
};
