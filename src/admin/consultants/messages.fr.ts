import type { Translation } from '../i18n/define';
import type { consultantMessages } from './messages';

export const consultantMessagesFr: Translation<typeof consultantMessages> = {
  vp: { menu: { consultants: 'Conseil en immigration' } },
};
