import { RESOURCES, resourceByName } from '@/domain/resources';
import { accessRequests, auditLog, mailQuarantine, organizations, users } from './schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Fields } from '@/domain/resourceDef';
import { buildTable, referenceTargets, type DynamicTable, type TableOf } from './tableBuilder';

referenceTargets.set('users', () => users.id);

/**
 * Tables that schema.ts declares, by table name: by hand (users, the audit log), or built there because
 * schema.ts references them (organizations, which its typed resources share).
 */
const declared = new Map<string, DynamicTable>([
  ['organizations', organizations],
  ['users', users],
  ['access_requests', accessRequests],
  ['audit_log', auditLog],
  ['mail_quarantine', mailQuarantine],
]);

/** One table per resource definition, by resource name. */
const resourceTables = new Map<string, DynamicTable>(
  RESOURCES.map((def) => [def.name, declared.get(def.table) ?? buildTable(def)]),
);
for (const def of RESOURCES)
  if (def.table === 'organizations') referenceTargets.set(def.name, () => organizations.id as AnyPgColumn);

export function tableOf(name: string): DynamicTable {
  const table = resourceTables.get(name);
  if (!table || !resourceByName(name)) throw new Error(`no table for resource ${name}`);
  return table;
}

/**
 * The table of a resource whose definition is known here, typed by the definition's fields (the table was
 * built from those very fields, or declared by hand with the same columns).
 */
export function typedTableOf<D extends { name: string; fields: Fields }>(def: D): TableOf<D>;
export function typedTableOf(def: { name: string }): DynamicTable {
  return tableOf(def.name);
}
