import { mergeTranslations, type TranslationMessages } from 'ra-core';
import { domainFr } from '@/domain/messages/fr';
import { labelsFr } from '@/domain/labels/fr';
import { raFrench } from './raFrench';

/** Every area's French messages: the `fr` export of each translations file (see en.ts). */
const areas = Object.values(
  import.meta.glob<object>(['../**/messages.translations.ts', '../**/*Messages.translations.ts'], {
    eager: true,
    import: 'fr',
  }),
);

/** French, loaded on demand (a chunk of its own): react-admin's texts, the domain's, the resources' labels, every area's. */
export const catalog: TranslationMessages = mergeTranslations(raFrench, domainFr, labelsFr, ...areas);
