import type { Translation } from '../i18n/define';
import type { languageMessages } from './messages';

export const languageMessagesFr: Translation<typeof languageMessages> = {
  vp: { menu: { languages: 'Conseil linguistique' } },
};
