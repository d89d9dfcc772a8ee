import { mergeTranslations, type TranslationMessages } from 'ra-core';
import { domainDe } from '@/domain/messages/de';
import { labelsDe } from '@/domain/labels/de';
import { raGerman } from './raGerman';

/** Every area's German messages: the `de` export of each translations file (see en.ts). */
const areas = Object.values(
  import.meta.glob<object>(['../**/messages.translations.ts', '../**/*Messages.translations.ts'], {
    eager: true,
    import: 'de',
  }),
);

/** German, loaded on demand (a chunk of its own): react-admin's texts, the domain's, the resources' labels, every area's. */
export const catalog: TranslationMessages = mergeTranslations(raGerman, domainDe, labelsDe, ...areas);
