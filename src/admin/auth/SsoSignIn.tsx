import { useEffect, useState } from 'react';
import { Alert, Button, Divider } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AUTH_METHODS, SSO_ERROR_PARAM, isSsoError, type AuthMethod, type AuthMethodsResponse } from '@/domain/sso';
import { apiUrl } from '@/admin/providers/http';

const METHODS_KEY = 'vp.auth_methods';
/** Where the sign-in page leaves, for the page the provider sends the browser back to, what to do after. */
export const SSO_CONTEXT_KEY = 'vp.sso_context';

export interface SsoContext {
  nextPathname?: string;
  nextSearch?: string;
  remember: boolean;
}

const isMethods = (value: unknown): value is AuthMethod[] =>
  Array.isArray(value) && value.length > 0 && value.every((m) => (AUTH_METHODS as readonly unknown[]).includes(m));

function rememberedMethods(): AuthMethod[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(METHODS_KEY) ?? 'null');
    return isMethods(value) ? value : ['password'];
  } catch {
    return ['password'];
  }
}

/**
 * The sign-in methods the server offers (GET /api/auth/methods). Until it answers, the ones it answered last
 * time in this browser (the password at first), so the page does not change under the visitor's hands.
 */
export function useAuthMethods(): AuthMethod[] {
  const [methods, setMethods] = useState(rememberedMethods);
  useEffect(() => {
    let live = true;
    fetch(apiUrl('/api/auth/methods'), { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<AuthMethodsResponse>) : null))
      .then((body) => {
        if (!live || !isMethods(body?.methods)) return;
        localStorage.setItem(METHODS_KEY, JSON.stringify(body.methods));
        setMethods(body.methods);
      })
      .catch(() => {
        /* offline or starting: keep what we had */
      });
    return () => {
      live = false;
    };
  }, []);
  return methods;
}

/** Why the last single sign-on came back here (/auth/login?sso_error=…), in the visitor's language. */
export function SsoError() {
  const translate = useTranslate();
  const error = new URLSearchParams(useLocation().search).get(SSO_ERROR_PARAM);
  if (!isSsoError(error)) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 1 }} data-testid="sso-error">
      {translate(`vp.auth.sso_error.${error}`)}
    </Alert>
  );
}

/**
 * The single sign-on button: alone (AUTH_METHOD=oidc, "Login" replacing the form) or under the password form.
 * It leaves for the provider through the API, keeping in this tab the page to return to and "remember me".
 */
export function SsoSignIn({ only, remember }: { only: boolean; remember: () => boolean }) {
  const translate = useTranslate();
  const state = useLocation().state as { nextPathname?: string; nextSearch?: string } | null;
  const [leaving, setLeaving] = useState(false);
  const start = () => {
    const context: SsoContext = {
      nextPathname: state?.nextPathname,
      nextSearch: state?.nextSearch,
      remember: remember(),
    };
    sessionStorage.setItem(SSO_CONTEXT_KEY, JSON.stringify(context));
    setLeaving(true);
    window.location.assign(apiUrl('/api/auth/oidc/start'));
  };
  const button = (
    <Button
      variant={only ? 'contained' : 'outlined'}
      size="large"
      fullWidth
      onClick={start}
      disabled={leaving}
      aria-busy={leaving}
    >
      {translate(only ? 'vp.auth.submit' : 'vp.auth.sso_sign_in')}
    </Button>
  );
  if (only) return button;
  return (
    <>
      <Divider sx={{ my: 2 }}>{translate('vp.auth.or')}</Divider>
      {button}
    </>
  );
}
