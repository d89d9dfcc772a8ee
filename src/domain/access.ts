import type { Action } from './action';
import type { PartnerRole } from './resourceDef';
import { RESOURCES } from './resources';
import type { Role } from './roles';

/**
 * The one access rule set, shared by the API (which enforces it on every request) and the SPA (which only
 * mirrors it in menus and buttons). Pure: no I/O, no React. Each resource definition says what each partner
 * role may do with it; row scoping (a partner only ever reaches its own organisation's rows) is applied by
 * the server from the definition's owner column.
 */
export type { Action };
const WRITES: readonly string[] = ['create', 'edit', 'delete'];

export interface AccessParams {
  resource: string;
  action: Action | string;
  /** The record acted on, where there is one: a global row of a `sharedWhenEmpty` owner is read-only to partners. */
  record?: Record<string, unknown>;
}

const definitions = new Map(RESOURCES.map((r) => [r.name, r]));

export function canAccess(role: Role | null | undefined, { resource, action, record }: AccessParams): boolean {
  if (!role) return false;
  const def = definitions.get(resource);
  if (def?.readOnly && WRITES.includes(action)) return false;
  if (role === 'admin') return true;
  if (record && def?.owner?.sharedWhenEmpty && WRITES.includes(action) && record[def.owner.column] == null) {
    return false;
  }
  const actions = def?.partner?.[role as PartnerRole];
  return !!actions && (actions as readonly string[]).includes(action);
}
