import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Title, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ENQUIRY_MAIL_SETTINGS } from '@/domain/areas/enquiryMessages';
import type { OwnProfile, profileSchema } from '@/domain/auth';
import { FormTextField } from '@/admin/auth/FormTextField';
import { useServerErrors } from '@/admin/auth/useServerErrors';
import { httpClient } from '@/admin/providers/http';
import { updateStoredUser } from '@/admin/providers/session';
import { UserAvatar } from '@/admin/utils/UserAvatar';
import { ProfilePicture } from './ProfilePicture';
import { SecuritySection } from './SecuritySection';
import { SessionsSection } from './SessionsSection';
import { FailureAlert } from '@/admin/auth/FailureAlert';
import { lazyZodResolver } from '@/admin/auth/lazyResolver';

type Input = z.input<typeof profileSchema>;
type Output = z.output<typeof profileSchema>;
const resolver = lazyZodResolver<Input, Output>(() => import('@/domain/auth').then((m) => m.profileSchema));

/**
 * /dashboard/profile: the signed-in user's name, picture (uploaded; every role may change its own) and how they hear
 * of enquiries by mail. Settings are not part of the stored session user: the form starts from GET /api/me.
 */
export function ProfilePage() {
  const translate = useTranslate();
  const profile = useQuery({
    queryKey: ['me'],
    queryFn: async () => (await httpClient('/api/me')).json as OwnProfile,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640 }}>
      <Title title={translate('vp.profile.title')} />
      <Card>
        <CardContent>
          {profile.data ? (
            <ProfileForm profile={profile.data} />
          ) : profile.isError ? (
            <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
          ) : (
            <LinearProgress aria-label={translate('ra.page.loading')} />
          )}
        </CardContent>
      </Card>
      <SecuritySection />
      <SessionsSection />
    </Box>
  );
}

function ProfileForm({ profile }: { profile: OwnProfile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useGetIdentity();
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      // No picture is null: an empty text is not a stored file, and the schema would refuse it.
      profile_pic: profile.profile_pic,
      enquiry_mail: profile.enquiry_mail,
    },
    mode: 'onTouched',
  });
  const { failure, applyError } = useServerErrors(form.setError);
  const onSubmit = async (values: Output) => {
    try {
      const { json } = await httpClient('/api/me', {
        method: 'PUT',
        body: JSON.stringify({ ...values, profile_pic: values.profile_pic || null }),
      });
      const saved = json as OwnProfile;
      updateStoredUser(saved);
      queryClient.setQueryData(['me'], saved);
      form.reset({ ...values, profile_pic: saved.profile_pic, enquiry_mail: saved.enquiry_mail });
      await refetch();
      notify('vp.profile.saved', { type: 'success' });
    } catch (error) {
      applyError(error);
    }
  };
  const name = `${form.watch('first_name')} ${form.watch('last_name')}`.trim();
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <UserAvatar name={name} src={form.watch('profile_pic')} sx={{ width: 56, height: 56 }} />
        <Box>
          <Typography variant="h6" component="h2">
            {name}
          </Typography>
          <Typography color="text.secondary">{profile.email}</Typography>
        </Box>
      </Stack>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <FailureAlert failure={failure} />
        <FormTextField control={form.control} name="first_name" label="vp.auth.first_name" autoComplete="given-name" />
        <FormTextField control={form.control} name="last_name" label="vp.auth.last_name" autoComplete="family-name" />
        <ProfilePicture
          value={form.watch('profile_pic')}
          onChange={(url) => form.setValue('profile_pic', url, { shouldDirty: true })}
        />
        <Controller
          control={form.control}
          name="enquiry_mail"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              margin="normal"
              label={translate('vp.profile.enquiry_mail')}
              helperText={translate('vp.profile.enquiry_mail_help')}
              value={field.value ?? 'immediately'}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
            >
              {ENQUIRY_MAIL_SETTINGS.map((setting) => (
                <MenuItem key={setting} value={setting}>
                  {translate(`vp.profile.enquiry_mail_${setting}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
          {translate('ra.action.save')}
        </Button>
      </form>
    </>
  );
}
