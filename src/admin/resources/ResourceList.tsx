import {
  BulkDeleteWithConfirmButton, ColumnsButton, CreateButton, DataTable, DateField, DateInput, ExportButton, FilterButton, List,
  SearchInput, TopToolbar, useCanAccess, useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { isLongText, SUMMARY_VIEW, type ResourceDef } from '../../domain/resource';
import { getRole } from '../providers/session';
import { useResourceExtension } from './extensions';
import { displayField } from './fields';
import { dayEnd, dayStart, filterInputs, localDay } from './inputs';
import { ServerExportButton } from './ServerExportButton';
import { visibleFields } from './roleFields';

function ListActions({ def, hasFilters }: { def: ResourceDef; hasFilters: boolean }) {
  const { canAccess: canCreate } = useCanAccess({ resource: def.name, action: 'create' });
  return (
    <TopToolbar>
      <ColumnsButton />
      {hasFilters && <FilterButton />}
      {canCreate && <CreateButton />}
      {def.serverExport ? <ServerExportButton def={def} /> : <ExportButton maxResults={1000} />}
    </TopToolbar>
  );
}

/**
 * The list screen of any resource: search, filters, sortable columns with a chooser, bulk delete, export. A
 * partner gets no column or filter for what is always the same for it (its own organisation, its fixed values).
 */
export function ResourceList({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  const fields = visibleFields(getRole(), def);
  const extension = useResourceExtension(def.name);
  const searchable = Object.values(def.fields).some((f) => f.search);
  const filters = [
    ...(searchable ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('ra.action.search')} />] : []),
    ...fields.filter(([, f]) => f.filter).flatMap(([name, field]) => extension.filters?.[name] ?? filterInputs(def, name, field, translate)),
    ...(def.listCreatedAt ? creationFilters(translate) : []),
  ];
  const columns = fields.filter(([, f]) => !isLongText(f));
  const hidden = columns.filter(([, f]) => !f.list).map(([name]) => name);
  return (
    <List
      sort={{ field: def.defaultSort[0], order: def.defaultSort[1] }}
      filters={filters}
      actions={<ListActions def={def} hasFilters={filters.length > (searchable ? 1 : 0)} />}
      perPage={25}
      // Its own getOne cache key (react-admin keys it by meta), so a record's page never starts from a summary.
      queryOptions={{ meta: { view: SUMMARY_VIEW } }}
      // A wide table scrolls inside its card instead of widening the page (see AppLayout).
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <DataTable
        rowClick="show"
        hiddenColumns={hidden}
        bulkActionButtons={extension.bulkActions || canDelete ? (
          <>
            {extension.bulkActions}
            {canDelete && <BulkDeleteWithConfirmButton mutationMode="pessimistic" />}
          </>
        ) : false}
      >
        {def.listCreatedAt && (
          <DataTable.Col key="created_at" source="created_at" label="vp.system.created_at">
            <DateField source="created_at" showTime />
          </DataTable.Col>
        )}
        {columns.map(([name, field]) => (
          <DataTable.Col key={name} source={name} disableSort={!field.sort}>
            {extension.fields?.[name] ?? displayField(name, field)}
          </DataTable.Col>
        ))}
        {extension.rowActions && <DataTable.Col key="_actions" label={translate('vp.list.actions')} disableSort>{extension.rowActions}</DataTable.Col>}
      </DataTable>
      {def.attribution && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ p: 2 }}>
          {translate(def.attribution)}
        </Typography>
      )}
    </List>
  );
}

/** The range filter of the creation time: a day is picked, the filter runs from its first instant to its last. */
function creationFilters(translate: (key: string, options?: Record<string, unknown>) => string) {
  const label = translate('vp.system.created_at');
  return [
    <DateInput key="created_at_gte" source="created_at_gte" label={translate('vp.list.from', { field: label })} parse={dayStart} format={localDay} />,
    <DateInput key="created_at_lte" source="created_at_lte" label={translate('vp.list.to', { field: label })} parse={dayEnd} format={localDay} />,
  ];
}
