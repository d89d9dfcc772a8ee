import { PickedValue } from './pickers/PickedValue';
import { cloneElement, lazy, Suspense, type ReactElement } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  DateField,
  EmailField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SingleFieldList,
  ChipField,
  FunctionField,
  TextArrayField,
  TextField,
  UrlField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { FieldDef } from '@/domain/resourceDef';
import { resourceByName } from '@/domain/resources';
import type { ResourceExtension } from './extensions';
import { RecordTitle } from './RecordTitle';
import { countryName, useCountryNames } from './show/countryNames';
import { TranslatedField } from './show/TranslatedField';

/** The translated choices of an enum field. */
export function useChoices(name: string, field: FieldDef) {
  const translate = useTranslate();
  const key = field.choicesKey ?? name;
  return (field.choices ?? []).map((value) => ({
    id: field.numeric ? Number(value) : value,
    name: translate(`vp.choices.${key}.${value}`, { _: value }),
  }));
}

const LazyRichText = lazy(() => import('./show/RichText'));

/** A rich text, sanitised (react-admin's field, with DOMPurify, loaded when one is first shown). */
function RichTextField({ source }: { source: string }) {
  return (
    <Suspense fallback={null}>
      <LazyRichText source={source} />
    </Suspense>
  );
}

/** The UI language, which every displayed number, amount and date follows. */
const useLocale = () => useLocaleState()[0];

/** How a date or a point in time reads: the day in the locale's medium style, a time in hours and minutes. */
export const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A date, or a point in time, in the UI language, on one line. */
export function LocalDateField({ source, showTime = false }: { source: string; showTime?: boolean; label?: string }) {
  const locale = useLocale();
  return (
    <DateField
      source={source}
      showTime={showTime}
      locales={locale}
      options={showTime ? DATE_TIME_FORMAT : DATE_FORMAT}
      sx={NO_WRAP}
    />
  );
}

/** The decimal places a decimal shows: always its scale, so a column of them lines up. */
export const decimalFormat = (field: FieldDef): Intl.NumberFormatOptions => ({
  minimumFractionDigits: field.scale ?? 2,
  maximumFractionDigits: field.scale ?? 2,
});

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The ISO 4217 code of an amount: the definition's own code, or the value of the field it names. */
function currencyOf(field: FieldDef, record: Record<string, unknown> | undefined): string | null {
  if (!field.currency) return null;
  const code = CURRENCY_CODE.test(field.currency) ? field.currency : record?.[field.currency];
  return typeof code === 'string' && CURRENCY_CODE.test(code.toUpperCase()) ? code.toUpperCase() : null;
}

/** An amount with its currency in the UI language ("25.000,00 £"); a plain number when the currency is unknown. */
function formatMoney(value: number, currency: string | null, locale: string, field: FieldDef): string {
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
    } catch {
      // An unknown code: the number alone follows.
    }
  }
  return new Intl.NumberFormat(locale, decimalFormat(field)).format(value);
}

function MoneyField({ source, field }: { source: string; field: FieldDef }) {
  const record = useRecordContext();
  const locale = useLocale();
  const value = record?.[source];
  if (typeof value !== 'number') return null;
  return (
    <Typography component="span" variant="body2" sx={NO_WRAP}>
      {formatMoney(value, currencyOf(field, record), locale, field)}
    </Typography>
  );
}

function LocalNumberField({ source, field }: { source: string; field: FieldDef }) {
  const locale = useLocale();
  return (
    <NumberField
      source={source}
      locales={locale}
      options={field.kind === 'decimal' ? decimalFormat(field) : undefined}
      sx={NO_WRAP}
    />
  );
}

/** A country code by the country's name in the UI language (the code in its tooltip). */
function CountryField({ source }: { source: string }) {
  const record = useRecordContext();
  const locale = useCountryNames();
  const code = record?.[source];
  if (typeof code !== 'string' || !code) return null;
  return (
    <Typography component="span" variant="body2" title={code}>
      {countryName(code, locale)}
    </Typography>
  );
}

/** A text list whose values are known choices: each as a chip with its label in the UI language. */
function ChoiceListField({ source, field }: { source: string; field: FieldDef }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const values: unknown = record?.[source];
  if (!Array.isArray(values) || values.length === 0) return null;
  const key = field.choicesKey ?? source;
  return (
    <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {values.map((value) => (
        <li key={String(value)}>
          <Chip size="small" label={translate(`vp.choices.${key}.${String(value)}`, { _: String(value) })} />
        </li>
      ))}
    </Stack>
  );
}

/** Structured data (e.g. an audit entry's diff), pretty-printed. */
function JsonField({ source }: { source: string }) {
  return (
    <FunctionField
      source={source}
      render={(record) =>
        record[source] == null ? null : (
          <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(record[source], null, 2)}
          </Box>
        )
      }
    />
  );
}

function EnumField({ source, field }: { source: string; field: FieldDef }) {
  const choices = useChoices(source, field);
  const record = useRecordContext();
  const value = record?.[source];
  if (field.picker)
    return typeof value === 'string' && value ? <PickedValue kind={field.picker} value={value} /> : null;
  return <SelectField source={source} choices={choices} />;
}

/** The referenced record's name, in the body text size of the other fields (a bare text took the link's larger size). */
function ReferenceTitle({ reference }: { reference: string }) {
  const target = resourceByName(reference);
  return target ? (
    <Typography component="span" variant="body2">
      <RecordTitle def={target} />
    </Typography>
  ) : null;
}

/** How a field's value is displayed in lists and show pages. */
export function displayField(name: string, field: FieldDef): ReactElement {
  switch (field.kind) {
    case 'richtext':
      return <RichTextField source={name} />;
    case 'email':
      return <EmailField source={name} />;
    case 'url':
    case 'file':
      return <UrlField source={name} target="_blank" rel="noopener noreferrer" />;
    case 'integer':
      return <LocalNumberField source={name} field={field} />;
    case 'decimal':
      return field.currency ? (
        <MoneyField source={name} field={field} />
      ) : (
        <LocalNumberField source={name} field={field} />
      );
    case 'boolean':
      return <BooleanField source={name} />;
    case 'date':
      return <LocalDateField source={name} />;
    case 'datetime':
      return <LocalDateField source={name} showTime />;
    case 'enum':
      return <EnumField source={name} field={field} />;
    case 'reference':
      return field.reference && resourceByName(field.reference) ? (
        <ReferenceField source={name} reference={field.reference} link="show">
          <ReferenceTitle reference={field.reference} />
        </ReferenceField>
      ) : (
        <LocalNumberField source={name} field={field} />
      );
    case 'referenceList':
      return (
        <ReferenceArrayField source={name} reference={field.reference!}>
          <SingleFieldList linkType="show">
            <ChipField source={resourceByName(field.reference!)?.title ?? 'id'} size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    case 'textList':
      return field.choices ? <ChoiceListField source={name} field={field} /> : <TextArrayField source={name} />;
    case 'json':
      return <JsonField source={name} />;
    case 'textarea':
      // Several lines of plain text keep their line breaks (no textarea field is a list column).
      return <TextField source={name} sx={{ whiteSpace: 'pre-line' }} />;
    default:
      return field.country ? <CountryField source={name} /> : <TextField source={name} />;
  }
}

/** A field as its area displays it (given the field's source, as the generated ones have it), or the generated one. */
export function displayOf(extension: ResourceExtension, name: string, field: FieldDef, raw = false): ReactElement {
  const custom = extension.fields?.[name] as ReactElement<{ source?: string }> | undefined;
  if (custom) return cloneElement(custom, { source: name });
  // A text for the public reads in the user's language (`raw`: as stored, e.g. to compare two versions).
  if (field.translatable && !raw)
    return <TranslatedField name={name} display={(source) => displayField(source, field)} />;
  return displayField(name, field);
}
