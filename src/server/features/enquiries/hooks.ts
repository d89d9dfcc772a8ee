import { eq } from 'drizzle-orm';
import { canMove, enquiries } from '@/domain/areas/enquiries';
import { roleOf } from '@/domain/roles';
import { V, type FieldErrors } from '@/domain/validation';
import { users } from '@/server/infrastructure/db/schema';
import { validationError } from '@/server/infrastructure/http';
import { publishEvent } from '@/server/infrastructure/events';
import type { HooksOf } from '@/server/engine/hooks';
import type { Principal } from '@/server/infrastructure/context';
import { notifyAssignee } from './notifications';
import { recordEnquiryChange } from './timeline';

/**
 * Whether `principal` may make `user` the assignee of an enquiry of organisation `orgId`: an admin assigns an
 * active admin or an active user of the enquiry's organisation; a partner only an active colleague (never an admin).
 */
function mayAssign(
  principal: Pick<Principal, 'role' | 'organizationId'>,
  orgId: number | null,
  user: { type: number; org: number | null; active: boolean },
): boolean {
  if (!user.active) return false;
  const ofEnquiryOrg = orgId != null && user.org === orgId;
  if (principal.role !== 'admin')
    return ofEnquiryOrg && user.org === principal.organizationId && roleOf(user.type) !== 'admin';
  return roleOf(user.type) === 'admin' || ofEnquiryOrg;
}

/**
 * Enquiries (that the organisation suits the kind is the definition's ownerTypeBy): the status follows the workflow (new → in_progress → closed, or
 * spam), and only someone who can see the enquiry may be assigned to it (an admin, or a user of its organisation).
 * Status changes and assignments are written to the enquiry's timeline as events.
 */
export const enquiryHooks: HooksOf<typeof enquiries> = {
  async beforeWrite({ tx, locale, principal }, record, existing) {
    const errors: FieldErrors = {};
    const orgId = record.organization_id;
    if (existing && !canMove(existing.status, record.status)) errors.status = V.statusFlow;
    if (record.assigned_to != null && record.assigned_to !== existing?.assigned_to) {
      const [user] = await tx
        .select({ type: users.user_type, org: users.organization_id, active: users.is_active })
        .from(users)
        .where(eq(users.id, record.assigned_to))
        .limit(1);
      if (!user || !mayAssign(principal, orgId ?? null, user)) errors.assigned_to = V.assignee;
    }
    if (Object.keys(errors).length) throw validationError(errors, locale);
  },
  // A status change or an assignment is an event in the timeline; every write is a live event (on commit).
  async afterWrite({ tx, principal }, row, existing) {
    if (!existing) {
      await publishEvent(tx, {
        type: 'enquiry.created',
        enquiry_id: row.id,
        organization_id: row.organization_id,
        by: principal.userId,
      });
      return;
    }
    await recordEnquiryChange(tx, principal.userId, row, existing);
  },
  // The new assignee hears of it (once the write stands), unless they assigned it to themselves.
  async afterCommit({ deps, principal }, row, existing) {
    if (row.assigned_to != null && row.assigned_to !== existing?.assigned_to)
      await notifyAssignee(deps, row, principal.userId);
  },
};
