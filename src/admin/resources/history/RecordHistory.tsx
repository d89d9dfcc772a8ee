import { useState } from 'react';
import RestoreIcon from '@mui/icons-material/Restore';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type Theme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import type { History, Revision } from '@/domain/revisions';
import { apiGet, errorMessage } from '@/admin/providers/http';
import { ConfirmedCommandButton } from '@/admin/utils/ConfirmedCommandButton';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';
import { DATE_TIME_FORMAT } from '../fields';
import { useValueText } from '../show/valueText';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The values of the fields a revision changed right after it: its `to`, unless a later revision changed the field
 * again (then the first such one's `from`). What a restore of the revision, or of one of its fields, sets.
 */
function valuesAfter(revisions: Revision[], index: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, change] of Object.entries(revisions[index].changes)) values[name] = change.to;
  // The later revisions (newest first) taken back one by one: the last to touch a field is the one right after.
  for (const later of revisions.slice(0, index))
    for (const [name, change] of Object.entries(later.changes)) if (name in values) values[name] = change.from;
  return values;
}

const cell = { verticalAlign: 'top', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * On a phone the table's rows become blocks (the field's name over its values, each value named by its column's
 * heading, the restore button beside them): four columns do not fit 390 px without breaking words.
 */
const phoneRows = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': visuallyHidden,
    '& tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      borderBottom: 1,
      borderColor: 'divider',
      py: 0.5,
    },
    '& th[scope=row]': { gridColumn: '1 / -1', fontWeight: 500, border: 0, pb: 0 },
    '& td': { border: 0, py: 0.25 },
    '& td[data-label]::before': { content: 'attr(data-label) ": "', color: 'text.secondary' },
    '& td:last-of-type': { gridColumn: 2, gridRow: '2 / span 2', p: 0 },
  },
});

function RestoreButton({
  def,
  revision,
  fields,
  label,
  content,
  when,
}: {
  def: ResourceDef;
  revision: Revision;
  fields?: string[];
  label: string;
  content: string;
  when: string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { run } = useRecordCommand();
  if (!record) return null;
  const field = fields?.[0];
  return (
    <ConfirmedCommandButton
      label={label}
      icon={<RestoreIcon />}
      title="vp.history.restore_title"
      content={content}
      translateOptions={{
        when,
        field: field ? translate(`resources.${def.name}.fields.${field}`, { _: field }) : undefined,
      }}
      onConfirm={() =>
        run(
          `${def.base}/${def.name}/${String(record.id)}/restore`,
          { message: 'vp.history.restored', refresh: true },
          { revision: revision.id, version: record.version, ...(fields ? { fields } : {}) },
        )
      }
    />
  );
}

function RevisionEntry({
  def,
  revision,
  after,
  restorable,
}: {
  def: ResourceDef;
  revision: Revision;
  after: Record<string, unknown>;
  restorable: string[];
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const text = useValueText(def.name);
  const when = new Date(revision.at).toLocaleString(locale, DATE_TIME_FORMAT);
  // A field restores when its value after this revision is not today's (restoring today's value changes nothing).
  const differs = (name: string) => restorable.includes(name) && !same(after[name], record?.[name]);
  // A create's empty fields say nothing.
  const fields = Object.keys(revision.changes).filter(
    (name) => revision.action !== 'create' || !same(text(revision.changes[name].to, name), '—'),
  );
  const label = (name: string) => translate(`resources.${def.name}.fields.${name}`, { _: name });
  const heading = translate(`vp.history.action.${revision.action}`, { _: revision.action });
  return (
    <Stack component="li" spacing={1} sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle2" component="h3">
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {revision.author ? translate('vp.history.when_by', { when, name: revision.author }) : when}
        </Typography>
        {restorable.length > 0 && revision.action !== 'delete' && fields.filter(differs).length > 1 && (
          <RestoreButton
            def={def}
            revision={revision}
            label="vp.history.restore_version"
            content="vp.history.restore_version_content"
            when={when}
          />
        )}
      </Stack>
      {fields.length > 0 && (
        <Table size="small" aria-label={translate('vp.history.changes', { when })} sx={phoneRows}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('vp.audit.field')}</TableCell>
              <TableCell>{translate('vp.audit.from')}</TableCell>
              <TableCell>{translate('vp.audit.to')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate('vp.list.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((name) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row" sx={cell}>
                  {label(name)}
                </TableCell>
                <TableCell sx={{ ...cell, color: 'text.secondary' }} data-label={translate('vp.audit.from')}>
                  {text(revision.changes[name].from, name)}
                </TableCell>
                <TableCell sx={cell} data-label={translate('vp.audit.to')}>
                  {text(revision.changes[name].to, name)}
                </TableCell>
                <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>
                  {revision.action !== 'delete' && differs(name) && (
                    <RestoreButton
                      def={def}
                      revision={revision}
                      fields={[name]}
                      label="vp.history.restore_field"
                      content="vp.history.restore_field_content"
                      when={when}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * A record's history on its page, loaded when opened: each audited write (newest first) with who made it, when, and
 * each field's value before and after; "Restore" sets one field, "Restore this version" every field the revision
 * changed, back to its value right after it (after a confirmation: a restore is an edit, and a revision, of its own).
 */
export function RecordHistory({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit', record });
  const { data, error, isPending } = useQuery({
    queryKey: ['history', def.name, String(record?.id), record?.version],
    queryFn: () => apiGet<History>(`${def.base}/${def.name}/${String(record!.id)}/history`),
    enabled: open && !!record,
  });
  if (!record || def.readOnly || def.external) return null;
  const restorable = canEdit ? (data?.restorable ?? []) : [];
  const withValues = (data?.revisions ?? []).map((revision, i, all) => ({ revision, after: valuesAfter(all, i) }));
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
        {data && data.revisions.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('vp.history.empty')}
          </Typography>
        )}
        {data && data.total > data.revisions.length && (
          <Typography variant="body2" color="text.secondary">
            {translate('vp.history.latest', { shown: data.revisions.length, smart_count: data.total })}
          </Typography>
        )}
        {data && data.revisions.length > 0 && (
          <Stack component="ol" sx={{ m: 0, p: 0 }}>
            {withValues.map(({ revision, after }) => (
              <RevisionEntry key={revision.id} def={def} revision={revision} after={after} restorable={restorable} />
            ))}
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
