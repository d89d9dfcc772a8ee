import type { Translation } from '../i18n/define';
import type { universityMessages } from './messages';

export const universityMessagesDe: Translation<typeof universityMessages> = {
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
};
