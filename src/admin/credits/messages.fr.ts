import type { Translation } from '../i18n/define';
import type { creditMessages } from './messages';

export const creditMessagesFr: Translation<typeof creditMessages> = {
  vp: {
    menu: { credits: 'Crédits' },
  },
};
