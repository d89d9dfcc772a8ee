import type { Translation } from '../i18n/define';
import type { partnerMessages } from './messages';

export const partnerMessagesDe: Translation<typeof partnerMessages> = {
  vp: {
    tabs: { profile: 'Profil', contact: 'Kontakt', listing: 'Eintrag' },
  },
};
