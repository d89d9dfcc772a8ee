import { lazy, Suspense, type ReactElement } from 'react';
import { Skeleton } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import type { FieldDef, ResourceDef } from '@/domain/resourceDef';
import { resourceByName } from '@/domain/resources';
import { useTitleOf } from './RecordTitle';
import { ChoiceListInput } from './ChoiceListInput';
import { useChoices } from './fields';
import { referenceFilter } from './roleFields';
import { FileUploadInput } from './FileUploadInput';
import { LocalDateInput } from './form/LocalDateInput';
import { SlugInput } from './form/SlugInput';
import { PickerInput } from './pickers/PickerInput';
import { UrlInput } from './form/UrlInput';
import { RelativeDateFilter } from './RelativeDateFilter';

// The rich-text editor (tiptap, ProseMirror) is a chunk of its own, loaded with the first form that has one.
const RichTextEditorInput = lazy(() =>
  import('./RichTextEditorInput').then((module) => ({ default: module.RichTextEditorInput })),
);

const toQuery = (q: string) => ({ q });

/** How a form shows one input: read-only (a value the user may see but not change), its choices narrowed. */
export interface InputOptions {
  readOnly?: boolean;
  /** Filter of a reference input's choices (e.g. organisations of the owning types). */
  filter?: Record<string, unknown>;
  /** A line under the input (message key), e.g. why it is read-only. */
  helperText?: string;
  /** A slug's source: the field whose value it follows until it is edited. */
  slugFrom?: string;
}

interface SelectProps extends InputOptions {
  source: string;
  field: FieldDef;
  isRequired?: boolean;
}

/** An enum's select; numeric enums (user_type) keep numbers as values. */
function EnumInput({ source, field, isRequired, readOnly, helperText }: SelectProps) {
  return (
    <SelectInput
      source={source}
      choices={useChoices(source, field)}
      isRequired={isRequired}
      readOnly={readOnly}
      helperText={helperText}
    />
  );
}

/** A reference picker; `isRequired` marks the label as in the other inputs (forms only, not the list filters). */
function ReferenceSelect({
  source,
  field,
  multiple,
  isRequired,
  readOnly,
  filter,
  helperText,
}: SelectProps & { multiple?: boolean }) {
  const target = resourceByName(field.reference!)!;
  const optionText = useTitleOf(target);
  const searchable = Object.values(target.fields).some((f) => f.search);
  const common = { optionText, filterToQuery: searchable ? toQuery : undefined, isRequired, readOnly, helperText };
  const reference = { source, reference: target.name, sort: { field: target.title, order: 'ASC' as const }, filter };
  return multiple ? (
    <ReferenceArrayInput {...reference}>
      <AutocompleteArrayInput {...common} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput {...reference}>
      <AutocompleteInput {...common} />
    </ReferenceInput>
  );
}

/** The step of a decimal input: one unit of its last decimal place (scale 2 → 0.01). */
const decimalStep = (field: FieldDef) => 10 ** -(field.scale ?? 2);

/**
 * The form input of a field. Validation comes from the zod schema of the whole record (the form's resolver);
 * web and email addresses are text inputs (the browser's own checks would speak its language, not the UI's).
 */
export function inputField(name: string, field: FieldDef, options: InputOptions = {}): ReactElement {
  const { readOnly, filter, helperText, slugFrom } = options;
  const common = { source: name, isRequired: field.required, readOnly, helperText };
  const select = { source: name, field, isRequired: field.required, readOnly, filter, helperText };
  switch (field.kind) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'richtext':
      // The editor loads on first use: its place is held (and said to be loading) meanwhile.
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={180} sx={{ width: '100%', my: 1 }} />}>
          <RichTextEditorInput {...common} fullWidth />
        </Suspense>
      );
    case 'integer':
      return <NumberInput {...common} step={1} min={field.min} max={field.max} />;
    case 'decimal':
      return <NumberInput {...common} step={decimalStep(field)} min={field.min} max={field.max} />;
    case 'boolean':
      return <BooleanInput source={name} readOnly={readOnly} helperText={helperText} />;
    case 'date':
      return <LocalDateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'enum':
      return field.picker ? (
        <PickerInput {...select} field={{ ...field, picker: field.picker }} />
      ) : (
        <EnumInput {...select} />
      );
    case 'reference':
      return field.reference && resourceByName(field.reference) ? (
        <ReferenceSelect {...select} />
      ) : (
        <NumberInput {...common} />
      );
    case 'referenceList':
      return <ReferenceSelect {...select} multiple />;
    case 'textList':
      return field.choices ? (
        <ChoiceListInput
          source={name}
          field={field}
          isRequired={field.required}
          readOnly={readOnly}
          helperText={helperText}
        />
      ) : (
        <TextArrayInput source={name} readOnly={readOnly} helperText={helperText} />
      );
    case 'email':
      return <TextInput {...common} inputMode="email" autoComplete="email" />;
    case 'url':
      return <UrlInput {...common} fullWidth />;
    case 'slug':
      return slugFrom && !readOnly ? <SlugInput {...common} from={slugFrom} /> : <TextInput {...common} />;
    case 'file':
      return <FileUploadInput source={name} field={field} readOnly={readOnly} helperText={helperText} />;
    default:
      return <TextInput {...common} fullWidth={field.kind === 'text' && (field.max ?? 200) > 60} />;
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const instantOf = (day: unknown, time: string) =>
  typeof day === 'string' && DAY.test(day) ? new Date(`${day}T${time}`).toISOString() : null;
/** The first and the last instant of a local day, for a range filter over a point in time. */
export const dayStart = (day: unknown) => instantOf(day, '00:00:00.000');
export const dayEnd = (day: unknown) => instantOf(day, '23:59:59.999');
/** The local day of an instant (or a day), as a date input shows it. */
export function localDay(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  if (DAY.test(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The list filter of a filterable field (ranges get a pair of inputs). */
export function filterInputs(def: ResourceDef, name: string, field: FieldDef, translate: Translate): ReactElement[] {
  const label = translate(`resources.${def.name}.fields.${name}`);
  const from = translate('vp.list.from', { field: label });
  const to = translate('vp.list.to', { field: label });
  switch (field.kind) {
    case 'boolean':
      return [
        <SelectInput
          key={name}
          source={name}
          choices={[
            { id: 'true', name: 'ra.boolean.true' },
            { id: 'false', name: 'ra.boolean.false' },
          ]}
        />,
      ];
    case 'enum':
      return [<EnumInput key={name} source={name} field={field} />];
    case 'reference':
      return field.reference && resourceByName(field.reference)
        ? [<ReferenceSelect key={name} source={name} field={field} filter={referenceFilter(def, name)} />]
        : [];
    case 'integer':
    case 'decimal': {
      const step = field.kind === 'decimal' ? decimalStep(field) : 1;
      return [
        <NumberInput key={`${name}_gte`} source={`${name}_gte`} label={from} step={step} />,
        <NumberInput key={`${name}_lte`} source={`${name}_lte`} label={to} step={step} />,
      ];
    }
    case 'date':
      // A bound relative to today shows as no date in the date inputs; the relative filter names it.
      return [
        <LocalDateInput key={`${name}_gte`} source={`${name}_gte`} label={from} format={localDay} />,
        <LocalDateInput key={`${name}_lte`} source={`${name}_lte`} label={to} format={localDay} />,
        <RelativeDateFilter key={`${name}_relative`} source={`${name}_relative`} name={name} label={label} />,
      ];
    case 'datetime':
      // A day is picked; the filter runs from its first instant to its last, in the browser's time zone.
      return [
        <LocalDateInput key={`${name}_gte`} source={`${name}_gte`} label={from} parse={dayStart} format={localDay} />,
        <LocalDateInput key={`${name}_lte`} source={`${name}_lte`} label={to} parse={dayEnd} format={localDay} />,
        <RelativeDateFilter key={`${name}_relative`} source={`${name}_relative`} name={name} label={label} />,
      ];
    case 'textList':
    case 'referenceList':
    case 'json':
      return [];
    default:
      return [<TextInput key={name} source={name} />];
  }
}
