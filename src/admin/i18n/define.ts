export type { Translation } from '@/domain/translation';

/*
 * An area's texts are two files next to its screens, found by name (i18n/en.ts, de.ts and fr.ts glob for them;
 * there is no list to add to): `messages.ts` holds English as its one export (`export const xMessages = {…}`),
 * `messages.translations.ts` holds `export const de: Translation<typeof xMessages> = {…}` and `fr`, so German and
 * French must have exactly English's keys. A folder with several sets names them `<name>Messages.ts` and
 * `<name>Messages.translations.ts`. The resources' names, field labels and enum choices are not here but in
 * src/domain/labels, which the API reads too.
 */
