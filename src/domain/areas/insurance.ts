import { CONTENT_ICONS, CURRENCY_CODES } from '@/domain/pickers';
import { withTranslations } from '@/domain/translations';
import { defineResource, ownedBy, ownerReference, OWN_RECORDS } from '@/domain/resourceDef';
import { notBelow } from '@/domain/crossFieldRules';

export const PREMIUM_PERIODS = ['month', 'year', 'trip'] as const;
export const COVER_TYPES = ['health', 'travel', 'student', 'visitor', 'life', 'home', 'vehicle', 'other'] as const;

const insurer = ownedBy('insurer');
const owningOrganization = ownerReference('insurers');

/** "Choose the right cover": an insurer's policies. */
export const insuranceCovers = defineResource({
  name: 'insurance-covers',
  table: 'insurance_covers',
  base: '/api',
  title: 'name',
  public: {
    fields: [
      'organization_id',
      'name',
      'cover_type',
      'description',
      'sum_insured',
      'currency',
      'premium_from',
      'premium_period',
      'min_age',
      'max_age',
      'is_recommended',
    ],
  },
  defaultSort: ['name', 'ASC'],
  icon: 'Shield',
  owner: insurer,
  partner: { insurance: OWN_RECORDS },
  rules: [notBelow('max_age', 'min_age')],
  fields: withTranslations({
    organization_id: owningOrganization,
    name: { kind: 'text', required: true, max: 160, list: true, sort: true, search: true, translatable: true },
    cover_type: { kind: 'enum', choices: COVER_TYPES, list: true, filter: true, sort: true },
    description: { kind: 'richtext', search: true, translatable: true },
    sum_insured: { kind: 'decimal', currency: 'currency', min: 0, max: 1_000_000_000, list: true, sort: true },
    currency: { kind: 'enum', choices: CURRENCY_CODES, picker: 'currency', example: 'EUR' },
    premium_from: {
      kind: 'decimal',
      currency: 'currency',
      min: 0,
      max: 1_000_000,
      list: true,
      sort: true,
      filter: true,
    },
    premium_period: { kind: 'enum', choices: PREMIUM_PERIODS, list: true, filter: true },
    min_age: { kind: 'integer', min: 0, max: 120 },
    max_age: { kind: 'integer', min: 0, max: 120 },
    is_recommended: { kind: 'boolean', list: true, filter: true, sort: true },
  }),
});

/** "Why you choose": an insurer's selling points. */
export const insuranceReasons = defineResource({
  name: 'insurance-reasons',
  table: 'insurance_reasons',
  base: '/api',
  title: 'title',
  defaultSort: ['sort_order', 'ASC'],
  icon: 'ThumbUp',
  owner: insurer,
  partner: { insurance: OWN_RECORDS },
  fields: withTranslations({
    organization_id: owningOrganization,
    title: { kind: 'text', required: true, max: 160, list: true, sort: true, search: true, translatable: true },
    description: { kind: 'textarea', search: true, translatable: true },
    icon: { kind: 'enum', choices: CONTENT_ICONS, picker: 'icon' },
    sort_order: { kind: 'integer', min: 0, max: 10_000, default: 0, list: true, sort: true },
  }),
});

/** Benefits, optionally of one of the insurer's own covers. */
export const insuranceBenefits = defineResource({
  name: 'insurance-benefits',
  table: 'insurance_benefits',
  base: '/api',
  title: 'title',
  defaultSort: ['sort_order', 'ASC'],
  icon: 'Star',
  owner: insurer,
  partner: { insurance: OWN_RECORDS },
  fields: withTranslations({
    organization_id: owningOrganization,
    cover_id: { kind: 'reference', reference: 'insurance-covers', list: true, filter: true },
    title: { kind: 'text', required: true, max: 160, list: true, sort: true, search: true, translatable: true },
    description: { kind: 'textarea', search: true, translatable: true },
    is_highlighted: { kind: 'boolean', list: true, filter: true },
    sort_order: { kind: 'integer', min: 0, max: 10_000, default: 0, list: true, sort: true },
  }),
});

export const insuranceResources = [insuranceCovers, insuranceReasons, insuranceBenefits];
