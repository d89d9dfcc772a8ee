import type { Translation } from '../i18n/define';
import type { universityMessages } from './messages';

export const universityMessagesFr: Translation<typeof universityMessages> = {
  resources: {
    courses: {
      name: 'Formation |||| Formations',
      fields: {
        organization_id: 'Université',
        name: 'Nom',
        level: 'Niveau',
        field_of_study: "Domaine d'études",
        duration_months: 'Durée (mois)',
        tuition_fee: 'Frais de scolarité',
        currency: 'Devise',
        intakes: 'Rentrées',
        study_mode: "Mode d'études",
        language_of_instruction: "Langue d'enseignement",
        min_ielts: 'Score IELTS minimum',
        min_toefl: 'Score TOEFL minimum',
        application_deadline: 'Date limite de candidature',
        description: 'Description',
        is_published: 'Publiée',
      },
    },
  },
  vp: {
    choices: {
      study_mode: { full_time: 'Temps plein', part_time: 'Temps partiel', online: 'En ligne', blended: 'Hybride' },
    },
  },
};
