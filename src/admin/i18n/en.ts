import { mergeTranslations, type TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { domainEn } from '@/domain/messages/en';
import { labelsEn } from '@/domain/labels/en';

/** Every area's English messages, found by file name (see define.ts): each file's one export. */
const areas = Object.values(
  import.meta.glob<Record<string, object>>(['../**/messages.ts', '../**/*Messages.ts'], { eager: true }),
).flatMap((module) => Object.values(module));

/**
 * English: bundled with the sign-in page, and the fallback of every other language: react-admin's texts, then the
 * domain's, the resources' labels and every area's.
 */
export const catalog: TranslationMessages = mergeTranslations(englishMessages, domainEn, labelsEn, ...areas);
