import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_LOCALES } from '@/domain/locales';
import type { FieldDef, ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { isPublic, PUBLIC_API_BASE, publicFieldNames } from '@/domain/publicApi';
import {
  fieldSourceField,
  fieldStatusField,
  isTranslated,
  publishAnywayField,
  publishedLocales,
  translatableFields,
  translationField,
  translationStatusField,
} from '@/domain/translations';
import { fieldLabel } from '@/server/engine/labels';
import { approved, TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { createRecord, ownerColumn, pathOf, sampleRecord, type Sample } from '../support/samples';

/**
 * Translated content, for every resource with translatable fields: each such field has a sibling per other
 * language, and the record a status per language the server keeps (missing, outdated, current); a minor change
 * keeps the statuses; the search finds a record by its translations.
 */

const TRANSLATED = RESOURCES.filter((def) => isTranslated(def) && !def.readOnly);
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
});
afterAll(() => api.close());

/** A text the field accepts, marked with `tag` so a search finds it. */
const text = (field: FieldDef, tag: string) => {
  const words = `${tag} ${Math.random().toString(36).slice(2, 8)}`.slice(0, field.max ?? 200);
  return field.kind === 'richtext' ? `<p>${words}</p>` : words;
};

const statuses = (record: Sample) =>
  Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, record[translationStatusField(locale)]]));

it('covers the content written for the public', () => {
  expect(new Set(TRANSLATED.map((def) => def.table))).toEqual(
    new Set([
      'visa_types',
      'country_visas',
      'travel_advice',
      'customs_info',
      'required_documents',
      'faqs',
      'pr_pathways',
      'pr_bundles',
      'organizations',
      'insurance_covers',
      'insurance_reasons',
      'insurance_benefits',
      'course_guides',
      'courses',
      'offers',
      'loan_products',
    ]),
  );
});

describe.each(TRANSLATED.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const sources = translatableFields(def);
  const [first] = TRANSLATION_LOCALES;
  let sent: Sample;
  let record: Sample;

  const put = async (body: Sample, query = '') => {
    const reply = await api.call<Sample>('PUT', `${pathOf(def)}/${String(record.id)}${query}`, {
      token: admin,
      body: { ...body, version: record.version },
    });
    expect(reply.status, reply.text).toBe(200);
    sent = body;
    record = reply.body;
    return record;
  };
  const translations = (locale: (typeof TRANSLATION_LOCALES)[number], tag: string) =>
    Object.fromEntries(sources.map((name) => [translationField(name, locale), text(def.fields[name], tag)]));

  it('a record with text and no translation is missing in every language; sent statuses are ignored', async () => {
    const own: Sample = Object.fromEntries(sources.map((name) => [name, text(def.fields[name], 'Source')]));
    for (const locale of TRANSLATION_LOCALES) for (const name of sources) own[translationField(name, locale)] = null;
    sent = await sampleRecord(api, admin, def, 1, own);
    record = await createRecord(api, admin, def, { ...sent, translation_de: 'current' });
    expect(statuses(record)).toEqual(Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, 'missing'])));
  });

  it('a language is current once each text is translated, and only that language', async () => {
    await put({ ...sent, ...translations(first, 'Übersetzt') });
    for (const locale of TRANSLATION_LOCALES)
      expect(record[translationStatusField(locale)]).toBe(locale === first ? 'current' : 'missing');
    for (const locale of TRANSLATION_LOCALES.slice(1)) await put({ ...sent, ...translations(locale, 'Traduit') });
    expect(new Set(Object.values(statuses(record)))).toEqual(new Set(['current']));
  });

  it('a changed source text outdates every translation, unless the save is a minor change', async () => {
    const [source] = sources;
    await put({ ...sent, [source]: text(def.fields[source], 'Corrected') }, '?minor=true');
    expect(new Set(Object.values(statuses(record)))).toEqual(new Set(['current']));
    await put({ ...sent, [source]: text(def.fields[source], 'Rewritten') });
    expect(new Set(Object.values(statuses(record)))).toEqual(new Set(['outdated']));
    // Saving the first language's updated translation makes it current; the others stay outdated.
    await put({ ...sent, ...translations(first, 'Aktualisiert') });
    expect(statuses(record)).toEqual(
      Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, l === first ? 'current' : 'outdated'])),
    );
    const list = await api.call<Sample[]>(
      'GET',
      `${pathOf(def)}?filter=${encodeURIComponent(JSON.stringify({ [translationStatusField(TRANSLATION_LOCALES[1])]: 'outdated', id: record.id }))}`,
      { token: admin },
    );
    expect(list.status, list.text).toBe(200);
    expect(list.body.map((row) => row.id)).toEqual([record.id]);
  });

  it('an outdated language is published only once an admin publishes it anyway, until it is current again', async () => {
    const [, second] = TRANSLATION_LOCALES;
    expect(record[translationStatusField(second)]).toBe('outdated');
    expect(publishedLocales(def, record)).not.toContain(second);
    await put({ ...sent, [publishAnywayField(second)]: true });
    expect(record).toMatchObject({ [translationStatusField(second)]: 'outdated', [publishAnywayField(second)]: true });
    expect(publishedLocales(def, record)).toContain(second);
    await put({ ...sent, ...translations(second, 'Mis à jour') });
    expect(record).toMatchObject({ [translationStatusField(second)]: 'current', [publishAnywayField(second)]: false });
    expect(publishedLocales(def, record)).toEqual(['en', ...TRANSLATION_LOCALES]);
  });

  it('an emptied translation makes its language missing again', async () => {
    await put({ ...sent, [translationField(sources[0], first)]: null });
    expect(record[translationStatusField(first)]).toBe('missing');
  });

  it.runIf(sources.some((name) => def.fields[name].search))(
    'the search finds a record by its translation',
    async () => {
      const name = sources.find((source) => def.fields[source].search)!;
      const tag = `Suche${Math.random().toString(36).slice(2, 8)}`;
      await put({ ...sent, [translationField(name, TRANSLATION_LOCALES[1])]: text(def.fields[name], tag) });
      const found = await api.call<Sample[]>(
        'GET',
        `${pathOf(def)}?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`,
        {
          token: admin,
        },
      );
      expect(found.status, found.text).toBe(200);
      expect(found.body.map((row) => row.id)).toContain(record.id);
    },
  );
});

it("a partner translates its own listing's texts and the status follows", async () => {
  const insurer = await api.login(DEMO.insurer);
  const def = RESOURCES.find((r) => r.name === 'faqs')! as ResourceDef;
  const mine = await api.call<Sample[]>('GET', `${pathOf(def)}?range=[0,0]`, { token: insurer });
  expect(mine.status, mine.text).toBe(200);
  const [faq] = mine.body;
  const body = { ...faq, question_de: 'Was deckt die Versicherung ab?', answer_de: '<p>Alles Wichtige.</p>' };
  // Its live listing: each change waits for an admin's approval, and the status follows it on approval.
  const member = `${pathOf(def)}/${String(faq.id)}`;
  const sent = await api.call<Sample>('PUT', member, { token: insurer, body });
  expect(sent.status, sent.text).toBe(202);
  const saved = await approved(api, admin, member, sent);
  expect(saved.status, saved.text).toBe(200);
  expect(saved.body).toMatchObject({ question_de: 'Was deckt die Versicherung ab?', translation_de: 'current' });
  const outdated = { ...saved.body, answer: '<p>Changed.</p>', publish_fr_anyway: true };
  const forced = await approved(
    api,
    admin,
    member,
    await api.call<Sample>('PUT', member, { token: insurer, body: outdated }),
  );
  expect(forced.status, forced.text).toBe(200);
  expect(forced.body).toMatchObject({ translation_de: 'outdated', publish_fr_anyway: false });
  // Its publication set each translation's status: only the answer's changed English outdated its translation.
  expect(forced.body).toMatchObject({ answer_de_status: 'outdated', question_de_status: 'current' });
  expect(forced.body.answer_de_source).toBe(saved.body.answer);
});

it("labels a translation by its source field's label and the language, in every language (exports, imports)", () => {
  const def = RESOURCES.find((r) => r.name === 'faqs')!;
  expect(fieldLabel(def, 'answer_de', 'en')).toBe('Answer (German)');
  expect(fieldLabel(def, 'answer_fr', 'de')).toBe('Antwort (Französisch)');
  expect(fieldLabel(def, 'translation_de', 'fr')).toBe('Traduction (Allemand)');
  expect(fieldLabel(def, 'answer', 'fr')).toBe('Réponse');
});

/**
 * Per field: when two English texts change and a translator updates only one of them in a language (or restores
 * only one), that language stays outdated, and the website serves the record in English there, not the stale text.
 */
const SEVERAL = TRANSLATED.filter((def) => translatableFields(def).length > 1);

describe.each(SEVERAL.flatMap((def) => TRANSLATION_LOCALES.map((locale) => [def.name, locale, def] as const)))(
  '%s in %s: a status per translated field',
  (_name, locale, def) => {
    const [one, other] = translatableFields(def);
    const served = isPublic(def) && publicFieldNames(def).includes(one);
    let record: Sample;

    const put = async (changes: Sample) => {
      const reply = await api.call<Sample>('PUT', `${pathOf(def)}/${String(record.id)}`, {
        token: admin,
        body: { ...record, ...changes },
      });
      expect(reply.status, reply.text).toBe(200);
      record = reply.body;
    };
    /** The language the website serves the record in, asked for in `locale`. */
    const servedIn = async () => {
      const reply = await api.call<Sample>(
        'GET',
        `${PUBLIC_API_BASE}/${def.name}/${String(record.id)}?locale=${locale}`,
      );
      expect(reply.status, reply.text).toBe(200);
      return reply.body.content_locale;
    };
    const translated = (tag: string) =>
      Object.fromEntries(
        TRANSLATION_LOCALES.flatMap((l) =>
          translatableFields(def).map((name) => [translationField(name, l), name]),
        ).map(([field, name]) => [field, text(def.fields[name], tag)]),
      );

    it('updating one of two outdated translations leaves the language outdated and the website in English', async () => {
      const own: Sample = Object.fromEntries(
        translatableFields(def).map((name) => [name, text(def.fields[name], 'Src')]),
      );
      const sample = await sampleRecord(api, admin, def, 1, { ...own, ...translated('Erst') });
      record = await createRecord(
        api,
        admin,
        def,
        def.fields.is_published ? { ...sample, is_published: true } : sample,
      );
      // The website shows a partner's records only while their organisation is published.
      const owner = ownerColumn(def);
      if (owner && typeof record[owner] === 'number')
        await api.db.execute(sql`update organizations set is_published = true where id = ${record[owner]}`);
      expect(record[translationStatusField(locale)]).toBe('current');
      if (served) expect(await servedIn()).toBe(locale);
      const translatedFrom = record[other];
      expect(record[fieldSourceField(other, locale)]).toBe(translatedFrom);
      await put({ [one]: text(def.fields[one], 'Changed'), [other]: text(def.fields[other], 'Changed') });
      expect(record[translationStatusField(locale)]).toBe('outdated');
      // The translator can compare the English text the translation was made from with today's.
      expect(record[fieldSourceField(other, locale)]).toBe(translatedFrom);
      await put({ [translationField(one, locale)]: text(def.fields[one], 'Neu') });
      expect(record[translationStatusField(locale)]).toBe('outdated');
      expect(record[fieldStatusField(one, locale)]).toBe('current');
      expect(record[fieldStatusField(other, locale)]).toBe('outdated');
      if (served) expect(await servedIn()).toBe('en');
      const list = await api.call<Sample[]>(
        'GET',
        `${pathOf(def)}?filter=${encodeURIComponent(JSON.stringify({ [fieldStatusField(other, locale)]: 'outdated', id: record.id }))}`,
        { token: admin },
      );
      expect(list.status, list.text).toBe(200);
      expect(list.body.map((row) => row.id)).toEqual([record.id]);
      await put({ [translationField(other, locale)]: text(def.fields[other], 'Neu') });
      expect(record[translationStatusField(locale)]).toBe('current');
      expect(record[fieldSourceField(other, locale)]).toBe(record[other]);
      if (served) expect(await servedIn()).toBe(locale);
    });

    it('restoring one translation of two outdated ones leaves the language outdated', async () => {
      await put({ [one]: text(def.fields[one], 'Again'), [other]: text(def.fields[other], 'Again') });
      expect(record[translationStatusField(locale)]).toBe('outdated');
      const history = await api.call<{ revisions: { id: number; action: string }[] }>(
        'GET',
        `${pathOf(def)}/${String(record.id)}/history`,
        { token: admin },
      );
      expect(history.status, history.text).toBe(200);
      const create = history.body.revisions.find((revision) => revision.action === 'create')!;
      const reply = await api.call<Sample>('POST', `${pathOf(def)}/${String(record.id)}/restore`, {
        token: admin,
        body: { revision: create.id, fields: [translationField(one, locale)], version: record.version },
      });
      expect(reply.status, reply.text).toBe(200);
      record = reply.body;
      expect(record[translationStatusField(locale)]).toBe('outdated');
      expect(record[fieldStatusField(one, locale)]).toBe('current');
      if (served) expect(await servedIn()).toBe('en');
    });
  },
);
