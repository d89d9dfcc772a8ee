import type { ReactNode } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button as MuiButton,
  Checkbox,
  FormControlLabel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import type { ImportReport } from './importFile';
import { useValueText } from '@/admin/resources/show/valueText';
import { rowsToFixCsv } from './rowsToFix';

const COUNTS = ['total', 'new', 'changed', 'unchanged', 'skipped', 'invalid'] as const;

/**
 * One of the report's lists: a table in a region of its own that scrolls and that the keyboard reaches (Tab). On a
 * phone each row is one cell holding its columns one under the other, each named, so that no text is cut into
 * syllables by four narrow columns.
 */
function ReportTable({ label, headers, rows }: { label: string; headers: string[]; rows: ReactNode[][] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        maxHeight: { xs: '50vh', sm: 320 },
        overflow: 'auto',
        mb: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table size="small" stickyHeader aria-label={label}>
        {!phone && (
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
        )}
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {phone ? (
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {cells.map((cell, c) => (
                    <Typography key={headers[c]} variant="body2">
                      <Box component="span" sx={{ color: 'text.secondary' }}>{`${headers[c]}: `}</Box>
                      {cell}
                    </Typography>
                  ))}
                </TableCell>
              ) : (
                cells.map((cell, c) => (
                  <TableCell key={headers[c]} sx={{ overflowWrap: 'anywhere' }}>
                    {cell}
                  </TableCell>
                ))
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * A dry run explained: the counts, each changed row's fields before and after, each invalid value with what the
 * file holds and why it is refused; with invalid rows, the choice to import the valid ones and skip the others,
 * and the skipped rows as a file to correct.
 */
export function ImportReportView({
  def,
  report,
  skipInvalid,
  onSkipInvalid,
}: {
  def: ResourceDef;
  report: ImportReport;
  skipInvalid: boolean;
  onSkipInvalid: (skip: boolean) => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const fieldLabel = (name: string) =>
    name === 'id' ? 'ID' : name === '_' ? '' : translate(`resources.${def.name}.fields.${name}`, { _: name });
  // A stored value as its field shows it on a record's page and in its history.
  const text = useValueText(def.name);
  const writes = report.rows.new + report.rows.changed;

  const download = () => {
    const csv = rowsToFixCsv(report, locale, translate('vp.import.message'));
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `${def.name}-to-fix.csv` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }} role="list">
        {COUNTS.filter((kind) => kind !== 'skipped' || report.rows.skipped > 0).map((kind) => (
          <Box key={kind} role="listitem" sx={{ minWidth: 96 }}>
            <Typography variant="h5" component="p" data-testid={`import-${kind}`}>
              {report.rows[kind]}
            </Typography>
            <Typography variant="body2">{translate(`vp.import.counts.${kind}`)}</Typography>
          </Box>
        ))}
      </Box>
      {report.changes.length > 0 && (
        <ReportTable
          label={translate('vp.import.changed_rows')}
          headers={['line', 'field', 'before', 'after'].map((key) => translate(`vp.import.${key}`))}
          rows={report.changes.flatMap((row) =>
            row.fields.map((change) => [
              row.line,
              fieldLabel(change.field),
              text(change.before, change.field),
              text(change.after, change.field),
            ]),
          )}
        />
      )}
      {report.invalid.length > 0 ? (
        <>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate(skipInvalid ? 'vp.import.skipping_invalid' : 'vp.import.has_invalid')}
          </Alert>
          <ReportTable
            label={translate('vp.import.invalid_rows')}
            headers={['line', 'field', 'found', 'message'].map((key) => translate(`vp.import.${key}`))}
            rows={report.invalid.map((cell) => [cell.line, fieldLabel(cell.field), cell.value ?? '', cell.message])}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={skipInvalid}
                  disabled={writes === 0}
                  onChange={(event) => onSkipInvalid(event.target.checked)}
                />
              }
              label={translate('vp.import.skip_invalid', { smart_count: report.rows.invalid })}
            />
            {report.rejected.length > 0 && (
              <MuiButton startIcon={<DownloadIcon />} onClick={download}>
                {translate('vp.import.download_invalid')}
              </MuiButton>
            )}
          </Box>
        </>
      ) : (
        <Alert severity={writes ? 'success' : 'info'}>
          {translate(writes ? 'vp.import.none_invalid' : 'vp.import.nothing')}
        </Alert>
      )}
    </Box>
  );
}
