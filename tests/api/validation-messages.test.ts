import { describe, expect, it } from 'vitest';
import { setUpTestApi } from '../support/api';

/**
 * The API's field errors state the limit a value breaks, in the request's language, and one answer reports every
 * problem of a record: field checks and the cross-field rules together.
 */
const env = setUpTestApi();

const TEXTS = {
  en: {
    name: 'At most 160 characters',
    validity: 'Must be 0 or more',
    rule: 'Must not be less than the minimum',
    fee: 'Must be 1,000,000 or less',
    iso2: 'Exactly 2 characters',
    required: 'Required',
  },
  de: {
    name: 'Höchstens 160 Zeichen',
    validity: 'Muss mindestens 0 sein',
    rule: 'Darf nicht kleiner als das Minimum sein',
    fee: 'Darf höchstens 1.000.000 sein',
    iso2: 'Genau 2 Zeichen',
    required: 'Pflichtfeld',
  },
  fr: {
    name: '160 caractères au maximum',
    validity: 'Doit être supérieur ou égal à 0',
    rule: 'Ne doit pas être inférieur au minimum',
    fee: 'Doit être inférieur ou égal à 1\u202f000\u202f000',
    iso2: 'Exactement 2 caractères',
    required: 'Obligatoire',
  },
} as const;

describe.each(['en', 'de', 'fr'] as const)('field errors in %s', (locale) => {
  const headers = { 'accept-language': locale };
  const text = TEXTS[locale];

  it('a country visa with a too-long name, a negative validity, a fee above the limit and max below min: every problem in one 400', async () => {
    const reply = await env.api.call<{ errors: Record<string, string> }>('POST', '/api/visa/country-visas', {
      token: env.admin,
      headers,
      body: {
        name: 'x'.repeat(161),
        validity_days: -1,
        fee_amount: 2_000_000,
        processing_days_min: 30,
        processing_days_max: 10,
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      country_id: text.required,
      visa_type_id: text.required,
      name: text.name,
      validity_days: text.validity,
      fee_amount: text.fee,
      processing_days_max: text.rule,
    });
  });

  it('a text of fixed length says so', async () => {
    const reply = await env.api.call<{ errors: Record<string, string> }>('POST', '/api/visa/countries', {
      token: env.admin,
      headers,
      body: { iso2: 'QQQ', name: 'Nowhere' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ iso2: text.iso2 });
  });
});

describe('defaults', () => {
  it('a country visa created without saying starts unpublished', async () => {
    const [country] = (
      await env.api.call<{ id: number }[]>('GET', '/api/visa/countries?range=[0,0]', { token: env.admin })
    ).body;
    const [type] = (
      await env.api.call<{ id: number }[]>('GET', '/api/visa/visa-types?range=[0,0]', { token: env.admin })
    ).body;
    const reply = await env.api.call<{ is_published: boolean }>('POST', '/api/visa/country-visas', {
      token: env.admin,
      body: { country_id: country.id, visa_type_id: type.id, name: 'Draft visa' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.is_published).toBe(false);
  });
});
