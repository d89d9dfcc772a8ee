import type { Translation } from '../i18n/define';
import type { prMessages } from './messages';

export const prMessagesFr: Translation<typeof prMessages> = {
  resources: {
    'pr-pathways': {
      name: "Voie d'immigration |||| Voies d'immigration",
      fields: {
        country_id: 'Pays',
        name: 'Nom',
        code: 'Code',
        category: 'Catégorie',
        summary: 'Résumé',
        eligibility: 'Éligibilité',
        is_points_tested: 'Système à points',
        min_points: 'Points minimum',
        age_limit: 'Âge limite',
        processing_months_min: 'Délai de traitement min. (mois)',
        processing_months_max: 'Délai de traitement max. (mois)',
        fee_amount: 'Frais',
        fee_currency: 'Devise des frais',
        official_url: 'Site officiel',
        is_published: 'Publié',
      },
    },
    'pr-points': {
      name: 'Critère de points |||| Critères de points',
      fields: {
        pr_pathway_id: "Voie d'immigration",
        factor: 'Facteur',
        criterion: 'Critère',
        points: 'Points',
        sort_order: 'Ordre',
      },
    },
    occupations: {
      name: 'Profession |||| Professions',
      fields: {
        code: 'Code',
        title: 'Intitulé',
        country_id: 'Pays',
        unit_group: 'Groupe professionnel',
        skill_level: 'Niveau de compétence',
        assessing_authority: "Organisme d'évaluation",
        lists: 'Listes de professions',
        pr_pathway_ids: "Voies d'immigration",
      },
    },
    'pr-bundles': {
      name: 'Forfait |||| Forfaits',
      fields: {
        name: 'Nom',
        description: 'Description',
        pr_pathway_ids: "Voies d'immigration",
        price: 'Prix',
        currency: 'Devise',
        inclusions: 'Prestations incluses',
        duration_days: 'Durée (jours)',
        is_active: 'Actif',
      },
    },
  },
  vp: {
    choices: {
      pr_category: {
        skilled: 'Travailleurs qualifiés',
        employer: "Parrainage par l'employeur",
        family: 'Regroupement familial',
        business: 'Entrepreneurs et investisseurs',
        graduate: 'Jeunes diplômés',
        humanitarian: 'Motifs humanitaires',
      },
      point_factor: {
        age: 'Âge',
        english: "Maîtrise de l'anglais",
        experience_overseas: "Expérience professionnelle à l'étranger",
        experience_local: "Expérience professionnelle dans le pays d'accueil",
        education: 'Diplômes',
        specialist_education: 'Formation spécialisée',
        local_study: "Études dans le pays d'accueil",
        regional_study: 'Études en région',
        community_language: 'Langue communautaire',
        partner: 'Compétences du partenaire',
        professional_year: 'Année professionnelle',
        nomination: 'Nomination',
        french: 'Maîtrise du français',
        arranged_employment: 'Emploi réservé',
        provincial_nomination: 'Nomination provinciale',
        sibling: "Frère ou sœur dans le pays d'accueil",
        transferability: 'Transférabilité des compétences',
        other: 'Autre',
      },
    },
    tabs: {
      summary: 'Aperçu',
      eligibility: 'Éligibilité',
      points: 'Points',
      costs: 'Coûts et délais',
    },
    menu: {
      pr: 'Parcours RP',
    },
  },
};
