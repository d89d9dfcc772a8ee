import { mergeTranslations, type TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { domainEn } from '@/domain/messages/en';
import { labelsEn } from '@/domain/labels/en';

/*
 * An area's texts are two files next to its screens, found by name (i18n/en.ts, de.ts and fr.ts glob for them;
 * there is no list to add to): `messages.ts` holds English as its one export (`export const xMessages = {…}`),
 * `messages.translations.ts` holds `export const de: Translation<typeof xMessages> = {…}` and `fr`, so German and
 * French must have exactly English's keys. A folder with several sets names them `<name>Messages.ts` and
 * `<name>Messages.translations.ts`. The resources' names, field labels and enum choices are not here but in
 * src/domain/labels, which the API reads too.
 */

/** Every area's English messages, found by file name: each file's one export. */
const areas = Object.values(
  import.meta.glob<Record<string, object>>(['../**/messages.ts', '../**/*Messages.ts'], { eager: true }),
).flatMap((module) => Object.values(module));

/**
 * English: bundled with the sign-in page, and the fallback of every other language: react-admin's texts, then the
 * domain's, the resources' labels and every area's.
 */
export const catalog: TranslationMessages = mergeTranslations(englishMessages, domainEn, labelsEn, ...areas);
