import { Box, Button, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { totpConfirmSchema, TotpEnrolment } from '@/domain/auth';
import { FormTextField } from './FormTextField';
import { useServerErrors } from './useServerErrors';
import { FailureAlert } from './FailureAlert';
import { lazyZodResolver } from './lazyResolver';

type Input = z.input<typeof totpConfirmSchema>;
type Output = z.output<typeof totpConfirmSchema>;
const resolver = lazyZodResolver<Input, Output>(() => import('@/domain/auth').then((m) => m.totpConfirmSchema));

/** Setting up an authenticator app: scan the QR code (or type the key), then confirm with the code it shows. */
export function TotpSetup({
  enrolment,
  onConfirm,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  /** Sends the code; rejects with the API's error. */
  onConfirm: (code: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const translate = useTranslate();
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { code: '' },
  });
  const { failure, applyError } = useServerErrors(form.setError);
  const onSubmit = async ({ code }: Output) => {
    try {
      await onConfirm(code);
    } catch (error) {
      applyError(error);
    }
  };
  // The key in groups of four, as authenticator apps show it.
  const key = enrolment.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{translate('vp.mfa.enrol_scan')}</Typography>
      <Box sx={{ textAlign: 'center' }}>
        <Box
          component="img"
          src={enrolment.qr}
          alt={translate('vp.mfa.enrol_qr_alt')}
          sx={{ width: 200, height: 200, bgcolor: '#fff' }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('vp.mfa.enrol_manual')}{' '}
        <Box component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {key}
        </Box>
      </Typography>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <FailureAlert failure={failure} sx={{ mt: 1 }} />
        <FormTextField control={form.control} name="code" label="vp.mfa.code" autoComplete="one-time-code" autoFocus />
        <Button type="submit" variant="contained" fullWidth disabled={form.formState.isSubmitting}>
          {translate('vp.mfa.enrol_submit')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} fullWidth sx={{ mt: 1 }}>
            {translate('ra.action.cancel')}
          </Button>
        )}
      </form>
    </Box>
  );
}
