import type { Translation } from '../i18n/define';
import type { resourceMessages } from './messages';

export const resourceMessagesFr: Translation<typeof resourceMessages> = {
  resources: {
    'data-variables': {
      name: 'Variable de données |||| Variables de données',
      fields: {
        scope: 'Domaine',
        key: 'Clé',
        label: 'Libellé',
        value: 'Valeur',
        value_type: 'Type de valeur',
        description: 'Description',
      },
    },
    'required-documents': {
      name: 'Document requis |||| Documents requis',
      fields: {
        scope: 'Domaine',
        country_visa_id: 'Visa',
        pr_pathway_id: "Voie d'immigration",
        organization_id: 'Organisation',
        name: 'Nom',
        description: 'Description',
        is_mandatory: 'Obligatoire',
        accepted_formats: 'Formats acceptés',
        sort_order: 'Ordre',
      },
    },
    faqs: {
      name: 'Question fréquente |||| Questions fréquentes',
      fields: {
        scope: 'Domaine',
        organization_id: 'Organisation',
        country_id: 'Pays',
        question: 'Question',
        answer: 'Réponse',
        sort_order: 'Ordre',
        is_published: 'Publié',
      },
    },
    'course-guides': {
      name: 'Guide de formation |||| Guides de formation',
      fields: {
        title: 'Titre',
        slug: "Identifiant d'URL",
        level: 'Niveau',
        body: 'Contenu',
        is_published: 'Publié',
      },
    },
  },
  vp: {
    choices: {
      variable_scope: {
        visa: 'Visas',
        pr: 'Résidence permanente',
        credit: 'Crédit',
      },
      value_type: {
        text: 'Texte',
        number: 'Nombre',
        currency: 'Montant',
        date: 'Date',
        percent: 'Pourcentage',
      },
      document_scope: {
        visa: 'Visas',
        check_visa: 'Vérification de visa',
        pr: 'Résidence permanente',
        university: 'Universités',
        credit: 'Crédit',
      },
      faq_scope: {
        visa: 'Visas',
        check_visa: 'Vérification de visa',
        pr: 'Résidence permanente',
        insurance: 'Assurance',
        university: 'Universités',
        consultant: 'Conseillers',
        language: 'Écoles de langues',
        credit: 'Crédit',
      },
      course_level: {
        certificate: 'Certificat',
        diploma: 'Diplôme',
        bachelor: 'Licence',
        master: 'Master',
        doctorate: 'Doctorat',
      },
    },
    tabs: {
      main: 'Général',
    },
    list: {
      from: '%{field} à partir de',
      to: "%{field} jusqu'à",
      actions: 'Actions',
    },
    system: {
      version: 'Version',
      created_at: 'Créé le',
      updated_at: 'Modifié le',
    },
    menu: {
      universities: 'Universités',
    },
  },
};
