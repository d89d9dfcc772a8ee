import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Link, MenuItem, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { registerSchema } from '@/domain/auth';
import { ORG_TYPES } from '@/domain/roles';
import { apiPost } from '@/admin/providers/http';
import { hasValidSession } from '@/admin/providers/session';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from './FormTextField';
import { useServerErrors } from './useServerErrors';
import { FailureAlert } from './FailureAlert';

type Input = z.input<typeof registerSchema>;
type Output = z.output<typeof registerSchema>;

/** /auth/register: a partner asks for access; an admin approves or rejects it. */
export function RegisterPage({ unprotected = false }: { unprotected?: boolean }) {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      organisation: '',
      partner_type: 'university',
      message: '',
    },
    mode: 'onTouched',
  });
  const { control, handleSubmit, formState } = form;
  const { failure, applyError } = useServerErrors(form.setError);

  if (!unprotected && hasValidSession()) return <Navigate to="/" replace />;

  const onSubmit = async (values: Output) => {
    try {
      await apiPost('/api/register', values);
      setSent(true);
    } catch (error) {
      applyError(error);
    }
  };

  return (
    <AuthLayout
      title="vp.auth.register_title"
      heading="vp.auth.register_title"
      subtitle={translate('vp.auth.register_subtitle')}
      footer={
        <>
          {translate('vp.auth.have_account')}{' '}
          <Link component={RouterLink} to="/auth/login">
            {translate('vp.auth.back_to_login')}
          </Link>
        </>
      }
    >
      {sent ? (
        <Alert severity="success" role="status">
          {translate('vp.auth.register_sent')}
        </Alert>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <FailureAlert failure={failure} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <FormTextField control={control} name="first_name" label="vp.auth.first_name" autoComplete="given-name" />
            <FormTextField control={control} name="last_name" label="vp.auth.last_name" autoComplete="family-name" />
          </Stack>
          <FormTextField control={control} name="email" label="vp.auth.email" type="email" autoComplete="email" />
          <FormTextField
            control={control}
            name="organisation"
            label="vp.auth.organisation"
            autoComplete="organization"
          />
          <FormTextField control={control} name="partner_type" label="vp.auth.partner_type" select>
            {ORG_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`vp.choices.org_type.${type}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="message" label="vp.auth.message" multiline minRows={3} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            disabled={formState.isSubmitting}
            startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {translate('vp.auth.register_submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
