import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, Popover } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  FieldTitle,
  InputHelperText,
  ResettableTextField,
  useInput,
  useLocaleState,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { V } from '@/domain/validationKeys';
import { DateCalendar } from './DateCalendar';
import { datePlaceholder, formatDay, parseDay } from './dateText';

export interface LocalDateInputProps {
  source: string;
  label?: string;
  isRequired?: boolean;
  readOnly?: boolean;
  helperText?: string;
  /** The day of a stored value (e.g. the local day of an instant); the value itself by default. */
  format?: (value: unknown) => string;
  /** The value to store for a day (e.g. its first instant); the day itself by default. */
  parse?: (day: string) => unknown;
}

const asDay = (value: unknown) => (typeof value === 'string' ? value : '');
const same = (day: string) => day;

/**
 * A date input written as the UI language writes dates (TT.MM.JJJJ, JJ/MM/AAAA, MM/DD/YYYY), with a calendar
 * whose months, days and buttons speak the UI language too: the native date input follows the browser's
 * language instead, whatever the console is set to. What cannot be read as a day is kept as typed: the form's
 * schema (or, in a list filter, the input's own check, which holds the filter back) says it is no date.
 */
export function LocalDateInput({
  source,
  label,
  isRequired,
  readOnly,
  helperText,
  format = asDay,
  parse = same,
}: LocalDateInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [locale] = useLocaleState();
  const typed = useRef<string | null>(null);
  const { id, field, fieldState } = useInput({
    source,
    format: (value: unknown) => value,
    parse: (value: unknown) => value,
    validate: (value: unknown) => (value !== null && value === typed.current ? V.date : undefined),
  });
  const dayOf = (value: unknown) =>
    value === typed.current && value !== null ? null : parseDay(format(value), locale);
  const [text, setText] = useState(() => (dayOf(field.value) ? formatDay(dayOf(field.value), locale) : ''));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  // A value set from elsewhere (a reset, a cleared filter, another language) is shown as the locale writes it.
  useEffect(() => {
    if (field.value !== null && field.value === typed.current) return;
    const day = dayOf(field.value);
    setText(day ? formatDay(day, locale) : '');
    // Only a new value or language rewrites the text: dayOf is a new function each render, and re-running on it
    // would overwrite what the user is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value, locale]);

  const store = (day: string | null, raw: string) => {
    if (day) {
      typed.current = null;
      field.onChange(parse(day));
    } else if (raw.trim() === '') {
      typed.current = null;
      field.onChange(null);
    } else {
      typed.current = raw;
      field.onChange(raw);
    }
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    store(parseDay(event.target.value, locale), event.target.value);
  };
  const pick = (day: string | null) => {
    setAnchor(null);
    setText(day ? formatDay(day, locale) : '');
    store(day, '');
    field.onBlur();
  };
  const placeholder = datePlaceholder(locale, {
    day: translate('vp.form.date_letters.day'),
    month: translate('vp.form.date_letters.month'),
    year: translate('vp.form.date_letters.year'),
  });
  return (
    <>
      <ResettableTextField
        id={id}
        name={field.name}
        ref={field.ref}
        value={text}
        onChange={onChange}
        onBlur={field.onBlur}
        readOnly={readOnly}
        className={`ra-input ra-input-${source}`}
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        placeholder={placeholder}
        fullWidth={false}
        error={fieldState.invalid}
        helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  disabled={readOnly}
                  aria-label={translate('vp.form.open_calendar')}
                  title={translate('vp.form.open_calendar')}
                  onClick={(event) => setAnchor(event.currentTarget)}
                >
                  <EventIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <DateCalendar value={dayOf(field.value)} locale={locale} onPick={pick} />
      </Popover>
    </>
  );
}
