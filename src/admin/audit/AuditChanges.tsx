import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useValueText } from '@/admin/resources/show/valueText';
import type { AuditRecord } from './AuditFields';

type Diff = Record<string, { from: unknown; to: unknown }>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An update's changes: every entry is {from, to}. */
function isDiff(changes: unknown): changes is Diff {
  if (!isObject(changes)) return false;
  const entries = Object.values(changes);
  return (
    entries.length > 0 && entries.every((v) => isObject(v) && 'from' in v && 'to' in v && Object.keys(v).length === 2)
  );
}

const cell = { verticalAlign: 'top', whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/**
 * An audit entry's changes, readable: for an update a table of field → from → to, for a create or delete (and
 * the other events) the values it recorded, each field under its label in the resource's language.
 */
export function AuditChanges() {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  const text = useValueText(record?.resource ?? null);
  if (!record) return null;
  const { changes } = record;
  const label = (field: string) => translate(`resources.${record.resource}.fields.${field}`, { _: field });
  if (changes === null || changes === undefined || (isObject(changes) && Object.keys(changes).length === 0)) {
    return <Typography variant="body2">—</Typography>;
  }
  if (!isObject(changes))
    return (
      <Typography variant="body2" sx={cell}>
        {text(changes)}
      </Typography>
    );
  const diff = isDiff(changes);
  const isChange = (value: unknown): value is Diff[string] => isDiff({ field: value });
  // An update: field → from → to. Otherwise the recorded values (a single change among them reads "from → to").
  const cells = (value: unknown, field: string) =>
    diff
      ? [
          { text: text((value as Diff[string]).from, field), sx: { ...cell, color: 'text.secondary' } },
          { text: text((value as Diff[string]).to, field), sx: cell },
        ]
      : [
          {
            text: isChange(value) ? `${text(value.from, field)} → ${text(value.to, field)}` : text(value, field),
            sx: cell,
          },
        ];
  const headings = diff ? ['vp.audit.field', 'vp.audit.from', 'vp.audit.to'] : ['vp.audit.field', 'vp.audit.value'];
  return (
    <Table size="small" aria-label={translate(diff ? 'vp.audit.changes' : 'vp.audit.record')}>
      <TableHead>
        <TableRow>
          {headings.map((heading) => (
            <TableCell key={heading}>{translate(heading)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.entries(changes).map(([field, value]) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row" sx={cell}>
              {label(field)}
            </TableCell>
            {cells(value, field).map((c, i) => (
              <TableCell key={i} sx={c.sx}>
                {c.text}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
