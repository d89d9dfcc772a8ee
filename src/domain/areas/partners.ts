import type { Action } from '@/domain/action';
import type { IconName } from '@/domain/icons';
import { EMPTY_LOCATION, LOCATION_FIELDS, parseLocation, type LocationField } from '@/domain/location';
import { withTranslations } from '@/domain/translations';
import { defineResource, type FieldDef, type Fields, type PartnerRole, type ResourceDef } from '@/domain/resourceDef';
import { ORG_TYPES, type OrgType } from '@/domain/roles';
import { COVER_TYPES } from './insurance';
import { notBelow } from '@/domain/crossFieldRules';

export const UNIVERSITY_TYPES = ['public', 'private'] as const;
export const BANK_TYPES = ['public', 'private', 'cooperative', 'non_bank_lender'] as const;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * A location typed whole ("address, city, district, state, country") and stored split as well, so the
 * public site can filter by city or country. The parts are derived on the server, never typed.
 */
export const locationFields = (tab?: string) =>
  ({
    location: { kind: 'text', max: 300, search: true, tab },
    address: { kind: 'text', max: 300, derived: true, tab },
    city: { kind: 'text', max: 120, derived: true, list: true, filter: true, sort: true, tab },
    district: { kind: 'text', max: 120, derived: true, tab },
    state: { kind: 'text', max: 120, derived: true, filter: true, tab },
    country: { kind: 'text', max: 120, derived: true, list: true, filter: true, sort: true, tab },
  }) satisfies Fields;

/** The stored parts of a location: each part, or null where the location has none (an empty value, like any other). */
export const splitLocation = (record: Record<string, unknown>): Record<LocationField, string | null> => {
  const parts = typeof record.location === 'string' ? parseLocation(record.location) : EMPTY_LOCATION;
  return Object.fromEntries(LOCATION_FIELDS.map((field) => [field, parts[field] || null])) as Record<
    LocationField,
    string | null
  >;
};

/** The response target of an organisation that sets none, and of Visapath's own enquiries. */
const DEFAULT_RESPONSE_TARGET_HOURS = 48;

const commonFields = withTranslations({
  name: { kind: 'text', required: true, max: 200, list: true, sort: true, search: true, tab: 'profile' },
  slug: {
    kind: 'slug',
    required: true,
    unique: true,
    filter: true,
    sort: true,
    tab: 'profile',
    example: 'contract-test-org',
  },
  logo: { kind: 'file', accept: IMAGE_TYPES, maxBytes: IMAGE_BYTES, tab: 'profile' },
  description: { kind: 'richtext', search: true, tab: 'profile', translatable: true },
  email: { kind: 'email', search: true, tab: 'contact' },
  phone: { kind: 'text', max: 40, tab: 'contact' },
  website: { kind: 'url', tab: 'contact' },
  ...locationFields('contact'),
  country_id: { kind: 'reference', reference: 'countries', filter: true, tab: 'contact' },
  // How soon the organisation means to answer an enquiry; an enquiry waiting longer is over its target.
  response_target_hours: { kind: 'integer', min: 1, max: 720, default: DEFAULT_RESPONSE_TARGET_HOURS, tab: 'contact' },
  is_published: {
    kind: 'boolean',
    default: false,
    adminOnly: true,
    list: true,
    filter: true,
    sort: true,
    tab: 'listing',
  },
  is_verified: {
    kind: 'boolean',
    default: false,
    adminOnly: true,
    list: true,
    filter: true,
    sort: true,
    tab: 'listing',
  },
  rating: {
    kind: 'decimal',
    min: 0,
    max: 5,
    scale: 1,
    adminOnly: true,
    list: true,
    sort: true,
    filter: true,
    tab: 'listing',
  },
}) satisfies Fields;

/** The columns only one type of organisation uses (nullable for the others, validated per type). */
const typeFields = {
  insurer: {
    coverage_types: { kind: 'textList', max: 80, choices: COVER_TYPES, choicesKey: 'cover_type', tab: 'profile' },
  },
  university: {
    university_type: { kind: 'enum', choices: UNIVERSITY_TYPES, filter: true, tab: 'profile' },
    established_year: { kind: 'integer', min: 1000, max: 2100, sort: true, tab: 'profile' },
    world_ranking: { kind: 'integer', min: 1, max: 100_000, list: true, sort: true, filter: true, tab: 'profile' },
    intakes: { kind: 'textList', max: 40, tab: 'profile' },
  },
  consultancy: {
    registration_number: { kind: 'text', max: 60, search: true, tab: 'profile' },
    regulator: { kind: 'text', max: 120, tab: 'profile' },
    services: { kind: 'textList', max: 120, tab: 'profile' },
    languages_spoken: { kind: 'textList', max: 60, tab: 'profile' },
  },
  language_school: {
    languages_taught: { kind: 'textList', max: 60, tab: 'profile' },
    exams: { kind: 'textList', max: 60, tab: 'profile' },
    modes: { kind: 'textList', max: 60, tab: 'profile' },
  },
  bank: {
    bank_type: { kind: 'enum', choices: BANK_TYPES, list: true, filter: true, tab: 'profile' },
    min_loan: { kind: 'decimal', min: 0, max: 1_000_000_000, tab: 'profile' },
    max_loan: { kind: 'decimal', min: 0, max: 1_000_000_000, tab: 'profile' },
  },
} satisfies Record<OrgType, Fields>;

const typeRules: Partial<Record<OrgType, ResourceDef['rules']>> = { bank: [notBelow('max_loan', 'min_loan')] };

/** The partner role that runs an organisation of each type. */
export const ROLE_OF_ORG_TYPE: Record<OrgType, PartnerRole> = {
  insurer: 'insurance',
  university: 'university',
  consultancy: 'consultants',
  language_school: 'languages',
  bank: 'bank',
};

const allTypeFields = Object.assign({}, ...Object.values(typeFields)) as Fields;
/** Read access for every partner role (their own organisation; public reference data such as countries). */
export const EVERY_PARTNER_READS: Record<PartnerRole, readonly Action[]> = {
  insurance: ['list', 'show'],
  university: ['list', 'show'],
  consultants: ['list', 'show'],
  languages: ['list', 'show'],
  bank: ['list', 'show'],
};

/**
 * Every organisation, whatever its type: the table all five typed resources share, and the reference target
 * of sub-records that more than one type has (staff, offers, service locations). Read-only here: organisations
 * are created and edited through their typed resource.
 */
export const organizations = defineResource({
  name: 'organizations',
  table: 'organizations',
  base: '/api',
  title: 'name',
  defaultSort: ['name', 'ASC'],
  icon: 'Business',
  readOnly: true,
  owner: { column: 'id', orgTypes: ORG_TYPES },
  partner: EVERY_PARTNER_READS,
  derive: splitLocation,
  fields: {
    type: {
      kind: 'enum',
      choices: ORG_TYPES,
      choicesKey: 'org_type',
      required: true,
      adminOnly: true,
      list: true,
      filter: true,
      sort: true,
    },
    ...commonFields,
    ...allTypeFields,
  } as Fields,
});

/** What the website shows of an organisation (its own type's fields too): never its response target or notes. */
const PUBLIC_ORGANIZATION_FIELDS = [
  'name',
  'slug',
  'logo',
  'description',
  'email',
  'phone',
  'website',
  'city',
  'state',
  'country',
  'country_id',
  'is_verified',
  'rating',
];

/** One organisation type as its own resource: the shared columns plus its own, the rows of its type only. */
function organizationResource<N extends string>(name: N, type: OrgType, icon: IconName) {
  return defineResource({
    name,
    table: 'organizations',
    base: '/api',
    title: 'name',
    defaultSort: ['name', 'ASC'],
    icon,
    scope: { type },
    owner: { column: 'id', orgTypes: [type] },
    partner: { [ROLE_OF_ORG_TYPE[type]]: ['list', 'show', 'edit'] },
    derive: splitLocation,
    rules: typeRules[type],
    public: { fields: [...PUBLIC_ORGANIZATION_FIELDS, ...Object.keys(typeFields[type])] },
    views: [
      { key: 'unpublished', filter: { is_published: 'false' } },
      { key: 'unverified', filter: { is_verified: 'false' } },
    ],
    fields: { ...commonFields, ...typeFields[type] } as Record<string, FieldDef>,
  });
}

export const insurers = organizationResource('insurers', 'insurer', 'HealthAndSafety');
export const universities = organizationResource('universities', 'university', 'AccountBalance');
export const consultants = organizationResource('consultants', 'consultancy', 'SupportAgent');
export const languageSchools = organizationResource('language-schools', 'language_school', 'Translate');
export const banks = organizationResource('banks', 'bank', 'AccountBalanceWallet');

/** The typed resource of each organisation type (a partner's details page is its record there). */
export const ORGANIZATION_RESOURCE: Record<OrgType, ResourceDef> = {
  insurer: insurers,
  university: universities,
  consultancy: consultants,
  language_school: languageSchools,
  bank: banks,
};

export const partnerResources = [organizations, insurers, universities, consultants, languageSchools, banks];
