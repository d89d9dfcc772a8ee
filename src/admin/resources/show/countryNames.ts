import { useEffect, useReducer } from 'react';
import { useLocaleState } from 'react-admin';
import en from 'i18n-iso-countries/langs/en.json';
import { storedLocale } from '../../i18n/provider';

/** A language's country names by ISO 3166-1 alpha-2 code: one name, or the official one first. */
type Names = Record<string, string | readonly string[]>;

// English names come with the console; German and French ones are fetched when that language is first shown.
// Only the data of i18n-iso-countries: its code would keep every language in one registry for the whole page.
const names: Record<string, Names> = { en: en.countries };
const loaders: Record<string, () => Promise<{ default: { countries: Names } }>> = {
  de: () => import('i18n-iso-countries/langs/de.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
};
const loading = new Map<string, Promise<void>>();

const namesReady = (locale: string) => !loaders[locale] || locale in names;

/** Fetches a UI language's country names (once); resolves at once for English. */
export function loadCountryNames(locale: string): Promise<void> {
  if (namesReady(locale)) return Promise.resolve();
  let load = loading.get(locale);
  if (!load) {
    load = loaders[locale]().then(
      (data) => void (names[locale] = data.default.countries),
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, load);
  }
  return load;
}

// The stored language's names start loading with the console's code, before its first list asks for them.
void loadCountryNames(storedLocale()).catch(() => undefined);

/**
 * The name of an ISO 3166-1 alpha-2 country in a UI language (the name the seeded countries table gives it), or
 * the code itself when it is no known country. Until a language's names have arrived (see useCountryNames), its
 * English name.
 */
export function countryName(code: string, locale: string): string {
  const upper = code.toUpperCase();
  const name = names[locale]?.[upper] ?? names.en[upper];
  return (typeof name === 'string' ? name : name?.[0]) ?? code;
}

/** The UI language, once its country names are loaded; a component calling it renders again when they arrive. */
export function useCountryNames(): string {
  const [locale] = useLocaleState();
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const ready = namesReady(locale);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void loadCountryNames(locale).then(
      () => mounted && arrived(),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [locale, ready]);
  return locale;
}
