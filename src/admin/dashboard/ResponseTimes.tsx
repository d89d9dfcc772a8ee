import { Box, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DashboardSummary } from '@/domain/dashboard';
import { TableCard } from './TableCard';
import { weekLabel } from './weekLabel';

/**
 * The median hours to a first answer, per organisation (rows) and week of arrival (columns), with a line saying which
 * enquiries a median covers. A value stays on one line ("30,5 Std." broke between number and unit on a phone).
 */
export function ResponseTimes({ rows }: { rows: DashboardSummary['enquiries']['responseTimes'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });
  const weeks = rows[0]?.weeks.map((w) => w.week) ?? [];
  return (
    <TableCard
      title={translate('vp.dashboard.response_times')}
      empty={rows.length === 0 ? translate('vp.dashboard.no_responses') : null}
      testId="response-times"
    >
      <caption>
        {/* On a phone the table scrolls sideways: the note stays in view, as wide as the screen at most. */}
        <Box
          component="span"
          sx={{ position: 'sticky', insetInlineStart: 16, display: 'inline-block', maxWidth: 'calc(100vw - 6rem)' }}
        >
          {translate('vp.dashboard.response_times_note')}
        </Box>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('vp.dashboard.organisation')}
          </TableCell>
          {weeks.map((week) => (
            <TableCell key={week} component="th" scope="col" align="right" sx={{ whiteSpace: 'nowrap' }}>
              {weekLabel(week, locale)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.organization_id ?? 'visapath'}>
            <TableCell component="th" scope="row">
              {row.name ?? 'Visapath'}
            </TableCell>
            {row.weeks.map((w) => (
              <TableCell key={w.week} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {w.median_hours === null ? '–' : hours.format(w.median_hours)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </TableCard>
  );
}
