import { ORG_TYPES } from '@/domain/roles';
import { defineResource, OWN_RECORDS } from '@/domain/resourceDef';
import { withTranslations } from '@/domain/translations';

const VARIABLE_SCOPES = ['visa', 'pr', 'credit'] as const;
const VALUE_TYPES = ['text', 'number', 'currency', 'date', 'percent'] as const;
const DOCUMENT_SCOPES = ['visa', 'check_visa', 'pr', 'university', 'credit'] as const;
const FAQ_SCOPES = ['visa', 'check_visa', 'pr', 'insurance', 'university', 'consultant', 'language', 'credit'] as const;

export const dataVariables = defineResource({
  name: 'data-variables',
  table: 'data_variables',
  base: '/api',
  title: 'key',
  defaultSort: ['key', 'ASC'],
  icon: 'DataObject',
  uniqueTogether: [['scope', 'key']],
  fields: {
    scope: {
      kind: 'enum',
      choices: VARIABLE_SCOPES,
      choicesKey: 'variable_scope',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    key: { kind: 'key', required: true, list: true, sort: true, search: true, example: 'contract_test' },
    label: { kind: 'text', max: 160, gridEditable: true, list: true, search: true },
    value: { kind: 'text', max: 1000, list: true, search: true },
    value_type: { kind: 'enum', choices: VALUE_TYPES, default: 'text', list: true, filter: true },
    description: { kind: 'textarea' },
  },
});

export const requiredDocuments = defineResource({
  name: 'required-documents',
  table: 'required_documents',
  base: '/api',
  title: 'name',
  public: {
    fields: [
      'scope',
      'country_visa_id',
      'pr_pathway_id',
      'organization_id',
      'name',
      'description',
      'is_mandatory',
      'accepted_formats',
      'sort_order',
    ],
  },
  defaultSort: ['sort_order', 'ASC'],
  icon: 'Checklist',
  owner: { column: 'organization_id', orgTypes: ['university', 'bank'] },
  partner: {},
  fields: withTranslations({
    scope: {
      kind: 'enum',
      choices: DOCUMENT_SCOPES,
      choicesKey: 'document_scope',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    country_visa_id: { kind: 'reference', reference: 'country-visas', list: true, filter: true },
    pr_pathway_id: { kind: 'reference', reference: 'pr-pathways', filter: true },
    organization_id: { kind: 'reference', reference: 'organizations', filter: true, adminOnly: true },
    name: { kind: 'text', required: true, max: 200, list: true, sort: true, search: true, translatable: true },
    description: { kind: 'textarea', search: true, translatable: true },
    is_mandatory: { kind: 'boolean', default: true, list: true, filter: true },
    accepted_formats: { kind: 'textList' },
    sort_order: { kind: 'integer', min: 0, max: 10_000, default: 0, list: true, sort: true },
  }),
});

export const faqs = defineResource({
  name: 'faqs',
  table: 'faqs',
  base: '/api',
  title: 'question',
  public: { fields: ['scope', 'organization_id', 'country_id', 'question', 'answer', 'sort_order'] },
  defaultSort: ['sort_order', 'ASC'],
  icon: 'QuestionAnswer',
  owner: { column: 'organization_id', orgTypes: ORG_TYPES },
  // An insurer runs its own FAQ page; its questions are always of its scope.
  partner: { insurance: OWN_RECORDS },
  partnerFixed: { insurance: { scope: 'insurance' } },
  fields: withTranslations({
    scope: {
      kind: 'enum',
      choices: FAQ_SCOPES,
      choicesKey: 'faq_scope',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    organization_id: { kind: 'reference', reference: 'organizations', filter: true, adminOnly: true },
    country_id: { kind: 'reference', reference: 'countries', list: true, filter: true },
    question: { kind: 'text', required: true, max: 300, list: true, sort: true, search: true, translatable: true },
    answer: { kind: 'richtext', required: true, search: true, translatable: true },
    sort_order: { kind: 'integer', min: 0, max: 10_000, default: 0, list: true, sort: true },
    is_published: { kind: 'boolean', default: false, list: true, filter: true, sort: true },
  }),
});

export const contentResources = [dataVariables, requiredDocuments, faqs];
