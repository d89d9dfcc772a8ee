import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SYSTEM_FIELDS, summaryFieldNames, type ResourceDef } from '@/domain/resourceDef';
import type { Principal } from '@/server/infrastructure/context';
import type { DynamicTable } from '@/server/infrastructure/db/tableBuilder';

/**
 * The columns a resource exposes: its fields and the system columns, or in the summary view only the fields a
 * list shows. A table declared by hand may hold more (users: password_hash, token_version) that must never
 * leave the server.
 */
export function exposedColumns(def: ResourceDef, table: DynamicTable, summary = false): DynamicTable['_']['columns'] {
  const fields = summary ? summaryFieldNames(def) : Object.keys(def.fields);
  const names = [...SYSTEM_FIELDS, ...fields].filter((name) => table[name] !== undefined);
  return Object.fromEntries(names.map((name) => [name, table[name]]));
}

/**
 * Rows a principal may write (and, for most resources, see): everything for admins, its own organisation's rows
 * for partners. A resource whose owner is `sharedWhenEmpty` has global rows partners read but never write: see
 * readScopeCondition.
 */
export function scopeCondition(
  def: ResourceDef,
  table: DynamicTable,
  principal: Principal,
  prepared = false,
): SQL | undefined {
  return scopeOf(def, table, principal, prepared, false);
}

/** Rows a principal may read: scopeCondition's, and the global rows of a `sharedWhenEmpty` owner. */
export function readScopeCondition(
  def: ResourceDef,
  table: DynamicTable,
  principal: Principal,
  prepared = false,
): SQL | undefined {
  return scopeOf(def, table, principal, prepared, true);
}

function scopeOf(def: ResourceDef, table: DynamicTable, principal: Principal, prepared: boolean, read: boolean) {
  const conditions: SQL[] = Object.entries(def.scope ?? {}).map(([col, value]) => eq(table[col], value));
  // A partner reaches its own organisation's rows. A resource without owner is global reference data (e.g.
  // countries): a partner reads it only where the access rules grant it, and they run before any query.
  if (principal.role !== 'admin' && def.owner) {
    const column = table[def.owner.column];
    const organizationId = prepared ? sql.param(sql.placeholder('organization'), column) : principal.organizationId;
    const own = principal.organizationId == null ? sql`false` : eq(column, organizationId as number);
    const shared = read && def.owner.sharedWhenEmpty && def.owner.column !== 'id';
    conditions.push(shared ? or(own, isNull(column))! : own);
  }
  return conditions.length ? and(...conditions) : undefined;
}
