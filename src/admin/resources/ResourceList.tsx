import {
  BulkDeleteWithConfirmButton, ColumnsButton, CreateButton, DataTable, ExportButton, FilterButton, List, SearchInput,
  TopToolbar, useCanAccess, useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import type { ResourceDef } from '../../domain/resource';
import { displayField } from './fields';
import { filterInputs } from './inputs';

function ListActions({ def, hasFilters }: { def: ResourceDef; hasFilters: boolean }) {
  const { canAccess: canCreate } = useCanAccess({ resource: def.name, action: 'create' });
  return (
    <TopToolbar>
      <ColumnsButton />
      {hasFilters && <FilterButton />}
      {canCreate && <CreateButton />}
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

/** The list screen of any resource: search, filters, sortable columns with a chooser, bulk delete, export. */
export function ResourceList({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  const searchable = Object.values(def.fields).some((f) => f.search);
  const filters = [
    ...(searchable ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('ra.action.search')} />] : []),
    ...Object.entries(def.fields).filter(([, f]) => f.filter).flatMap(([name, field]) => filterInputs(def.name, name, field, translate)),
  ];
  const columns = Object.entries(def.fields).filter(([, f]) => !['richtext', 'textarea', 'json'].includes(f.kind));
  const hidden = columns.filter(([, f]) => !f.list).map(([name]) => name);
  return (
    <List
      sort={{ field: def.defaultSort[0], order: def.defaultSort[1] }}
      filters={filters}
      actions={<ListActions def={def} hasFilters={filters.length > (searchable ? 1 : 0)} />}
      perPage={25}
    >
      <DataTable
        rowClick="show"
        hiddenColumns={hidden}
        bulkActionButtons={canDelete ? <BulkDeleteWithConfirmButton mutationMode="pessimistic" /> : false}
      >
        {columns.map(([name, field]) => (
          <DataTable.Col key={name} source={name} disableSort={!field.sort}>
            {displayField(name, field)}
          </DataTable.Col>
        ))}
      </DataTable>
      {def.attribution && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ p: 2 }}>
          {translate(def.attribution)}
        </Typography>
      )}
    </List>
  );
}
