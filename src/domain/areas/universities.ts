import { withTranslations } from '@/domain/translations';
import { defineResource, ownedBy, ownerReference, OWN_RECORDS } from '@/domain/resourceDef';

export const COURSE_LEVELS = ['certificate', 'diploma', 'bachelor', 'master', 'doctorate'] as const;

export const courseGuides = defineResource({
  name: 'course-guides',
  table: 'course_guides',
  base: '/api',
  title: 'title',
  defaultSort: ['title', 'ASC'],
  icon: 'MenuBook',
  fields: withTranslations({
    title: { kind: 'text', required: true, max: 200, list: true, sort: true, search: true, translatable: true },
    slug: { kind: 'slug', required: true, unique: true, filter: true, example: 'contract-test-guide' },
    level: { kind: 'enum', choices: COURSE_LEVELS, choicesKey: 'course_level', list: true, filter: true, sort: true },
    body: { kind: 'richtext', search: true, translatable: true },
    is_published: { kind: 'boolean', default: false, list: true, filter: true, sort: true },
  }),
});

export const STUDY_MODES = ['full_time', 'part_time', 'online', 'blended'] as const;

export const courses = defineResource({
  name: 'courses',
  table: 'courses',
  base: '/api',
  title: 'name',
  public: {
    fields: [
      'organization_id',
      'name',
      'level',
      'field_of_study',
      'duration_months',
      'tuition_fee',
      'currency',
      'intakes',
      'study_mode',
      'language_of_instruction',
      'min_ielts',
      'min_toefl',
      'application_deadline',
      'description',
    ],
  },
  defaultSort: ['name', 'ASC'],
  icon: 'School',
  owner: ownedBy('university'),
  partner: { university: OWN_RECORDS },
  fields: withTranslations({
    organization_id: ownerReference('universities'),
    name: { kind: 'text', required: true, max: 200, list: true, sort: true, search: true, translatable: true },
    level: {
      kind: 'enum',
      choices: COURSE_LEVELS,
      choicesKey: 'course_level',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    field_of_study: { kind: 'text', max: 120, list: true, filter: true, sort: true, search: true },
    duration_months: { kind: 'integer', min: 1, max: 120, list: true, sort: true },
    tuition_fee: {
      kind: 'decimal',
      currency: 'currency',
      min: 0,
      max: 10_000_000,
      list: true,
      sort: true,
      filter: true,
    },
    currency: { kind: 'text', min: 3, max: 3, example: 'EUR' },
    intakes: { kind: 'textList', max: 40 },
    study_mode: { kind: 'enum', choices: STUDY_MODES, filter: true },
    language_of_instruction: { kind: 'text', max: 60, filter: true },
    min_ielts: { kind: 'decimal', min: 0, max: 9, scale: 1 },
    min_toefl: { kind: 'integer', min: 0, max: 120 },
    application_deadline: { kind: 'date', sort: true, filter: true },
    description: { kind: 'richtext', search: true, translatable: true },
    is_published: { kind: 'boolean', default: false, list: true, filter: true, sort: true },
  }),
});

export const universityResources = [courseGuides, courses];
