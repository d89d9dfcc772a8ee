import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { secondFactorSchema, SecondFactorProof } from '@/domain/auth';
import { FormTextField } from '@/admin/auth/FormTextField';
import { PasskeyCancelled, assertWithPasskey, passkeysSupported } from '@/admin/auth/passkeyCeremony';
import { useServerErrors } from '@/admin/auth/useServerErrors';
import { FailureAlert } from '@/admin/auth/FailureAlert';
import { lazyZodResolver } from '@/admin/auth/lazyResolver';

type Input = z.input<typeof secondFactorSchema>;
const resolver = lazyZodResolver<Input, SecondFactorProof>(() =>
  import('@/domain/auth').then((m) => m.secondFactorSchema),
);

/**
 * Asks for a fresh code, a recovery code or (for a user with one) a passkey before a change to the user's factors;
 * `onProof` sends it.
 */
export function ProofDialog({
  title,
  text,
  confirm,
  onProof,
  onClose,
  passkey = false,
}: {
  title: string;
  text: string;
  confirm: string;
  onProof: (proof: SecondFactorProof) => Promise<void>;
  onClose: () => void;
  /** The user has a passkey to prove with. */
  passkey?: boolean;
}) {
  const translate = useTranslate();
  const [recovery, setRecovery] = useState(false);
  const form = useForm<Input, unknown, SecondFactorProof>({
    resolver,
    defaultValues: { code: '' },
  });
  const { failure, applyError, clearFailure } = useServerErrors(form.setError);
  const switchField = () => {
    const next = !recovery;
    setRecovery(next);
    clearFailure();
    form.reset(next ? { recoveryCode: '' } : { code: '' });
  };
  const onSubmit = async (proof: SecondFactorProof) => {
    try {
      await onProof(proof);
    } catch (error) {
      applyError(error);
    }
  };
  const [proving, setProving] = useState(false);
  const proveWithPasskey = async () => {
    clearFailure();
    setProving(true);
    try {
      await onSubmit({ webauthn: await assertWithPasskey('/api/me/factors/passkey/assertion-options') });
    } catch (error) {
      if (!(error instanceof PasskeyCancelled)) applyError(error);
    } finally {
      setProving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="proof-title" fullWidth maxWidth="xs">
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <DialogTitle id="proof-title">{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(text)}</DialogContentText>
          <FailureAlert failure={failure} sx={{ mt: 1 }} />
          {recovery ? (
            <FormTextField
              key="recovery"
              control={form.control}
              name="recoveryCode"
              label="vp.mfa.recovery_code"
              autoComplete="off"
              autoFocus
            />
          ) : (
            <FormTextField
              key="code"
              control={form.control}
              name="code"
              label="vp.mfa.code"
              autoComplete="one-time-code"
              autoFocus
            />
          )}
          <Link component="button" type="button" variant="body2" onClick={switchField}>
            {translate(recovery ? 'vp.mfa.use_code' : 'vp.mfa.use_recovery')}
          </Link>
          {passkey && passkeysSupported() && (
            <Button
              variant="outlined"
              fullWidth
              startIcon={<KeyIcon />}
              onClick={proveWithPasskey}
              disabled={proving}
              sx={{ mt: 2 }}
            >
              {translate('vp.mfa.use_passkey')}
            </Button>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {translate(confirm)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
