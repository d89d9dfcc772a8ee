import { useState } from 'react';
import RestoreIcon from '@mui/icons-material/Restore';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import type { History, Revision } from '@/domain/revisions';
import { apiGet, errorMessage } from '@/admin/providers/http';
import { ConfirmedCommandButton } from '@/admin/utils/ConfirmedCommandButton';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';
import { DATE_TIME_FORMAT } from '../fields';
import { ChangesTable } from '../show/ChangesTable';

const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0);

/** Restores the record (or one field of it, `field`) to its values right after a revision, after a confirmation. */
function RestoreButton({
  def,
  revision,
  field,
  when,
}: {
  def: ResourceDef;
  revision: Revision;
  field?: string;
  when: string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { run } = useRecordCommand();
  if (!record) return null;
  return (
    <ConfirmedCommandButton
      label={field ? 'vp.history.restore_field' : 'vp.history.restore_version'}
      icon={<RestoreIcon />}
      title="vp.history.restore_title"
      content={field ? 'vp.history.restore_field_content' : 'vp.history.restore_version_content'}
      translateOptions={{
        when,
        field: field ? translate(`resources.${def.name}.fields.${field}`, { _: field }) : undefined,
      }}
      onConfirm={() =>
        run(
          `${def.base}/${def.name}/${String(record.id)}/restore`,
          { message: 'vp.history.restored', refresh: true },
          { revision: revision.id, version: record.version, ...(field ? { fields: [field] } : {}) },
        )
      }
    />
  );
}

/**
 * One revision: what it was, when and by whom, the fields it changed; "Restore" beside each field a restore would
 * change, and "Restore this version" when that restores more than the one field with a button of its own.
 */
function RevisionEntry({ def, revision }: { def: ResourceDef; revision: Revision }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = new Date(revision.at).toLocaleString(locale, DATE_TIME_FORMAT);
  // A create's empty fields say nothing.
  const changes = Object.fromEntries(
    Object.entries(revision.changes).filter(([, change]) => revision.action !== 'create' || !isEmpty(change.to)),
  );
  const { restorable } = revision;
  const wholeVersion = restorable.length > 1 || (restorable.length === 1 && !(restorable[0] in changes));
  return (
    <Stack component="li" spacing={1} sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle2" component="h3">
          {translate(`vp.history.action.${revision.action}`, { _: revision.action })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {revision.author ? translate('vp.history.when_by', { when, name: revision.author }) : when}
        </Typography>
        {wholeVersion && <RestoreButton def={def} revision={revision} when={when} />}
      </Stack>
      {Object.keys(changes).length > 0 && (
        <ChangesTable
          resource={def.name}
          changes={changes}
          label={translate('vp.history.changes', { when })}
          action={(field) =>
            restorable.includes(field) && <RestoreButton def={def} revision={revision} field={field} when={when} />
          }
        />
      )}
    </Stack>
  );
}

/**
 * A record's history on its page, loaded when opened: each audited write (newest first) with who made it, when, and
 * each field's value before and after, and the restores the server offers this person (a restore is an edit, and a
 * revision, of its own).
 */
export function RecordHistory({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { data, error, isPending } = useQuery({
    queryKey: ['history', def.name, String(record?.id), record?.version],
    queryFn: () => apiGet<History>(`${def.base}/${def.name}/${String(record!.id)}/history`),
    enabled: open && !!record,
  });
  if (!record || def.readOnly || def.external) return null;
  return (
    <Accordion
      variant="outlined"
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      slotProps={{ heading: { component: 'h2' } }}
      data-testid="record-history"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="record-history-panel" id="record-history-head">
        <Typography variant="subtitle1" component="span">
          {translate('vp.history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="record-history-panel">
        {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {error && <Alert severity="error">{translate(errorMessage(error))}</Alert>}
        {data?.revisions.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('vp.history.empty')}
          </Typography>
        )}
        {data && data.total > data.revisions.length && (
          <Typography variant="body2" color="text.secondary">
            {translate('vp.history.latest', { shown: data.revisions.length, smart_count: data.total })}
          </Typography>
        )}
        {!!data?.revisions.length && (
          <Stack component="ol" sx={{ m: 0, p: 0 }}>
            {data.revisions.map((revision) => (
              <RevisionEntry key={revision.id} def={def} revision={revision} />
            ))}
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
