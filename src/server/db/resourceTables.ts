import { RESOURCES, resourceByName } from '../../domain/resources';
import { accessRequests, auditLog, organizations, users } from './schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { buildTable, referenceTargets, type DynamicTable } from './tableBuilder';

referenceTargets.set('users', () => users.id);

/**
 * Tables that schema.ts declares, by table name: by hand (users, the audit log), or built there because
 * schema.ts references them (organizations, which its typed resources share).
 */
const declared = new Map<string, DynamicTable>([
  ['organizations', organizations],
  ['users', users as unknown as DynamicTable],
  ['access_requests', accessRequests as unknown as DynamicTable],
  ['audit_log', auditLog as unknown as DynamicTable],
]);

/** One table per resource definition, by resource name. */
export const resourceTables = new Map<string, DynamicTable>(
  RESOURCES.map((def) => [def.name, declared.get(def.table) ?? buildTable(def)]),
);
for (const def of RESOURCES)
  if (def.table === 'organizations') referenceTargets.set(def.name, () => organizations.id as AnyPgColumn);

export function tableOf(name: string): DynamicTable {
  const table = resourceTables.get(name);
  if (!table || !resourceByName(name)) throw new Error(`no table for resource ${name}`);
  return table;
}
