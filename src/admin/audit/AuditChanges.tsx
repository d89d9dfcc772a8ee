import { Link as RouterLink } from 'react-router-dom';
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { resourceByName } from '../../domain/resources';

interface AuditRecord extends RaRecord {
  action: string;
  resource: string | null;
  record_id: string | null;
  changes: unknown;
}

type Diff = Record<string, { from: unknown; to: unknown }>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An update's changes: every entry is {from, to}. */
export function isDiff(changes: unknown): changes is Diff {
  if (!isObject(changes)) return false;
  const entries = Object.values(changes);
  return entries.length > 0 && entries.every((v) => isObject(v) && 'from' in v && 'to' in v && Object.keys(v).length === 2);
}

function useValueText() {
  const translate = useTranslate();
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') : '—';
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

const cell = { verticalAlign: 'top', whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/**
 * An audit entry's changes, readable: for an update a table of field → from → to, for a create or delete (and
 * the other events) the values it recorded, each field under its label in the resource's language.
 */
export function AuditChanges() {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  const text = useValueText();
  if (!record) return null;
  const { changes } = record;
  const label = (field: string) => translate(`resources.${record.resource}.fields.${field}`, { _: field });
  if (changes === null || changes === undefined || (isObject(changes) && Object.keys(changes).length === 0)) {
    return <Typography variant="body2">—</Typography>;
  }
  if (!isObject(changes)) return <Typography variant="body2" sx={cell}>{text(changes)}</Typography>;
  const diff = isDiff(changes);
  const isChange = (value: unknown): value is Diff[string] => isDiff({ field: value });
  // An update: field → from → to. Otherwise the recorded values (a single change among them reads "from → to").
  const cells = (value: unknown) => diff
    ? [{ text: text((value as Diff[string]).from), sx: { ...cell, color: 'text.secondary' } }, { text: text((value as Diff[string]).to), sx: cell }]
    : [{ text: isChange(value) ? `${text(value.from)} → ${text(value.to)}` : text(value), sx: cell }];
  const headings = diff ? ['vp.audit.field', 'vp.audit.from', 'vp.audit.to'] : ['vp.audit.field', 'vp.audit.value'];
  return (
    <Table size="small" aria-label={translate(diff ? 'vp.audit.changes' : 'vp.audit.record')}>
      <TableHead>
        <TableRow>
          {headings.map((heading) => <TableCell key={heading}>{translate(heading)}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.entries(changes).map(([field, value]) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row" sx={cell}>{label(field)}</TableCell>
            {cells(value).map((c, i) => <TableCell key={i} sx={c.sx}>{c.text}</TableCell>)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The record an entry is about, linked to its page when it is a record of a known resource. */
export function AuditRecordLink() {
  const record = useRecordContext<AuditRecord>();
  if (!record?.record_id) return null;
  const def = record.resource ? resourceByName(record.resource) : undefined;
  if (!def || !/^\d+$/.test(record.record_id)) return <Typography component="span" variant="body2">{record.record_id}</Typography>;
  return (
    <Link component={RouterLink} to={`/${def.name}/${record.record_id}/show`} onClick={(event) => event.stopPropagation()} variant="body2">
      {record.record_id}
    </Link>
  );
}
