import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CircularProgress, Link } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { resetRequestSchema } from '@/domain/auth';
import { apiPost } from '@/admin/providers/http';
import { AuthLayout } from './AuthLayout';
import { FormTextField } from './FormTextField';
import { useServerErrors } from './useServerErrors';
import { FailureAlert } from './FailureAlert';

type Values = z.infer<typeof resetRequestSchema>;

/** /auth/reset-password: asks for a code by mail, then goes on to /auth/verify. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { failure, applyError } = useServerErrors(form.setError);

  const onSubmit = async ({ email }: Values) => {
    try {
      await apiPost('/api/resetPassword-sent-otp', { email });
      navigate(`/auth/verify?email=${encodeURIComponent(email)}`);
    } catch (error) {
      applyError(error);
    }
  };

  return (
    <AuthLayout
      title="vp.auth.reset_title"
      heading="vp.auth.reset_title"
      subtitle={translate('vp.auth.reset_subtitle')}
      footer={
        <Link component={RouterLink} to="/auth/login">
          {translate('vp.auth.back_to_login')}
        </Link>
      }
    >
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <FailureAlert failure={failure} />
        <FormTextField
          control={form.control}
          name="email"
          label="vp.auth.email"
          type="email"
          autoComplete="email"
          autoFocus
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
          {translate('vp.auth.reset_submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
