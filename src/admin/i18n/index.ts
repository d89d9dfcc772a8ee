import type { TranslationMessages } from 'react-admin';
import type { Locale } from '@/domain/messages';
import { catalog as de } from './de';
import { catalog as en } from './en';
import { catalog as fr } from './fr';

export { createI18nProvider } from './provider';

/**
 * Every language's whole catalogue at once, for tests and tools. The app imports ./provider instead, which loads
 * German and French only when chosen.
 */
export const catalogs: Record<Locale, TranslationMessages> = { en, de, fr };
