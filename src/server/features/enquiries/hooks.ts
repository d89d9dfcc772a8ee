import { eq } from 'drizzle-orm';
import { canMove, enquiries } from '@/domain/areas/enquiries';
import { roleOf } from '@/domain/roles';
import { V, type FieldErrors } from '@/domain/validation';
import { users } from '@/server/infrastructure/db/schema';
import { validationError } from '@/server/infrastructure/http';
import { publishEvent } from '@/server/infrastructure/events';
import type { HooksOf } from '@/server/engine/hooks';
import { recordEnquiryChange } from './timeline';

/**
 * Enquiries (that the organisation suits the kind is the definition's ownerTypeBy): the status follows the workflow (new → in_progress → closed, or
 * spam), and only someone who can see the enquiry may be assigned to it (an admin, or a user of its organisation).
 * Status changes and assignments are written to the enquiry's timeline as events.
 */
export const enquiryHooks: HooksOf<typeof enquiries> = {
  async beforeWrite({ tx, locale }, record, existing) {
    const errors: FieldErrors = {};
    const orgId = record.organization_id;
    if (existing && !canMove(existing.status, record.status)) errors.status = V.statusFlow;
    if (record.assigned_to != null && record.assigned_to !== existing?.assigned_to) {
      const [user] = await tx
        .select({ type: users.user_type, org: users.organization_id, active: users.is_active })
        .from(users)
        .where(eq(users.id, record.assigned_to))
        .limit(1);
      const allowed = user?.active && (roleOf(user.type) === 'admin' || (orgId != null && user.org === orgId));
      if (user && !allowed) errors.assigned_to = V.assignee;
    }
    if (Object.keys(errors).length) throw validationError(errors, locale);
  },
  // A status change or an assignment is an event in the timeline; every write is a live event (on commit).
  async afterWrite({ tx, principal }, row, existing) {
    if (!existing) {
      await publishEvent(tx, { type: 'enquiry.created', enquiry_id: row.id, organization_id: row.organization_id });
      return;
    }
    await recordEnquiryChange(tx, principal.userId, row, existing);
  },
};
