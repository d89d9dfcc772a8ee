import { useEffect, useRef } from 'react';
import { TextInput, useRecordContext, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '@/domain/slug';

/**
 * A new record's slug follows its name (`from`) until the person edits the slug. A saved record's slug stays as
 * it is: the website's addresses use it.
 */
export function SlugInput({ from, ...props }: TextInputProps & { source: string; from: string }) {
  const { getValues, setValue } = useFormContext();
  const name = useWatch({ name: from }) as unknown;
  const saved = useRecordContext()?.id != null;
  const follows = useRef<boolean | null>(saved ? false : null);
  useEffect(() => {
    const slug = getValues(props.source) as unknown;
    const derived = typeof name === 'string' ? slugify(name) : '';
    // Decided once, as the form opened: an empty slug, or the one its name gives, follows.
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
