import type { ReactNode } from 'react';
import { Authenticated } from 'react-admin';
import { canAccess, type AccessParams } from '@/domain/access';
import type { Role } from '@/domain/roles';
import { AccessDeniedPage } from '@/admin/pages/AccessDeniedPage';
import { getRole } from '@/admin/providers/session';

/**
 * Signed-in users only; with `roles`, only those roles; with `access`, only who the shared access rules let do
 * that (the API enforces the same rules on every call). Anyone else sees the access-denied page.
 */
export function RoleGate({ roles, access, children }: { roles?: Role[]; access?: AccessParams; children: ReactNode }) {
  const role = getRole();
  const allowed = (!roles || (!!role && roles.includes(role))) && (!access || canAccess(role, access));
  return <Authenticated>{allowed ? children : <AccessDeniedPage />}</Authenticated>;
}
