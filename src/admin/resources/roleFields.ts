import { canAccess } from '@/domain/access';
import { lockedForPartner, type FieldDef, type PartnerRole, type ResourceDef } from '@/domain/resourceDef';
import { resourceByName } from '@/domain/resources';
import type { Role } from '@/domain/roles';
import { translationLocaleOf } from '@/domain/translations';
import { getMainId } from '@/admin/providers/session';

/**
 * Which fields of a resource a role sees and may change, the SPA's mirror of what the API does with a partner's
 * writes (src/server/engine/routes.ts): a partner's rows always belong to its own organisation, carry the
 * values `partnerFixed` names, and keep the stored value of every admin-only (or not `partnerWritable`) field.
 */
export type FieldEntry = [string, FieldDef];

const partnerRole = (role: Role | null): PartnerRole | null => (role && role !== 'admin' ? role : null);

/** The column that ties a sub-record to its organisation (not an organisation's own id). */
const isOwnerColumn = (def: ResourceDef, name: string) => def.owner?.column === name;

/** A field a partner may not change: the API keeps its stored value on a partner's write. */
export function lockedFor(role: Role | null, def: ResourceDef, name: string): boolean {
  return !!partnerRole(role) && lockedForPartner(def, name);
}

/**
 * A field a partner never sees: its owner column (always its own organisation), the values fixed for its role, and
 * a reference to records its role may not read (another kind of partner's products, the staff), whose choices
 * and names the API would refuse it, and the admin's decision to publish a translation anyway.
 */
export function hiddenFrom(role: Role | null, def: ResourceDef, name: string): boolean {
  const partner = partnerRole(role);
  if (!partner) return false;
  const { reference } = def.fields[name] ?? {};
  return (
    isOwnerColumn(def, name) ||
    translationLocaleOf(def, name)?.role === 'publish_anyway' ||
    name in (def.partnerFixed?.[partner] ?? {}) ||
    (!!reference && !canAccess(partner, { resource: reference, action: 'list' }))
  );
}

/** The fields a role sees on lists and show pages. */
export const visibleFields = (role: Role | null, def: ResourceDef): FieldEntry[] =>
  Object.entries(def.fields).filter(([name]) => !hiddenFrom(role, def, name));

/**
 * The fields a role gets an input for: never the derived ones (the server computes them); a partner's also a
 * reference with `partnerChoices` it cannot list (its input reads the choices elsewhere).
 */
export const formFields = (role: Role | null, def: ResourceDef): FieldEntry[] =>
  Object.entries(def.fields).filter(
    ([name, field]) =>
      !field.derived && (!hiddenFrom(role, def, name) || (field.partnerChoices && !isOwnerColumn(def, name))),
  );

/** The values a partner's new record starts with: its organisation as owner and the values fixed for its role. */
export function roleDefaults(role: Role | null, def: ResourceDef): Record<string, unknown> {
  const partner = partnerRole(role);
  if (!partner) return {};
  const orgId = getMainId();
  const owner = def.owner && def.owner.column !== 'id' && orgId !== null ? { [def.owner.column]: orgId } : {};
  return { ...owner, ...def.partnerFixed?.[partner] };
}

/**
 * The choices filter of a reference input: a sub-record's owner column pointing at all organisations only
 * offers organisations of the types that may own it (the `type` discriminator of the organisations table).
 */
export function referenceFilter(def: ResourceDef, name: string): Record<string, unknown> | undefined {
  const target = resourceByName(def.fields[name]?.reference ?? '');
  if (!def.owner || !isOwnerColumn(def, name) || !target?.fields.type) return undefined;
  return { type: [...def.owner.orgTypes] };
}
