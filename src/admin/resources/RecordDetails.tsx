import { lazy, Suspense } from 'react';
import { CardContent, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import { translationLocaleOf } from '@/domain/translations';
import { getRole } from '@/admin/providers/session';
import { LocalDateField } from './fields';
import { RecordTitle } from './RecordTitle';
import { relationsFor, relationTabs, RelatedRecords } from './RelatedRecords';
import { ConflictAwareEdit } from './form/conflict';
import { ResourceForm } from './ResourceForm';

// A draft of the listing (a partner's changes waiting for review) loads beside the form, after it.
const PublicationPanel = lazy(() => import('./drafts/PublicationPanel').then((m) => ({ default: m.PublicationPanel })));

/**
 * The record's name, its kind and the yes/no fields only admins set (published, verified): a partner sees its
 * listing state here, read-only; and when it was last changed.
 */
function DetailsHeader({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const flags = Object.entries(def.fields).filter(
    ([name, field]) => field.adminOnly && field.kind === 'boolean' && !translationLocaleOf(def, name),
  );
  return (
    <CardContent sx={{ pb: 0 }}>
      <Typography variant="overline" color="text.secondary">
        {translate(`resources.${def.name}.name`, { smart_count: 1 })}
      </Typography>
      <Typography variant="h4" component="h2" data-testid="organization-name">
        <RecordTitle def={def} />
      </Typography>
      {flags.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} data-testid="record-flags">
          {flags.map(([name]) => (
            <Chip
              key={name}
              size="small"
              color={record[name] ? 'success' : 'default'}
              variant={record[name] ? 'filled' : 'outlined'}
              label={`${translate(`resources.${def.name}.fields.${name}`)}: ${translate(record[name] ? 'ra.boolean.true' : 'ra.boolean.false')}`}
            />
          ))}
        </Stack>
      )}
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        data-testid="record-updated"
        sx={{ mt: 1, '& .MuiTypography-root': { font: 'inherit', color: 'inherit' } }}
      >
        {translate('vp.system.updated_at')}: <LocalDateField source="updated_at" showTime /> ·{' '}
        {translate('vp.system.version')} {String(record.version ?? '')}
      </Typography>
    </CardContent>
  );
}

/**
 * A record's page edited in place (a partner's details page): its fields as a tabbed form with Save, and
 * the records that belong to it as further tabs, each listed with create, edit and delete. It serves a partner on
 * its own organisation (`id` given) and an admin on any organisation's show page (the id from the route).
 */
export function RecordDetails({ def, id }: { def: ResourceDef; id?: Identifier }) {
  const translate = useTranslate();
  const tabs = relationTabs(relationsFor(getRole(), def), translate).map(({ relation, path, label }) => ({
    path,
    label,
    content: <RelatedRecords relation={relation} />,
  }));
  return (
    <ConflictAwareEdit resource={def.name} id={id} redirect={false} actions={false} title={<RecordTitle def={def} />}>
      <DetailsHeader def={def} />
      <Suspense fallback={null}>
        <PublicationPanel def={def} />
      </Suspense>
      <ResourceForm def={def} extraTabs={tabs} showDerived />
    </ConflictAwareEdit>
  );
}
