import isoCountries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';

// Only the UI languages' names: the package's own entry point would bundle every language it knows.
isoCountries.registerLocale(en);
isoCountries.registerLocale(de);
isoCountries.registerLocale(fr);

/**
 * The name of an ISO 3166-1 alpha-2 country in a UI language (the name the seeded countries table gives it), or
 * the code itself when it is no known country.
 */
export function countryName(code: string, locale: string): string {
  const upper = code.toUpperCase();
  return isoCountries.getName(upper, locale) ?? isoCountries.getName(upper, 'en') ?? code;
}
