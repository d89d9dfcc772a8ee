import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { FactorsResponse, FactorSummary, SecondFactorProof, TotpEnrolment } from '../../domain/auth';
import { RecoveryCodes } from '../auth/RecoveryCodes';
import { TotpSetup } from '../auth/TotpSetup';
import { httpClient } from '../providers/http';
import { ProofDialog } from './ProofDialog';

const post = async <T,>(url: string, body?: unknown): Promise<T> =>
  (await httpClient(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) })).json as T;

type Step =
  | { kind: 'idle' }
  | { kind: 'enrol'; enrolment: TotpEnrolment }
  | { kind: 'remove'; factor: FactorSummary }
  | { kind: 'regenerate' }
  | { kind: 'codes'; codes: string[] };

/** The profile's second factors: an authenticator app to add or remove, recovery codes to renew. */
export function SecuritySection() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [state, setState] = useState<FactorsResponse | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    httpClient('/api/me/factors').then(({ json }) => setState(json as FactorsResponse)).catch((error: Error) => setFailure(error.message));
  }, []);
  useEffect(load, [load]);

  const startEnrolment = async () => {
    try {
      setStep({ kind: 'enrol', enrolment: await post<TotpEnrolment>('/api/me/factors/totp') });
    } catch (error) {
      setFailure((error as Error).message);
    }
  };
  const confirmEnrolment = async (code: string) => {
    const result = await post<FactorsResponse & { recoveryCodes?: string[] }>('/api/me/factors/totp/confirm', { code });
    setState(result);
    notify('vp.security.added', { type: 'success' });
    setStep(result.recoveryCodes ? { kind: 'codes', codes: result.recoveryCodes } : { kind: 'idle' });
  };
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
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="security-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="security-title" sx={{ mb: 1 }}>{translate('vp.security.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('vp.security.intro')}</Typography>
        {failure && <Alert severity="error" role="alert">{translate(failure, { _: failure })}</Alert>}
        {step.kind === 'enrol' && (
          <TotpSetup enrolment={step.enrolment} onConfirm={confirmEnrolment} onCancel={() => setStep({ kind: 'idle' })} />
        )}
        {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />}
        {state && (step.kind === 'idle' || step.kind === 'remove' || step.kind === 'regenerate') && (
          <>
            {state.factors.length === 0
              ? <Typography data-testid="no-factor" sx={{ mb: 1.5 }}>{translate(state.required ? 'vp.security.none_required' : 'vp.security.none')}</Typography>
              : (
                <List dense>
                  {state.factors.map((factor) => (
                    <ListItem
                      key={factor.id}
                      secondaryAction={(
                        <Button color="error" onClick={() => setStep({ kind: 'remove', factor })}
                          disabled={state.required && state.factors.length === 1}>
                          {translate('vp.security.remove')}
                        </Button>
                      )}
                    >
                      <ListItemText
                        primary={translate(`vp.security.kind.${factor.kind}`)}
                        secondary={translate('vp.security.added_on', { date: date(factor.created_at) })}
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
              {state.factors.length === 0 && (
                <Button variant="contained" onClick={startEnrolment}>{translate('vp.security.add_totp')}</Button>
              )}
              {state.factors.length > 0 && (
                <Button onClick={() => setStep({ kind: 'regenerate' })}>{translate('vp.security.regenerate')}</Button>
              )}
            </Box>
          </>
        )}
        {step.kind === 'remove' && (
          <ProofDialog title="vp.security.remove_title" text="vp.security.remove_text" confirm="vp.security.remove"
            onProof={remove(step.factor)} onClose={() => setStep({ kind: 'idle' })} />
        )}
        {step.kind === 'regenerate' && (
          <ProofDialog title="vp.security.regenerate" text="vp.security.regenerate_text" confirm="vp.security.regenerate"
            onProof={regenerate} onClose={() => setStep({ kind: 'idle' })} />
        )}
      </CardContent>
    </Card>
  );
}
