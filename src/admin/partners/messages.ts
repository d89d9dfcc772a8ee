import { partnerResources } from '../../domain/areas/partners';

/**
 * Labels of the organisations: the shared `organizations` resource and its five typed resources (insurers,
 * universities, consultants, language-schools, banks) have one table, so one set of field labels serves them
 * all (`resources.*`), with the organisation choices (`vp.choices.*`) and the tabs of their pages (`vp.tabs.*`).
 */

/** The parts of a location string ("address, city, district, state, country"), for every resource that has one. */
export const locationLabels = {
  location: 'Location',
  address: 'Address',
  city: 'City',
  district: 'District',
  state: 'State or region',
  country: 'Country',
};

/** One label per column of the organisations table. */
export const organizationFieldLabels = {
  type: 'Type',
  name: 'Name',
  slug: 'Slug',
  logo: 'Logo',
  description: 'Description',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  ...locationLabels,
  country_id: 'Listing country',
  is_published: 'Published',
  is_verified: 'Verified',
  rating: 'Rating',
  coverage_types: 'Types of cover',
  university_type: 'University type',
  established_year: 'Founded',
  world_ranking: 'World ranking',
  intakes: 'Intakes',
  registration_number: 'Registration number',
  regulator: 'Regulator',
  services: 'Services',
  languages_spoken: 'Languages spoken',
  languages_taught: 'Languages taught',
  exams: 'Exams',
  modes: 'Ways of teaching',
  bank_type: 'Bank type',
  min_loan: 'Smallest loan',
  max_loan: 'Largest loan',
};

export const organizationNames = {
  organizations: 'Organisation |||| Organisations',
  insurers: 'Insurer |||| Insurers',
  universities: 'University |||| Universities',
  consultants: 'Consultancy |||| Consultancies',
  'language-schools': 'Language school |||| Language schools',
  banks: 'Bank |||| Banks',
};

/** Each organisation resource's name and the labels of exactly its own fields. */
export const organizationResources = (names: Record<string, string>, fieldLabels: Record<string, string>) =>
  Object.fromEntries(
    partnerResources.map((def) => [
      def.name,
      {
        name: names[def.name],
        fields: Object.fromEntries(Object.keys(def.fields).map((field) => [field, fieldLabels[field]])),
      },
    ]),
  );

export const partnerMessages = {
  resources: organizationResources(organizationNames, organizationFieldLabels),
  vp: {
    choices: {
      org_type: {
        insurer: 'Insurer',
        university: 'University',
        consultancy: 'Consultancy',
        language_school: 'Language school',
        bank: 'Bank',
      },
      university_type: { public: 'Public', private: 'Private' },
      bank_type: {
        public: 'Public bank',
        private: 'Private bank',
        cooperative: 'Cooperative bank',
        non_bank_lender: 'Non-bank lender',
      },
    },
    tabs: { profile: 'Profile', contact: 'Contact', listing: 'Listing' },
  },
};
