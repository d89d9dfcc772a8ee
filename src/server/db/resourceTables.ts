import { RESOURCES, resourceByName } from '../../domain/resources';
import { auditLog, organizations, users } from './schema';
import { buildTable, referenceTargets, type DynamicTable } from './tableBuilder';

referenceTargets.set('organizations', () => organizations.id);
referenceTargets.set('users', () => users.id);

/** Tables declared by hand in schema.ts that a resource definition exposes. */
const EXTERNAL: Record<string, DynamicTable> = { 'audit-log': auditLog as unknown as DynamicTable };

/** One table per resource definition, by resource name. */
export const resourceTables = new Map<string, DynamicTable>(
  RESOURCES.map((def) => [def.name, def.external ? EXTERNAL[def.name] : buildTable(def)]),
);

export function tableOf(name: string): DynamicTable {
  const table = resourceTables.get(name);
  if (!table || !resourceByName(name)) throw new Error(`no table for resource ${name}`);
  return table;
}
