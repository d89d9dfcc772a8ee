import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput, AutocompleteInput, BooleanInput, DateInput, DateTimeInput, NumberInput, ReferenceArrayInput,
  ReferenceInput, SelectInput, TextArrayInput, TextInput,
} from 'react-admin';
import type { FieldDef } from '../../domain/resource';
import { resourceByName } from '../../domain/resources';
import { useTitleOf } from './RecordTitle';
import { useChoices } from './fields';
import { FileUploadInput } from './FileUploadInput';
import { RichTextEditorInput } from './RichTextEditorInput';

const toQuery = (q: string) => ({ q });

function EnumInput({ source, field, alwaysOn, isRequired }: { source: string; field: FieldDef; alwaysOn?: boolean; isRequired?: boolean }) {
  return <SelectInput source={source} choices={useChoices(source, field)} alwaysOn={alwaysOn} isRequired={isRequired} />;
}

/** A reference picker; `isRequired` marks the label as in the other inputs (forms only, not the list filters). */
function ReferenceSelect({ source, field, multiple, isRequired }: { source: string; field: FieldDef; multiple?: boolean; isRequired?: boolean }) {
  const target = resourceByName(field.reference!)!;
  const optionText = useTitleOf(target);
  const searchable = Object.values(target.fields).some((f) => f.search);
  const common = { optionText, filterToQuery: searchable ? toQuery : undefined, isRequired };
  return multiple ? (
    <ReferenceArrayInput source={source} reference={target.name} sort={{ field: target.title, order: 'ASC' }}>
      <AutocompleteArrayInput {...common} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={target.name} sort={{ field: target.title, order: 'ASC' }}>
      <AutocompleteInput {...common} />
    </ReferenceInput>
  );
}

/** The form input of a field. Validation comes from the zod schema of the whole record (the form's resolver). */
export function inputField(name: string, field: FieldDef): ReactElement {
  const common = { source: name, isRequired: field.required };
  switch (field.kind) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'richtext':
      return <RichTextEditorInput {...common} fullWidth />;
    case 'integer':
      return <NumberInput {...common} step={1} min={field.min} max={field.max} />;
    case 'decimal':
      return <NumberInput {...common} step={0.01} min={field.min} max={field.max} />;
    case 'boolean':
      return <BooleanInput source={name} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'enum':
      return <EnumInput source={name} field={field} isRequired={field.required} />;
    case 'reference':
      return field.reference && resourceByName(field.reference) ? <ReferenceSelect source={name} field={field} isRequired={field.required} /> : <NumberInput {...common} />;
    case 'referenceList':
      return <ReferenceSelect source={name} field={field} multiple isRequired={field.required} />;
    case 'textList':
      return <TextArrayInput source={name} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'url':
      return <TextInput {...common} type="url" fullWidth />;
    case 'file':
      return <FileUploadInput source={name} field={field} />;
    default:
      return <TextInput {...common} fullWidth={field.kind === 'text' && (field.max ?? 200) > 60} />;
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The list filter of a filterable field (ranges get a pair of inputs). */
export function filterInputs(resource: string, name: string, field: FieldDef, translate: Translate): ReactElement[] {
  const label = translate(`resources.${resource}.fields.${name}`);
  const from = translate('vp.list.from', { field: label });
  const to = translate('vp.list.to', { field: label });
  switch (field.kind) {
    case 'boolean':
      return [<SelectInput key={name} source={name} choices={[{ id: 'true', name: 'ra.boolean.true' }, { id: 'false', name: 'ra.boolean.false' }]} />];
    case 'enum':
      return [<EnumInput key={name} source={name} field={field} />];
    case 'reference':
      return field.reference && resourceByName(field.reference) ? [<ReferenceSelect key={name} source={name} field={field} />] : [];
    case 'integer':
    case 'decimal':
      return [<NumberInput key={`${name}_gte`} source={`${name}_gte`} label={from} />,
        <NumberInput key={`${name}_lte`} source={`${name}_lte`} label={to} />];
    case 'date':
    case 'datetime':
      return [<DateInput key={`${name}_gte`} source={`${name}_gte`} label={from} />,
        <DateInput key={`${name}_lte`} source={`${name}_lte`} label={to} />];
    case 'textList':
    case 'referenceList':
    case 'json':
      return [];
    default:
      return [<TextInput key={name} source={name} />];
  }
}
