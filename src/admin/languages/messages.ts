/**
 * The language consultants' menu group (`vp.menu.languages`). Language schools are labelled with the
 * organisations (../partners/messages.ts), their staff, service locations and offers with the consultants.
 */
export const languageMessages = { vp: { menu: { languages: 'Language consultants' } } };
