import type { Translation } from '../i18n/define';
import {
  organizationResources,
  type locationLabels,
  type organizationFieldLabels,
  type organizationNames,
  type partnerMessages,
} from './messages';

export const locationLabelsFr: Translation<typeof locationLabels> = {
  location: 'Emplacement',
  address: 'Adresse',
  city: 'Ville',
  district: 'Quartier',
  state: 'État ou région',
  country: 'Pays',
};

const fieldLabels: Translation<typeof organizationFieldLabels> = {
  type: 'Type',
  name: 'Nom',
  slug: "Identifiant d'URL",
  logo: 'Logo',
  description: 'Description',
  email: 'E-mail',
  phone: 'Téléphone',
  website: 'Site web',
  ...locationLabelsFr,
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
};

const names: Translation<typeof organizationNames> = {
  organizations: 'Organisation |||| Organisations',
  insurers: 'Assureur |||| Assureurs',
  universities: 'Université |||| Universités',
  consultants: 'Cabinet de conseil |||| Cabinets de conseil',
  'language-schools': 'École de langues |||| Écoles de langues',
  banks: 'Banque |||| Banques',
};

export const partnerMessagesFr: Translation<typeof partnerMessages> = {
  resources: organizationResources(names, fieldLabels),
  vp: {
    choices: {
      org_type: {
        insurer: 'Assureur',
        university: 'Université',
        consultancy: 'Cabinet de conseil',
        language_school: 'École de langues',
        bank: 'Banque',
      },
      university_type: { public: 'Publique', private: 'Privée' },
      bank_type: {
        public: 'Banque publique',
        private: 'Banque privée',
        cooperative: 'Banque coopérative',
        non_bank_lender: 'Prêteur non bancaire',
      },
    },
    tabs: { profile: 'Profil', contact: 'Contact', listing: 'Fiche' },
  },
};
