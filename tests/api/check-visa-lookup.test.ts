import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { TestApi } from '../support/api';
import { DEMO, loginAs } from '../support/auth';

const countries = tableOf('countries');
const visaTypes = tableOf('visa-types');
const countryVisas = tableOf('country-visas');
const requirements = tableOf('visa-requirements');
const documents = tableOf('required-documents');
const faqs = tableOf('faqs');

let api: TestApi;
let admin: string;
const id: Record<string, number> = {};
const visa: Record<string, number> = {};
const doc: Record<string, number> = {};
const faq: Record<string, number> = {};

const check = (query: string, token = admin, headers: Record<string, string> = {}) =>
  api.call('GET', `/api/visa/check?${query}`, { token, headers });

async function insertOne(table: ReturnType<typeof tableOf>, values: Record<string, unknown>) {
  const [row] = await api.db.insert(table).values(values).returning({ id: table.id });
  return row.id as number;
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await loginAs(api, DEMO.admin);
  const names: Record<string, [string, string, string]> = {
    DE: ['Germany', 'Deutschland', 'Allemagne'],
    NA: ['Namibia', 'Namibia', 'Namibie'],
    FR: ['France', 'Frankreich', 'France'],
    US: ['United States of America', 'Vereinigte Staaten', 'États-Unis'],
    IS: ['Iceland', 'Island', 'Islande'],
  };
  await api.db
    .insert(countries)
    .values(Object.entries(names).map(([iso2, [name, name_de, name_fr]]) => ({ iso2, name, name_de, name_fr })))
    .onConflictDoNothing({ target: countries.iso2 });
  for (const row of await api.db
    .select({ id: countries.id, iso2: countries.iso2 })
    .from(countries)
    .where(inArray(countries.iso2, Object.keys(names)))) {
    id[row.iso2 as string] = row.id as number;
  }
  // Only this file's rows for these pairs (whatever the demo seed holds).
  await api.db.delete(requirements).where(inArray(requirements.destination_country_id, [id.NA, id.IS]));

  await api.db
    .insert(visaTypes)
    .values([
      { name: 'Tourist', slug: 'tourist', sort_order: 1 },
      { name: 'Business', slug: 'business', sort_order: 0 },
    ])
    .onConflictDoNothing({ target: visaTypes.slug });
  const types = Object.fromEntries(
    (
      await api.db
        .select({ id: visaTypes.id, slug: visaTypes.slug })
        .from(visaTypes)
        .where(inArray(visaTypes.slug, ['tourist', 'business']))
    ).map((t) => [t.slug as string, t.id as number]),
  );

  // Namibia's visas: a business one (its type sorts first), an unpublished tourist one, and the published tourist visa.
  visa.business = await insertOne(countryVisas, {
    country_id: id.NA,
    visa_type_id: types.business,
    name: 'AA Business visa',
    is_published: true,
  });
  visa.hidden = await insertOne(countryVisas, {
    country_id: id.NA,
    visa_type_id: types.tourist,
    name: 'AA Old tourist visa',
    is_published: false,
  });
  visa.tourist = await insertOne(countryVisas, {
    country_id: id.NA,
    visa_type_id: types.tourist,
    name: 'Visitor visa',
    code: 'V1',
    max_stay_days: 90,
    is_published: true,
    source_name: 'Namibian Ministry of Home Affairs',
    verified_at: '2025-02-01T00:00:00Z',
  });

  doc.checkVisa = await insertOne(documents, {
    scope: 'check_visa',
    country_visa_id: visa.tourist,
    name: 'Passport valid 6 months',
    sort_order: 2,
  });
  doc.visa = await insertOne(documents, {
    scope: 'visa',
    country_visa_id: visa.tourist,
    name: 'Return ticket',
    sort_order: 1,
  });
  doc.pr = await insertOne(documents, { scope: 'pr', country_visa_id: visa.tourist, name: 'PR only document' });
  doc.other = await insertOne(documents, {
    scope: 'check_visa',
    country_visa_id: visa.business,
    name: 'Invitation letter',
  });

  // New content starts unpublished: the questions the lookup may show are published.
  const published = { is_published: true };
  faq.own = await insertOne(faqs, {
    scope: 'check_visa',
    country_id: id.NA,
    question: 'Can I extend my stay in Namibia?',
    answer: '<p>Yes.</p>',
    sort_order: 5,
    ...published,
  });
  faq.general = await insertOne(faqs, {
    scope: 'check_visa',
    question: 'What is an eTA?',
    answer: '<p>An electronic travel authorisation.</p>',
    sort_order: 0,
    ...published,
  });
  faq.unpublished = await insertOne(faqs, {
    scope: 'check_visa',
    country_id: id.NA,
    question: 'Draft',
    answer: 'x',
    is_published: false,
  });
  faq.otherCountry = await insertOne(faqs, {
    scope: 'check_visa',
    country_id: id.IS,
    question: 'Iceland question',
    answer: 'x',
    ...published,
  });
  faq.visaScope = await insertOne(faqs, {
    scope: 'visa',
    country_id: id.NA,
    question: 'Visa-area question',
    answer: 'x',
    ...published,
  });

  await api.db.insert(requirements).values([
    {
      passport_country_id: id.DE,
      destination_country_id: id.NA,
      requirement: 'visa_free',
      max_stay_days: 90,
      notes: 'Passport valid 6 months.',
      source_name: 'passport-index 2025-01-12',
      verified_at: '2025-01-12T00:00:00Z',
    },
    { passport_country_id: id.US, destination_country_id: id.NA, requirement: 'evisa', country_visa_id: visa.business },
    { passport_country_id: id.DE, destination_country_id: id.IS, requirement: 'visa_free', max_stay_days: 90 },
  ]);
});
afterAll(() => api.close());

describe('GET /api/visa/check', () => {
  it('returns the requirement with both countries, the best published visa, its documents and the FAQs', async () => {
    const reply = await check('passport=DE&destination=NA');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      passport: { iso2: 'DE', name: expect.any(String), name_de: expect.any(String), name_fr: expect.any(String) },
      destination: { iso2: 'NA', name: 'Namibia' },
      requirement: 'visa_free',
      max_stay_days: 90,
      notes: 'Passport valid 6 months.',
      source: 'passport-index 2025-01-12',
      checked_at: '2025-01-12',
      // The verification as every API timestamp is sent: RFC 3339 in UTC.
      verified_at: '2025-01-12T00:00:00.000Z',
      country_visa: { id: visa.tourist, name: 'Visitor visa', code: 'V1', visa_type: { slug: 'tourist' } },
    });
    // The visa's facts with their proof, its timestamps as every API timestamp.
    const rfc3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(reply.body.country_visa).toMatchObject({
      source_name: 'Namibian Ministry of Home Affairs',
      verified_at: '2025-02-01T00:00:00.000Z',
      created_at: expect.stringMatching(rfc3339),
    });
    // check_visa and visa documents of that visa, by sort order; never another scope or another visa's.
    expect(reply.body.documents.map((d: { id: number }) => d.id)).toEqual([doc.visa, doc.checkVisa]);
    const faqIds = reply.body.faqs.map((f: { id: number }) => f.id);
    expect(faqIds).toEqual(expect.arrayContaining([faq.own, faq.general]));
    for (const excluded of [faq.unpublished, faq.otherCountry, faq.visaScope]) expect(faqIds).not.toContain(excluded);
    expect(faqIds[0]).toBe(faq.own); // the destination's own questions first
  });

  it('takes lowercase codes', async () => {
    const reply = await check('passport=de&destination=na');
    expect(reply.status).toBe(200);
    expect(reply.body.destination.iso2).toBe('NA');
  });

  it('prefers the visa linked to the requirement', async () => {
    const reply = await check('passport=US&destination=NA');
    expect(reply.body).toMatchObject({
      requirement: 'evisa',
      max_stay_days: null,
      country_visa: { id: visa.business, visa_type: { slug: 'business' } },
    });
    expect(reply.body.documents.map((d: { id: number }) => d.id)).toEqual([doc.other]);
  });

  it('has no visa and no documents for a destination without published visas', async () => {
    const reply = await check('passport=DE&destination=IS');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ country_visa: null, documents: [] });
    const faqIds = reply.body.faqs.map((f: { id: number }) => f.id);
    expect(faqIds).toContain(faq.otherCountry);
    expect(faqIds).not.toContain(faq.own);
  });

  it('answers 400 with field errors for missing, malformed, unknown or identical codes', async () => {
    const cases: [string, Record<string, string>][] = [
      ['', { passport: 'Required', destination: 'Required' }],
      ['passport=D1&destination=NA', { passport: 'Invalid value' }],
      ['passport=DEU&destination=NA', { passport: 'Invalid value' }],
      ['passport=ZZ&destination=NA', { passport: 'The selected record does not exist' }],
      ['passport=DE&destination=ZZ', { destination: 'The selected record does not exist' }],
      ['passport=DE&destination=de', { destination: 'Must be different' }],
    ];
    for (const [query, errors] of cases) {
      const reply = await check(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.errors, query).toEqual(errors);
    }
    const german = await check('passport=DE&destination=DE', admin, { 'accept-language': 'de' });
    expect(german.body.errors.destination).not.toBe('Must be different');
  });

  it('answers 404 for a pair without a requirement', async () => {
    const reply = await check('passport=FR&destination=IS');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Not found' });
  });

  it('needs a token (401) and the right to list visa requirements (403 for a partner)', async () => {
    expect((await api.call('GET', '/api/visa/check?passport=DE&destination=NA')).status).toBe(401);
    const bank = await loginAs(api, DEMO.bank);
    expect((await check('passport=DE&destination=NA', bank)).status).toBe(403);
  });

  it('leaves the generic visa-requirements routes alone', async () => {
    const reply = await api.call(
      'GET',
      `/api/visa/visa-requirements?filter=${encodeURIComponent(JSON.stringify({ destination_country_id: id.NA }))}`,
      { token: admin },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(2);
    const [one] = await api.db
      .select({ id: requirements.id })
      .from(requirements)
      .where(eq(requirements.destination_country_id, id.IS));
    expect((await api.call('GET', `/api/visa/visa-requirements/${one.id}`, { token: admin })).status).toBe(200);
  });
});
