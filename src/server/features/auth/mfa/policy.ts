import { roleOf } from '@/domain/roles';
import type { Config } from '@/server/infrastructure/config';

/** Whether the user's role must sign in with a second factor (MFA_REQUIRED_ROLES). */
export function factorRequired(config: Config, userType: number): boolean {
  const role = roleOf(userType);
  return role !== null && (config.mfaRequiredRoles ?? []).includes(role);
}
