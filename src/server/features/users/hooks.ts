import { and, eq, isNull } from 'drizzle-orm';
import { users } from '@/domain/areas/users';
import type { RecordOfDef } from '@/domain/record';
import { ROLE_BY_USER_TYPE, isUserType } from '@/domain/roles';
import { V, type FieldErrors } from '@/domain/validation';
import { requireFreshProof } from '@/server/features/auth/freshProof';
import { endUserSessions, sendPasswordCode } from '@/server/features/auth/resetCodes';
import { mailOwner } from '@/server/features/auth/securityMail';
import { organizations, passwordResets } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, validationError } from '@/server/infrastructure/http';
import type { HooksOf } from '@/server/engine/hooks';

type User = RecordOfDef<typeof users>;

/** A change after which the user's existing sessions must not go on: deactivation, another role or organisation. */
function endsSessions(before: User, after: User): boolean {
  return (
    (before.is_active && !after.is_active) ||
    before.user_type !== after.user_type ||
    before.organization_id !== after.organization_id
  );
}

/**
 * Users, beyond what their definition's schema checks (the organisation is set exactly for the partner roles):
 * the organisation is of the role's type; emails are stored lowercased (the unique index is on lower(email));
 * an admin never deactivates or demotes themself; moving an account's email takes the admin's fresh proof and
 * tells the old address; deactivation and role or organisation changes end the
 * user's sessions in the same transaction (deactivation also voids the reset codes already mailed); a new active user gets a set-password code by mail; only users
 * who never signed in can be deleted (a mistyped account), the others are deactivated instead.
 */
export const userHooks: HooksOf<typeof users> = {
  async beforeWrite({ tx, deps, principal, locale }, record, existing) {
    record.email = record.email.toLowerCase();
    // The email is where password resets go: moving it takes the same fresh proof as a change of factors.
    if (existing && record.email !== existing.email) await requireFreshProof(deps, tx, principal);
    const errors: FieldErrors = {};
    if (existing && existing.id === principal.userId) {
      if (record.is_active !== true) errors.is_active = V.notYourselfDeactivate;
      if (record.user_type !== existing.user_type) errors.user_type = V.notYourselfDemote;
    }
    const orgType = isUserType(record.user_type) ? ROLE_BY_USER_TYPE[record.user_type].orgType : null;
    if (orgType && record.organization_id != null) {
      const [org] = await tx
        .select({ type: organizations.type })
        .from(organizations)
        .where(eq(organizations.id, record.organization_id))
        .limit(1);
      if (!org) errors.organization_id = V.referenceMissing;
      else if (org.type !== orgType) errors.organization_id = V.orgType;
    }
    if (Object.keys(errors).length) throw validationError(errors, locale);
  },

  async afterWrite({ tx }, row, existing) {
    if (!existing || !endsSessions(existing, row)) return;
    await endUserSessions(tx, row.id);
    // A deactivated account takes no password reset either: codes already mailed stop working.
    if (row.is_active !== true) {
      await tx
        .update(passwordResets)
        .set({ used_at: new Date().toISOString() })
        .where(and(eq(passwordResets.user_id, row.id), isNull(passwordResets.used_at)));
    }
  },

  async afterCommit({ deps, locale }, row, existing) {
    if (existing && existing.email !== row.email) {
      await mailOwner(deps, { id: row.id, email: existing.email }, { kind: 'email_changed', email: row.email });
    }
    if (existing || row.is_active !== true) return;
    // The account exists either way; if the mail fails, an admin sends a new code from the user's page.
    await sendPasswordCode(deps, { id: row.id, email: row.email, hasPassword: false }, locale).catch((error: unknown) =>
      console.error('set-password mail failed', error),
    );
  },

  async beforeDelete({ principal }, existing) {
    if (existing.id === principal.userId) throw new ApiError(409, MESSAGES.userDeleteSelf);
    // Someone who has signed in has a history (sessions, audit entries, records they wrote): keep the account.
    if (existing.last_login_at != null) {
      throw new ApiError(409, MESSAGES.userDeleteRefused);
    }
  },
};
