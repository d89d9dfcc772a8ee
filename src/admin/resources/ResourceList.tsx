import type { ReactElement } from 'react';
import {
  BulkDeleteWithConfirmButton,
  DataTable,
  List,
  SearchInput,
  useCanAccess,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { lighten } from '@mui/material/styles';
import { isLongText, SUMMARY_VIEW, type ResourceDef } from '@/domain/resourceDef';
import { getRole } from '@/admin/providers/session';
import { useResourceExtension } from './extensions';
import { displayField, displayOf } from './fields';
import { LocalDateInput } from './form/LocalDateInput';
import { dayEnd, dayStart, filterInputs, localDay } from './inputs';
import { CREATED_AT, columnLayout } from './list/columns';
import { EmptyList } from './list/EmptyList';
import { ListActions } from './list/ListActions';
import { ListPagination } from './list/ListPagination';
import { ResourceCards } from './list/ResourceCards';
import { BulkBar } from './list/BulkBar';
import { ConfirmSelectionUnchanged } from './proof/ConfirmUnchangedButton';
import { SearchShortcut } from './list/SearchShortcut';
import { StatusTabs } from './list/StatusTabs';
import { TitleLink } from './list/TitleLink';
import { RecordTitle } from './RecordTitle';
import { visibleFields } from './roleFields';
import { useBulkEditButton } from './grid/BulkEditButton';
import { SelectAllMatching, useSelection, WholeFilterProvider } from './wholeFilter/WholeFilter';
import { EditableCell } from './grid/EditableCell';
import { useCountryNamesFor } from './show/countryNames';

/**
 * The list screen of any resource: search, filters, saved views, sortable columns with a chooser, bulk actions,
 * export; on a phone, cards with the filters in a drawer. A partner gets no column or filter for what is always
 * the same for it (its own organisation, its fixed values).
 */
export function ResourceList({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit' });
  const confirmUnchanged = !!def.proof && !!canEdit;
  const bulkEdit = useBulkEditButton(def);
  useCountryNamesFor(def.fields);
  const fields = visibleFields(getRole(), def);
  const extension = useResourceExtension(def.name);
  const searchable = Object.values(def.fields).some((f) => f.search);
  const search = searchable
    ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('ra.action.search')} />]
    : [];
  const filters = [
    ...fields
      .filter(([, f]) => f.filter)
      .flatMap(([name, field]) => extension.filters?.[name] ?? filterInputs(def, name, field, translate)),
    ...(def.listCreatedAt ? creationFilters(translate) : []),
  ];
  const columns = fields.filter(([, f]) => !isLongText(f));
  const hidden = columns.filter(([, f]) => !f.list).map(([name]) => name);
  const display = (name: string): ReactElement => displayOf(extension, name, def.fields[name]);
  const bulkActions =
    extension.bulkActions || bulkEdit || confirmUnchanged || canDelete ? (
      <WholeFilterProvider>
        <SelectAllMatching />
        {extension.bulkActions}
        {confirmUnchanged && <ConfirmSelectionUnchanged def={def} />}
        {bulkEdit}
        {canDelete && <BulkDelete />}
      </WholeFilterProvider>
    ) : (
      false
    );
  return (
    <>
      {searchable && <SearchShortcut />}
      <List
        sort={{ field: def.defaultSort[0], order: def.defaultSort[1] }}
        filters={phone ? search : [...search, ...filters]}
        actions={
          <ListActions
            def={def}
            filters={filters}
            phone={phone}
            columns={[...(def.listCreatedAt ? ['created_at'] : []), ...columns.map(([name]) => name)]}
            defaultHidden={hidden}
          />
        }
        empty={<EmptyList def={def} />}
        perPage={25}
        pagination={<ListPagination />}
        // Its own getOne cache key (react-admin keys it by meta), so a record's page never starts from a summary.
        queryOptions={{ meta: { view: SUMMARY_VIEW } }}
        // A wide table scrolls inside its own wrapper instead of widening the page (see AppLayout); not the card,
        // whose overflow would clip the bulk actions bar that react-admin slides up over the toolbar.
        sx={(theme) => ({
          minWidth: 0,
          '& .RaList-main': { minWidth: 0 },
          // Where the buttons leave the search too little room, they move under it (a phone stacks them anyway).
          ...(phone
            ? {}
            : {
                '& .RaList-actions': { flexWrap: 'wrap' },
                '& .RaList-actions > form': { flex: '1 1 240px', minWidth: 240 },
              }),
          '& .RaDataTable-tableWrapper': { overflowX: 'auto', position: 'relative' },
          // Lighter than react-admin's bar, so its red Delete keeps 4.5:1.
          ...(theme.palette.mode === 'light'
            ? {
                '& .RaList-content .RaBulkActionsToolbar-toolbar': {
                  backgroundColor: lighten(theme.palette.primary.light, 0.9),
                },
              }
            : {}),
        })}
      >
        {def.statusTabs && <StatusTabs def={def} field={def.statusTabs} />}
        {phone ? (
          <ResourceCards
            def={def}
            columns={columns}
            display={display}
            ownTitle={!!extension.fields?.[def.title] || !!def.fields[def.title]?.translatable}
            bulkActions={bulkActions}
          />
        ) : (
          <DataTable
            rowClick="show"
            hiddenColumns={hidden}
            bulkActionButtons={bulkActions}
            bulkActionsToolbar={bulkActions ? <BulkBar>{bulkActions}</BulkBar> : undefined}
          >
            {def.listCreatedAt && (
              <DataTable.Col
                key="created_at"
                source="created_at"
                label="vp.system.created_at"
                {...columnLayout(CREATED_AT)}
              >
                {displayField('created_at', CREATED_AT)}
              </DataTable.Col>
            )}
            {columns.map(([name, field]) => (
              <DataTable.Col key={name} source={name} disableSort={!field.sort} {...columnLayout(field)}>
                {name === def.title ? (
                  <TitleLink def={def}>
                    {extension.fields?.[name] || field.translatable ? display(name) : <RecordTitle def={def} />}
                  </TitleLink>
                ) : (
                  <EditableCell def={def} name={name}>
                    {display(name)}
                  </EditableCell>
                )}
              </DataTable.Col>
            ))}
            {extension.rowActions && (
              <DataTable.Col key="_actions" label={translate('vp.list.actions')} disableSort>
                {extension.rowActions}
              </DataTable.Col>
            )}
          </DataTable>
        )}
        {def.attribution && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ p: 2 }}>
            {translate(def.attribution)}
          </Typography>
        )}
      </List>
    </>
  );
}

/**
 * react-admin's bulk delete, whose toast (with Undo) is the data provider's (see undo.ts): of the selected rows, or
 * of every record the list's filter matches once the user chose them all (the confirmation then names the count).
 */
function BulkDelete() {
  const { onUnselectItems } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { body, count, whole } = useSelection();
  const onSuccess = () => onUnselectItems();
  if (!whole) return <BulkDeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={{ onSuccess }} />;
  const options = { count: count.toLocaleString(locale) };
  return (
    <BulkDeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, meta: body }}
      confirmTitle={translate('vp.whole_filter.delete_title', options)}
      confirmContent={translate('vp.whole_filter.delete_content', options)}
    />
  );
}

/** The range filter of the creation time: a day is picked, the filter runs from its first instant to its last. */
function creationFilters(translate: (key: string, options?: Record<string, unknown>) => string) {
  const label = translate('vp.system.created_at');
  return [
    <LocalDateInput
      key="created_at_gte"
      source="created_at_gte"
      label={translate('vp.list.from', { field: label })}
      parse={dayStart}
      format={localDay}
    />,
    <LocalDateInput
      key="created_at_lte"
      source="created_at_lte"
      label={translate('vp.list.to', { field: label })}
      parse={dayEnd}
      format={localDay}
    />,
  ];
}
