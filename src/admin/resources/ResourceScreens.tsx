import { cloneElement } from 'react';
import {
  Create, DateField, DeleteWithConfirmButton, Edit, EditButton, NumberField, Show, SimpleShowLayout, TabbedShowLayout,
  TopToolbar, useCanAccess, useTranslate,
} from 'react-admin';
import type { FieldDef, ResourceDef } from '../../domain/resource';
import { relationsOf, RelatedRecords, type Relation } from './RelatedRecords';
import { RecordTitle } from './RecordTitle';
import { displayField } from './fields';
import { groupByTab, ResourceForm } from './ResourceForm';

export function ResourceEdit({ def }: { def: ResourceDef }) {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle def={def} />} redirect="show">
      <ResourceForm def={def} />
    </Edit>
  );
}

export function ResourceCreate({ def }: { def: ResourceDef }) {
  return (
    <Create redirect="show">
      <ResourceForm def={def} />
    </Create>
  );
}

function ShowActions({ def }: { def: ResourceDef }) {
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  return (
    <TopToolbar>
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
  const groups = groupByTab(def);
  const relations = relationsOf(def);
  const fieldsOf = (fields: [string, FieldDef][]) => fields.map(([name, field]) => cloneElement(displayField(name, field), { key: name }));
  if (groups.length === 1 && relations.length === 0) {
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
        {relations.map((relation) => (
          <TabbedShowLayout.Tab
            key={`${relation.def.name}.${relation.target}`}
            label={relationLabel(relation, relations, translate)}
            path={`${relation.def.name}${relations.filter((r) => r.def === relation.def).length > 1 ? `-${relation.target}` : ''}`}
          >
            <RelatedRecords relation={relation} />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
}

/** The tab of a relation: the related resource's plural name, plus the field when it relates twice. */
function relationLabel(relation: Relation, all: Relation[], translate: (key: string, options?: Record<string, unknown>) => string) {
  const name = translate(`resources.${relation.def.name}.name`, { smart_count: 2 });
  return all.filter((r) => r.def === relation.def).length > 1
    ? `${name} (${translate(`resources.${relation.def.name}.fields.${relation.target}`)})`
    : name;
}
