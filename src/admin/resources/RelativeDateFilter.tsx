import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { RELATIVE_CHOICES, relativeChoiceOf, relativeRange, type RelativeChoice } from '@/domain/relativeDate';

const DEFAULT_DAYS = 30;

/**
 * A date filter relative to today (today, before today, within the next N days, in the last N days): it sets the
 * field's `_gte`/`_lte` bounds in their relative form (src/domain/relativeDate.ts), so a view saved with it shows
 * the records of the day it is opened. `source` only names it among the list's filters; it holds no value.
 */
export function RelativeDateFilter({ name, label }: { source: string; name: string; label: string }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const [gte, lte] = [`${name}_gte`, `${name}_lte`];
  const current = relativeChoiceOf(filterValues[gte], filterValues[lte]);
  const [days, setDays] = useState(current?.days || DEFAULT_DAYS);

  const apply = (choice: RelativeChoice | undefined, n: number) => {
    const next: Record<string, unknown> = { ...filterValues };
    delete next[gte];
    delete next[lte];
    const range = choice ? relativeRange(choice, n) : {};
    if (range.gte) next[gte] = range.gte;
    if (range.lte) next[lte] = range.lte;
    setFilters(next, displayedFilters);
  };
  const counted = current?.choice === 'within' || current?.choice === 'since';

  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
      <TextField
        select
        size="small"
        label={translate('vp.list.relative.label', { field: label })}
        value={current?.choice ?? ''}
        onChange={(event) =>
          apply(
            RELATIVE_CHOICES.find((choice) => choice === event.target.value),
            days,
          )
        }
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{translate('vp.list.relative.any')}</MenuItem>
        {RELATIVE_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`vp.list.relative.${choice}`, { days })}
          </MenuItem>
        ))}
      </TextField>
      {counted && (
        <TextField
          type="number"
          size="small"
          label={translate('vp.list.relative.days')}
          value={days}
          slotProps={{ htmlInput: { min: 1, max: 9999 } }}
          onChange={(event) => {
            const n = Math.trunc(Number(event.target.value));
            if (!Number.isFinite(n) || n < 1 || n > 9999) return;
            setDays(n);
            apply(current.choice, n);
          }}
          sx={{ width: 140 }}
        />
      )}
    </Stack>
  );
}
