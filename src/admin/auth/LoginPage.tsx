import { lazy, Suspense, useCallback, useState } from 'react';
import { Alert, Button, Checkbox, CircularProgress, FormControlLabel, Link, Stack } from '@mui/material';
import { useForm, Controller } from 'react-hook-form';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { LoginResponse, MfaChallengeResponse } from '@/domain/auth';
import type { loginFormSchema } from '@/domain/signIn';
import { apiPost } from '@/admin/providers/http';
import { hasValidSession } from '@/admin/providers/session';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from './FormTextField';
import { lazyZodResolver } from './lazyResolver';
import { PasskeySignIn } from './PasskeySignIn';
import { secondStepTexts } from './secondStepTexts';
import { SsoError, SsoSignIn, useAuthMethods } from './SsoSignIn';

import { useCompleteSignIn } from './useCompleteSignIn';

type Input = z.input<typeof loginFormSchema>;
type Output = z.output<typeof loginFormSchema>;

// The second step is shown to few, after the password: it loads then.
const MfaStep = lazy(() => import('./MfaStep').then((m) => ({ default: m.MfaStep })));
const loginResolver = lazyZodResolver<Input, Output>(() => import('@/domain/signIn').then((m) => m.loginFormSchema));

/** The sign-in screen at /auth/login (and /auth/login-unprotected, which does not bounce signed-in visitors). */
export function LoginPage({ unprotected = false }: { unprotected?: boolean }) {
  const translate = useTranslate();
  const completeSignIn = useCompleteSignIn();
  const methods = useAuthMethods();
  const [failure, setFailure] = useState<null | { throttled: boolean }>(null);
  // After the password, an account with a second factor (or one that must set it up) takes a second step.
  const [challenge, setChallenge] = useState<null | { response: MfaChallengeResponse; remember: boolean }>(null);
  const [expired, setExpired] = useState(false);
  const restart = useCallback((isExpired: boolean) => {
    setChallenge(null);
    setExpired(isExpired);
  }, []);
  const { control, handleSubmit, reset, formState, getValues } = useForm<Input, unknown, Output>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', remember: true },
    mode: 'onTouched',
  });

  if (!unprotected && hasValidSession() && !challenge) return <Navigate to="/" replace />;

  const onSubmit = async (values: Output) => {
    setFailure(null);
    setExpired(false);
    try {
      const response = await apiPost<LoginResponse | MfaChallengeResponse>('/api/login', {
        username: values.email,
        password: values.password,
      });
      if ('mfaRequired' in response) setChallenge({ response, remember: values.remember });
      else completeSignIn(response, values.remember);
    } catch (error) {
      setFailure({ throttled: (error as { status?: number }).status === 429 });
      reset({ email: '', password: '', remember: values.remember });
    }
  };

  if (challenge) {
    const texts = secondStepTexts(challenge.response);
    return (
      <AuthLayout title="vp.auth.page_title" heading={texts.heading} subtitle={translate(texts.subtitle)}>
        <Suspense
          fallback={
            <CircularProgress aria-label={translate('ra.page.loading')} sx={{ display: 'block', mx: 'auto' }} />
          }
        >
          <MfaStep
            challenge={challenge.response}
            onSignedIn={(response) => completeSignIn(response, challenge.remember)}
            onRestart={restart}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  const footer = (
    <>
      {translate('vp.auth.no_account')}{' '}
      <Link component={RouterLink} to="/auth/register">
        {translate('vp.auth.request_access')}
      </Link>
    </>
  );
  // Single sign-on only (AUTH_METHOD=oidc): one Login button replaces the form.
  if (!methods.includes('password')) {
    return (
      <AuthLayout
        title="vp.auth.page_title"
        heading="vp.auth.heading"
        subtitle={translate('vp.auth.sso_subtitle')}
        footer={footer}
      >
        <SsoError />
        <SsoSignIn only remember={() => true} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="vp.auth.page_title"
      heading="vp.auth.heading"
      subtitle={translate('vp.auth.subtitle')}
      footer={footer}
    >
      <SsoError />
      {expired && (
        <Alert severity="warning" sx={{ mb: 1 }} role="alert">
          {translate('vp.mfa.expired')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          <span data-testid="login-error">{translate('vp.auth.login_failed')}</span>
          {failure.throttled && <div>{translate('vp.auth.too_many_attempts')}</div>}
        </Alert>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormTextField
          control={control}
          name="email"
          label="vp.auth.email"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormTextField
          control={control}
          name="password"
          label="vp.auth.password"
          password
          autoComplete="current-password"
        />
        <Stack direction="row" sx={{ my: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Controller
            name="remember"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    name="remember"
                    checked={!!field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
                label={translate('vp.auth.remember')}
              />
            )}
          />
          <Link component={RouterLink} to="/auth/reset-password" variant="body2">
            {translate('vp.auth.forgot_password')}
          </Link>
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
      <PasskeySignIn onSignedIn={(response) => completeSignIn(response, getValues('remember') ?? true)} />
      {methods.includes('oidc') && <SsoSignIn only={false} remember={() => getValues('remember') ?? true} />}
    </AuthLayout>
  );
}
