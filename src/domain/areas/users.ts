import { defineResource, type CrossFieldRule } from '@/domain/resourceDef';
import { ORG_TYPES, ROLE_BY_USER_TYPE, USER_TYPES, isUserType } from '@/domain/roles';
import { V } from '@/domain/validationKeys';

const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A partner user belongs to an organisation (of its role's type, which the server checks against the database);
 * an administrator to none.
 */
const organizationForRole: CrossFieldRule = (record) => {
  if (!isUserType(record.user_type)) return null;
  const needsOrganization = ROLE_BY_USER_TYPE[record.user_type].orgType !== null;
  if (needsOrganization && record.organization_id == null)
    return { field: 'organization_id', message: V.organizationRequired };
  if (!needsOrganization && record.organization_id != null)
    return { field: 'organization_id', message: V.organizationForbidden };
  return null;
};

/** Staff accounts (admin only). Passwords are never set here: a new user gets a code by mail to set one. */
export const users = defineResource({
  name: 'users',
  table: 'users',
  base: '/api',
  title: 'email',
  defaultSort: ['last_name', 'ASC'],
  icon: 'People',
  external: true,
  rules: [organizationForRole],
  fields: {
    first_name: { kind: 'text', required: true, max: 80, list: true, sort: true, search: true },
    last_name: { kind: 'text', required: true, max: 80, list: true, sort: true, search: true },
    email: {
      kind: 'email',
      required: true,
      unique: true,
      list: true,
      sort: true,
      search: true,
      example: 'contract.test@visapath.test',
    },
    user_type: {
      kind: 'enum',
      numeric: true,
      choices: USER_TYPES.map(String),
      required: true,
      list: true,
      filter: true,
      sort: true,
      example: 1,
    },
    organization_id: { kind: 'reference', reference: 'organizations', list: true, filter: true },
    profile_pic: { kind: 'file', accept: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 2 * 1024 * 1024 },
    is_active: { kind: 'boolean', default: true, list: true, filter: true, sort: true },
    last_login_at: { kind: 'datetime', derived: true, list: true, sort: true },
  },
});

/** Requests from /auth/register; an admin approves (the user is created) or rejects them. */
export const accessRequests = defineResource({
  name: 'access-requests',
  table: 'access_requests',
  base: '/api',
  title: 'email',
  defaultSort: ['created_at', 'DESC'],
  icon: 'PersonAdd',
  external: true,
  readOnly: true,
  fields: {
    first_name: { kind: 'text', required: true, list: true, sort: true, search: true },
    last_name: { kind: 'text', required: true, list: true, sort: true, search: true },
    email: { kind: 'email', required: true, list: true, search: true },
    organisation: { kind: 'text', required: true, list: true, sort: true, search: true },
    partner_type: {
      kind: 'enum',
      choices: ORG_TYPES,
      choicesKey: 'org_type',
      required: true,
      list: true,
      filter: true,
    },
    message: { kind: 'textarea', search: true },
    status: {
      kind: 'enum',
      choices: ACCESS_REQUEST_STATUSES,
      choicesKey: 'access_status',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    decided_at: { kind: 'datetime', list: true, sort: true },
    user_id: { kind: 'reference', reference: 'users' },
  },
});

export const userResources = [users, accessRequests];
