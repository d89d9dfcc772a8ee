import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, Card, Stack } from '@mui/material';
import {
  Create,
  EditButton,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import { getRole } from '@/admin/providers/session';
import { relationsFor, relationTabs, RelatedRecords } from './RelatedRecords';
import { RecordTitle } from './RecordTitle';
import { useResourceExtension } from './extensions';
import { displayOf } from './fields';
import { ConflictAwareEdit } from './form/conflict';
import { groupByTab, ResourceForm } from './ResourceForm';
import { visibleFields, type FieldEntry } from './roleFields';
import { DeleteRecordButton } from './show/DeleteRecordButton';
import { RecordAside } from './show/RecordAside';
import { RecordSections } from './show/RecordSections';
import { SCROLLABLE_TABS } from './show/scrollableTabs';
import { useCountryNamesFor } from './show/countryNames';
import { ConfirmRecordUnchanged } from './proof/ConfirmUnchangedButton';

// A record's history loads below its fields, after them: its table and restore dialogs are not on the landing.
const RecordHistory = lazy(() => import('./history/RecordHistory').then((m) => ({ default: m.RecordHistory })));
const PublicationPanel = lazy(() => import('./drafts/PublicationPanel').then((m) => ({ default: m.PublicationPanel })));

/** Where a create or edit page goes after saving: back to the page that opened it (e.g. a details page's tab). */
function useReturnTo(): string | undefined {
  const state: unknown = useLocation().state;
  const returnTo = state && typeof state === 'object' && 'returnTo' in state ? state.returnTo : undefined;
  return typeof returnTo === 'string' && returnTo.startsWith('/') ? returnTo : undefined;
}

export function ResourceEdit({ def }: { def: ResourceDef }) {
  return (
    <ConflictAwareEdit title={<RecordTitle def={def} />} redirect={useReturnTo() ?? 'show'}>
      <ResourceForm def={def} />
    </ConflictAwareEdit>
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
  const record = useRecordContext();
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit', record });
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete', record });
  const { showActions } = useResourceExtension(def.name);
  // No empty bar where there is nothing to do (the audit log is read-only).
  if (!showActions && !canEdit && !canDelete) return null;
  return (
    // Several labelled buttons (a user's record has six) wrap to a second line instead of squeezing over each other.
    // An area's actions may have nothing for this record (an audit entry of no change set): no empty bar then.
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5, '& > *': { flexShrink: 0 }, '&:empty': { display: 'none' } }}>
      {showActions}
      {def.proof && canEdit && <ConfirmRecordUnchanged def={def} />}
      {canEdit && <EditButton />}
      {canDelete && <DeleteRecordButton def={def} />}
    </TopToolbar>
  );
}

/**
 * A record's page, laid out from its definition: its fields in a section per tab (empty ones on request), the
 * records that refer to it as further tabs (scrolling, with buttons, when there are more than fit), and when and
 * by whom it was written in an aside; below the fields, the panel the area may add (an enquiry's conversation) and
 * the record's history.
 */
export function ResourceShow({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const role = getRole();
  const groups = groupByTab(visibleFields(role, def));
  useCountryNamesFor(def.fields);
  const tabs = relationTabs(relationsFor(role, def), translate);
  const extension = useResourceExtension(def.name);
  const display = ([name, field]: FieldEntry) => displayOf(extension, name, field);
  const sections = <RecordSections def={def} groups={groups} display={display} label={false} />;
  // The title field as the area displays it (an audit entry's action in words), in the title's own type.
  const title = extension.fields?.[def.title] ? (
    <Box component="span" sx={{ '& *': { font: 'inherit' } }}>
      {display([def.title, def.fields[def.title]])}
    </Box>
  ) : (
    <RecordTitle def={def} />
  );
  const main =
    tabs.length === 0 ? (
      sections
    ) : (
      <Card>
        <TabbedShowLayout tabs={<TabbedShowLayoutTabs {...SCROLLABLE_TABS} />}>
          <TabbedShowLayout.Tab label={translate('vp.show.details')}>{sections}</TabbedShowLayout.Tab>
          {tabs.map(({ relation, path, label }) => (
            <TabbedShowLayout.Tab key={path} label={label} path={path}>
              <RelatedRecords relation={relation} label={false} />
            </TabbedShowLayout.Tab>
          ))}
        </TabbedShowLayout>
      </Card>
    );
  return (
    <Show title={title} actions={<ShowActions def={def} />} component="div">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: def.external ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) 18rem' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {main}
          {extension.showPanel}
          <Suspense fallback={null}>
            <PublicationPanel def={def} />
          </Suspense>
          <Suspense fallback={null}>
            <RecordHistory def={def} />
          </Suspense>
        </Stack>
        <RecordAside def={def} />
      </Box>
    </Show>
  );
}
