import type { ReactElement } from 'react';
import { ColumnsButton, CreateButton, FilterButton, TopToolbar, useCanAccess } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import { ImportButton } from '@/admin/resources/import/ImportButton';
import { ExportButton } from '@/admin/resources/export/ExportButton';
import { FiltersDrawerButton } from './FiltersDrawerButton';
import { ViewsButton } from './ViewsButton';

interface ListActionsProps {
  def: ResourceDef;
  /** The filters besides the search (none: no filter button). */
  filters: ReactElement[];
  /** On a phone: cards instead of columns, the filters in a drawer, the buttons as icons and Create floating. */
  phone: boolean;
  columns: string[];
  defaultHidden: string[];
}

/** The list's toolbar: saved views, columns, filters, create, export and import. */
export function ListActions({ def, filters, phone, columns, defaultHidden }: ListActionsProps) {
  const { canAccess: canCreate } = useCanAccess({ resource: def.name, action: 'create', enabled: !def.readOnly });
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit', enabled: !def.readOnly });
  const { canAccess: canExport } = useCanAccess({ resource: def.name, action: 'export' });
  return (
    // Beside the search, the buttons keep their one line; the search field gives way.
    <TopToolbar sx={phone ? { flexWrap: 'wrap' } : { flex: '0 0 auto', flexWrap: 'nowrap' }}>
      <ViewsButton def={def} columns={columns} defaultHidden={defaultHidden} />
      {!phone && <ColumnsButton />}
      {filters.length > 0 && (phone ? <FiltersDrawerButton filters={filters} /> : <FilterButton />)}
      {canCreate && <CreateButton />}
      {canExport && <ExportButton def={def} columns={columns} defaultHidden={defaultHidden} />}
      {!def.readOnly && (canCreate || canEdit) && <ImportButton def={def} />}
    </TopToolbar>
  );
}
