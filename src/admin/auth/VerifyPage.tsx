import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CircularProgress, Link } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { z } from 'zod';
import { otpSchema } from '@/domain/auth';
import { newPassword } from '@/domain/validation';
import { apiPost } from '@/admin/providers/http';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from './FormTextField';
import { useServerErrors } from './useServerErrors';
import { FailureAlert } from './FailureAlert';

const passwordSchema = z
  .object({ password: newPassword(), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'vp.auth.passwords_differ' });

type OtpValues = z.infer<typeof otpSchema>;
type PasswordValues = z.infer<typeof passwordSchema>;

/** /auth/verify: the mailed code, then the new password. */
export function VerifyPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [resetToken, setResetToken] = useState<string | null>(null);
  const email = params.get('email') ?? '';
  return (
    <AuthLayout
      title="vp.auth.verify_title"
      heading="vp.auth.verify_title"
      subtitle={translate('vp.auth.verify_subtitle', { email })}
      footer={
        <>
          <Link component={RouterLink} to="/auth/reset-password">
            {translate('vp.auth.resend_code')}
          </Link>
          {' · '}
          <Link component={RouterLink} to="/auth/login">
            {translate('vp.auth.back_to_login')}
          </Link>
        </>
      }
    >
      {resetToken ? <NewPasswordForm resetToken={resetToken} /> : <CodeForm email={email} onVerified={setResetToken} />}
    </AuthLayout>
  );
}

function CodeForm({ email, onVerified }: { email: string; onVerified: (token: string) => void }) {
  const translate = useTranslate();
  const form = useForm<OtpValues>({
    resolver: zodResolver(otpSchema),
    defaultValues: { email, otp: '' },
    mode: 'onTouched',
  });
  const { failure, applyError } = useServerErrors(form.setError);
  const onSubmit = async (values: OtpValues) => {
    try {
      const { resetToken } = await apiPost<{ resetToken: string }>('/api/resetPassword-verify-otp', values);
      onVerified(resetToken);
    } catch (error) {
      applyError(error);
    }
  };
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FailureAlert failure={failure} />
      {!email && <FormTextField control={form.control} name="email" label="vp.auth.email" type="email" />}
      <FormTextField
        control={form.control}
        name="otp"
        label="vp.auth.otp"
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={form.formState.isSubmitting}
        startIcon={form.formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
      >
        {translate('vp.auth.verify_submit')}
      </Button>
    </form>
  );
}

function NewPasswordForm({ resetToken }: { resetToken: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '', confirm: '' },
    mode: 'onTouched',
  });
  const { failure, applyError } = useServerErrors(form.setError);
  const onSubmit = async ({ password }: PasswordValues) => {
    try {
      await apiPost('/api/resetPassword', { resetToken, password });
      notify('vp.auth.password_changed', { type: 'success' });
      navigate('/auth/login');
    } catch (error) {
      applyError(error);
    }
  };
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FailureAlert failure={failure} />
      <FormTextField
        control={form.control}
        name="password"
        label="vp.auth.new_password"
        password
        autoComplete="new-password"
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="confirm"
        label="vp.auth.confirm_password"
        password
        autoComplete="new-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={form.formState.isSubmitting}
      >
        {translate('vp.auth.set_password_submit')}
      </Button>
    </form>
  );
}
