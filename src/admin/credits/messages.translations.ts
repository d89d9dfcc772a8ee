import type { Translation } from '@/domain/translation';
import type { creditMessages } from './messages';

export const de: Translation<typeof creditMessages> = {
  vp: {
    menu: { credits: 'Kredite' },
  },
};

export const fr: Translation<typeof creditMessages> = {
  vp: {
    menu: { credits: 'Crédits' },
  },
};
