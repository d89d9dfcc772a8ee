import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import {
  FilledInput,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  type InputBaseComponentProps,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';

// MUI's TextField imports Select, and with it Menu, Popover and Modal: the sign-in page would download them for
// fields that never open a list. This field is TextField's markup from its parts (same classes, ids and aria, the
// theme's MuiTextField styles); only a `select` field loads Select, when it renders.
const Select = lazy(() => import('@mui/material/Select'));

const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

type Props<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** Adds a show/hide toggle. */
  password?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  /** A list to choose from: the children are its MenuItems. */
  select?: boolean;
  children?: ReactNode;
  slotProps?: { htmlInput?: InputBaseComponentProps };
};

/**
 * A text field bound to react-hook-form, filled as react-admin's theme draws text fields; its (translated) error
 * shows once the field is touched or submitted.
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  label,
  password,
  type = 'text',
  helperText,
  select,
  children,
  slotProps,
  ...input
}: Props<T>) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  // The focus an autofocused field was given, not yet used: leaving it for something else (the language menu, the
  // next field) does not mark it touched, or its message would greet someone who has typed nothing.
  const given = useRef(!!input.autoFocus);
  const use = () => {
    given.current = false;
  };
  const id = `field-${name}`;
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState, formState }) => {
        const message = fieldState.error?.message;
        const show = !!message && (fieldState.isTouched || formState.isSubmitted);
        const helper = show ? translate(message!, { _: message }) : helperText;
        const describedBy = helper ? helperId : undefined;
        const inputElement = (
          <FilledInput
            {...input}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => {
              use();
              field.onChange(event);
            }}
            onBlur={() => {
              if (given.current) use();
              else field.onBlur();
            }}
            onPointerDown={use}
            onKeyDown={(event) => {
              if (event.key !== 'Tab' && event.key !== 'Shift') use();
            }}
            // A list's label names its button (aria-labelledby), which Select gives the id and description.
            id={select ? undefined : id}
            aria-describedby={select ? undefined : describedBy}
            type={password && !visible ? 'password' : type}
            inputProps={slotProps?.htmlInput}
            fullWidth
            endAdornment={
              password ? (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={translate(visible ? 'vp.auth.hide_password' : 'vp.auth.show_password')}
                    onClick={() => setVisible((v) => !v)}
                    edge="end"
                  >
                    {visible ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ) : undefined
            }
          />
        );
        return (
          <Root
            ref={field.ref}
            className="MuiTextField-root"
            error={show}
            disabled={field.disabled}
            fullWidth
            margin="normal"
          >
            <InputLabel htmlFor={select ? undefined : id} id={labelId} component={select ? 'div' : 'label'}>
              {translate(label)}
            </InputLabel>
            {select ? (
              <Suspense fallback={<FilledInput readOnly fullWidth inputProps={{ 'aria-labelledby': labelId }} />}>
                <Select
                  aria-describedby={describedBy}
                  id={id}
                  labelId={labelId}
                  value={field.value ?? ''}
                  input={inputElement}
                >
                  {children}
                </Select>
              </Suspense>
            ) : (
              inputElement
            )}
            {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
          </Root>
        );
      }}
    />
  );
}
