import { AutocompleteInput, useLocaleState } from 'react-admin';
import type { FieldDef } from '../../../domain/resource';
import { currencyLabel, PickedValue } from './PickedValue';

interface PickerInputProps {
  source: string;
  field: FieldDef & { picker: NonNullable<FieldDef['picker']> };
  isRequired?: boolean;
  readOnly?: boolean;
  helperText?: string;
}

/** An enum picked from its list with a preview (an icon's picture, a currency's name), searchable by typing. */
export function PickerInput({ source, field, isRequired, readOnly, helperText }: PickerInputProps) {
  const [locale] = useLocaleState();
  const label = (value: string) => (field.picker === 'currency' ? currencyLabel(value, locale) : value);
  const choices = (field.choices ?? []).map((value) => ({ id: value, name: label(value) }));
  return (
    <AutocompleteInput
      source={source}
      choices={choices}
      isRequired={isRequired}
      readOnly={readOnly}
      helperText={helperText}
      renderOption={(props, choice: { id: string; name: string }) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <PickedValue kind={field.picker} value={choice.id} />
          </li>
        );
      }}
      sx={{ minWidth: 280 }}
    />
  );
}
