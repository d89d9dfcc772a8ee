import { defineResource } from '../resource';
import { differs } from '../crossFieldRules';

export const REQUIREMENTS = ['visa_free', 'visa_on_arrival', 'evisa', 'eta', 'visa_required', 'no_admission'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

export const visaRequirements = defineResource({
  name: 'visa-requirements',
  table: 'visa_requirements',
  base: '/api/visa',
  title: 'requirement',
  defaultSort: ['passport_country_id', 'ASC'],
  icon: 'FactCheck',
  attribution: 'vp.data.passport_index',
  rules: [differs('passport_country_id', 'destination_country_id')],
  uniqueTogether: [['passport_country_id', 'destination_country_id']],
  fields: {
    passport_country_id: {
      kind: 'reference',
      reference: 'countries',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    destination_country_id: {
      kind: 'reference',
      reference: 'countries',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    requirement: { kind: 'enum', choices: REQUIREMENTS, required: true, list: true, filter: true, sort: true },
    max_stay_days: { kind: 'integer', min: 0, max: 3650, list: true, filter: true, sort: true },
    country_visa_id: { kind: 'reference', reference: 'country-visas', filter: true },
    notes: { kind: 'textarea', search: true },
    source: { kind: 'text', max: 200, filter: true },
    checked_at: { kind: 'date', list: true, sort: true, filter: true },
  },
});

export const checkVisaResources = [visaRequirements];
