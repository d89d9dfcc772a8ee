import { defineResource, type PartnerRole } from '@/domain/resourceDef';
import { ORG_TYPES, ROLE_BY_USER_TYPE, USER_TYPES, type OrgType } from '@/domain/roles';
import { V } from '@/domain/validationKeys';
import { ENQUIRY_LOCALES, REPLY_ATTACHMENT } from './enquiryMessages';

export const ENQUIRY_KINDS = [
  'website',
  'partner',
  'service',
  'insurance',
  'university',
  'language',
  'credit',
] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The organisation type a partner-bound enquiry goes to; website and partner enquiries go to Visapath itself. */
export const ORG_TYPE_OF_KIND: Record<EnquiryKind, OrgType | null> = {
  website: null,
  partner: null,
  service: 'consultancy',
  insurance: 'insurer',
  university: 'university',
  language: 'language_school',
  credit: 'bank',
};

/** The only fields a partner changes on its own enquiries (its status, and which colleague works on it). */
const PARTNER_WRITABLE = ['status', 'assigned_to'] as const;

/** Statuses an enquiry may move to from each status (new → in_progress → closed, or spam at any point). */
export const STATUS_FLOW: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['in_progress', 'closed', 'spam'],
  in_progress: ['closed', 'spam', 'new'],
  closed: ['in_progress'],
  spam: ['new'],
};

/** Whether an enquiry may move from status `from` to `to` (staying put is no move, hence allowed). */
export function canMove(from: EnquiryStatus, to: EnquiryStatus): boolean {
  return from === to || STATUS_FLOW[from].includes(to);
}

export const MESSAGE_MAX = 5000;
const ADMIN_USER_TYPE = USER_TYPES.find((t) => ROLE_BY_USER_TYPE[t].role === 'admin')!;

/** Partner-bound kinds name their organisation; website and partner enquiries name none. */
function ownerForKind(r: Record<string, unknown>) {
  const orgType = ORG_TYPE_OF_KIND[r.kind as EnquiryKind];
  if (orgType && r.organization_id == null) return { field: 'organization_id', message: V.required };
  if (typeof r.kind === 'string' && r.kind in ORG_TYPE_OF_KIND && !orgType && r.organization_id != null)
    return { field: 'organization_id', message: V.noOrganization };
  return null;
}
const OWN_ENQUIRIES = ['list', 'show', 'edit', 'export'] as const;
const PARTNER_ROLES: readonly PartnerRole[] = ['insurance', 'university', 'consultants', 'languages', 'bank'];
const partnerGrants: Partial<Record<PartnerRole, readonly ('list' | 'show' | 'edit' | 'export')[]>> = {
  insurance: OWN_ENQUIRIES,
  university: OWN_ENQUIRIES,
  consultants: OWN_ENQUIRIES,
  languages: OWN_ENQUIRIES,
  bank: OWN_ENQUIRIES,
};

export const enquiries = defineResource({
  name: 'enquiries',
  table: 'enquiries',
  base: '/api',
  title: 'full_name',
  defaultSort: ['created_at', 'DESC'],
  icon: 'Inbox',
  owner: { column: 'organization_id', orgTypes: ORG_TYPES },
  partner: partnerGrants,
  partnerWritable: PARTNER_WRITABLE,
  ownerTypeBy: { field: 'kind', types: ORG_TYPE_OF_KIND },
  rules: [ownerForKind],
  listCreatedAt: true,
  incoming: true,
  attachments: { reply: REPLY_ATTACHMENT },
  searchIndexed: true,
  card: { secondary: ['status', 'kind', 'organization_id'], tertiary: 'created_at' },
  statusTabs: 'status',
  views: [
    {
      key: 'new_website_this_week',
      filter: { kind: 'website', status: 'new' },
      createdSince: 'week',
      sort: ['created_at', 'DESC'],
    },
    { key: 'new_enquiries', roles: PARTNER_ROLES, filter: { status: 'new' }, sort: ['created_at', 'DESC'] },
    // Waiting for an answer, longest first; and those waiting longer than their organisation's target.
    {
      key: 'unanswered',
      roles: ['admin', ...PARTNER_ROLES],
      filter: {},
      passed: 'waiting_since',
      sort: ['waiting_since', 'ASC'],
    },
    {
      key: 'over_target',
      roles: ['admin', ...PARTNER_ROLES],
      filter: {},
      passed: 'respond_by',
      sort: ['respond_by', 'ASC'],
    },
    {
      key: 'in_progress',
      roles: ['admin', ...PARTNER_ROLES],
      filter: { status: 'in_progress' },
      sort: ['created_at', 'DESC'],
    },
  ],
  // The lists are newest first, for everyone and per organisation, kind and status: each an index-ordered scan.
  indexes: [
    ['created_at', 'id'],
    ['organization_id', 'created_at', 'id'],
    ['kind', 'created_at', 'id'],
    ['status', 'created_at', 'id'],
  ],
  fields: {
    kind: {
      kind: 'enum',
      choices: ENQUIRY_KINDS,
      choicesKey: 'enquiry_kind',
      required: true,
      gridEditable: false,
      bulkEditable: false,
      list: true,
      filter: true,
      sort: true,
      tab: 'enquiry',
    },
    status: {
      kind: 'enum',
      choices: ENQUIRY_STATUSES,
      choicesKey: 'enquiry_status',
      transitions: STATUS_FLOW,
      required: true,
      default: 'new',
      list: true,
      filter: true,
      sort: true,
      tab: 'enquiry',
    },
    organization_id: {
      kind: 'reference',
      reference: 'organizations',
      list: true,
      filter: true,
      sort: true,
      tab: 'enquiry',
    },
    full_name: { kind: 'text', required: true, max: 160, list: true, sort: true, search: true, tab: 'enquiry' },
    email: { kind: 'email', required: true, list: true, search: true, tab: 'enquiry' },
    phone: { kind: 'text', max: 40, search: true, tab: 'enquiry' },
    nationality: {
      kind: 'text',
      min: 2,
      max: 2,
      country: true,
      filter: true,
      sort: true,
      example: 'IN',
      tab: 'enquiry',
    },
    destination: {
      kind: 'text',
      min: 2,
      max: 2,
      country: true,
      filter: true,
      sort: true,
      example: 'AU',
      tab: 'enquiry',
    },
    message: { kind: 'textarea', required: true, max: MESSAGE_MAX, search: true, tab: 'enquiry' },
    // The enquirer's language: picks the version of a saved reply and of the mails they receive.
    locale: {
      kind: 'enum',
      choices: ENQUIRY_LOCALES,
      choicesKey: 'locale',
      default: 'en',
      filter: true,
      tab: 'enquiry',
    },
    company_name: { kind: 'text', max: 200, search: true, tab: 'enquiry' },
    partner_type: { kind: 'enum', choices: ORG_TYPES, choicesKey: 'org_type', filter: true, tab: 'enquiry' },
    course_id: { kind: 'reference', reference: 'courses', filter: true, tab: 'enquiry' },
    loan_product_id: { kind: 'reference', reference: 'loan-products', filter: true, tab: 'enquiry' },
    cover_id: { kind: 'reference', reference: 'insurance-covers', filter: true, tab: 'enquiry' },
    offer_id: { kind: 'reference', reference: 'offers', filter: true, tab: 'enquiry' },
    // Admins assign an admin or a user of the enquiry's organisation; partners one of their own active colleagues
    // (the server's hook refuses anyone else; the console's picker reads GET /api/enquiries/:id/assignees).
    assigned_to: {
      kind: 'reference',
      reference: 'users',
      gridEditable: true,
      bulkEditable: true,
      referenceFilter: { user_type: ADMIN_USER_TYPE, is_active: true },
      partnerChoices: true,
      filter: true,
      tab: 'triage',
    },
    // Kept by the server from the timeline: when staff first replied, and since when the enquirer has been
    // waiting for an answer (empty once answered, set again by their next mail).
    first_response_at: { kind: 'datetime', derived: true, filter: true, sort: true, tab: 'triage' },
    // Not a default column: with Created beside it the list no longer fits 1440 px (it stays under Columns).
    waiting_since: { kind: 'datetime', derived: true, filter: true, sort: true, tab: 'triage' },
    // waiting_since plus the organisation's response target (kept by the database: see migration 0023).
    respond_by: { kind: 'datetime', derived: true, filter: true, sort: true, tab: 'triage' },
    consent: { kind: 'boolean', filter: true, tab: 'source' },
    source_url: { kind: 'url', tab: 'source' },
    utm_source: { kind: 'text', max: 120, filter: true, tab: 'source' },
    utm_medium: { kind: 'text', max: 120, filter: true, tab: 'source' },
    utm_campaign: { kind: 'text', max: 120, filter: true, tab: 'source' },
  },
});

export const enquiryResources = [enquiries];

/** The largest body the public intake reads. */
export const PUBLIC_ENQUIRY_MAX_BYTES = 16 * 1024;
/** Enquiries one client address may send per window before a 429. */
export const PUBLIC_ENQUIRY_LIMIT = { max: 5, minutes: 10 } as const;
