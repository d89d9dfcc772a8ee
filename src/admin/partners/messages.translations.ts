import type { Translation } from '@/domain/translation';
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
