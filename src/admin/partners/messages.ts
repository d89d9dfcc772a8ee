import { partnerResources } from '../../domain/areas/partners';
import type { Locale } from '../../domain/messages';
import { defineMessages } from '../i18n/define';

/**
 * Labels of the organisations: the shared `organizations` resource and its five typed resources (insurers,
 * universities, consultants, language-schools, banks) have one table, so one set of field labels serves them
 * all (`resources.*`), with the organisation choices (`vp.choices.*`) and the tabs of their pages (`vp.tabs.*`).
 */

/** The parts of a location string (SPEC §3), for every resource that has one. */
export const locationLabels = {
  en: { location: 'Location', address: 'Address', city: 'City', district: 'District', state: 'State or region', country: 'Country' },
  de: { location: 'Standort', address: 'Adresse', city: 'Stadt', district: 'Bezirk', state: 'Bundesland oder Region', country: 'Land' },
  fr: { location: 'Emplacement', address: 'Adresse', city: 'Ville', district: 'Quartier', state: 'État ou région', country: 'Pays' },
} satisfies Record<Locale, Record<string, string>>;

const fieldLabels = {
  en: {
    type: 'Type',
    name: 'Name',
    slug: 'Slug',
    logo: 'Logo',
    description: 'Description',
    email: 'Email',
    phone: 'Phone',
    website: 'Website',
    ...locationLabels.en,
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
  },
  de: {
    type: 'Typ',
    name: 'Name',
    slug: 'URL-Kürzel',
    logo: 'Logo',
    description: 'Beschreibung',
    email: 'E-Mail',
    phone: 'Telefon',
    website: 'Website',
    ...locationLabels.de,
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
  },
  fr: {
    type: 'Type',
    name: 'Nom',
    slug: "Identifiant d'URL",
    logo: 'Logo',
    description: 'Description',
    email: 'E-mail',
    phone: 'Téléphone',
    website: 'Site web',
    ...locationLabels.fr,
    country_id: 'Pays de la fiche',
    is_published: 'Publié',
    is_verified: 'Vérifié',
    rating: 'Note',
    coverage_types: 'Types de couverture',
    university_type: "Type d'université",
    established_year: 'Année de fondation',
    world_ranking: 'Classement mondial',
    intakes: 'Rentrées',
    registration_number: "Numéro d'enregistrement",
    regulator: 'Autorité de régulation',
    services: 'Services',
    languages_spoken: 'Langues parlées',
    languages_taught: 'Langues enseignées',
    exams: 'Examens',
    modes: "Modes d'enseignement",
    bank_type: 'Type de banque',
    min_loan: 'Prêt minimum',
    max_loan: 'Prêt maximum',
  },
} satisfies Record<Locale, Record<string, string>>;

const names: Record<Locale, Record<string, string>> = {
  en: {
    organizations: 'Organisation |||| Organisations',
    insurers: 'Insurer |||| Insurers',
    universities: 'University |||| Universities',
    consultants: 'Consultancy |||| Consultancies',
    'language-schools': 'Language school |||| Language schools',
    banks: 'Bank |||| Banks',
  },
  de: {
    organizations: 'Organisation |||| Organisationen',
    insurers: 'Versicherer |||| Versicherer',
    universities: 'Hochschule |||| Hochschulen',
    consultants: 'Beratungsunternehmen |||| Beratungsunternehmen',
    'language-schools': 'Sprachschule |||| Sprachschulen',
    banks: 'Bank |||| Banken',
  },
  fr: {
    organizations: 'Organisation |||| Organisations',
    insurers: 'Assureur |||| Assureurs',
    universities: 'Université |||| Universités',
    consultants: 'Cabinet de conseil |||| Cabinets de conseil',
    'language-schools': 'École de langues |||| Écoles de langues',
    banks: 'Banque |||| Banques',
  },
};

/** Each organisation resource's name and the labels of exactly its own fields. */
const organizationResources = (locale: Locale) => Object.fromEntries(partnerResources.map((def) => [def.name, {
  name: names[locale][def.name],
  fields: Object.fromEntries(Object.keys(def.fields).map((field) => [field, (fieldLabels[locale] as Record<string, string>)[field]])),
}]));

export const partnerMessages = defineMessages({
  en: {
    resources: organizationResources('en'),
    vp: {
      choices: {
        org_type: { insurer: 'Insurer', university: 'University', consultancy: 'Consultancy', language_school: 'Language school', bank: 'Bank' },
        university_type: { public: 'Public', private: 'Private' },
        bank_type: { public: 'Public bank', private: 'Private bank', cooperative: 'Cooperative bank', non_bank_lender: 'Non-bank lender' },
      },
      tabs: { profile: 'Profile', contact: 'Contact', listing: 'Listing' },
    },
  },
  de: {
    resources: organizationResources('de'),
    vp: {
      choices: {
        org_type: { insurer: 'Versicherer', university: 'Hochschule', consultancy: 'Beratung', language_school: 'Sprachschule', bank: 'Bank' },
        university_type: { public: 'Öffentlich', private: 'Privat' },
        bank_type: { public: 'Öffentliche Bank', private: 'Privatbank', cooperative: 'Genossenschaftsbank', non_bank_lender: 'Kreditgeber ohne Banklizenz' },
      },
      tabs: { profile: 'Profil', contact: 'Kontakt', listing: 'Eintrag' },
    },
  },
  fr: {
    resources: organizationResources('fr'),
    vp: {
      choices: {
        org_type: { insurer: 'Assureur', university: 'Université', consultancy: 'Cabinet de conseil', language_school: 'École de langues', bank: 'Banque' },
        university_type: { public: 'Publique', private: 'Privée' },
        bank_type: { public: 'Banque publique', private: 'Banque privée', cooperative: 'Banque coopérative', non_bank_lender: 'Prêteur non bancaire' },
      },
      tabs: { profile: 'Profil', contact: 'Contact', listing: 'Fiche' },
    },
  },
});
