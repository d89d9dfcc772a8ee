import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Title, useNotify, useTranslate } from 'react-admin';
import { FormTextField } from '@/admin/auth/FormTextField';
import { useServerErrors } from '@/admin/auth/useServerErrors';
import { httpClient } from '@/admin/providers/http';
import { replaceToken } from '@/admin/providers/session';
import { FailureAlert } from '@/admin/auth/FailureAlert';
import { lazyZodResolver } from '@/admin/auth/lazyResolver';

type Values = { currentPassword: string; newPassword: string; confirm: string };
const resolver = lazyZodResolver<Values, Values>(() =>
  import('@/domain/auth').then(({ changePasswordSchema: schema }) =>
    schema
      .extend({ confirm: schema.shape.currentPassword })
      .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], error: 'vp.auth.passwords_differ' }),
  ),
);

/** /dashboard/change-password: needs the current password; every other session of the user ends. */
export function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const form = useForm<Values>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    mode: 'onTouched',
  });
  const { failure, applyError, clearFailure } = useServerErrors(form.setError);
  const onSubmit = async ({ currentPassword, newPassword }: Values) => {
    clearFailure();
    try {
      const { json } = await httpClient('/api/me/password', {
        method: 'POST',
        body: JSON.stringify({ currentPassword, newPassword }),
      });
      replaceToken((json as { accessToken: string }).accessToken);
      form.reset();
      notify('vp.profile.password_saved', { type: 'success' });
    } catch (error) {
      applyError(error);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640 }}>
      <Title title={translate('vp.profile.password_title')} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('vp.profile.password_title')}
          </Typography>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
            <FailureAlert failure={failure} sx={{ mt: 1 }} />
            <FormTextField
              control={form.control}
              name="currentPassword"
              label="vp.profile.current_password"
              password
              autoComplete="current-password"
            />
            <FormTextField
              control={form.control}
              name="newPassword"
              label="vp.auth.new_password"
              password
              autoComplete="new-password"
            />
            <FormTextField
              control={form.control}
              name="confirm"
              label="vp.auth.confirm_password"
              password
              autoComplete="new-password"
            />
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
              {translate('ra.action.save')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
