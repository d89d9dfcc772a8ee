/**
 * Labels of the universities area: a university's courses (`resources.courses`) and their study modes
 * (`vp.choices.study_mode`); the course levels and the menu group are with the course guides
 * (src/admin/resources/messages.ts), the universities themselves with the organisations (../partners/messages.ts).
 */
export const universityMessages = {
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
};
