import type { Translation } from '@/admin/i18n/define';
import type { languageMessages } from './messages';

export const de: Translation<typeof languageMessages> = {
  vp: { menu: { languages: 'Sprachberatung' } },
};

export const fr: Translation<typeof languageMessages> = {
  vp: { menu: { languages: 'Conseil linguistique' } },
};
