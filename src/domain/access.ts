import type { Role } from './roles';

/**
 * The one access rule set, shared by the API (which enforces it on every request) and the SPA (which only
 * mirrors it in menus and buttons). Pure: no I/O, no React.
 */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';
export const ALL_ACTIONS: readonly Action[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];

export interface AccessParams {
  resource: string;
  action: Action | string;
}

/**
 * What each partner role may do, per resource. Everything not listed is refused. Admins may do everything.
 * Row scoping (a partner only ever sees its own organisation's rows) is the server's job, configured on
 * each resource definition; this table says which resources and actions a role reaches at all.
 */
const PARTNER_GRANTS: Record<Exclude<Role, 'admin'>, Record<string, readonly Action[]>> = {
  insurance: {},
  university: {},
  consultants: {},
  languages: {},
  bank: {},
};

export function canAccess(role: Role | null | undefined, { resource, action }: AccessParams): boolean {
  if (!role) return false;
  if (role === 'admin') return true;
  const actions = PARTNER_GRANTS[role][resource];
  return !!actions && (actions as readonly string[]).includes(action);
}
