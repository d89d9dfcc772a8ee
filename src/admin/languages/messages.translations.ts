import type { Translation } from '@/domain/translation';
import type { languageMessages } from './messages';

export const de: Translation<typeof languageMessages> = {
  vp: { menu: { languages: 'Sprachberatung' } },
};

export const fr: Translation<typeof languageMessages> = {
  vp: { menu: { languages: 'Conseil linguistique' } },
};
