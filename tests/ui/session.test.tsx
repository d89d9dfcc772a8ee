import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import {
  DEMO,
  LOGIN_HEADING,
  apiGetWithToken,
  apiLogin,
  apiPostWithToken,
  currentPath,
  findLoginHeading,
  renderApp,
  signInWithForm,
  storeSession,
} from '../support/ui-session';

const bridge = setUpApiBridge();

const SESSION_KEYS = ['accessToken', 'userData', 'user_id', 'user_type', 'mainId'];

const base64url = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A well-formed JWT (the client only decodes it; the signature is never checked there). */
const craftJwt = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;

const expectStorageCleared = () => {
  for (const key of SESSION_KEYS) {
    expect(localStorage.getItem(key), key).toBeNull();
    expect(sessionStorage.getItem(key), key).toBeNull();
  }
};

const findWelcome = (name = 'Ada Admin') => screen.findByText(`Welcome, ${name}`);

async function openAccountMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Account' }));
  return screen.findByRole('menu');
}

describe('session restore at startup', () => {
  it('restores a session from a stored, still-valid token and shows the shell', async () => {
    const login = await apiLogin(DEMO.admin);
    storeSession(login);
    renderApp('/dashboard/app');
    expect(await findWelcome()).toBeInTheDocument();
    expect(screen.getByTestId('sidebar-role')).toHaveTextContent('Admin');
    expect(screen.getByTestId('main-menu')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LOGIN_HEADING })).not.toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe(login.accessToken);
  });

  it('restores a partner session, mainId included, and its pages can call the API', async () => {
    const login = await apiLogin(DEMO.insurer);
    expect(login.companyId).not.toBeNull();
    storeSession(login);
    renderApp('/dashboard/insurance/insurance-listing/insurance-details');
    expect(await screen.findByTestId('organization-name')).toHaveTextContent('Globe Shield Insurance');
    expect(localStorage.getItem('mainId')).toBe(String(login.companyId));
  });

  it('shows the login screen and clears storage when the stored token has expired', async () => {
    const login = await apiLogin(DEMO.admin);
    storeSession({
      ...login,
      accessToken: craftJwt({
        sub: String(login.user.user_id),
        sid: 'x',
        user_type: 1,
        exp: Math.floor(Date.now() / 1000) - 60,
      }),
    });
    renderApp('/dashboard/app');
    expect(await findLoginHeading()).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
    expect(screen.queryByText('Welcome, Ada Admin')).not.toBeInTheDocument();
    await waitFor(expectStorageCleared);
  });

  it('shows the login screen and clears storage when the stored token is garbage', async () => {
    const login = await apiLogin(DEMO.admin);
    storeSession({ ...login, accessToken: 'this-is-not-a-jwt' });
    renderApp('/dashboard/app');
    expect(await findLoginHeading()).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
    await waitFor(expectStorageCleared);
  });

  it('shows the login screen for a token without an expiry', async () => {
    const login = await apiLogin(DEMO.admin);
    storeSession({ ...login, accessToken: craftJwt({ sub: String(login.user.user_id), user_type: 1 }) });
    renderApp('/dashboard/app');
    expect(await findLoginHeading()).toBeInTheDocument();
  });

  it.each(['0', '2', '3', '9', 'admin', ''])(
    'shows the login screen when the stored user_type is %j',
    async (userType) => {
      const login = await apiLogin(DEMO.admin);
      storeSession(login);
      localStorage.setItem('user_type', userType);
      renderApp('/dashboard/app');
      expect(await findLoginHeading()).toBeInTheDocument();
      expect(screen.queryByText('Welcome, Ada Admin')).not.toBeInTheDocument();
      expect(screen.queryByTestId('main-menu')).not.toBeInTheDocument();
    },
  );

  it('shows the login screen when the stored user data is missing', async () => {
    const login = await apiLogin(DEMO.admin);
    storeSession(login);
    localStorage.removeItem('userData');
    renderApp('/dashboard/app');
    expect(await findLoginHeading()).toBeInTheDocument();
  });
});

describe('protected paths and the way back', () => {
  it('sends a signed-out visitor of /dashboard/profile to the login screen and back there after sign-in', async () => {
    const { user } = renderApp('/dashboard/profile');
    expect(await findLoginHeading()).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
    await signInWithForm(user, DEMO.admin);
    await waitFor(() => expect(currentPath()).toBe('/dashboard/profile'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Admin' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });

  it('sends a signed-out visitor of a partner page to the login screen, then to that page', async () => {
    const { user } = renderApp('/dashboard/universities/university-listing/university-details');
    expect(await findLoginHeading()).toBeInTheDocument();
    await signInWithForm(user, DEMO.university);
    expect(await screen.findByTestId('organization-name')).toHaveTextContent('Northbridge University');
    expect(currentPath()).toBe('/dashboard/universities/university-listing/university-details');
  });
});

describe('losing the session', () => {
  it('signs the user out when the API answers 401 (session revoked elsewhere)', async () => {
    const login = await apiLogin(DEMO.insurer);
    storeSession(login);
    const { user } = renderApp('/dashboard/app');
    expect(await findWelcome('Ines Insurer')).toBeInTheDocument();

    // Revoke this very session server-side, as another tab's logout would.
    const revoked = await apiPostWithToken('/api/logout', login.accessToken, { userId: login.user.user_id });
    expect(revoked.status).toBe(200);
    expect((await apiGetWithToken('/api/me', login.accessToken)).status).toBe(401);

    // The next page that calls the API gets a 401: the user is signed out.
    await user.click(within(screen.getByTestId('main-menu')).getByRole('menuitem', { name: 'Our details' }));
    expect(await findLoginHeading()).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    await waitFor(expectStorageCleared);
    expect(screen.queryByTestId('organization-name')).not.toBeInTheDocument();
  });

  it('signs the user out at startup when the stored token was revoked and the landing page calls the API', async () => {
    const login = await apiLogin(DEMO.bank);
    expect((await apiPostWithToken('/api/logout', login.accessToken, {})).status).toBe(200);
    storeSession(login);
    renderApp('/dashboard/credits/credits-listing/credits-details');
    expect(await findLoginHeading()).toBeInTheDocument();
    await waitFor(expectStorageCleared);
  });
});

/**
 * Signs the admin in, makes POST /api/logout answer with `reply`, picks Logout in the account menu, and checks what
 * the user then sees: "Unable to logout", still on the dashboard and signed in, with the same token still working.
 */
async function expectFailedLogoutKeepsSession(reply: () => Response) {
  const login = await apiLogin(DEMO.admin);
  storeSession(login);
  bridge.server!.use(http.post(/\/api\/logout$/, reply));
  const { user } = renderApp('/dashboard/app');
  expect(await findWelcome()).toBeInTheDocument();

  const menu = await openAccountMenu(user);
  await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

  expect(await screen.findByText('Unable to logout')).toBeInTheDocument();
  expect(currentPath()).toBe('/dashboard/app');
  expect(screen.getByText('Welcome, Ada Admin')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: LOGIN_HEADING })).not.toBeInTheDocument();
  expect(localStorage.getItem('accessToken')).toBe(login.accessToken);
  // The logout never reached the server: the session still works there too.
  expect((await apiGetWithToken('/api/me', login.accessToken)).status).toBe(200);
}

describe('logout from the account menu', () => {
  it('calls the API (the token stops working) and returns to /auth/login', async () => {
    const login = await apiLogin(DEMO.admin);
    storeSession(login);
    let logoutCalls = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/logout') logoutCalls += 1;
    };
    bridge.server!.events.on('request:start', count);
    onTestFinished(() => bridge.server!.events.removeListener('request:start', count));
    const { user } = renderApp('/dashboard/app');
    expect(await findWelcome()).toBeInTheDocument();
    expect((await apiGetWithToken('/api/me', login.accessToken)).status).toBe(200);

    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(await findLoginHeading()).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(logoutCalls).toBe(1);
    expectStorageCleared();
    expect((await apiGetWithToken('/api/me', login.accessToken)).status).toBe(401);
  });

  it('keeps the user signed in and shows "Unable to logout" when the logout call fails', async () => {
    await expectFailedLogoutKeepsSession(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
  });

  it('shows "Unable to logout" when the API cannot be reached', async () => {
    await expectFailedLogoutKeepsSession(() => HttpResponse.error());
  });
});
