import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** Adds a show/hide toggle. */
  password?: boolean;
};

/** A text field bound to react-hook-form; its (translated) error shows once the field is touched or submitted. */
export function FormTextField<T extends FieldValues>({ name, control, label, password, ...rest }: Props<T>) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState, formState }) => {
        const message = fieldState.error?.message;
        const show = !!message && (fieldState.isTouched || formState.isSubmitted);
        return (
          <TextField
            {...rest}
            {...field}
            value={field.value ?? ''}
            id={`field-${name}`}
            label={translate(label)}
            type={password && !visible ? 'password' : rest.type ?? 'text'}
            error={show}
            helperText={show ? translate(message!, { _: message }) : rest.helperText}
            fullWidth
            margin="normal"
            slotProps={password ? {
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={translate(visible ? 'vp.auth.hide_password' : 'vp.auth.show_password')}
                      onClick={() => setVisible((v) => !v)}
                      edge="end"
                    >
                      {visible ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            } : rest.slotProps}
          />
        );
      }}
    />
  );
}
