import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, CircularProgress, FormControlLabel, Link, Stack } from '@mui/material';
import { useForm, Controller } from 'react-hook-form';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { loginFormSchema } from '../../domain/auth';
import { hasValidSession } from '../providers/session';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from './FormTextField';

type Input = z.input<typeof loginFormSchema>;
type Output = z.output<typeof loginFormSchema>;

/** SPEC §2 and §5: /auth/login (and /auth/login-unprotected, which does not bounce signed-in visitors). */
export function LoginPage({ unprotected = false }: { unprotected?: boolean }) {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [failure, setFailure] = useState<null | { throttled: boolean }>(null);
  const { control, handleSubmit, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', remember: true },
    mode: 'onTouched',
  });

  if (!unprotected && hasValidSession()) return <Navigate to="/" replace />;

  const onSubmit = async (values: Output) => {
    setFailure(null);
    try {
      await login({ email: values.email, password: values.password, remember: values.remember });
      notify('vp.auth.login_success', { type: 'success' });
    } catch (error) {
      setFailure({ throttled: (error as { status?: number }).status === 429 });
      reset({ email: '', password: '', remember: values.remember });
    }
  };

  return (
    <AuthLayout
      title="vp.auth.page_title"
      heading="vp.auth.heading"
      subtitle={translate('vp.auth.subtitle')}
      footer={
        <>
          {translate('vp.auth.no_account')}{' '}
          <Link component={RouterLink} to="/auth/register">{translate('vp.auth.request_access')}</Link>
        </>
      }
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          <span data-testid="login-error">{translate('vp.auth.login_failed')}</span>
          {failure.throttled && <div>{translate('vp.auth.too_many_attempts')}</div>}
        </Alert>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormTextField control={control} name="email" label="vp.auth.email" type="email" autoComplete="username" autoFocus />
        <FormTextField control={control} name="password" label="vp.auth.password" password autoComplete="current-password" />
        <Stack direction="row" sx={{ my: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Controller
            name="remember"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox name="remember" checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={translate('vp.auth.remember')}
              />
            )}
          />
          <Link component={RouterLink} to="/auth/reset-password" variant="body2">{translate('vp.auth.forgot_password')}</Link>
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={formState.isSubmitting}
          startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
          aria-busy={formState.isSubmitting}
        >
          {translate('vp.auth.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
