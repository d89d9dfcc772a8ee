import { defineResource } from '../resource';

export const COURSE_LEVELS = ['certificate', 'diploma', 'bachelor', 'master', 'doctorate'] as const;

export const courseGuides = defineResource({
  name: 'course-guides',
  table: 'course_guides',
  base: '/api',
  title: 'title',
  defaultSort: ['title', 'ASC'],
  icon: 'MenuBook',
  fields: {
    title: { kind: 'text', required: true, max: 200, list: true, sort: true, search: true },
    slug: { kind: 'slug', required: true, unique: true, list: true, filter: true, example: 'contract-test-guide' },
    level: { kind: 'enum', choices: COURSE_LEVELS, choicesKey: 'course_level', list: true, filter: true, sort: true },
    body: { kind: 'richtext', search: true },
    is_published: { kind: 'boolean', default: true, list: true, filter: true, sort: true },
  },
});

export const universityResources = [courseGuides];
