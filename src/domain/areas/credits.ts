import { CURRENCY_CODES } from '@/domain/pickers';
import { withTranslations } from '@/domain/translations';
import { defineResource, ownedBy, ownerReference, OWN_RECORDS } from '@/domain/resourceDef';
import { notBelow } from '@/domain/crossFieldRules';
import { officeFields } from './consultants';
import { splitLocation } from './partners';

export const LOAN_TYPES = ['education', 'visa_travel', 'relocation', 'personal', 'proof_of_funds'] as const;

const bank = ownedBy('bank');
const owningOrganization = ownerReference('banks');

export const loanProducts = defineResource({
  name: 'loan-products',
  table: 'loan_products',
  base: '/api',
  title: 'name',
  public: {
    fields: [
      'organization_id',
      'name',
      'loan_type',
      'interest_rate_min',
      'interest_rate_max',
      'min_amount',
      'max_amount',
      'currency',
      'tenure_months_max',
      'processing_fee_percent',
      'collateral_required',
      'eligibility',
    ],
  },
  defaultSort: ['name', 'ASC'],
  icon: 'RequestQuote',
  owner: bank,
  partner: { bank: OWN_RECORDS },
  rules: [notBelow('interest_rate_max', 'interest_rate_min'), notBelow('max_amount', 'min_amount')],
  fields: withTranslations({
    organization_id: owningOrganization,
    name: { kind: 'text', required: true, max: 160, list: true, sort: true, search: true, translatable: true },
    loan_type: { kind: 'enum', choices: LOAN_TYPES, required: true, list: true, filter: true, sort: true },
    interest_rate_min: { kind: 'decimal', min: 0, max: 100, list: true, sort: true },
    interest_rate_max: { kind: 'decimal', min: 0, max: 100, list: true, sort: true },
    min_amount: { kind: 'decimal', currency: 'currency', min: 0, max: 1_000_000_000 },
    max_amount: { kind: 'decimal', currency: 'currency', min: 0, max: 1_000_000_000, list: true, sort: true },
    currency: { kind: 'enum', choices: CURRENCY_CODES, picker: 'currency', example: 'EUR' },
    tenure_months_max: { kind: 'integer', min: 1, max: 600 },
    processing_fee_percent: { kind: 'decimal', min: 0, max: 100 },
    collateral_required: { kind: 'boolean', filter: true },
    eligibility: { kind: 'textarea', search: true, translatable: true },
    is_published: { kind: 'boolean', default: false, list: true, filter: true, sort: true },
  }),
});

/** The bank's loan consultants near the customer ("consultant near locations"). */
export const loanConsultantLocations = defineResource({
  name: 'loan-consultant-locations',
  table: 'loan_consultant_locations',
  base: '/api',
  title: 'label',
  defaultSort: ['label', 'ASC'],
  icon: 'Place',
  owner: bank,
  partner: { bank: OWN_RECORDS },
  derive: splitLocation,
  fields: {
    organization_id: owningOrganization,
    ...officeFields,
    location: { ...officeFields.location, required: true, list: true },
  },
});

export const creditResources = [loanProducts, loanConsultantLocations];
