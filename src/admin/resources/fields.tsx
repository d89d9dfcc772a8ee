import type { ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import {
  BooleanField, DateField, EmailField, NumberField, ReferenceArrayField, ReferenceField, RichTextField, SelectField,
  SingleFieldList, ChipField, FunctionField, TextArrayField, TextField, UrlField, useTranslate,
} from 'react-admin';
import type { FieldDef } from '../../domain/resource';
import { resourceByName } from '../../domain/resources';
import { RecordTitle } from './RecordTitle';

/** The translated choices of an enum field. */
export function useChoices(name: string, field: FieldDef) {
  const translate = useTranslate();
  const key = field.choicesKey ?? name;
  return (field.choices ?? []).map((value) => ({
    id: field.numeric ? Number(value) : value,
    name: translate(`vp.choices.${key}.${value}`, { _: value }),
  }));
}

/** Structured data (e.g. an audit entry's diff), pretty-printed. */
function JsonField({ source }: { source: string }) {
  return (
    <FunctionField
      source={source}
      render={(record) => (record[source] == null ? null : (
        <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {JSON.stringify(record[source], null, 2)}
        </Box>
      ))}
    />
  );
}

function EnumField({ source, field }: { source: string; field: FieldDef }) {
  return <SelectField source={source} choices={useChoices(source, field)} />;
}

/** The referenced record's name, in the body text size of the other fields (a bare text took the link's larger size). */
function ReferenceTitle({ reference }: { reference: string }) {
  const target = resourceByName(reference);
  return target ? <Typography component="span" variant="body2"><RecordTitle def={target} /></Typography> : null;
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
      return <NumberField source={name} />;
    case 'decimal':
      return <NumberField source={name} options={{ maximumFractionDigits: field.scale ?? 2 }} />;
    case 'boolean':
      return <BooleanField source={name} />;
    case 'date':
      return <DateField source={name} />;
    case 'datetime':
      return <DateField source={name} showTime />;
    case 'enum':
      return <EnumField source={name} field={field} />;
    case 'reference':
      return field.reference && resourceByName(field.reference)
        ? <ReferenceField source={name} reference={field.reference} link="show"><ReferenceTitle reference={field.reference} /></ReferenceField>
        : <NumberField source={name} />;
    case 'referenceList':
      return (
        <ReferenceArrayField source={name} reference={field.reference!}>
          <SingleFieldList linkType="show"><ChipField source={resourceByName(field.reference!)?.title ?? 'id'} size="small" /></SingleFieldList>
        </ReferenceArrayField>
      );
    case 'textList':
      return <TextArrayField source={name} />;
    case 'json':
      return <JsonField source={name} />;
    default:
      return <TextField source={name} />;
  }
}
