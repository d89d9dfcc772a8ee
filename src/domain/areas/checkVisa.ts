import { defineResource } from '@/domain/resourceDef';
import { differs } from '@/domain/crossFieldRules';
import { PROOF_FIELDS } from '@/domain/proof';

export const REQUIREMENTS = ['visa_free', 'visa_on_arrival', 'evisa', 'eta', 'visa_required', 'no_admission'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

/** The passport-index dataset's words for each requirement. */
const DATASET_WORDS: Readonly<Record<string, Requirement>> = {
  'visa free': 'visa_free',
  'visa on arrival': 'visa_on_arrival',
  'e-visa': 'evisa',
  eta: 'eta',
  'visa required': 'visa_required',
  'no admission': 'no_admission',
};

/**
 * A passport-index value in the requirement column: a number of days (visa free for that stay), one of the
 * dataset's words, or -1 for one's own country (the row is skipped); anything else is left for validation.
 */
export function datasetRequirement(row: Record<string, unknown>): Record<string, unknown> | null {
  const raw = row.requirement;
  if (typeof raw !== 'string' && typeof raw !== 'number') return row;
  const value = String(raw).trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === '-1') return null;
  if (/^\d+$/.test(value))
    return { ...row, requirement: 'visa_free', max_stay_days: row.max_stay_days ?? Number(value) };
  const requirement = DATASET_WORDS[value];
  return requirement ? { ...row, requirement } : row;
}

export const visaRequirements = defineResource({
  name: 'visa-requirements',
  table: 'visa_requirements',
  base: '/api/visa',
  title: 'requirement',
  public: {
    fields: [
      'passport_country_id',
      'destination_country_id',
      'requirement',
      'max_stay_days',
      'country_visa_id',
      'notes',
    ],
  },
  defaultSort: ['passport_country_id', 'ASC'],
  icon: 'FactCheck',
  attribution: 'vp.data.passport_index',
  rules: [differs('passport_country_id', 'destination_country_id')],
  uniqueTogether: [['passport_country_id', 'destination_country_id']],
  importRow: datasetRequirement,
  proof: { facts: ['requirement', 'max_stay_days'] },
  fields: {
    passport_country_id: {
      kind: 'reference',
      aliases: ['passport'],
      reference: 'countries',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    destination_country_id: {
      kind: 'reference',
      aliases: ['destination'],
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
    ...PROOF_FIELDS,
  },
});

export const checkVisaResources = [visaRequirements];
