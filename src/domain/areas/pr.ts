import { withTranslations } from '@/domain/translations';
import { defineResource } from '@/domain/resourceDef';
import { notBelow } from '@/domain/crossFieldRules';

const PR_CATEGORIES = ['skilled', 'employer', 'family', 'business', 'graduate', 'humanitarian'] as const;
const POINT_FACTORS = [
  'age',
  'english',
  'experience_overseas',
  'experience_local',
  'education',
  'specialist_education',
  'local_study',
  'regional_study',
  'community_language',
  'partner',
  'professional_year',
  'nomination',
  'french',
  'arranged_employment',
  'provincial_nomination',
  'sibling',
  'transferability',
  'other',
] as const;

export const prPathways = defineResource({
  name: 'pr-pathways',
  table: 'pr_pathways',
  base: '/api',
  title: 'name',
  defaultSort: ['name', 'ASC'],
  icon: 'Route',
  rules: [notBelow('processing_months_max', 'processing_months_min')],
  fields: withTranslations({
    country_id: {
      kind: 'reference',
      reference: 'countries',
      required: true,
      list: true,
      filter: true,
      sort: true,
      tab: 'summary',
    },
    name: {
      kind: 'text',
      required: true,
      max: 200,
      list: true,
      sort: true,
      search: true,
      tab: 'summary',
      translatable: true,
    },
    code: { kind: 'text', max: 60, filter: true, sort: true, search: true, tab: 'summary' },
    category: {
      kind: 'enum',
      choices: PR_CATEGORIES,
      choicesKey: 'pr_category',
      list: true,
      filter: true,
      sort: true,
      tab: 'summary',
    },
    summary: { kind: 'textarea', search: true, tab: 'summary', translatable: true },
    eligibility: { kind: 'richtext', tab: 'eligibility', translatable: true },
    is_points_tested: { kind: 'boolean', list: true, filter: true, tab: 'points' },
    min_points: { kind: 'integer', min: 0, max: 2000, list: true, sort: true, filter: true, tab: 'points' },
    age_limit: { kind: 'integer', min: 0, max: 120, tab: 'points' },
    processing_months_min: { kind: 'integer', min: 0, max: 240, filter: true, tab: 'costs' },
    processing_months_max: { kind: 'integer', min: 0, max: 240, filter: true, tab: 'costs' },
    fee_amount: {
      kind: 'decimal',
      currency: 'fee_currency',
      min: 0,
      max: 1_000_000,
      sort: true,
      filter: true,
      tab: 'costs',
    },
    fee_currency: { kind: 'text', min: 3, max: 3, tab: 'costs' },
    official_url: { kind: 'url', tab: 'costs' },
    is_published: { kind: 'boolean', default: false, list: true, filter: true, sort: true, tab: 'summary' },
  }),
});

export const prPoints = defineResource({
  name: 'pr-points',
  table: 'pr_points',
  base: '/api',
  title: 'criterion',
  defaultSort: ['sort_order', 'ASC'],
  icon: 'Scoreboard',
  fields: {
    pr_pathway_id: {
      kind: 'reference',
      reference: 'pr-pathways',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    factor: {
      kind: 'enum',
      choices: POINT_FACTORS,
      choicesKey: 'point_factor',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    criterion: { kind: 'text', required: true, max: 300, list: true, search: true },
    points: { kind: 'integer', required: true, min: 0, max: 1200, list: true, sort: true, filter: true, example: 10 },
    sort_order: { kind: 'integer', min: 0, max: 10_000, default: 0, list: true, sort: true },
  },
});

export const occupations = defineResource({
  name: 'occupations',
  table: 'occupations',
  base: '/api',
  title: 'title',
  defaultSort: ['code', 'ASC'],
  icon: 'Work',
  attribution: 'vp.data.anzsco',
  uniqueTogether: [['code', 'country_id']],
  fields: {
    code: { kind: 'text', required: true, max: 20, list: true, sort: true, search: true, example: '999999' },
    title: { kind: 'text', required: true, max: 200, list: true, sort: true, search: true },
    country_id: { kind: 'reference', reference: 'countries', list: true, filter: true },
    unit_group: { kind: 'text', max: 200, filter: true, search: true },
    skill_level: { kind: 'integer', min: 1, max: 5, list: true, filter: true, sort: true, example: 1 },
    assessing_authority: { kind: 'text', max: 200, list: true, filter: true, search: true },
    lists: { kind: 'textList', max: 20, list: true, filter: true },
    pr_pathway_ids: { kind: 'referenceList', reference: 'pr-pathways', filter: true },
  },
});

export const prBundles = defineResource({
  name: 'pr-bundles',
  table: 'pr_bundles',
  base: '/api',
  title: 'name',
  defaultSort: ['name', 'ASC'],
  icon: 'Inventory2',
  fields: withTranslations({
    name: { kind: 'text', required: true, max: 200, list: true, sort: true, search: true, translatable: true },
    description: { kind: 'textarea', search: true, translatable: true },
    pr_pathway_ids: { kind: 'referenceList', reference: 'pr-pathways', list: true, filter: true },
    price: { kind: 'decimal', currency: 'currency', min: 0, max: 1_000_000, list: true, sort: true, filter: true },
    currency: { kind: 'text', min: 3, max: 3 },
    inclusions: { kind: 'textList', max: 200 },
    duration_days: { kind: 'integer', min: 0, max: 3650, list: true, sort: true },
    is_active: { kind: 'boolean', default: true, list: true, filter: true, sort: true },
  }),
});

export const prResources = [prPathways, prPoints, occupations, prBundles];
