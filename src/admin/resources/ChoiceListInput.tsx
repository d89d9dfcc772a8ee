import { AutocompleteArrayInput } from 'react-admin';
import type { FieldDef } from '@/domain/resourceDef';
import { useChoices } from './fields';

/**
 * The input of a text list whose values are known choices (an insurer's types of cover): the choices by their
 * labels in the UI language, the stored values unchanged.
 */
export function ChoiceListInput({
  source,
  field,
  isRequired,
  readOnly,
  helperText,
}: {
  source: string;
  field: FieldDef;
  isRequired?: boolean;
  readOnly?: boolean;
  helperText?: string;
}) {
  return (
    <AutocompleteArrayInput
      source={source}
      choices={useChoices(source, field)}
      isRequired={isRequired}
      readOnly={readOnly}
      helperText={helperText}
    />
  );
}
