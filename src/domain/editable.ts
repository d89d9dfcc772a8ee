import type { Role } from './roles';
import { lockedForPartner, type FieldDef, type ResourceDef } from './resourceDef';

/** Kinds a list cell can edit with a compact editor (a flag, a number, a choice, one short line, a reference). */
const GRID_KINDS: readonly FieldDef['kind'][] = ['boolean', 'enum', 'integer', 'decimal', 'text', 'reference'];
/** Kinds edited in place unless the definition says otherwise. */
const GRID_DEFAULT: readonly FieldDef['kind'][] = ['boolean', 'enum', 'integer', 'decimal'];
/** Kinds the bulk edit offers unless the definition says otherwise: one value that suits many records. */
const BULK_DEFAULT: readonly FieldDef['kind'][] = ['boolean', 'enum'];

/** A field a role may not set at all: locked for partners, its owner column, or a value fixed for its role. */
export function closedTo(role: Role | null, def: ResourceDef, name: string): boolean {
  if (!role || role === 'admin') return false;
  return lockedForPartner(def, name) || def.owner?.column === name || name in (def.partnerFixed?.[role] ?? {});
}

const writable = (def: ResourceDef, name: string, field: FieldDef | undefined): field is FieldDef =>
  !!field && !def.readOnly && !field.derived && def.owner?.column !== name && GRID_KINDS.includes(field.kind);

/** A partner sets a `partnerChoices` reference on the record's form only: its choices are the record's own. */
const formOnlyFor = (role: Role | null, field: FieldDef) => !!role && role !== 'admin' && !!field.partnerChoices;

/** Whether a list cell of this field is edited in place by this role (the API decides again on save). */
export function gridEditable(role: Role | null, def: ResourceDef, name: string): boolean {
  const field = def.fields[name];
  if (!writable(def, name, field) || closedTo(role, def, name) || formOnlyFor(role, field)) return false;
  return field.gridEditable ?? GRID_DEFAULT.includes(field.kind);
}

/** Whether the bulk edit may set this field, for this role (null: any role, as the API's own check). */
export function bulkEditable(role: Role | null, def: ResourceDef, name: string): boolean {
  const field = def.fields[name];
  if (!writable(def, name, field) || field.unique || closedTo(role, def, name) || formOnlyFor(role, field))
    return false;
  return field.bulkEditable ?? BULK_DEFAULT.includes(field.kind);
}

/** The fields the bulk edit offers a role. */
export const bulkEditableFields = (role: Role | null, def: ResourceDef) =>
  Object.keys(def.fields).filter((name) => bulkEditable(role, def, name));
