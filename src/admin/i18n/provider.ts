import { useEffect, useState } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { TRANSLATION_LOCALES } from '@/domain/locales';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/messages';
import { setRequestLocale } from '@/admin/providers/http';
import { catalog as english } from './en';

/** The chosen language is kept in localStorage under i18nextLng. */
const LOCALE_KEY = 'i18nextLng';

function storedLocale(): Locale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY);
  const short = value?.slice(0, 2);
  return isLocale(short) ? short : DEFAULT_LOCALE;
}

/** English ships with the sign-in page; German and French are chunks of their own, fetched when first needed. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<TranslationMessages>> = {
  de: () => import('./de').then((module) => module.catalog),
  fr: () => import('./fr').then((module) => module.catalog),
};
const loaded: Partial<Record<Locale, TranslationMessages>> = { en: english };
const loading: Partial<Record<Locale, Promise<TranslationMessages>>> = {};

function loadCatalog(locale: Locale): Promise<TranslationMessages> {
  if (locale === 'en') return Promise.resolve(english);
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  return (loading[locale] ??= loaders[locale]().then(
    (catalog) => (loaded[locale] = catalog),
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  ));
}

/** A message of a loaded catalogue by its dotted key, if written. */
function written(locale: string, key: string): string | undefined {
  let node: unknown = isLocale(locale) ? loaded[locale] : undefined;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const TRANSLATION_KEY = new RegExp(`^resources\\.([^.]+)\\.fields\\.(.+)_(${TRANSLATION_LOCALES.join('|')})$`);
const FIELD_STATE_KEY = new RegExp(
  `^resources\\.([^.]+)\\.fields\\.(.+)_(${TRANSLATION_LOCALES.join('|')})_(status|source)$`,
);
const PUBLISH_ANYWAY_KEY = new RegExp(
  `^resources\\.[^.]+\\.fields\\.publish_(${TRANSLATION_LOCALES.join('|')})_anyway$`,
);

/**
 * The label of a field's translation (`resources.faqs.fields.answer_de`: "Answer (German)"), of its status
 * (`…fields.answer_de_status`) or of the English text it translates (`…fields.answer_de_source`), of a language's
 * translation status (`…fields.translation_de`) or of its publishing override (`…fields.publish_de_anyway`), made
 * from the source field's label and the language's name:
 * the definitions add these fields (src/domain/translations.ts), the catalogues need not list them.
 */
function translationFieldLabel(locale: string, key: string): string | undefined {
  const anyway = PUBLISH_ANYWAY_KEY.exec(key);
  if (anyway && !written(locale, key)) {
    const name = written(locale, `vp.choices.locale.${anyway[1]}`) ?? anyway[1];
    return written(locale, 'vp.translation.publish_anyway')?.replace('%{language}', name);
  }
  const state = FIELD_STATE_KEY.exec(key);
  if (state && !written(locale, key)) {
    const [, resource, field, language, role] = state;
    const source = written(locale, `resources.${resource}.fields.${field}`);
    if (source) {
      const name = written(locale, `vp.choices.locale.${language}`) ?? language;
      return written(locale, `vp.translation.field_${role}`)?.replace('%{language}', name).replace('%{field}', source);
    }
  }
  const match = TRANSLATION_KEY.exec(key);
  if (!match || written(locale, key)) return undefined;
  const [, resource, field, language] = match;
  const name = written(locale, `vp.choices.locale.${language}`) ?? language;
  const source = written(locale, `resources.${resource}.fields.${field}`);
  const template = field === 'translation' ? 'vp.translation.status' : source ? 'vp.translation.field' : undefined;
  return (
    template &&
    written(locale, template)
      ?.replace('%{language}', name)
      .replace('%{field}', source ?? '')
  );
}

function applyLocale(locale: Locale) {
  setRequestLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** An i18n provider starting in the stored language if its catalogue is loaded already, else in English. */
export function createI18nProvider(): I18nProvider {
  const stored = storedLocale();
  const initial = loaded[stored] ? stored : DEFAULT_LOCALE;
  applyLocale(initial);
  const provider = polyglotI18nProvider(
    (locale) => (isLocale(locale) ? (loaded[locale] ?? loadCatalog(locale)) : english),
    initial,
    [
      { locale: 'en', name: 'English' },
      { locale: 'de', name: 'Deutsch' },
      { locale: 'fr', name: 'Français' },
    ],
    { allowMissing: true },
  );
  return {
    ...provider,
    translate: (key: string, options?: unknown) =>
      translationFieldLabel(provider.getLocale(), key) ?? provider.translate(key, options),
    async changeLocale(locale: string, options?: unknown) {
      await provider.changeLocale(locale, options);
      if (isLocale(locale)) {
        localStorage.setItem(LOCALE_KEY, locale);
        applyLocale(locale);
      }
    },
  };
}

let appProvider: I18nProvider | null = null;
let appProviderLoading: Promise<I18nProvider> | null = null;

/**
 * The app's one i18n provider, created once the stored language's catalogue is loaded, so a German user never sees
 * English first: at once for English, null until German or French has arrived (the hook then re-renders).
 */
export function useAppI18nProvider(): I18nProvider | null {
  const [provider, setProvider] = useState(
    () => appProvider ?? (loaded[storedLocale()] ? (appProvider = createI18nProvider()) : null),
  );
  useEffect(() => {
    if (provider) return;
    let mounted = true;
    appProviderLoading ??= loadCatalog(storedLocale())
      .catch(() => undefined)
      .then(() => (appProvider = createI18nProvider()));
    void appProviderLoading.then((created) => mounted && setProvider(created));
    return () => {
      mounted = false;
    };
  }, [provider]);
  return provider;
}
