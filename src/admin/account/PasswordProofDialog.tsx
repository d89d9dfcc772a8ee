import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { FormTextField } from '@/admin/auth/FormTextField';
import { FailureAlert } from '@/admin/auth/FailureAlert';
import { useServerErrors } from '@/admin/auth/useServerErrors';
import { apiPost } from '@/admin/providers/http';
import { lazyZodResolver } from '@/admin/auth/lazyResolver';

type Proof = { password: string };
const resolver = lazyZodResolver<Proof, Proof>(() => import('@/domain/auth').then((m) => m.passwordProofSchema));

/**
 * Asks for the password when the API wants a fresh proof (a first second factor): proves it for the session
 * (POST /api/me/reauthenticate), then `onProved` retries what was refused.
 */
export function PasswordProofDialog({ onProved, onClose }: { onProved: () => Promise<void>; onClose: () => void }) {
  const translate = useTranslate();
  const form = useForm<Proof>({ defaultValues: { password: '' }, resolver });
  const { failure, applyError, clearFailure } = useServerErrors(form.setError);
  const onSubmit = async ({ password }: Proof) => {
    clearFailure();
    try {
      await apiPost('/api/me/reauthenticate', { password });
      await onProved();
    } catch (error) {
      applyError(error);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="password-proof-title" fullWidth maxWidth="xs">
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <DialogTitle id="password-proof-title">{translate('vp.security.proof_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('vp.security.proof_text')}</DialogContentText>
          <FailureAlert failure={failure} sx={{ mt: 1 }} />
          <FormTextField
            control={form.control}
            name="password"
            label="vp.security.password"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {translate('vp.security.proof_confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
