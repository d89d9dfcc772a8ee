import { TextInput, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { withScheme } from '@/domain/url';

/** A web address input: a bare domain ("example.org") becomes "https://example.org" when the field is left. */
export function UrlInput(props: TextInputProps & { source: string }) {
  const { getValues, setValue } = useFormContext();
  return (
    <TextInput
      {...props}
      inputMode="url"
      onBlur={() => {
        const value = getValues(props.source) as unknown;
        const fixed = typeof value === 'string' ? withScheme(value) : value;
        if (fixed !== value) setValue(props.source, fixed, { shouldDirty: true, shouldValidate: true });
      }}
    />
  );
}
