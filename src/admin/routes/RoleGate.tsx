import type { ReactNode } from 'react';
import { AccessDenied, Authenticated } from 'react-admin';
import type { Role } from '../../domain/roles';
import { getRole } from '../providers/session';

/** Signed-in users only; with `roles`, only those roles (the API enforces the same rules on every call). */
export function RoleGate({ roles, children }: { roles?: Role[]; children: ReactNode }) {
  const role = getRole();
  return (
    <Authenticated>
      {roles && (!role || !roles.includes(role)) ? <AccessDenied /> : children}
    </Authenticated>
  );
}
