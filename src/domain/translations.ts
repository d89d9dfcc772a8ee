import { TRANSLATION_LOCALES, type TranslationLocale } from './locales';
import type { FieldDef, Fields, ResourceDef } from './resourceDef';

/**
 * Translated content. A definition marks the fields written for the public `translatable` and wraps its fields in
 * withTranslations: each such field then has a sibling per other language (`answer_de`, `answer_fr`) holding its
 * translation, and the record a status per language (`translation_de`): missing (a source text has no
 * translation), outdated (a source text changed after the translation was last saved), or current. The server
 * keeps the statuses; nobody types them. A save marked as a minor change leaves them as they were.
 */

const TRANSLATION_STATES = ['missing', 'outdated', 'current'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** The form tab of a language's translations. */
const translationTab = (locale: TranslationLocale) => `translation_${locale}`;
export const translationField = (field: string, locale: TranslationLocale) => `${field}_${locale}`;
export const translationStatusField = (locale: TranslationLocale) => `translation_${locale}`;

type TranslatableKeys<F extends Fields> = {
  [K in keyof F & string]: F[K] extends { translatable: true } ? K : never;
}[keyof F & string];

/** What a translation keeps of its source field: its kind and its limits, never a rule that needs a value. */
type Translation<F extends FieldDef> = Omit<
  F,
  'translatable' | 'required' | 'unique' | 'default' | 'list' | 'sort' | 'filter' | 'gridEditable' | 'bulkEditable'
> & { translationOf: { field: string; locale: TranslationLocale } };

type StatusField = {
  kind: 'enum';
  choices: typeof TRANSLATION_STATES;
  choicesKey: 'translation_state';
  derived: true;
  filter: true;
  sort: true;
};

export type TranslationFields<F extends Fields> = {
  [K in TranslatableKeys<F> as `${K}_${TranslationLocale}`]: Translation<F[K]>;
} & { [L in TranslationLocale as `translation_${L}`]: StatusField };

const STATUS: StatusField = {
  kind: 'enum',
  choices: TRANSLATION_STATES,
  choicesKey: 'translation_state',
  derived: true,
  filter: true,
  sort: true,
};

/** The fields of a definition with translatable fields: its own, each language's translations, their statuses. */
export function withTranslations<const F extends Fields>(fields: F): F & TranslationFields<F> {
  const added: Fields = {};
  for (const locale of TRANSLATION_LOCALES) {
    for (const [name, field] of Object.entries(fields)) {
      if (!field.translatable) continue;
      const { kind, min, max, search, example } = field;
      added[translationField(name, locale)] = {
        kind,
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
        ...(search ? { search } : {}),
        ...(example === undefined ? {} : { example }),
        tab: translationTab(locale),
        translationOf: { field: name, locale },
      };
    }
    added[translationStatusField(locale)] = { ...STATUS, tab: translationTab(locale) };
  }
  return { ...fields, ...added } as F & TranslationFields<F>;
}

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/%\{(\w+)\}/g, (match, name: string) => params[name] ?? match);

/**
 * The label of a translation (`Answer (German)`) or of a language's status (`Translation (German)`), from the
 * source field's label and the language's name in the catalogue `label` reads; undefined for other fields.
 */
export function translationLabel(
  def: Pick<ResourceDef, 'name' | 'fields'>,
  field: string,
  label: (key: string) => string | undefined,
): string | undefined {
  const of = def.fields[field]?.translationOf;
  const status = TRANSLATION_LOCALES.find((locale) => translationStatusField(locale) === field);
  const locale = of?.locale ?? (def.fields[field]?.derived ? status : undefined);
  if (!locale) return undefined;
  const language = label(`vp.choices.locale.${locale}`) ?? locale;
  if (!of) return fill(label('vp.translation.status') ?? '%{language}', { language });
  const source = label(`resources.${def.name}.fields.${of.field}`) ?? of.field;
  return fill(label('vp.translation.field') ?? '%{field} (%{language})', { field: source, language });
}

/** The source fields a definition translates. */
export const translatableFields = (def: Pick<ResourceDef, 'fields'>): string[] =>
  Object.entries(def.fields)
    .filter(([, field]) => field.translatable)
    .map(([name]) => name);

export const isTranslated = (def: Pick<ResourceDef, 'fields'>) => translatableFields(def).length > 0;

const blank = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The translation statuses a write stores. A language is missing while a source text has no translation in it;
 * otherwise current when the save changed one of its translations (or created the record), outdated when the save
 * changed a source text, and as it was when neither changed. `minor`: the source's change does not outdate the
 * translations (a typo fixed).
 */
export function translationStamp(
  def: Pick<ResourceDef, 'fields'>,
  record: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  minor = false,
): Record<string, TranslationState> {
  const sources = translatableFields(def);
  if (!sources.length) return {};
  const value = (name: string) => (record[name] === undefined ? existing?.[name] : record[name]);
  const changed = (name: string) => !existing || !same(value(name), existing[name]);
  const sourceChanged = !minor && sources.some(changed);
  const stamp: Record<string, TranslationState> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const own = sources.map((name) => translationField(name, locale));
    const status = translationStatusField(locale);
    const stored = existing?.[status] as TranslationState | undefined;
    if (sources.some((name, i) => !blank(value(name)) && blank(value(own[i])))) stamp[status] = 'missing';
    else if (own.some(changed)) stamp[status] = 'current';
    else if (sourceChanged) stamp[status] = 'outdated';
    else stamp[status] = stored === 'missing' || !stored ? 'current' : stored;
  }
  return stamp;
}
