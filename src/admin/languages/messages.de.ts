import type { Translation } from '../i18n/define';
import type { languageMessages } from './messages';

export const languageMessagesDe: Translation<typeof languageMessages> = {
  vp: { menu: { languages: 'Sprachberatung' } },
};
