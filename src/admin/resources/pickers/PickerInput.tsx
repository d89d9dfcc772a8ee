import { AutocompleteInput, useLocaleState, useRecordContext } from 'react-admin';
import type { PickerKind } from '@/domain/pickers';
import type { FieldDef } from '@/domain/resourceDef';
import { currencyLabel, PickedValue } from './PickedValue';

interface PickerInputProps {
  source: string;
  field: FieldDef & { picker: PickerKind };
  isRequired?: boolean;
  readOnly?: boolean;
  helperText?: string;
}

interface Choice {
  id: string;
  name: string;
}

/** One choice of the list as the person recognises it (react-admin renders it with each option's record). */
function PickerOption({ kind }: { kind: PickerKind }) {
  const choice = useRecordContext<Choice>();
  return choice ? <PickedValue kind={kind} value={choice.id} /> : null;
}

/** An enum picked from its list with a preview (an icon's picture, a currency's name), searchable by typing. */
export function PickerInput({ source, field, isRequired, readOnly, helperText }: PickerInputProps) {
  const [locale] = useLocaleState();
  const label = (value: string) => (field.picker === 'currency' ? currencyLabel(value, locale) : value);
  const choices: Choice[] = (field.choices ?? []).map((value) => ({ id: value, name: label(value) }));
  return (
    <AutocompleteInput
      source={source}
      choices={choices}
      isRequired={isRequired}
      readOnly={readOnly}
      helperText={helperText}
      optionText={<PickerOption kind={field.picker} />}
      inputText={(choice: Choice) => choice.name}
      matchSuggestion={(filter: string, choice: Choice) => choice.name.toLowerCase().includes(filter.toLowerCase())}
      sx={{ minWidth: 280 }}
    />
  );
}
