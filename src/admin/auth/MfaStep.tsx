import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Divider, Link } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { secondFactorSchema, type LoginResponse, type MfaChallengeResponse, type TotpEnrolment } from '@/domain/auth';
import { apiPost } from '@/admin/providers/http';
import { FormTextField } from './FormTextField';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { PasskeyCancelled, assertWithPasskey, makePasskey, passkeysSupported } from './passkeyCeremony';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpSetup } from './TotpSetup';
import { useServerErrors } from './useServerErrors';
import { FailureAlert } from './FailureAlert';

type Completed = LoginResponse & { recoveryCodes?: string[] };
type Props = {
  challenge: MfaChallengeResponse;
  /** The session to keep once the second step is done. */
  onSignedIn: (response: LoginResponse) => void;
  /** Back to the password (the token has expired, or the user changed their mind). */
  onRestart: (expired: boolean) => void;
};

const isExpired = (error: unknown) =>
  (error as { status?: number; body?: { errors?: Record<string, string> } }).status === 401 &&
  !!(error as { body?: { errors?: Record<string, string> } }).body?.errors?.mfaToken;

/** The second step of sign-in: a passkey, a code of the authenticator app or a recovery code; or, first, setting one up. */
export function MfaStep({ challenge, onSignedIn, onRestart }: Props) {
  const [codes, setCodes] = useState<Completed | null>(null);
  if (codes?.recoveryCodes) return <RecoveryCodes codes={codes.recoveryCodes} onDone={() => onSignedIn(codes)} />;
  if (challenge.enrolmentRequired)
    return <EnrolStep challenge={challenge} onEnrolled={setCodes} onRestart={onRestart} />;
  return <CodeStep challenge={challenge} onSignedIn={onSignedIn} onRestart={onRestart} />;
}

function EnrolStep({
  challenge,
  onEnrolled,
  onRestart,
}: {
  challenge: MfaChallengeResponse;
  onEnrolled: (r: Completed) => void;
  onRestart: Props['onRestart'];
}) {
  const translate = useTranslate();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One secret per token: each call replaces the one before, so a re-render must not ask again (onRestart is stable).
  useEffect(() => {
    let live = true;
    apiPost<TotpEnrolment>('/api/login/mfa/enrol', { mfaToken: challenge.mfaToken })
      .then((enrolment) => {
        if (live) setEnrolment(enrolment);
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isExpired(error)) onRestart(true);
        else setFailure((error as Error).message);
      });
    return () => {
      live = false;
    };
  }, [challenge.mfaToken, onRestart]);
  if (failure) return <FailureAlert failure={failure} />;
  if (!enrolment)
    return (
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  return (
    <>
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('vp.mfa.enrol_required')}
      </Alert>
      <TotpSetup
        enrolment={enrolment}
        onConfirm={async (code) => {
          try {
            onEnrolled(await apiPost<Completed>('/api/login/mfa', { mfaToken: challenge.mfaToken, code }));
          } catch (error) {
            if (isExpired(error)) onRestart(true);
            else throw error;
          }
        }}
      />
      {passkeysSupported() && (
        <>
          <Divider sx={{ my: 2 }}>{translate('vp.auth.or')}</Divider>
          <PasskeyEnrolment challenge={challenge} onEnrolled={onEnrolled} onRestart={onRestart} />
        </>
      )}
      {/* Cancelling is leaving the sign-in, whichever factor was to be set up: last, under both. */}
      <Button onClick={() => onRestart(false)} fullWidth sx={{ mt: 1 }}>
        {translate('ra.action.cancel')}
      </Button>
    </>
  );
}

type ProofInput = z.input<typeof secondFactorSchema>;
type ProofOutput = z.output<typeof secondFactorSchema>;

function CodeStep({ challenge, onSignedIn, onRestart }: Props) {
  const translate = useTranslate();
  const [recovery, setRecovery] = useState(false);
  const passkey = challenge.methods.includes('passkey') && passkeysSupported();
  // An account with a passkey and no authenticator app types no code unless it takes a recovery code.
  const typed = recovery || challenge.methods.includes('totp') || !passkey;
  return (
    <>
      {passkey && <PasskeyProof challenge={challenge} onSignedIn={onSignedIn} onRestart={onRestart} />}
      {passkey && typed && <Divider sx={{ my: 2 }}>{translate('vp.auth.or')}</Divider>}
      {typed && (
        <ProofForm
          key={String(recovery)}
          recovery={recovery}
          challenge={challenge}
          onSignedIn={onSignedIn}
          onRestart={onRestart}
        />
      )}
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between' }}>
        {/* Back from a recovery code to the app's code; an account with only a passkey keeps its button in view. */}
        {(challenge.methods.includes('recovery_code') && !recovery) ||
        (recovery && challenge.methods.includes('totp')) ? (
          <Link component="button" type="button" variant="body2" onClick={() => setRecovery(!recovery)}>
            {translate(recovery ? 'vp.mfa.use_code' : 'vp.mfa.use_recovery')}
          </Link>
        ) : (
          <span />
        )}
        <Link component="button" type="button" variant="body2" onClick={() => onRestart(false)}>
          {translate('vp.auth.back_to_login')}
        </Link>
      </Box>
    </>
  );
}

/** The passkey's answer to a challenge for this sign-in (the browser asks for it when the button is pressed). */
function PasskeyProof({ challenge, onSignedIn, onRestart }: Props) {
  return (
    <PasskeyCeremonyButton
      label="vp.mfa.use_passkey"
      variant="contained"
      onRestart={onRestart}
      run={async () => {
        const webauthn = await assertWithPasskey('/api/login/mfa/passkey/options', { mfaToken: challenge.mfaToken });
        onSignedIn(await apiPost<LoginResponse>('/api/login/mfa', { mfaToken: challenge.mfaToken, webauthn }));
      }}
    />
  );
}

/** For an account that must enrol: a passkey made in the browser as its first factor, instead of an app. */
function PasskeyEnrolment({
  challenge,
  onEnrolled,
  onRestart,
}: Pick<Props, 'challenge' | 'onRestart'> & { onEnrolled: (r: Completed) => void }) {
  return (
    <PasskeyCeremonyButton
      label="vp.mfa.enrol_passkey"
      variant="outlined"
      onRestart={onRestart}
      run={async () => {
        const { mfaToken } = challenge;
        const options = await apiPost<PublicKeyCredentialCreationOptionsJSON>('/api/login/mfa/enrol/passkey/options', {
          mfaToken,
        });
        const response = await makePasskey(options);
        onEnrolled(await apiPost<Completed>('/api/login/mfa/enrol/passkey', { mfaToken, response }));
      }}
    />
  );
}

/**
 * A button that runs a passkey ceremony: busy while it runs; the person cancelling it is no failure, an expired
 * sign-in token goes back to the password, any other failure is shown above the button.
 */
function PasskeyCeremonyButton({
  label,
  variant,
  run,
  onRestart,
}: {
  label: string;
  variant: 'contained' | 'outlined';
  run: () => Promise<void>;
  onRestart: Props['onRestart'];
}) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await run();
    } catch (error) {
      if (isExpired(error)) onRestart(true);
      else if (!(error instanceof PasskeyCancelled)) setFailure((error as Error).message || 'vp.auth.generic_error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FailureAlert failure={failure} sx={{ mb: 1 }} />
      <Button
        variant={variant}
        size="large"
        fullWidth
        onClick={start}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <KeyIcon />}
      >
        {translate(label)}
      </Button>
    </>
  );
}

/** One field: the authenticator's code, or (switched) a recovery code. */
function ProofForm({ recovery, challenge, onSignedIn, onRestart }: Props & { recovery: boolean }) {
  const translate = useTranslate();
  const form = useForm<ProofInput, unknown, ProofOutput>({
    resolver: zodResolver(secondFactorSchema),
    defaultValues: recovery ? { recoveryCode: '' } : { code: '' },
  });
  const { failure, applyError } = useServerErrors(form.setError);
  const onSubmit = async (proof: ProofOutput) => {
    try {
      onSignedIn(await apiPost<LoginResponse>('/api/login/mfa', { mfaToken: challenge.mfaToken, ...proof }));
    } catch (error) {
      if (isExpired(error)) onRestart(true);
      else applyError(error);
    }
  };
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FailureAlert failure={failure} />
      {recovery ? (
        <FormTextField
          control={form.control}
          name="recoveryCode"
          label="vp.mfa.recovery_code"
          autoComplete="off"
          autoFocus
        />
      ) : (
        <FormTextField control={form.control} name="code" label="vp.mfa.code" autoComplete="one-time-code" autoFocus />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={form.formState.isSubmitting}
        sx={{ mt: 1 }}
      >
        {translate('vp.mfa.submit')}
      </Button>
    </form>
  );
}
