import { and, eq, like, or, sql } from 'drizzle-orm';
import { ORGANIZATION_RESOURCE, organizations as organizationsDef } from '@/domain/areas/partners';
import type { ApproveAccessRequest } from '@/domain/areas/accessRequestApproval';
import { accessRequests as accessRequestsDef } from '@/domain/areas/users';
import type { Locale } from '@/domain/messages';
import { ORG_TYPES, USER_TYPE_BY_ORG_TYPE, type OrgType } from '@/domain/roles';
import { V } from '@/domain/validation';
import { audit } from '@/server/infrastructure/audit';
import type { Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { accessRequests, organizations, users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, validationError } from '@/server/infrastructure/http';
import { exposedColumns } from '@/server/engine/scope';
import { slugify } from '@/domain/slug';
import { translationStamp } from '@/domain/translations';

export interface Decision {
  principal: Principal;
  locale: Locale;
  ip: string;
}

/** What a decision answers: the access request as the generic routes show it. */
const requestColumns = () => exposedColumns(accessRequestsDef, tableOf(accessRequestsDef.name));

/** The pending request, locked for the decision; 404 if there is none, 409 once it has been decided. */
async function pendingRequest(tx: Db, id: number) {
  const [request] = await tx.select().from(accessRequests).where(eq(accessRequests.id, id)).limit(1).for('update');
  if (!request) throw new ApiError(404, MESSAGES.notFound);
  if (request.status !== 'pending') throw new ApiError(409, MESSAGES.requestDecided);
  return request;
}

/** A slug no organisation has yet: the name's, or the name's with -2, -3, … */
async function freeSlug(tx: Db, name: string): Promise<string> {
  const base = slugify(name).slice(0, 100).replace(/-+$/, '') || 'organisation';
  const rows = await tx
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const isOrgType = (value: string): value is OrgType => (ORG_TYPES as readonly string[]).includes(value);

/**
 * Approves a pending access request in the caller's transaction: creates the user (its role from the requested
 * organisation type) in the given organisation, which must be of that type, or else in a new unpublished one
 * named after the request; marks the request approved. Every write is audited. Returns the request and the
 * new user; the caller mails the set-password code once the transaction has committed.
 */
export async function approveAccessRequest(
  tx: Db,
  id: number,
  input: ApproveAccessRequest,
  { principal, locale, ip }: Decision,
) {
  const request = await pendingRequest(tx, id);
  const email = request.email.trim().toLowerCase();
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (taken) throw new ApiError(409, MESSAGES.accountExists, { email: V.unique });
  if (!isOrgType(request.partner_type)) throw validationError({ partner_type: V.choice }, locale);
  const orgType = request.partner_type;
  const by = { created_by: principal.userId, updated_by: principal.userId };

  let organizationId: number;
  let createdOrganization = false;
  if (input.organization_id != null) {
    const [org] = await tx
      .select({ id: organizations.id, type: organizations.type })
      .from(organizations)
      .where(eq(organizations.id, input.organization_id))
      .limit(1);
    if (!org) throw validationError({ organization_id: V.referenceMissing }, locale);
    if (org.type !== orgType) throw validationError({ organization_id: V.orgType }, locale);
    organizationId = org.id;
  } else {
    const values = {
      type: orgType,
      name: request.organisation,
      slug: await freeSlug(tx, request.organisation),
      is_published: false,
    };
    const [org] = await tx
      .insert(organizations)
      .values({ ...values, ...translationStamp(organizationsDef, values, undefined), ...by })
      .returning({ id: organizations.id });
    organizationId = org.id;
    createdOrganization = true;
    await audit(tx, {
      userId: principal.userId,
      action: 'create',
      resource: ORGANIZATION_RESOURCE[orgType].name,
      recordId: organizationId,
      changes: values,
      ip,
    });
  }

  const userValues = {
    first_name: request.first_name,
    last_name: request.last_name,
    email,
    user_type: USER_TYPE_BY_ORG_TYPE[orgType],
    organization_id: organizationId,
    is_active: true,
  };
  const [user] = await tx
    .insert(users)
    .values({ ...userValues, ...by })
    .returning({ id: users.id, email: users.email });
  await audit(tx, {
    userId: principal.userId,
    action: 'create',
    resource: 'users',
    recordId: user.id,
    changes: userValues,
    ip,
  });

  const decidedAt = new Date().toISOString();
  const [decided] = await tx
    .update(accessRequests)
    .set({
      status: 'approved',
      decided_at: decidedAt,
      user_id: user.id,
      updated_by: principal.userId,
      updated_at: decidedAt,
      version: sql`${accessRequests.version} + 1`,
    })
    .where(eq(accessRequests.id, id))
    .returning(requestColumns());
  await audit(tx, {
    userId: principal.userId,
    action: 'approve',
    resource: 'access-requests',
    recordId: id,
    ip,
    changes: {
      status: { from: 'pending', to: 'approved' },
      decided_at: { from: null, to: decidedAt },
      user_id: { from: null, to: user.id },
      organization_id: organizationId,
      created_organization: createdOrganization,
    },
  });
  return { request: decided, user };
}

/** Rejects a pending access request in the caller's transaction (audited); no account is created. */
export async function rejectAccessRequest(tx: Db, id: number, { principal, ip }: Decision) {
  await pendingRequest(tx, id);
  const decidedAt = new Date().toISOString();
  const [decided] = await tx
    .update(accessRequests)
    .set({
      status: 'rejected',
      decided_at: decidedAt,
      updated_by: principal.userId,
      updated_at: decidedAt,
      version: sql`${accessRequests.version} + 1`,
    })
    .where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'pending')))
    .returning(requestColumns());
  await audit(tx, {
    userId: principal.userId,
    action: 'reject',
    resource: 'access-requests',
    recordId: id,
    ip,
    changes: { status: { from: 'pending', to: 'rejected' }, decided_at: { from: null, to: decidedAt } },
  });
  return decided;
}
