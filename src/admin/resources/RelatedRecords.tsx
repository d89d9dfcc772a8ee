import { useLocation } from 'react-router-dom';
import {
  CreateButton,
  DataTable,
  EditButton,
  ReferenceManyField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Box } from '@mui/material';
import { canAccess } from '@/domain/access';
import { isLongText, type FieldDef, type ResourceDef } from '@/domain/resourceDef';
import { RESOURCES, resourceByName } from '@/domain/resources';
import type { Role } from '@/domain/roles';
import { getRole } from '@/admin/providers/session';
import { useResourceExtension } from './extensions';
import { displayOf, LocalDateField } from './fields';
import { ListPagination } from './list/ListPagination';
import { DeleteRecordButton } from './show/DeleteRecordButton';
import { visibleFields } from './roleFields';

export interface Relation {
  def: ResourceDef;
  /** The field of `def` that points at the parent record. */
  target: string;
}

/**
 * A sub-record owned through the shared organisations resource (staff → organizations) belongs on the page of a
 * typed organisation resource (consultants: the organisations of type consultancy) when that type may own it.
 */
function ownedThrough(parent: ResourceDef, def: ResourceDef, name: string, field: FieldDef): boolean {
  const target = resourceByName(field.reference ?? '');
  if (!target || target.name === parent.name || target.table !== parent.table) return false;
  const owners = def.owner?.column === name ? def.owner.orgTypes : [];
  return !!parent.owner?.orgTypes.length && parent.owner.orgTypes.every((type) => owners.includes(type));
}

/**
 * Resources with a reference field pointing at `parent` (e.g. a country visa's documents and forms), the records
 * only some organisation types own first (an insurer's covers before the FAQs every type may have).
 */
export function relationsOf(parent: ResourceDef): Relation[] {
  const relations = RESOURCES.flatMap((def) =>
    Object.entries(def.fields)
      .filter(
        ([name, field]) =>
          field.kind === 'reference' && (field.reference === parent.name || ownedThrough(parent, def, name, field)),
      )
      .map(([target]) => ({ def, target })),
  );
  const owners = (relation: Relation) => relation.def.owner?.orgTypes.length ?? 0;
  return relations.sort((a, b) => owners(a) - owners(b));
}

/** The relations a role may list (a university sees its courses, not the FAQs admins attach to it). */
export const relationsFor = (role: Role | null, parent: ResourceDef): Relation[] =>
  relationsOf(parent).filter((relation) => canAccess(role, { resource: relation.def.name, action: 'list' }));

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The tab of each relation: its path, and the related resource's plural name, plus the field when it relates twice. */
export function relationTabs(relations: Relation[], translate: Translate) {
  return relations.map((relation) => {
    const twice = relations.filter((r) => r.def === relation.def).length > 1;
    const name = translate(`resources.${relation.def.name}.name`, { smart_count: 2 });
    return {
      relation,
      path: twice ? `${relation.def.name}-${relation.target}` : relation.def.name,
      label: twice ? `${name} (${translate(`resources.${relation.def.name}.fields.${relation.target}`)})` : name,
    };
  });
}

/** Edit and delete of one related row, as far as the access rules allow; both come back to the page the row is listed on. */
function RowActions({
  def,
  returnTo,
  canEdit,
  canDelete,
}: {
  def: ResourceDef;
  returnTo: string;
  canEdit: boolean;
  canDelete: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
      {canEdit && <EditButton state={{ _scrollToTop: true, returnTo }} />}
      {canDelete && <DeleteRecordButton def={def} redirect={false} />}
    </Box>
  );
}

/**
 * The related records of the shown record: a create button that links the new record to it, and edit and
 * delete on each row (each where the access rules allow); create and edit come back here after saving.
 * Records that come in from outside (enquiries) are listed newest first with their date, only to be opened.
 */
export function RelatedRecords({ relation }: { relation: Relation; label?: false }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { pathname: returnTo } = useLocation();
  const { def, target } = relation;
  const extension = useResourceExtension(def.name);
  const { canAccess: canCreateAny } = useCanAccess({ resource: def.name, action: 'create' });
  const { canAccess: canEditAny } = useCanAccess({ resource: def.name, action: 'edit' });
  const { canAccess: canDeleteAny } = useCanAccess({ resource: def.name, action: 'delete' });
  const canCreate = !!canCreateAny && !def.incoming;
  const canEdit = !!canEditAny && !def.incoming;
  const canDelete = !!canDeleteAny && !def.incoming;
  const columns = visibleFields(getRole(), def).filter(([name, f]) => f.list && name !== target && !isLongText(f));
  if (!record) return null;
  return (
    <>
      {canCreate && (
        <TopToolbar>
          <CreateButton resource={def.name} state={{ record: { [target]: record.id }, returnTo }} />
        </TopToolbar>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <ReferenceManyField
          reference={def.name}
          target={target}
          perPage={10}
          pagination={<ListPagination />}
          sort={{ field: def.defaultSort[0], order: def.defaultSort[1] }}
        >
          <DataTable rowClick="show" bulkActionButtons={false}>
            {def.listCreatedAt && (
              <DataTable.Col source="created_at" label="vp.system.created_at">
                <LocalDateField source="created_at" showTime />
              </DataTable.Col>
            )}
            {columns.map(([name, field]) => (
              <DataTable.Col key={name} source={name} disableSort={!field.sort}>
                {displayOf(extension, name, field)}
              </DataTable.Col>
            ))}
            {(canEdit || canDelete) && (
              <DataTable.Col label={translate('vp.list.actions')}>
                <RowActions def={def} returnTo={returnTo} canEdit={canEdit} canDelete={canDelete} />
              </DataTable.Col>
            )}
          </DataTable>
        </ReferenceManyField>
      </Box>
    </>
  );
}
