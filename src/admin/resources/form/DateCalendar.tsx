import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { firstDayOfWeek, isoDay, today } from './dateText';

interface DateCalendarProps {
  /** The chosen day (YYYY-MM-DD) or null. */
  value: string | null;
  locale: string;
  onPick: (day: string | null) => void;
}

const monthStart = (day: string | null) => {
  const [y, m] = (day ?? today()).split('-').map(Number);
  return { year: y, month: m };
};

/** One month to pick a day from, named and labelled in the UI language, with Clear and Today. */
export function DateCalendar({ value, locale, onPick }: DateCalendarProps) {
  const translate = useTranslate();
  const [{ year, month }, setMonth] = useState(() => monthStart(value));
  const shift = (by: number) =>
    setMonth(() => {
      const d = new Date(Date.UTC(year, month - 1 + by, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    });
  const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(year, month, 1),
  );
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const fullDay = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const first = firstDayOfWeek(locale);
  // 2023-01-01 was a Sunday: the weekday names in the locale's order.
  const weekdays = Array.from({ length: 7 }, (_, i) => weekday.format(utc(2023, 1, 1 + ((first + i) % 7))));
  const lead = (utc(year, month, 1).getUTCDay() - first + 7) % 7;
  const length = utc(year, month + 1, 0).getUTCDate();
  const now = today();
  const cells = [...Array.from({ length: lead }, () => null), ...Array.from({ length }, (_, i) => i + 1)];
  return (
    <Box sx={{ p: 1.5, width: 300 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton size="small" aria-label={translate('vp.form.previous_month')} onClick={() => shift(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h2" variant="subtitle1" aria-live="polite">
          {title}
        </Typography>
        <IconButton size="small" aria-label={translate('vp.form.next_month')} onClick={() => shift(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, textAlign: 'center' }}>
        {weekdays.map((name) => (
          <Typography key={name} aria-hidden variant="caption" color="text.secondary">
            {name}
          </Typography>
        ))}
        {cells.map((d, i) => {
          if (d === null) return <span key={`lead-${i}`} />;
          const day = isoDay(year, month, d)!;
          const selected = day === value;
          return (
            <Button
              key={day}
              size="small"
              variant={selected ? 'contained' : day === now ? 'outlined' : 'text'}
              aria-label={fullDay.format(utc(year, month, d))}
              aria-pressed={selected}
              onClick={() => onPick(day)}
              sx={{ minWidth: 0, p: 0.5 }}
            >
              {d}
            </Button>
          );
        })}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Button size="small" onClick={() => onPick(null)}>
          {translate('vp.form.clear')}
        </Button>
        <Button size="small" onClick={() => onPick(now)}>
          {translate('vp.form.today')}
        </Button>
      </Stack>
    </Box>
  );
}
