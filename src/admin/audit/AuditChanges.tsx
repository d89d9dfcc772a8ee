import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ChangesTable, VALUE_CELL } from '@/admin/resources/show/ChangesTable';
import { useValueText } from '@/admin/resources/show/valueText';
import type { AuditRecord } from './AuditFields';

type Diff = Record<string, { from: unknown; to: unknown }>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isChange = (value: unknown): value is Diff[string] =>
  isObject(value) && 'from' in value && 'to' in value && Object.keys(value).length === 2;

/** An update's changes: every entry is {from, to}. */
const isDiff = (changes: Record<string, unknown>): changes is Diff =>
  Object.keys(changes).length > 0 && Object.values(changes).every(isChange);

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
  if (changes === null || changes === undefined || (isObject(changes) && Object.keys(changes).length === 0)) {
    return <Typography variant="body2">—</Typography>;
  }
  if (!isObject(changes))
    return (
      <Typography variant="body2" sx={VALUE_CELL}>
        {text(changes)}
      </Typography>
    );
  if (isDiff(changes))
    return <ChangesTable resource={record.resource} changes={changes} label={translate('vp.audit.changes')} />;
  const label = (field: string) => translate(`resources.${record.resource}.fields.${field}`, { _: field });
  // The recorded values (a single change among them reads "from → to").
  return (
    <Table size="small" aria-label={translate('vp.audit.record')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('vp.audit.field')}</TableCell>
          <TableCell>{translate('vp.audit.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.entries(changes).map(([field, value]) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row" sx={VALUE_CELL}>
              {label(field)}
            </TableCell>
            <TableCell sx={VALUE_CELL}>
              {isChange(value) ? `${text(value.from, field)} → ${text(value.to, field)}` : text(value, field)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
