import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublic, PUBLIC_API_BASE, publicFieldNames } from '@/domain/publicApi';
import type { ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { contentRange, TestApi, type Reply } from '../support/api';
import { DEMO } from '../support/demo';
import { pathOf, type Sample } from '../support/samples';

/**
 * The public read API, for every resource a definition makes public: never an unpublished record, a record of an
 * unpublished organisation, a field the definition does not make public, nor a language not published for the
 * record; the filter and paging contract of the console's lists; ETag and 304; CORS; a rate limit per address.
 */

const PUBLIC = RESOURCES.filter(isPublic);
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await TestApi.start({ publicApi: { corsOrigins: ['https://www.visapath.test'], maxRequestsPerMinute: 400 } });
  admin = await api.login(DEMO.admin);
});
afterAll(() => api.close());

const read = <T = Sample[]>(path: string, headers: Record<string, string> = {}) =>
  api.call<T>('GET', `${PUBLIC_API_BASE}${path}`, { headers });
const filtered = (def: ResourceDef, filter: Record<string, unknown>, extra = '') =>
  read(`/${def.name}?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`);
const stored = async (def: ResourceDef, id: unknown) =>
  (await api.call<Sample>('GET', `${pathOf(def)}/${String(id)}`, { token: admin })).body;
const save = async (def: ResourceDef, record: Sample, changes: Sample, query = '') => {
  const reply = await api.call<Sample>('PUT', `${pathOf(def)}/${String(record.id)}${query}`, {
    token: admin,
    body: { ...record, ...changes },
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};

it('notes every write to each table it serves, so that its ETags change with them', async () => {
  const result = await api.db.execute(
    sql`select event_object_table as table from information_schema.triggers where trigger_name = 'content_change'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { table: string }[];
  const noted = new Set(rows.map((row) => row.table));
  for (const def of PUBLIC) expect(noted.has(def.table), def.table).toBe(true);
});

it('serves the directory: visa, content, PR and partner listings, each described in the OpenAPI document', async () => {
  expect(PUBLIC.map((def) => def.name)).toEqual(
    expect.arrayContaining(['countries', 'country-visas', 'faqs', 'visa-requirements', 'insurers', 'courses']),
  );
  const document = (
    await api.call<{ paths: Record<string, Record<string, { operationId: string }>> }>('GET', '/api/openapi.json')
  ).body;
  expect(document.paths[`${PUBLIC_API_BASE}/countries`].get.operationId).toBe('listPublicCountries');
  expect(document.paths[`${PUBLIC_API_BASE}/countries/{id}`].get.operationId).toBe('getPublicCountry');
  expect(document.paths[`${PUBLIC_API_BASE}/check-visa`].get.operationId).toBe('getPublicVisaCheck');
});

describe.each(PUBLIC.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const allowed = new Set(['id', 'content_locale', 'updated_at', ...publicFieldNames(def)]);
  let page: Reply<Sample[]>;

  beforeAll(async () => {
    page = await read(`/${def.name}?range=[0,49]`);
  });

  it('lists published records without a token, with the public fields only and a Content-Range', async () => {
    expect(page.status, page.text).toBe(200);
    expect(page.body.length, 'the demo data publishes some').toBeGreaterThan(0);
    expect(contentRange(page, def.name).total).toBeGreaterThanOrEqual(page.body.length);
    for (const record of page.body) {
      expect(
        Object.keys(record).filter((key) => !allowed.has(key)),
        `record ${String(record.id)}`,
      ).toEqual([]);
      expect(record.content_locale).toBe('en');
    }
  });

  it('never serves an unpublished record, nor a field that is not public', async () => {
    const all = await api.call<Sample[]>('GET', `${pathOf(def)}?range=[0,999]`, { token: admin });
    const hidden = all.body.filter((row) => def.fields.is_published && row.is_published === false);
    const served = new Set(page.body.map((row) => row.id));
    for (const row of hidden) expect(served.has(row.id), `${String(row.id)} is unpublished`).toBe(false);
    const notPublic = Object.keys(def.fields).find((name) => !allowed.has(name) && def.fields[name].filter);
    if (notPublic) {
      const refused = await filtered(def, { [notPublic]: all.body[0]?.[notPublic] ?? 'x' });
      expect(refused.status, `filter on ${notPublic}`).toBe(400);
    }
    if (page.body[0]) {
      const one = await read<Sample>(`/${def.name}/${String(page.body[0].id)}`);
      expect(one.status, one.text).toBe(200);
      expect(one.body).toEqual(page.body[0]);
    }
  });

  it.runIf(!!def.fields.is_published)(
    'hides a record once unpublished, and shows it again once published',
    async () => {
      const [first] = page.body;
      if (!first) return;
      let record = await stored(def, first.id);
      record = await save(def, record, { is_published: false });
      expect((await read(`/${def.name}/${String(first.id)}`)).status).toBe(404);
      expect((await filtered(def, { id: first.id })).body).toEqual([]);
      await save(def, record, { is_published: true });
      expect((await read(`/${def.name}/${String(first.id)}`)).status).toBe(200);
    },
  );

  it('answers 304 to an unchanged tag, and a new tag once the records change', async () => {
    page = await read(`/${def.name}?range=[0,49]`);
    const tag = page.headers.get('etag')!;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(page.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const again = await read(`/${def.name}?range=[0,49]`, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await read(`/${def.name}?range=[0,49]&locale=de`, { 'if-none-match': tag });
    expect(other.status, 'another language is another answer').toBe(200);
    const [first] = page.body;
    if (!first) return;
    await save(def, await stored(def, first.id), {});
    expect((await read(`/${def.name}?range=[0,49]`, { 'if-none-match': tag })).status).toBe(200);
  });
});

describe('languages', () => {
  const faqs = RESOURCES.find((def) => def.name === 'faqs')!;
  let faq: Sample;

  beforeAll(async () => {
    const [first] = (await read('/faqs?range=[0,0]')).body;
    faq = await stored(faqs, first.id);
    faq = await save(faqs, faq, {
      ...{ question_de: 'Darf ich arbeiten?', answer_de: '<p>Nein.</p>' },
      ...{ question_fr: 'Puis-je travailler ?', answer_fr: '<p>Non.</p>' },
    });
  });
  const question = async (headers: Record<string, string>, query = '') => {
    const reply = await read<Sample>(`/faqs/${String(faq.id)}${query}`, headers);
    expect(reply.status, reply.text).toBe(200);
    return [reply.body.question, reply.body.content_locale, reply.headers.get('content-language')];
  };

  it('serves a published translation by ?locale= or Accept-Language, English otherwise', async () => {
    expect(await question({}, '?locale=de')).toEqual(['Darf ich arbeiten?', 'de', 'de']);
    expect(await question({ 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' })).toEqual([
      'Puis-je travailler ?',
      'fr',
      'fr',
    ]);
    expect(await question({ 'accept-language': 'es, de;q=0.5' })).toEqual(['Darf ich arbeiten?', 'de', 'de']);
    // The heaviest language wins, wherever it stands in the list.
    expect(await question({ 'accept-language': 'fr;q=0.3, de' })).toEqual(['Darf ich arbeiten?', 'de', 'de']);
    expect((await question({}, '?locale=es'))[1]).toBe('en');
  });

  it('never serves an outdated translation, unless an admin publishes it anyway', async () => {
    faq = await save(faqs, faq, { question: 'May I work on a visitor visa?' });
    expect(faq.translation_de).toBe('outdated');
    expect(await question({}, '?locale=de')).toEqual(['May I work on a visitor visa?', 'en', 'de']);
    faq = await save(faqs, faq, { publish_de_anyway: true });
    expect(await question({}, '?locale=de')).toEqual(['Darf ich arbeiten?', 'de', 'de']);
    expect((await question({}, '?locale=fr'))[1]).toBe('en');
  });

  it('searches the served texts in every language', async () => {
    const found = await filtered(faqs, { q: 'Puis-je travailler' }, '&locale=fr');
    expect(found.body.map((row) => row.id)).toContain(faq.id);
  });
});

describe('partner listings', () => {
  it("never serves the records of an unpublished organisation, nor the organisation's private fields", async () => {
    const insurers = RESOURCES.find((def) => def.name === 'insurers')!;
    const covers = RESOURCES.find((def) => def.name === 'insurance-covers')!;
    const [cover] = (await read('/insurance-covers?range=[0,0]')).body;
    expect(cover).toBeDefined();
    const org = await stored(insurers, cover.organization_id);
    expect((await read(`/insurers/${String(org.id)}`)).body).not.toHaveProperty('response_target_hours');
    const hidden = await save(insurers, org, { is_published: false });
    expect((await read(`/insurance-covers/${String(cover.id)}`)).status).toBe(404);
    expect((await filtered(covers, { organization_id: org.id })).body).toEqual([]);
    await save(insurers, hidden, { is_published: true });
    expect((await read(`/insurance-covers/${String(cover.id)}`)).status).toBe(200);
  });
});

describe('the website reads it from a browser', () => {
  it('answers the allowed origin (CORS), preflight included, and no other', async () => {
    const origin = 'https://www.visapath.test';
    const reply = await read('/countries?range=[0,0]', { origin });
    expect(reply.headers.get('access-control-allow-origin')).toBe(origin);
    expect(reply.headers.get('access-control-expose-headers')).toContain('ETag');
    const preflight = await api.call('OPTIONS', `${PUBLIC_API_BASE}/countries`, {
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    const other = await read('/countries?range=[0,0]', { origin: 'https://elsewhere.test' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('limits each address per minute (429 with Retry-After), other addresses unaffected', async () => {
    const limited = await TestApi.start({ publicApi: { corsOrigins: '*', maxRequestsPerMinute: 3 } });
    try {
      const from = (ip: string) =>
        limited.call('GET', `${PUBLIC_API_BASE}/countries?range=[0,0]`, { headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) expect((await from('198.51.100.1')).status).toBe(200);
      const refused = await from('198.51.100.1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await from('198.51.100.2')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('check my visa', () => {
  it('answers a pair with the requirement and its proof, the visa, documents and FAQs: public fields only', async () => {
    const [requirement] = (
      await api.call<Sample[]>('GET', '/api/visa/visa-requirements?range=[0,0]&sort=["id","ASC"]', { token: admin })
    ).body;
    const country = async (id: unknown) =>
      (await api.call<Sample>('GET', `/api/visa/countries/${String(id)}`, { token: admin })).body.iso2 as string;
    const [passport, destination] = [
      await country(requirement.passport_country_id),
      await country(requirement.destination_country_id),
    ];
    const reply = await read<Record<string, Sample | Sample[] | null>>(
      `/check-visa?passport=${passport.toLowerCase()}&destination=${destination}&locale=de`,
    );
    expect(reply.status, reply.text).toBe(200);
    const found = reply.body.requirement as Sample;
    expect(found).toMatchObject({ id: requirement.id, requirement: requirement.requirement, content_locale: 'en' });
    expect(found).toHaveProperty('verified_at');
    expect(found).not.toHaveProperty('review_by');
    expect(reply.body.passport).toMatchObject({ iso2: passport });
    expect(reply.body.passport).not.toHaveProperty('is_published');
    for (const faq of reply.body.faqs as Sample[]) expect(faq).not.toHaveProperty('is_published');
    const again = await read(`/check-visa?passport=${passport.toLowerCase()}&destination=${destination}&locale=de`, {
      'if-none-match': reply.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('refuses a code that names no country, and a pair of the same country, on their fields', async () => {
    const unknown = await read<{ errors: Record<string, string> }>('/check-visa?passport=QQ&destination=DE');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['passport']);
    const same = await read<{ errors: Record<string, string> }>('/check-visa?passport=DE&destination=de');
    expect(same.status).toBe(400);
    expect(Object.keys(same.body.errors)).toEqual(['destination']);
  });
});
