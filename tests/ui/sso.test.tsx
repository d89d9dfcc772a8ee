import { screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_DETAILS_PATH } from '@/admin/landing';
import { createHandoffs } from '@/server/features/auth/oidc/handoff';
import { users } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { setupApiServer } from '../../mocks/node';
import {
  DEMO,
  LOGIN_HEADING,
  currentPath,
  emailInput,
  expectLiveSessionOf,
  findLoginHeading,
  renderApp,
} from '../support/ui-session';

// The API with single sign-on configured; the provider is never contacted: the tests start after its callback.
let api: TestApi;
let server: ReturnType<typeof setupApiServer>;
beforeAll(async () => {
  api = await TestApi.start({
    sso: {
      methods: ['password', 'oidc'],
      oidc: {
        issuer: new URL('http://127.0.0.1:8139'),
        clientId: 'console',
        clientSecret: undefined,
        redirectUri: undefined,
        allowedDomains: [],
      },
    },
  });
  server = setupApiServer(api.app);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await api?.close();
});

/** A one-time code as the callback hands it over, for a seeded account. */
async function handoffFor(email: string, outcome: 'multi_factor' | 'single_factor' = 'multi_factor') {
  const [user] = await api.db.select().from(users).where(eq(users.email, email));
  return createHandoffs(api.deps).issue(user, outcome);
}

describe('single sign-on on the sign-in page', () => {
  it('offers it under the password form when both methods are on', async () => {
    renderApp('/auth/login');
    expect(await findLoginHeading()).toHaveTextContent(LOGIN_HEADING);
    expect(await screen.findByRole('button', { name: 'Sign in with single sign-on' })).toBeEnabled();
    expect(emailInput()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows a single Login button instead of the form when single sign-on is the only method', async () => {
    server.use(http.get(/\/api\/auth\/methods$/, () => HttpResponse.json({ methods: ['oidc'] })));
    renderApp('/auth/login');
    await findLoginHeading();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument());
    expect(screen.getByText('Sign in with your organisation’s account.')).toBeInTheDocument();
    expect(screen.getAllByRole('button').filter((b) => b.textContent === 'Login')).toHaveLength(1);
    expect(screen.queryByLabelText('Password', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
    localStorage.removeItem('vp.auth_methods');
  });

  it('says why a single sign-on came back without a session', async () => {
    renderApp('/auth/login?sso_error=no_account');
    expect(await screen.findByTestId('sso-error')).toHaveTextContent(
      'No active account uses the email address of your sign-on provider. Request access, or ask an administrator.',
    );
  });

  it('ignores an unknown reason', async () => {
    renderApp('/auth/login?sso_error=<b>hi</b>');
    await findLoginHeading();
    expect(screen.queryByTestId('sso-error')).not.toBeInTheDocument();
  });
});

describe('/auth/sso, where the provider sends the browser back', () => {
  it('exchanges the code for a session, takes it out of the address bar, and lands on the page first asked for', async () => {
    sessionStorage.setItem(
      'vp.sso_context',
      JSON.stringify({ nextPathname: PARTNER_DETAILS_PATH.bank, remember: false }),
    );
    renderApp(`/auth/sso#${await handoffFor(DEMO.bank)}`);
    expect(await screen.findByTestId('organization-name')).toHaveTextContent('Meridian Student Bank');
    expect(currentPath()).toBe(PARTNER_DETAILS_PATH.bank);
    expect(window.location.hash).toBe('');
    // "Remember me" was unchecked: the session lives in this tab only.
    expect(localStorage.getItem('accessToken')).toBeNull();
    await expectLiveSessionOf(sessionStorage.getItem('accessToken'), DEMO.bank);
    expect(sessionStorage.getItem('vp.sso_context')).toBeNull();
  });

  it('says so when the code was already used, with a way back to the sign-in page', async () => {
    const code = await handoffFor(DEMO.insurer);
    expect((await api.call('POST', '/api/auth/oidc/exchange', { body: { code } })).status).toBe(200);
    renderApp(`/auth/sso#${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This single sign-on has expired or was already used. Sign in again.',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
    // No "Signing you in…" above a failure.
    expect(screen.queryByText('Signing you in…')).not.toBeInTheDocument();
    expect(screen.getByText('Sign in with your organisation’s account.')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('asks for the second step when the role needs one and the provider used a single factor', async () => {
    api.deps.config.mfaRequiredRoles = ['admin'];
    try {
      renderApp(`/auth/sso#${await handoffFor(DEMO.admin, 'single_factor')}`);
      expect(await screen.findByRole('heading', { name: 'Set up a second factor' })).toBeInTheDocument();
      expect(localStorage.getItem('accessToken')).toBeNull();
    } finally {
      api.deps.config.mfaRequiredRoles = [];
    }
  });
});
