import { useEffect, useReducer } from 'react';
import { useLocaleState } from 'react-admin';

/** A language's country names by ISO 3166-1 alpha-2 code: one name, or the official one first. */
type Names = Record<string, string | readonly string[]>;

// A language's names are fetched when a screen first shows a country in it (a list or record page with a country
// field starts it with its data: useCountryNamesFor). Only the data of i18n-iso-countries: its code would keep every
// language in one registry for the whole page.
const names: Record<string, Names> = {};
const loaders: Record<string, () => Promise<{ default: { countries: Names } }>> = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  de: () => import('i18n-iso-countries/langs/de.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
};
const loading = new Map<string, Promise<void>>();

const namesReady = (locale: string) => !loaders[locale] || locale in names;

/** Fetches a UI language's country names (once). */
function loadCountryNames(locale: string): Promise<void> {
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

/**
 * The name of an ISO 3166-1 alpha-2 country in a UI language (the name the seeded countries table gives it), or
 * the code itself when it is no known country. Until a language's names have arrived (see useCountryNames), its
 * English name if those have, else the code.
 */
export function countryName(code: string, locale: string): string {
  const upper = code.toUpperCase();
  const name = names[locale]?.[upper] ?? names.en?.[upper];
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

/** Starts fetching the UI language's country names as a screen showing `fields` opens, if one is a country. */
export function useCountryNamesFor(fields: Record<string, { country?: true }>) {
  const [locale] = useLocaleState();
  const shows = Object.values(fields).some((field) => field.country);
  useEffect(() => {
    if (shows) void loadCountryNames(locale).catch(() => undefined);
  }, [shows, locale]);
}
