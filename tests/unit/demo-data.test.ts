import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { insuranceCovers } from '@/domain/areas/insurance';
import { countryVisas, visaTypes } from '@/domain/areas/visa';
import { checkDemoRows, readDemoRows } from '@/server/startup/seed/demo/data';
import { checkedRows } from '@/server/startup/seed/demo/partners/common';
import { checkPartnerFile } from '@/server/startup/seed/demo/partners/templates';

const tourist = { slug: 'tourist', name: 'Tourist', icon: 'BeachAccess', description: 'Short visits.' };
const visa = {
  key: 'AU-600',
  country: 'AU',
  visa_type: 'tourist',
  name: 'Visitor visa',
  summary: 'Short visits.',
  eligibility: '<p>Anyone.</p>',
  processing_days_min: 2,
  processing_days_max: 35,
  is_evisa: true,
  apply_url: 'https://example.org/visitor',
};
const references = {
  country: { column: 'country_id', what: 'country', ids: new Map([['AU', 14]]) },
  visa_type: { column: 'visa_type_id', what: 'visa type', ids: new Map([['tourist', 1]]) },
};

describe('demo data files', () => {
  it('resolve references by natural key and come back as the records their schema accepts', () => {
    const [row] = checkDemoRows('visa/country-visas.json', [visa], countryVisas, { key: 'key', references });
    expect(row.key).toBe('AU-600');
    expect(row.record).toMatchObject({ country_id: 14, visa_type_id: 1, name: 'Visitor visa' });
    expect(row.record).not.toHaveProperty('key');
    expect(row.record).not.toHaveProperty('country');
  });

  it('refuse a bad row, naming the file, the row and each problem', () => {
    const bad = { ...tourist, slug: 'Not a slug', icon: 'NoSuchIcon' };
    expect(() => checkDemoRows('visa/visa-types.json', [tourist, bad], visaTypes)).toThrow(
      'visa/visa-types.json row 1 (Tourist): slug: Use lowercase letters, digits and hyphens only; icon: Choose one of the options',
    );
  });

  it('refuse a row missing a required field, a field no resource has, or a key that names nothing', () => {
    const { name: _name, ...nameless } = tourist;
    expect(() => checkDemoRows('t.json', [nameless], visaTypes)).toThrow('t.json row 0: name: Required');
    expect(() => checkDemoRows('t.json', [{ ...tourist, colour: 'red' }], visaTypes)).toThrow(
      't.json row 0 (Tourist): colour: Unknown field',
    );
    expect(() =>
      checkDemoRows('t.json', [{ ...visa, country: 'XX' }], countryVisas, { key: 'key', references }),
    ).toThrow('t.json row 0 (Visitor visa): country: no country "XX"');
  });

  it('reads the shipped files', () => {
    expect(readDemoRows('visa/visa-types.json', visaTypes, { key: 'slug' }).map((row) => row.key)).toContain('tourist');
  });
});

const PARTNER_FILES = [
  'cities.json',
  'advisers.json',
  'insurers.json',
  'universities.json',
  'consultancies.json',
  'language-schools.json',
  'banks.json',
] as const;
const shipped = (file: string): Record<string, Record<string, unknown>[]> =>
  JSON.parse(readFileSync(`datasets/demo/partners/${file}`, 'utf8'));

describe('demo partner templates', () => {
  it('reads every shipped file', () => {
    for (const file of PARTNER_FILES) expect(() => checkPartnerFile(file, shipped(file)), file).not.toThrow();
  });

  it('refuse a bad entry, naming the file, the list, the entry and each problem', () => {
    const data = shipped('insurers.json');
    data.covers[2] = { ...data.covers[2], type: 'spaceship', premium: -5, colour: 'red' };
    expect(() => checkPartnerFile('insurers.json', data)).toThrow(
      'datasets/demo/partners/insurers.json covers entry 2 (visitor): type: Choose one of the options; premium: Must be 0 or more; colour: Unknown field',
    );
  });

  it('refuse an entry naming a template, a city or a document that does not exist', () => {
    const data = shipped('banks.json');
    data.banks[1] = { ...data.banks[1], city: 'atlantis', documents: ['passport', 'horoscope'] };
    expect(() => checkPartnerFile('banks.json', data)).toThrow(
      'datasets/demo/partners/banks.json banks entry 1 (Banksia Mutual Bank): no city "atlantis"; no document "horoscope"',
    );
  });

  it('refuse an organisation with neither a name nor the demo account', () => {
    const data = shipped('universities.json');
    const { name: _name, ...nameless } = data.universities[3];
    data.universities[3] = nameless;
    expect(() => checkPartnerFile('universities.json', data)).toThrow(
      'datasets/demo/partners/universities.json universities entry 3: name: Required',
    );
  });

  it('check each generated row with its resource schema, naming the template entry it came from', () => {
    const from = 'datasets/demo/partners/insurers.json insurers entry 1 (Harbourline Health Cover), cover "visitor"';
    const row = {
      organization_id: 1,
      name: 'Visitor Health Cover',
      cover_type: 'visitor' as const,
      currency: 'AUD' as const,
      premium_from: 90.9,
      premium_period: 'month' as const,
    };
    expect(checkedRows(insuranceCovers, [{ from, row }])).toEqual([row]);
    expect(() => checkedRows(insuranceCovers, [{ from, row: { ...row, name: '', premium_from: -1 } }])).toThrow(
      `${from}: insurance-covers: name: Required; premium_from: Must be 0 or more`,
    );
  });
});
