import { useState } from 'react';
import { Button, CircularProgress, Divider } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useTranslate } from 'react-admin';
import type { LoginResponse } from '@/domain/auth';
import { apiPost } from '@/admin/providers/http';
import { PasskeyCancelled, assertWithPasskey } from './passkeyCeremony';
import { FailureAlert } from './FailureAlert';

/** The "Sign in with a passkey" button and what it does: options, the browser's passkey prompt, the session. */
export function PasskeyButton({ onSignedIn }: { onSignedIn: (response: LoginResponse) => void }) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const response = await assertWithPasskey('/api/login/passkey/options');
      onSignedIn(await apiPost<LoginResponse>('/api/login/passkey/verify', { response }));
    } catch (error) {
      if (!(error instanceof PasskeyCancelled)) setFailure((error as Error).message || 'vp.auth.generic_error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Divider sx={{ my: 2 }}>{translate('vp.auth.or')}</Divider>
      <FailureAlert failure={failure} sx={{ mb: 1 }} />
      <Button
        variant="outlined"
        size="large"
        fullWidth
        onClick={signIn}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <KeyIcon />}
      >
        {translate('vp.auth.passkey_sign_in')}
      </Button>
    </>
  );
}
