import type { Translation } from '../i18n/define';
import type { creditMessages } from './messages';

export const creditMessagesDe: Translation<typeof creditMessages> = {
  vp: {
    menu: { credits: 'Kredite' },
  },
};
