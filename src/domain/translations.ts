import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type Locale, type TranslationLocale } from './locales';
import type { FieldDef, Fields, ListViewDef, ResourceDef } from './resourceDef';

/**
 * Translated content. A definition marks the fields written for the public `translatable` and wraps its fields in
 * withTranslations: each such field then has a sibling per other language (`answer_de`, `answer_fr`) holding its
 * translation, each translation a status (`answer_de_status`): missing (the source text has no translation),
 * outdated (the source text changed after the translation was last saved), or current; and the English text it
 * was last current with (`answer_de_source`), which a translator compares with today's. The record has a status
 * per language (`translation_de`), current only while each of that language's translations is (else missing
 * when one is missing, else outdated). The server keeps the statuses; nobody types them. A save marked as a minor
 * change leaves them as they were.
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
/** The status of one field's translation into `locale` (`answer_de_status`). */
export const fieldStatusField = (field: string, locale: TranslationLocale) => `${field}_${locale}_status`;
/** The English text a field's translation into `locale` was last current with (`answer_de_source`). */
export const fieldSourceField = (field: string, locale: TranslationLocale) => `${field}_${locale}_source`;

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

type FieldStatus = Omit<StatusField, 'sort'> & {
  translationStateOf: { field: string; locale: TranslationLocale; role: 'status' | 'source' };
};

/** The English text a translation was last current with: of its source's kind, kept by the server. */
type FieldSource<F extends FieldDef> = Omit<Translation<F>, 'translationOf' | 'search' | 'min'> & {
  derived: true;
  translationStateOf: { field: string; locale: TranslationLocale; role: 'status' | 'source' };
};

export type TranslationFields<F extends Fields> = {
  [K in TranslatableKeys<F> as `${K}_${TranslationLocale}`]: Translation<F[K]>;
} & { [K in TranslatableKeys<F> as `${K}_${TranslationLocale}_status`]: FieldStatus } & {
  [K in TranslatableKeys<F> as `${K}_${TranslationLocale}_source`]: FieldSource<F[K]>;
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
    for (const [name, field] of Object.entries(fields)) {
      if (!field.translatable) continue;
      const { sort: _sort, ...status } = STATUS;
      added[fieldStatusField(name, locale)] = {
        ...status,
        tab: translationTab(locale),
        translationStateOf: { field: name, locale, role: 'status' },
      };
      added[fieldSourceField(name, locale)] = {
        kind: field.kind,
        ...(field.max === undefined ? {} : { max: field.max }),
        derived: true,
        tab: translationTab(locale),
        translationStateOf: { field: name, locale, role: 'source' },
      };
    }
    added[translationStatusField(locale)] = { ...STATUS, tab: translationTab(locale) };
    added[publishAnywayField(locale)] = { ...PUBLISH_ANYWAY, tab: translationTab(locale) };
  }
  return { ...fields, ...added } as F & TranslationFields<F>;
}

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/%\{(\w+)\}/g, (match, name: string) => params[name] ?? match);

/**
 * What a field of a translated record is to its language: a translation, a translation's status or the English
 * text it was last current with, the language's status, or its publishing override.
 */
type TranslationRole = 'translation' | 'field_status' | 'field_source' | 'status' | 'publish_anyway';

/** The language a field of a translated record belongs to: a translation, a status or a publishing override. */
export function translationLocaleOf(
  def: Pick<ResourceDef, 'fields'>,
  field: string,
): { locale: TranslationLocale; role: TranslationRole } | undefined {
  const of = def.fields[field]?.translationOf;
  if (of) return { locale: of.locale, role: 'translation' };
  const state = def.fields[field]?.translationStateOf;
  if (state) return { locale: state.locale, role: state.role === 'status' ? 'field_status' : 'field_source' };
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
  if (of.role === 'status' || of.role === 'publish_anyway')
    return fill(label(`vp.translation.${of.role}`) ?? '%{language}', { language });
  const { fields } = def;
  const source = fields[field].translationOf?.field ?? fields[field].translationStateOf?.field ?? field;
  const sourceLabel = label(`resources.${def.name}.fields.${source}`) ?? source;
  const template = of.role === 'translation' ? 'field' : of.role;
  return fill(label(`vp.translation.${template}`) ?? '%{field} (%{language})', { field: sourceLabel, language });
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
 * The translation statuses a write stores, per translated field and language: missing while the source text has
 * no translation; otherwise current when the save changed the translation (or created the record), outdated when
 * it changed the source text, and as it was when neither changed. With each, the English text the translation is
 * current with (kept while it is outdated, none while it is missing). A language's status follows its fields':
 * missing when one is, else outdated when one is, else current (which clears its publishing override). `minor`:
 * the source's change does not outdate the translations (a typo fixed). Every write takes its statuses from here:
 * a form's, an API client's, a bulk edit's, an import's, a restore's and a draft's publication.
 */
export function translationStamp(
  def: Pick<ResourceDef, 'fields'>,
  record: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  minor = false,
): Record<string, unknown> {
  const sources = translatableFields(def);
  if (!sources.length) return {};
  const value = (name: string) => (record[name] === undefined ? existing?.[name] : record[name]);
  const changed = (name: string) => !existing || !same(value(name), existing[name]);
  const stamp: Record<string, unknown> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const states = sources.map((name): TranslationState => {
      const own = translationField(name, locale);
      const basis = fieldSourceField(name, locale);
      // A record stored before the statuses were per field has only its language's.
      const stored = existing?.[fieldStatusField(name, locale)] ?? existing?.[translationStatusField(locale)];
      let state: TranslationState;
      if (!blank(value(name)) && blank(value(own))) state = 'missing';
      else if (changed(own)) state = 'current';
      else if (!minor && changed(name)) state = 'outdated';
      else state = stored === 'outdated' ? 'outdated' : 'current';
      stamp[fieldStatusField(name, locale)] = state;
      // Outdated: the English text it was current with, which was the stored one if it was current until now.
      const was = existing?.[basis] ?? (stored === 'current' ? existing?.[name] : null) ?? null;
      stamp[basis] = state === 'current' ? (value(name) ?? null) : state === 'outdated' ? was : null;
      return state;
    });
    const status = translationStatusField(locale);
    stamp[status] = states.includes('missing') ? 'missing' : states.includes('outdated') ? 'outdated' : 'current';
    if (stamp[status] === 'current') stamp[publishAnywayField(locale)] = false;
  }
  return stamp;
}

/**
 * The languages the website may show a record in: the source's always, a translation's when each of its
 * translated fields is current or an admin published it anyway.
 */
export function publishedLocales(def: Pick<ResourceDef, 'fields'>, record: Record<string, unknown>): Locale[] {
  if (!isTranslated(def)) return [DEFAULT_LOCALE];
  const current = (locale: TranslationLocale) =>
    translatableFields(def).every((name) => record[fieldStatusField(name, locale)] === 'current');
  return [
    DEFAULT_LOCALE,
    ...TRANSLATION_LOCALES.filter((locale) => current(locale) || record[publishAnywayField(locale)] === true),
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
