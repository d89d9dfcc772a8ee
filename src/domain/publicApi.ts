import { DEFAULT_LOCALE, LOCALES, TRANSLATION_LOCALES, type Locale } from './locales';
import { PROOF_FIELDS } from './proof';
import type { Fields, ResourceDef } from './resourceDef';
import { translationField } from './translations';

/**
 * The public read API the website reads (`/api/public/v1/<resource>`, no token): the resources whose definition
 * names public fields, only their published records, only those fields (a fact's proof with it), each text in the
 * reader's language where that language is published for the record, else in English and said so.
 */
export const PUBLIC_API_BASE = '/api/public/v1';

export const isPublic = (def: ResourceDef) => !!def.public?.fields.length;

/** The proof a public fact is served with: its source and when it last changed and was verified. */
const PUBLIC_PROOF = [
  'source_url',
  'source_name',
  'changed_at',
  'verified_at',
] as const satisfies readonly (keyof typeof PROOF_FIELDS)[];

/** The fields a public record holds: the definition's public fields, and for facts their proof. */
export function publicFieldNames(def: ResourceDef): string[] {
  const own = [...(def.public?.fields ?? [])];
  return def.proof ? [...own, ...PUBLIC_PROOF.filter((name) => def.fields[name] && !own.includes(name))] : own;
}

/**
 * The definition as the public API reads it: its public fields only, so that a filter, a sort or a search on any
 * other is refused as unknown; a translated field's translations are searched with it.
 */
export function publicDefinition(def: ResourceDef): ResourceDef {
  const fields: Fields = {};
  for (const name of publicFieldNames(def)) {
    fields[name] = def.fields[name];
    if (!def.fields[name].translatable) continue;
    for (const locale of TRANSLATION_LOCALES) {
      const translation = def.fields[translationField(name, locale)];
      if (translation?.search) fields[translationField(name, locale)] = { kind: translation.kind, search: true };
    }
  }
  const sortable = (name: string) => name === 'id' || !!fields[name]?.sort;
  return {
    ...def,
    fields,
    defaultSort: sortable(def.defaultSort[0]) ? def.defaultSort : ['id', 'ASC'],
  };
}

/** The language a reader asks for: `?locale=` when it names one of ours, else Accept-Language's (`fromHeader`). */
export const requestedLocale = (query: string | undefined, fromHeader: Locale): Locale =>
  query === undefined
    ? fromHeader
    : (LOCALES.find((locale) => query.trim().toLowerCase().startsWith(locale)) ?? DEFAULT_LOCALE);
