import isoCountries from 'i18n-iso-countries';
import deCountries from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import enCountries from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import frCountries from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import { labelOf as lookup } from '@/domain/labels';
import { LOCALES, type Locale } from '@/domain/messages';
import type { FieldDef, ResourceDef } from '@/domain/resourceDef';
import { translationLabel } from '@/domain/translations';

/*
 * The names people see for a resource's fields and enum values come from the domain's labels (src/domain/labels),
 * which the console's catalogues merge too, so an export's headers and an import's matching use the screens' words.
 */

const COMMON_FIELDS: Record<string, string> = {
  created_at: 'vp.system.created_at',
  updated_at: 'vp.system.updated_at',
};

/** A field's (or created_at / updated_at's) label in a language; its key when none is written. */
export function fieldLabel(def: ResourceDef, field: string, locale: Locale): string {
  const generated = translationLabel(def, field, (key) => lookup(locale, key) ?? lookup('en', key));
  if (generated) return generated;
  return (
    lookup(locale, `resources.${def.name}.fields.${field}`) ??
    (COMMON_FIELDS[field] && lookup(locale, COMMON_FIELDS[field])) ??
    lookup('en', `resources.${def.name}.fields.${field}`) ??
    field
  );
}

/** An enum value's label in a language (a currency by its name, an icon by its key); the code when none is written. */
export function choiceLabel(name: string, field: FieldDef, value: string, locale: Locale): string {
  if (field.picker === 'currency') return new Intl.DisplayNames([locale], { type: 'currency' }).of(value) ?? value;
  if (field.picker === 'icon') return value;
  return lookup(locale, `vp.choices.${field.choicesKey ?? name}.${value}`) ?? value;
}

/** Every name a field goes by: its key, its label in each language and its aliases (an import matches headers with these). */
export function fieldAliases(def: ResourceDef, field: string): string[] {
  const own = def.fields[field]?.aliases ?? [];
  return [...new Set([field, ...LOCALES.map((locale) => fieldLabel(def, field, locale)), ...own])];
}

/** Every name an enum value goes by: its code and its label in each language. */
export function choiceAliases(name: string, field: FieldDef, value: string): string[] {
  return [...new Set([value, ...LOCALES.map((locale) => choiceLabel(name, field, value, locale))])];
}

/** Yes / No in a language (react-admin's own words, as the screens show a flag). */
export const booleanLabel = (value: boolean, locale: Locale): string =>
  lookup(locale, `ra.boolean.${String(value)}`) ?? String(value);

isoCountries.registerLocale(enCountries);
isoCountries.registerLocale(deCountries);
isoCountries.registerLocale(frCountries);

/** Every ISO 3166-1 alpha-2 code with the country's name in a language (the names the screens show). */
export const countryNames = (locale: Locale): Record<string, string> =>
  isoCountries.getNames(locale, { select: 'official' });
