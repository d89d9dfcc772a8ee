import { defineResource, OWN_RECORDS } from '@/domain/resourceDef';
import { ORG_TYPES } from '@/domain/roles';
import { REPLY_MAX } from './enquiryMessages';

/**
 * Texts staff start a reply from, in each language an enquirer may write in, with placeholders (see
 * replyPlaceholders.ts). An organisation's replies are its own; a reply without an organisation is a global one
 * that admins write and every partner reads (the owner's `sharedWhenEmpty`).
 */
export const savedReplies = defineResource({
  name: 'saved-replies',
  table: 'saved_replies',
  base: '/api',
  title: 'name',
  defaultSort: ['name', 'ASC'],
  icon: 'Description',
  owner: { column: 'organization_id', orgTypes: ORG_TYPES, sharedWhenEmpty: true },
  partner: {
    insurance: OWN_RECORDS,
    university: OWN_RECORDS,
    consultants: OWN_RECORDS,
    languages: OWN_RECORDS,
    bank: OWN_RECORDS,
  },
  fields: {
    name: { kind: 'text', required: true, max: 120, list: true, sort: true, search: true },
    // Empty: a global reply (admins only); a partner's are always its own organisation's.
    organization_id: {
      kind: 'reference',
      reference: 'organizations',
      adminOnly: true,
      list: true,
      filter: true,
      sort: true,
    },
    body_en: { kind: 'textarea', required: true, max: REPLY_MAX, search: true },
    body_de: { kind: 'textarea', max: REPLY_MAX, search: true },
    body_fr: { kind: 'textarea', max: REPLY_MAX, search: true },
  },
});

export const savedReplyResources = [savedReplies];
