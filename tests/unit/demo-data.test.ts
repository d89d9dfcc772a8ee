import { describe, expect, it } from 'vitest';
import { countryVisas, visaTypes } from '@/domain/areas/visa';
import { checkDemoRows, readDemoRows } from '@/server/startup/seed/demo/data';

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
