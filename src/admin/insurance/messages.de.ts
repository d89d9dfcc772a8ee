import type { Translation } from '../i18n/define';
import type { insuranceMessages } from './messages';

export const insuranceMessagesDe: Translation<typeof insuranceMessages> = {
  vp: {
    menu: {
      insurance: 'Versicherungen',
    },
  },
};
