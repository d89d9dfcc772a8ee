import type { Translation } from '../i18n/define';
import type { partnerMessages } from './messages';

export const partnerMessagesFr: Translation<typeof partnerMessages> = {
  vp: {
    tabs: { profile: 'Profil', contact: 'Contact', listing: 'Fiche' },
  },
};
