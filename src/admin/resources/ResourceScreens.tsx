import { cloneElement, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Create, DateField, DeleteWithConfirmButton, Edit, EditButton, NumberField, Show, SimpleShowLayout, TabbedShowLayout,
  TopToolbar, useCanAccess, useTranslate,
} from 'react-admin';
import type { ResourceDef } from '../../domain/resource';
import { getRole } from '../providers/session';
import { relationsFor, relationTabs, RelatedRecords } from './RelatedRecords';
import { RecordTitle } from './RecordTitle';
import { useResourceExtension } from './extensions';
import { displayField } from './fields';
import { groupByTab, ResourceForm } from './ResourceForm';
import { visibleFields, type FieldEntry } from './roleFields';

/** Where a create or edit page goes after saving: back to the page that opened it (e.g. a details page's tab). */
function useReturnTo(): string | undefined {
  const state: unknown = useLocation().state;
  const returnTo = state && typeof state === 'object' && 'returnTo' in state ? state.returnTo : undefined;
  return typeof returnTo === 'string' && returnTo.startsWith('/') ? returnTo : undefined;
}

export function ResourceEdit({ def }: { def: ResourceDef }) {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle def={def} />} redirect={useReturnTo() ?? 'show'}>
      <ResourceForm def={def} />
    </Edit>
  );
}

export function ResourceCreate({ def }: { def: ResourceDef }) {
  return (
    <Create redirect={useReturnTo() ?? 'show'}>
      <ResourceForm def={def} />
    </Create>
  );
}

function ShowActions({ def }: { def: ResourceDef }) {
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  const { showActions } = useResourceExtension(def.name);
  return (
    <TopToolbar>
      {showActions}
      {canEdit && <EditButton />}
      {canDelete && <DeleteWithConfirmButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
}

/** Version and timestamps: every table built from its fields has them; external ones (the audit log) do not. */
function SystemFields(def: ResourceDef) {
  if (def.external) return [];
  return [
    <NumberField key="version" source="version" label="vp.system.version" />,
    <DateField key="created_at" source="created_at" showTime label="vp.system.created_at" />,
    <DateField key="updated_at" source="updated_at" showTime label="vp.system.updated_at" />,
  ];
}

export function ResourceShow({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const role = getRole();
  const groups = groupByTab(visibleFields(role, def));
  const tabs = relationTabs(relationsFor(role, def), translate);
  const extension = useResourceExtension(def.name);
  // An area's own display of a field gets the field's source, so the layout labels it as it labels the generated ones.
  const fieldsOf = (fields: FieldEntry[]) => fields.map(([name, field]) => {
    const custom = extension.fields?.[name] as ReactElement<{ source?: string }> | undefined;
    return custom ? cloneElement(custom, { key: name, source: name }) : cloneElement(displayField(name, field), { key: name });
  });
  if (groups.length === 1 && tabs.length === 0) {
    return (
      <Show title={<RecordTitle def={def} />} actions={<ShowActions def={def} />}>
        <SimpleShowLayout>
          {fieldsOf(groups[0][1])}
          {SystemFields(def)}
        </SimpleShowLayout>
      </Show>
    );
  }
  return (
    <Show title={<RecordTitle def={def} />} actions={<ShowActions def={def} />}>
      <TabbedShowLayout>
        {groups.map(([tab, fields], index) => (
          <TabbedShowLayout.Tab key={tab ?? 'main'} label={translate(`vp.tabs.${tab ?? 'main'}`)}>
            {fieldsOf(fields)}
            {index === 0 ? SystemFields(def) : null}
          </TabbedShowLayout.Tab>
        ))}
        {tabs.map(({ relation, path, label }) => (
          <TabbedShowLayout.Tab key={path} label={label} path={path}>
            <RelatedRecords relation={relation} />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
}
