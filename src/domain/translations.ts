import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type Locale, type TranslationLocale } from './locales';
import type { FieldDef, Fields, ListViewDef, ResourceDef } from './resourceDef';

/**
 * Translated content. A definition marks the fields written for the public `translatable` and wraps its fields in
 * withTranslations: each such field then has a sibling per other language (`answer_de`, `answer_fr`) holding its
 * translation, and the record a status per language (`translation_de`): missing (a source text has no
 * translation), outdated (a source text changed after the translation was last saved), or current. The server
 * keeps the statuses; nobody types them. A save marked as a minor change leaves them as they were.
 *
 * A language is published only while it is current, unless an admin publishes it anyway (`publish_de_anyway`):
 * the website then reads the outdated text, or the source where a translation is missing, until the language is
 * current again (which clears the override, so the next outdating needs a new decision).
 */

const TRANSLATION_STATES = ['missing', 'outdated', 'current'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** The form tab of a language's translations. */
const translationTab = (locale: TranslationLocale) => `translation_${locale}`;
export const translationField = (field: string, locale: TranslationLocale) => `${field}_${locale}`;
export const translationStatusField = (locale: TranslationLocale) => `translation_${locale}`;
export const publishAnywayField = (locale: TranslationLocale) => `publish_${locale}_anyway`;

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

type PublishAnywayField = { kind: 'boolean'; adminOnly: true; default: false; filter: true };

export type TranslationFields<F extends Fields> = {
  [K in TranslatableKeys<F> as `${K}_${TranslationLocale}`]: Translation<F[K]>;
} & { [L in TranslationLocale as `translation_${L}`]: StatusField } & {
  [L in TranslationLocale as `publish_${L}_anyway`]: PublishAnywayField;
};

const STATUS: StatusField = {
  kind: 'enum',
  choices: TRANSLATION_STATES,
  choicesKey: 'translation_state',
  derived: true,
  filter: true,
  sort: true,
};

const PUBLISH_ANYWAY: PublishAnywayField = { kind: 'boolean', adminOnly: true, default: false, filter: true };

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
    added[publishAnywayField(locale)] = { ...PUBLISH_ANYWAY, tab: translationTab(locale) };
  }
  return { ...fields, ...added } as F & TranslationFields<F>;
}

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/%\{(\w+)\}/g, (match, name: string) => params[name] ?? match);

/** The language a field of a translated record belongs to: a translation, a status or a publishing override. */
export function translationLocaleOf(
  def: Pick<ResourceDef, 'fields'>,
  field: string,
): { locale: TranslationLocale; role: 'translation' | 'status' | 'publish_anyway' } | undefined {
  const of = def.fields[field]?.translationOf;
  if (of) return { locale: of.locale, role: 'translation' };
  if (!def.fields[field]) return undefined;
  for (const locale of TRANSLATION_LOCALES) {
    if (field === translationStatusField(locale) && def.fields[field].derived) return { locale, role: 'status' };
    if (field === publishAnywayField(locale)) return { locale, role: 'publish_anyway' };
  }
  return undefined;
}

/**
 * The label of a translation (`Answer (German)`), of a language's status (`Translation (German)`) or of its
 * publishing override, from the source field's label and the language's name in the catalogue `label` reads;
 * undefined for other fields.
 */
export function translationLabel(
  def: Pick<ResourceDef, 'name' | 'fields'>,
  field: string,
  label: (key: string) => string | undefined,
): string | undefined {
  const of = translationLocaleOf(def, field);
  if (!of) return undefined;
  const language = label(`vp.choices.locale.${of.locale}`) ?? of.locale;
  if (of.role !== 'translation') return fill(label(`vp.translation.${of.role}`) ?? '%{language}', { language });
  const source = def.fields[field].translationOf?.field ?? field;
  const sourceLabel = label(`resources.${def.name}.fields.${source}`) ?? source;
  return fill(label('vp.translation.field') ?? '%{field} (%{language})', { field: sourceLabel, language });
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
): Record<string, TranslationState | false> {
  const sources = translatableFields(def);
  if (!sources.length) return {};
  const value = (name: string) => (record[name] === undefined ? existing?.[name] : record[name]);
  const changed = (name: string) => !existing || !same(value(name), existing[name]);
  const sourceChanged = !minor && sources.some(changed);
  const stamp: Record<string, TranslationState | false> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const own = sources.map((name) => translationField(name, locale));
    const status = translationStatusField(locale);
    const stored = existing?.[status] as TranslationState | undefined;
    if (sources.some((name, i) => !blank(value(name)) && blank(value(own[i])))) stamp[status] = 'missing';
    else if (own.some(changed)) stamp[status] = 'current';
    else if (sourceChanged) stamp[status] = 'outdated';
    else stamp[status] = stored === 'missing' || !stored ? 'current' : stored;
    if (stamp[status] === 'current') stamp[publishAnywayField(locale)] = false;
  }
  return stamp;
}

/**
 * The languages the website may show a record in: the source's always, a translation's when it is current or an
 * admin published it anyway.
 */
export function publishedLocales(def: Pick<ResourceDef, 'fields'>, record: Record<string, unknown>): Locale[] {
  if (!isTranslated(def)) return [DEFAULT_LOCALE];
  return [
    DEFAULT_LOCALE,
    ...TRANSLATION_LOCALES.filter(
      (locale) => record[translationStatusField(locale)] === 'current' || record[publishAnywayField(locale)] === true,
    ),
  ];
}

/** The translation states an editor acts on, each a list view per language ("French outdated"). */
const VIEWED_STATES = ['outdated', 'missing'] as const satisfies readonly TranslationState[];

/** The list views of a translated resource's records whose translation into a language is outdated or missing. */
export const translationViews = (def: Pick<ResourceDef, 'fields'>): ListViewDef[] =>
  isTranslated(def)
    ? TRANSLATION_LOCALES.flatMap((locale) =>
        VIEWED_STATES.map((state) => ({
          key: `translation_${locale}_${state}`,
          filter: { [translationStatusField(locale)]: state },
        })),
      )
    : [];
