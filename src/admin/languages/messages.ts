import { defineMessages } from '../i18n/define';

/**
 * The language consultants' menu group (`vp.menu.languages`, SPEC §6). Language schools are labelled with the
 * organisations (../partners/messages.ts), their staff, service locations and offers with the consultants.
 */
export const languageMessages = defineMessages({
  en: { vp: { menu: { languages: 'Language consultants' } } },
  de: { vp: { menu: { languages: 'Sprachberatung' } } },
  fr: { vp: { menu: { languages: 'Conseil linguistique' } } },
});
