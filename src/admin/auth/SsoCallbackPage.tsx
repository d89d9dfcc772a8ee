import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CircularProgress, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { LoginResponse, MfaChallengeResponse } from '@/domain/auth';
import { apiPost } from '@/admin/providers/http';
import { AuthLayout } from './AuthLayout';
import { SSO_CONTEXT_KEY, type SsoContext } from './SsoSignIn';
import { useCompleteSignIn } from './useCompleteSignIn';
import { FailureAlert } from './FailureAlert';
import { secondStepTexts } from './secondStepTexts';

const MfaStep = lazy(() => import('./MfaStep').then((m) => ({ default: m.MfaStep })));

/** What the sign-in page left in this tab before it went to the provider (read once). */
function takeContext(): SsoContext {
  const raw = sessionStorage.getItem(SSO_CONTEXT_KEY);
  sessionStorage.removeItem(SSO_CONTEXT_KEY);
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<SsoContext> | null;
    return {
      // A path of this app only: "//host" would be another site.
      nextPathname:
        typeof value?.nextPathname === 'string' && /^\/(?!\/)/.test(value.nextPathname)
          ? value.nextPathname
          : undefined,
      nextSearch: typeof value?.nextSearch === 'string' ? value.nextSearch : undefined,
      remember: value?.remember !== false,
    };
  } catch {
    return { remember: true };
  }
}

/** The code in the fragment; a malformed one is no code (the exchange then says so). */
function codeIn(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

const spinner = (label: string) => <CircularProgress aria-label={label} sx={{ display: 'block', mx: 'auto' }} />;

/**
 * /auth/sso#<code>: where the single sign-on callback sends the browser. The code leaves the address bar at
 * once (the page the visitor first asked for goes into the router state, where the end of a sign-in looks for
 * it), then is exchanged for the usual sign-in answer: a session, or the second step.
 */
export function SsoCallbackPage() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [handoff] = useState(() => ({ code: codeIn(location.hash), context: takeContext() }));
  const inUrl = location.hash !== '';
  useEffect(() => {
    if (!inUrl) return;
    const { nextPathname, nextSearch } = handoff.context;
    navigate(location.pathname, { replace: true, state: nextPathname ? { nextPathname, nextSearch } : null });
  }, [inUrl, handoff, navigate, location.pathname]);
  if (!inUrl) return <Exchange code={handoff.code} remember={handoff.context.remember} />;
  return (
    <AuthLayout title="vp.auth.page_title" heading="vp.auth.heading" subtitle={translate('vp.auth.sso_signing_in')}>
      {spinner(translate('ra.page.loading'))}
    </AuthLayout>
  );
}

function Exchange({ code, remember }: { code: string; remember: boolean }) {
  const translate = useTranslate();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<MfaChallengeResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The code is good once: a second run of the effect (React's development double run) must not spend it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!code) {
      setFailure('vp.api.sso_code_invalid');
      return;
    }
    apiPost<LoginResponse | MfaChallengeResponse>('/api/auth/oidc/exchange', { code })
      .then((response) => ('mfaRequired' in response ? setChallenge(response) : completeSignIn(response, remember)))
      .catch((error: unknown) => setFailure((error as Error).message || 'vp.auth.generic_error'));
  }, [code, remember, completeSignIn]);

  const texts = challenge
    ? secondStepTexts(challenge)
    : { heading: 'vp.auth.heading', subtitle: failure ? 'vp.auth.sso_subtitle' : 'vp.auth.sso_signing_in' };
  return (
    <AuthLayout title="vp.auth.page_title" heading={texts.heading} subtitle={translate(texts.subtitle)}>
      {failure && (
        <>
          <FailureAlert failure={failure} sx={{ mb: 2 }} />
          <Link component={RouterLink} to="/auth/login">
            {translate('vp.auth.back_to_login')}
          </Link>
        </>
      )}
      {!failure && !challenge && spinner(translate('vp.auth.sso_signing_in'))}
      {challenge && (
        <Suspense fallback={spinner(translate('ra.page.loading'))}>
          <MfaStep
            challenge={challenge}
            onSignedIn={(response) => completeSignIn(response, remember)}
            onRestart={() => navigate('/auth/login', { replace: true })}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
