import { useCallback, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { FactorsResponse, FactorSummary, SecondFactorProof, TotpEnrolment } from '@/domain/auth';
import { PasskeyCancelled, makePasskey, passkeysSupported } from '@/admin/auth/passkeyCeremony';
import { RecoveryCodes } from '@/admin/auth/RecoveryCodes';
import { TotpSetup } from '@/admin/auth/TotpSetup';
import { httpClient } from '@/admin/providers/http';
import { ProofDialog } from './ProofDialog';
import { AccountSection } from './AccountSection';

const post = async <T,>(url: string, body?: unknown): Promise<T> =>
  (await httpClient(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) })).json as T;

type Step =
  | { kind: 'idle' }
  | { kind: 'enrol'; enrolment: TotpEnrolment }
  | { kind: 'remove'; factor: FactorSummary }
  | { kind: 'regenerate' }
  | { kind: 'name-passkey' }
  /** Adding a factor to an account that has one starts with a proof of one it has. */
  | { kind: 'prove-add'; add: (proof: SecondFactorProof | null) => Promise<void> }
  | { kind: 'codes'; codes: string[] };

type Added = FactorsResponse & { recoveryCodes?: string[] };

/** The profile's second factors: an authenticator app and passkeys to add or remove, recovery codes to renew. */
export function SecuritySection() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [state, setState] = useState<FactorsResponse | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    httpClient('/api/me/factors')
      .then(({ json }) => setState(json as FactorsResponse))
      .catch((error: Error) => setFailure(error.message));
  }, []);
  useEffect(load, [load]);

  const hasFactor = (state?.factors.length ?? 0) > 0;
  const hasPasskey = state?.factors.some((f) => f.kind === 'passkey') ?? false;
  /**
   * Runs `add` at once for an account without a factor (the shell asks for the password if the API wants it), or
   * after the proof dialog for one with.
   */
  const adding = (add: (proof: SecondFactorProof | null) => Promise<void>) => {
    setFailure(null);
    if (hasFactor) {
      setStep({ kind: 'prove-add', add });
      return Promise.resolve();
    }
    return add(null).catch((error: Error) => setFailure(error.message));
  };
  const added = (result: Added, message: string) => {
    setState(result);
    notify(message, { type: 'success' });
    setStep(result.recoveryCodes ? { kind: 'codes', codes: result.recoveryCodes } : { kind: 'idle' });
  };
  const startEnrolment = () =>
    adding(async (proof) => {
      setStep({ kind: 'enrol', enrolment: await post<TotpEnrolment>('/api/me/factors/totp', proof ?? undefined) });
    });
  const confirmEnrolment = async (code: string) => {
    added(await post<Added>('/api/me/factors/totp/confirm', { code }), 'vp.security.added');
  };
  const addPasskey = (name: string) =>
    adding(async (proof) => {
      const options = await post<PublicKeyCredentialCreationOptionsJSON>(
        '/api/me/factors/passkey/options',
        proof ?? {},
      );
      try {
        const response = await makePasskey(options);
        added(
          await post<Added>('/api/me/factors/passkey/verify', { response, name: name.trim() || undefined }),
          'vp.security.passkey_added',
        );
      } catch (error) {
        // Past the proof: whatever the browser or the server says next is the section's to show.
        setStep({ kind: 'idle' });
        if (!(error instanceof PasskeyCancelled)) setFailure((error as Error).message);
      }
    });
  const remove = (factor: FactorSummary) => async (proof: SecondFactorProof) => {
    setState(await post<FactorsResponse>(`/api/me/factors/${factor.id}/remove`, proof));
    notify('vp.security.removed', { type: 'success' });
    setStep({ kind: 'idle' });
  };
  const regenerate = async (proof: SecondFactorProof) => {
    const result = await post<FactorsResponse & { recoveryCodes: string[] }>('/api/me/recovery-codes', proof);
    setState(result);
    setStep({ kind: 'codes', codes: result.recoveryCodes });
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale);

  return (
    <AccountSection id="security-title" title="vp.security.title" intro="vp.security.intro" failure={failure}>
      {step.kind === 'enrol' && (
        <TotpSetup enrolment={step.enrolment} onConfirm={confirmEnrolment} onCancel={() => setStep({ kind: 'idle' })} />
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />}
      {state && (step.kind === 'idle' || step.kind === 'remove' || step.kind === 'regenerate') && (
        <>
          {state.factors.length === 0 ? (
            <Typography data-testid="no-factor" sx={{ mb: 1.5 }}>
              {translate(state.required ? 'vp.security.none_required' : 'vp.security.none')}
            </Typography>
          ) : (
            <List dense>
              {state.factors.map((factor) => (
                <ListItem
                  key={factor.id}
                  secondaryAction={
                    <Button
                      color="error"
                      onClick={() => setStep({ kind: 'remove', factor })}
                      disabled={state.required && state.factors.length === 1}
                    >
                      {translate('vp.security.remove')}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={
                      factor.kind === 'passkey' && factor.label
                        ? factor.label
                        : translate(`vp.security.kind.${factor.kind}`)
                    }
                    secondary={[
                      ...(factor.kind === 'passkey' ? [translate('vp.security.kind.passkey')] : []),
                      translate('vp.security.added_on', { date: date(factor.created_at) }),
                    ].join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {state.factors.length > 0 && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('vp.security.recovery_left', { smart_count: state.recoveryCodesLeft })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {!state.factors.some((f) => f.kind === 'totp') && (
              <Button variant={hasFactor ? 'outlined' : 'contained'} onClick={startEnrolment}>
                {translate('vp.security.add_totp')}
              </Button>
            )}
            {passkeysSupported() && (
              <Button variant="outlined" onClick={() => setStep({ kind: 'name-passkey' })}>
                {translate('vp.security.add_passkey')}
              </Button>
            )}
            {state.factors.length > 0 && (
              <Button onClick={() => setStep({ kind: 'regenerate' })}>{translate('vp.security.regenerate')}</Button>
            )}
          </Box>
        </>
      )}
      {step.kind === 'remove' && (
        <ProofDialog
          title="vp.security.remove_title"
          text="vp.security.remove_text"
          confirm="vp.security.remove"
          passkey={hasPasskey}
          onProof={remove(step.factor)}
          onClose={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'regenerate' && (
        <ProofDialog
          title="vp.security.regenerate"
          text="vp.security.regenerate_text"
          confirm="vp.security.regenerate"
          passkey={hasPasskey}
          onProof={regenerate}
          onClose={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'prove-add' && (
        <ProofDialog
          title="vp.security.add_title"
          text="vp.security.add_text"
          confirm="ra.action.confirm"
          passkey={hasPasskey}
          onProof={step.add}
          onClose={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'name-passkey' && (
        <PasskeyNameDialog
          onName={(name) => {
            setStep({ kind: 'idle' });
            void addPasskey(name);
          }}
          onClose={() => setStep({ kind: 'idle' })}
        />
      )}
    </AccountSection>
  );
}

/** The name a new passkey is listed under (optional: "Passkey" otherwise). */
function PasskeyNameDialog({ onName, onClose }: { onName: (name: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="passkey-name-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onName(name);
        }}
        noValidate
      >
        <DialogTitle id="passkey-name-title">{translate('vp.security.add_passkey')}</DialogTitle>
        <DialogContent>
          <TextField
            name="passkeyName"
            label={translate('vp.security.passkey_name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            fullWidth
            autoFocus
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
