import type { Translation } from '@/admin/i18n/define';
import type { partnerMessages } from './messages';

export const de: Translation<typeof partnerMessages> = {
  vp: {
    tabs: { profile: 'Profil', contact: 'Kontakt', listing: 'Eintrag' },
  },
};

export const fr: Translation<typeof partnerMessages> = {
  vp: {
    tabs: { profile: 'Profil', contact: 'Contact', listing: 'Fiche' },
  },
};
