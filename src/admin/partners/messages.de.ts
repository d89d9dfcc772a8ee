import type { Translation } from '../i18n/define';
import {
  organizationResources,
  type locationLabels,
  type organizationFieldLabels,
  type organizationNames,
  type partnerMessages,
} from './messages';

export const locationLabelsDe: Translation<typeof locationLabels> = {
  location: 'Standort',
  address: 'Adresse',
  city: 'Stadt',
  district: 'Bezirk',
  state: 'Bundesland oder Region',
  country: 'Land',
};

const fieldLabels: Translation<typeof organizationFieldLabels> = {
  type: 'Typ',
  name: 'Name',
  slug: 'URL-Kürzel',
  logo: 'Logo',
  description: 'Beschreibung',
  email: 'E-Mail',
  phone: 'Telefon',
  website: 'Website',
  ...locationLabelsDe,
  country_id: 'Land des Eintrags',
  is_published: 'Veröffentlicht',
  is_verified: 'Verifiziert',
  rating: 'Bewertung',
  coverage_types: 'Versicherungsarten',
  university_type: 'Hochschultyp',
  established_year: 'Gründungsjahr',
  world_ranking: 'Weltrangliste',
  intakes: 'Studienbeginne',
  registration_number: 'Registrierungsnummer',
  regulator: 'Aufsichtsbehörde',
  services: 'Leistungen',
  languages_spoken: 'Gesprochene Sprachen',
  languages_taught: 'Unterrichtete Sprachen',
  exams: 'Prüfungen',
  modes: 'Unterrichtsformen',
  bank_type: 'Bankart',
  min_loan: 'Kleinster Kredit',
  max_loan: 'Größter Kredit',
};

const names: Translation<typeof organizationNames> = {
  organizations: 'Organisation |||| Organisationen',
  insurers: 'Versicherer |||| Versicherer',
  universities: 'Hochschule |||| Hochschulen',
  consultants: 'Beratungsunternehmen |||| Beratungsunternehmen',
  'language-schools': 'Sprachschule |||| Sprachschulen',
  banks: 'Bank |||| Banken',
};

export const partnerMessagesDe: Translation<typeof partnerMessages> = {
  resources: organizationResources(names, fieldLabels),
  vp: {
    choices: {
      org_type: {
        insurer: 'Versicherer',
        university: 'Hochschule',
        consultancy: 'Beratung',
        language_school: 'Sprachschule',
        bank: 'Bank',
      },
      university_type: { public: 'Öffentlich', private: 'Privat' },
      bank_type: {
        public: 'Öffentliche Bank',
        private: 'Privatbank',
        cooperative: 'Genossenschaftsbank',
        non_bank_lender: 'Kreditgeber ohne Banklizenz',
      },
    },
    tabs: { profile: 'Profil', contact: 'Kontakt', listing: 'Eintrag' },
  },
};
