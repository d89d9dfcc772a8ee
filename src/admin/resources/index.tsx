import { lazy } from 'react';
import { Resource } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import type { MenuLink } from '@/admin/menu';
import { iconOf } from './icons';
import { editedInPlace } from './editedInPlace';
import { RecordTitle } from './RecordTitle';
import { ResourceList } from './ResourceList';

// A record's pages (its fields, history, forms and their inputs) load with the first record opened, not with the
// lists a session lands on.
const screens = () => import('./ResourceScreens');
const ResourceShow = lazy(() => screens().then((m) => ({ default: m.ResourceShow })));
const ResourceEdit = lazy(() => screens().then((m) => ({ default: m.ResourceEdit })));
const ResourceCreate = lazy(() => screens().then((m) => ({ default: m.ResourceCreate })));
const RecordDetails = lazy(() => import('./RecordDetails').then((m) => ({ default: m.RecordDetails })));

/**
 * The react-admin <Resource> of a definition: generated list, show, edit and create screens; an organisation's
 * show page is its details page, edited in place.
 */
export function resourceElement(def: ResourceDef) {
  return (
    <Resource
      key={def.name}
      name={def.name}
      list={<ResourceList def={def} />}
      show={editedInPlace(def) ? <RecordDetails def={def} /> : <ResourceShow def={def} />}
      edit={def.readOnly ? undefined : <ResourceEdit def={def} />}
      create={def.readOnly ? undefined : <ResourceCreate def={def} />}
      icon={iconOf(def.icon)}
      recordRepresentation={<RecordTitle def={def} />}
    />
  );
}

/** A menu entry to a resource's list, optionally pre-filtered (e.g. the FAQs of one area). */
export function resourceLink(
  def: ResourceDef,
  options: { key?: string; label?: string; filter?: Record<string, unknown> } = {},
): MenuLink {
  const query = options.filter ? `?filter=${encodeURIComponent(JSON.stringify(options.filter))}` : '';
  return {
    key: options.key ?? def.name,
    label: options.label ?? `resources.${def.name}.name`,
    to: `/${def.name}${query}`,
    icon: iconOf(def.icon),
    access: { resource: def.name, action: 'list' },
  };
}

/** The shared content resources (data variables, documents, FAQs) of one scope, as an area's menu entries. */
export function scopedLinks(area: string, scope: string, defs: ResourceDef[]): MenuLink[] {
  return defs.map((def) => resourceLink(def, { key: `${area}-${def.name}`, filter: { scope } }));
}
