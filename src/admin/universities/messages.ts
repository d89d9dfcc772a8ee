import { defineMessages } from '../i18n/define';

/**
 * Labels of the universities area: a university's courses (`resources.courses`) and their study modes
 * (`vp.choices.study_mode`); the course levels and the menu group are with the course guides
 * (src/admin/resources/messages.ts), the universities themselves with the organisations (../partners/messages.ts).
 */
export const universityMessages = defineMessages({
  en: {
    resources: {
      courses: {
        name: 'Course |||| Courses',
        fields: {
          organization_id: 'University',
          name: 'Name',
          level: 'Level',
          field_of_study: 'Field of study',
          duration_months: 'Duration (months)',
          tuition_fee: 'Tuition fee',
          currency: 'Currency',
          intakes: 'Intakes',
          study_mode: 'Study mode',
          language_of_instruction: 'Language of instruction',
          min_ielts: 'Minimum IELTS score',
          min_toefl: 'Minimum TOEFL score',
          application_deadline: 'Application deadline',
          description: 'Description',
          is_published: 'Published',
        },
      },
    },
    vp: {
      choices: { study_mode: { full_time: 'Full-time', part_time: 'Part-time', online: 'Online', blended: 'Blended' } },
    },
  },
  de: {
    resources: {
      courses: {
        name: 'Studiengang |||| Studiengänge',
        fields: {
          organization_id: 'Hochschule',
          name: 'Name',
          level: 'Abschluss',
          field_of_study: 'Fachrichtung',
          duration_months: 'Dauer (Monate)',
          tuition_fee: 'Studiengebühr',
          currency: 'Währung',
          intakes: 'Studienbeginne',
          study_mode: 'Studienform',
          language_of_instruction: 'Unterrichtssprache',
          min_ielts: 'IELTS-Mindestpunktzahl',
          min_toefl: 'TOEFL-Mindestpunktzahl',
          application_deadline: 'Bewerbungsschluss',
          description: 'Beschreibung',
          is_published: 'Veröffentlicht',
        },
      },
    },
    vp: {
      choices: { study_mode: { full_time: 'Vollzeit', part_time: 'Teilzeit', online: 'Online', blended: 'Hybrid' } },
    },
  },
  fr: {
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
      choices: { study_mode: { full_time: 'Temps plein', part_time: 'Temps partiel', online: 'En ligne', blended: 'Hybride' } },
    },
  },
});
