import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { FieldChange } from '@/domain/revisions';
import { WordDiff } from '@/admin/utils/WordDiff';
import { useValueText } from './valueText';

/** A cell of a recorded value: long texts wrap, anywhere if they must. */
export const VALUE_CELL = { verticalAlign: 'top', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
/** A field's name keeps its words whole: the values' columns give way first. */
const NAME_CELL = { verticalAlign: 'top' } as const;

/**
 * On a phone the rows become blocks (the field's name over its values, each named by its column's heading, an
 * action beside them): four columns do not fit 390 px without breaking words.
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
    '& td[data-label]': { gridColumn: 1 },
    '& td[data-label]::before': { content: 'attr(data-label) ": "', color: 'text.secondary' },
    '& td:nth-of-type(3)': { gridColumn: 2, gridRow: '2 / span 2', p: 0 },
  },
});

/**
 * Changes of a resource's fields as a table of field → before → after, each value as its field shows it and each
 * field under its label in the UI language, the words that changed marked in both (a rich text's by its text);
 * `action` adds a last column (a field's "Restore", say).
 */
export function ChangesTable({
  resource,
  changes,
  label,
  action,
}: {
  resource: string | null;
  changes: Record<string, FieldChange>;
  label: string;
  action?: (field: string) => ReactNode;
}) {
  const translate = useTranslate();
  const text = useValueText(resource);
  const fieldLabel = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
  return (
    <Table size="small" aria-label={label} sx={phoneRows}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('vp.audit.field')}</TableCell>
          <TableCell>{translate('vp.audit.from')}</TableCell>
          <TableCell>{translate('vp.audit.to')}</TableCell>
          {action && (
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {translate('vp.list.actions')}
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.entries(changes).map(([field, change]) => {
          const from = text(change.from, field);
          const to = text(change.to, field);
          return (
            <TableRow key={field}>
              <TableCell component="th" scope="row" sx={NAME_CELL}>
                {fieldLabel(field)}
              </TableCell>
              <TableCell sx={{ ...VALUE_CELL, color: 'text.secondary' }} data-label={translate('vp.audit.from')}>
                <WordDiff before={from} after={to} show="before" />
              </TableCell>
              <TableCell sx={VALUE_CELL} data-label={translate('vp.audit.to')}>
                <WordDiff before={from} after={to} show="after" />
              </TableCell>
              {action && <TableCell sx={{ ...VALUE_CELL, whiteSpace: 'nowrap' }}>{action(field)}</TableCell>}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
