import { useEffect, useRef } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '../../../domain/slug';

/**
 * A slug that follows the record's name (`from`) while it is what the name would give, as on a new record, and
 * stops following once the person edits it.
 */
export function SlugInput({ from, ...props }: TextInputProps & { source: string; from: string }) {
  const { getValues, setValue } = useFormContext();
  const name = useWatch({ name: from }) as unknown;
  const follows = useRef<boolean | null>(null);
  useEffect(() => {
    const slug = getValues(props.source) as unknown;
    const derived = typeof name === 'string' ? slugify(name) : '';
    // Decided once, from the record as it opened: an empty slug, or the one its name gives, follows.
    if (follows.current === null) follows.current = !slug || slug === derived;
    if (follows.current && slug !== derived && derived)
      setValue(props.source, derived, { shouldDirty: true, shouldValidate: !!slug });
  }, [name, getValues, setValue, props.source]);
  return (
    <TextInput
      {...props}
      onChange={(event: { target?: { value?: unknown } }) => {
        if (event.target?.value !== undefined) follows.current = false;
      }}
    />
  );
}
