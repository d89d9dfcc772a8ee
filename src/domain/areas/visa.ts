import { CONTENT_ICONS } from '@/domain/pickers';
import { withTranslations } from '@/domain/translations';
import { defineResource } from '@/domain/resourceDef';
import { EVERY_PARTNER_READS } from './partners';
import { notBelow } from '@/domain/crossFieldRules';
import { PROOF_FIELDS } from '@/domain/proof';

export const REGIONS = ['africa', 'americas', 'asia', 'europe', 'oceania', 'antarctica'] as const;
const ENTRIES = ['single', 'double', 'multiple'] as const;
const CUSTOMS_CATEGORIES = [
  'currency',
  'alcohol',
  'tobacco',
  'food',
  'medicines',
  'pets',
  'prohibited',
  'other',
] as const;

export const countries = defineResource({
  name: 'countries',
  table: 'countries',
  base: '/api/visa',
  title: 'name',
  public: {
    fields: [
      'iso2',
      'iso3',
      'name',
      'name_de',
      'name_fr',
      'region',
      'capital',
      'currency_code',
      'calling_code',
      'summary',
    ],
  },
  defaultSort: ['name', 'ASC'],
  icon: 'Public',
  // Partners pick their organisation's country: the list is public reference data.
  partner: EVERY_PARTNER_READS,
  fields: {
    iso2: {
      kind: 'text',
      required: true,
      min: 2,
      max: 2,
      unique: true,
      list: true,
      filter: true,
      sort: true,
      search: true,
      example: 'QQ',
    },
    iso3: { kind: 'text', min: 3, max: 3, filter: true, sort: true, search: true },
    name: { kind: 'text', required: true, max: 120, list: true, sort: true, search: true },
    name_de: { kind: 'text', max: 120, search: true },
    name_fr: { kind: 'text', max: 120, search: true },
    region: { kind: 'enum', choices: REGIONS, list: true, filter: true, sort: true },
    capital: { kind: 'text', max: 120, list: true, sort: true, search: true },
    currency_code: { kind: 'text', min: 3, max: 3, filter: true },
    calling_code: { kind: 'text', max: 20 },
    summary: { kind: 'textarea' },
    is_destination: { kind: 'boolean', list: true, filter: true, sort: true },
    is_published: { kind: 'boolean', default: false, list: true, filter: true, sort: true },
  },
});

export const visaTypes = defineResource({
  name: 'visa-types',
  table: 'visa_types',
  base: '/api/visa',
  title: 'name',
  public: { fields: ['name', 'slug', 'description', 'icon', 'sort_order'] },
  defaultSort: ['sort_order', 'ASC'],
  icon: 'Category',
  fields: withTranslations({
    name: { kind: 'text', required: true, max: 120, list: true, sort: true, search: true, translatable: true },
    slug: { kind: 'slug', required: true, unique: true, filter: true, sort: true, example: 'contract-test' },
    description: { kind: 'textarea', search: true, translatable: true },
    icon: { kind: 'enum', choices: CONTENT_ICONS, picker: 'icon' },
    sort_order: { kind: 'integer', min: 0, max: 10_000, default: 0, list: true, sort: true },
    is_active: { kind: 'boolean', default: true, list: true, filter: true, sort: true },
  }),
});

export const countryVisas = defineResource({
  name: 'country-visas',
  table: 'country_visas',
  base: '/api/visa',
  title: 'name',
  public: {
    fields: [
      'country_id',
      'visa_type_id',
      'name',
      'code',
      'summary',
      'eligibility',
      'processing_days_min',
      'processing_days_max',
      'validity_days',
      'max_stay_days',
      'entries',
      'fee_amount',
      'fee_currency',
      'is_evisa',
      'apply_url',
    ],
  },
  defaultSort: ['name', 'ASC'],
  icon: 'Flight',
  rules: [notBelow('processing_days_max', 'processing_days_min')],
  proof: {
    facts: [
      'processing_days_min',
      'processing_days_max',
      'validity_days',
      'max_stay_days',
      'entries',
      'fee_amount',
      'fee_currency',
      'is_evisa',
    ],
  },
  fields: withTranslations({
    country_id: {
      kind: 'reference',
      reference: 'countries',
      required: true,
      list: true,
      filter: true,
      sort: true,
      tab: 'summary',
    },
    visa_type_id: {
      kind: 'reference',
      reference: 'visa-types',
      required: true,
      list: true,
      filter: true,
      sort: true,
      tab: 'summary',
    },
    name: {
      kind: 'text',
      required: true,
      max: 160,
      list: true,
      sort: true,
      search: true,
      tab: 'summary',
      translatable: true,
    },
    code: { kind: 'text', max: 60, filter: true, sort: true, search: true, tab: 'summary' },
    summary: { kind: 'textarea', search: true, tab: 'summary', translatable: true },
    eligibility: { kind: 'richtext', tab: 'eligibility', translatable: true },
    processing_days_min: { kind: 'integer', min: 0, max: 3650, sort: true, filter: true, tab: 'conditions' },
    processing_days_max: { kind: 'integer', min: 0, max: 3650, sort: true, filter: true, tab: 'conditions' },
    validity_days: { kind: 'integer', min: 0, max: 36_500, tab: 'conditions' },
    max_stay_days: { kind: 'integer', min: 0, max: 36_500, list: true, sort: true, filter: true, tab: 'conditions' },
    entries: { kind: 'enum', choices: ENTRIES, filter: true, tab: 'conditions' },
    fee_amount: {
      kind: 'decimal',
      currency: 'fee_currency',
      min: 0,
      max: 1_000_000,
      list: true,
      sort: true,
      filter: true,
      tab: 'conditions',
    },
    fee_currency: { kind: 'text', min: 3, max: 3, tab: 'conditions' },
    is_evisa: { kind: 'boolean', list: true, filter: true, tab: 'conditions' },
    apply_url: { kind: 'url', tab: 'conditions' },
    is_published: { kind: 'boolean', default: false, list: true, filter: true, sort: true, tab: 'summary' },
    ...PROOF_FIELDS,
  }),
});

export const visaForms = defineResource({
  name: 'visa-forms',
  table: 'visa_forms',
  base: '/api/visa',
  title: 'title',
  defaultSort: ['title', 'ASC'],
  icon: 'Description',
  fields: {
    country_visa_id: {
      kind: 'reference',
      reference: 'country-visas',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    title: { kind: 'text', required: true, max: 200, list: true, sort: true, search: true },
    form_code: { kind: 'text', max: 60, list: true, search: true },
    language: { kind: 'text', max: 40, list: true, filter: true },
    file: { kind: 'file', accept: ['application/pdf'], maxBytes: 10 * 1024 * 1024 },
    url: { kind: 'url' },
    version_date: { kind: 'date', list: true, sort: true, filter: true },
    is_active: { kind: 'boolean', default: true, list: true, filter: true },
  },
});

export const travelAdvice = defineResource({
  name: 'travel-advice',
  table: 'travel_advice',
  base: '/api/visa',
  title: 'summary',
  public: { fields: ['country_id', 'advisory_level', 'summary', 'body'] },
  defaultSort: ['verified_at', 'DESC'],
  icon: 'TravelExplore',
  proof: { facts: ['advisory_level', 'summary', 'body'] },
  fields: withTranslations({
    country_id: { kind: 'reference', reference: 'countries', required: true, list: true, filter: true, sort: true },
    advisory_level: {
      kind: 'integer',
      required: true,
      min: 1,
      max: 4,
      list: true,
      filter: true,
      sort: true,
      example: 2,
    },
    summary: { kind: 'text', max: 300, list: true, search: true, translatable: true },
    body: { kind: 'richtext', search: true, translatable: true },
    ...PROOF_FIELDS,
  }),
});

export const customsInfo = defineResource({
  name: 'customs-info',
  table: 'customs_info',
  base: '/api/visa',
  title: 'allowance',
  public: { fields: ['country_id', 'category', 'allowance', 'body'] },
  defaultSort: ['country_id', 'ASC'],
  icon: 'Luggage',
  proof: { facts: ['allowance', 'body'] },
  fields: withTranslations({
    country_id: { kind: 'reference', reference: 'countries', required: true, list: true, filter: true, sort: true },
    category: { kind: 'enum', choices: CUSTOMS_CATEGORIES, required: true, list: true, filter: true, sort: true },
    allowance: { kind: 'text', max: 300, list: true, search: true, translatable: true },
    body: { kind: 'richtext', search: true, translatable: true },
    ...PROOF_FIELDS,
  }),
});

export const visaResources = [countries, visaTypes, countryVisas, visaForms, travelAdvice, customsInfo];
