import { cloneElement } from 'react';
import {
  CreateButton, DataTable, Pagination, ReferenceManyField, TopToolbar, useCanAccess, useRecordContext,
} from 'react-admin';
import type { ResourceDef } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { displayField } from './fields';

export interface Relation {
  def: ResourceDef;
  /** The field of `def` that points at the parent record. */
  target: string;
}

/** Resources with a reference field pointing at `parent` (e.g. a country visa's documents and forms). */
export function relationsOf(parent: ResourceDef): Relation[] {
  return RESOURCES.flatMap((def) => Object.entries(def.fields)
    .filter(([, field]) => field.kind === 'reference' && field.reference === parent.name)
    .map(([target]) => ({ def, target })));
}

/** The related records of the shown record, with a button that creates one already linked to it. */
export function RelatedRecords({ relation }: { relation: Relation }) {
  const record = useRecordContext();
  const { def, target } = relation;
  const { canAccess: canCreate } = useCanAccess({ resource: def.name, action: 'create' });
  const columns = Object.entries(def.fields).filter(([name, f]) => f.list && name !== target && !['richtext', 'textarea', 'json'].includes(f.kind));
  if (!record) return null;
  return (
    <>
      {canCreate && (
        <TopToolbar>
          <CreateButton resource={def.name} state={{ record: { [target]: record.id } }} />
        </TopToolbar>
      )}
      <ReferenceManyField reference={def.name} target={target} perPage={10} pagination={<Pagination />}
        sort={{ field: def.defaultSort[0], order: def.defaultSort[1] }}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          {columns.map(([name, field]) => (
            <DataTable.Col key={name} source={name} disableSort={!field.sort}>
              {cloneElement(displayField(name, field))}
            </DataTable.Col>
          ))}
        </DataTable>
      </ReferenceManyField>
    </>
  );
}
