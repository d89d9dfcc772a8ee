import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { App } from '@/admin/App';

// The chunks the app loads lazily (the console behind sign-in, the dashboards, the rich-text editor, German and
// French), imported up front as the app's own modules are, so that no test's timeout pays for transforming them.
await Promise.all([
  import('@/admin/shell/Shell'),
  import('@/admin/dashboard/DashboardPage'),
  import('@/admin/dashboard/AnalyticsPage'),
  import('@/admin/resources/RichTextEditorInput'),
  import('@/admin/i18n/de'),
  import('@/admin/i18n/fr'),
]);
import type { LoginResponse } from '@/domain/auth';

export { DEMO, DEMO_PASSWORD } from './demo';
import { DEMO_PASSWORD } from './demo';

/** An absolute URL on the page's origin (jsdom's), which msw routes to the real API. */
export const pageUrl = (path: string) => new URL(path, window.location.origin).toString();

/** Signs in through the API with fetch (not the UI) and returns the real login response. */
export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const res = await fetch(pageUrl('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (await res.json()) as LoginResponse;
}

/** POSTs to the API with a Bearer token, as another tab or client would. */
export async function apiPostWithToken(path: string, token: string, body: unknown = {}): Promise<Response> {
  return fetch(pageUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

export async function apiGetWithToken(path: string, token: string): Promise<Response> {
  return fetch(pageUrl(path), { headers: { authorization: `Bearer ${token}` } });
}

/** GETs `path` with a token (by default the stored session's, as the page sends it), expects 200 and returns the JSON. */
export async function apiGetJson<T>(path: string, token = localStorage.getItem('accessToken')!): Promise<T> {
  const reply = await apiGetWithToken(path, token);
  expect(reply.status, path).toBe(200);
  return (await reply.json()) as T;
}

/** Fails unless `token` (as the app stored it) is a live session of `email` on the server. */
export async function expectLiveSessionOf(token: string | null, email: string): Promise<void> {
  expect(token, 'a stored access token').not.toBeNull();
  const reply = await apiGetWithToken('/api/me', token!);
  expect(reply.status, 'GET /api/me with the stored token').toBe(200);
  expect(((await reply.json()) as { email: string }).email).toBe(email);
}

/** Stores a session exactly as the console does: accessToken, userData, user_id, user_type, mainId. */
export function storeSession(response: LoginResponse, storage: Storage = localStorage): void {
  storage.setItem('accessToken', response.accessToken);
  storage.setItem('userData', JSON.stringify(response.user));
  storage.setItem('user_id', String(response.user.user_id));
  storage.setItem('user_type', String(response.userType));
  if (response.companyId != null) storage.setItem('mainId', String(response.companyId));
}

/** Renders the whole SPA at `path`. */
export function renderApp(path: string) {
  window.history.pushState({}, '', path);
  // No pause between keystrokes: typing waits for React anyway, and a timer per character made typing most of the time.
  const user = userEvent.setup({ delay: null });
  const view = render(<App />);
  return { user, ...view };
}

export const LOGIN_HEADING = 'Login in to Visapath Admin';

export const findLoginHeading = () => screen.findByRole('heading', { name: LOGIN_HEADING });

export const emailInput = () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
export const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;

/** Fills the login form and submits it. */
export async function signInWithForm(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password = DEMO_PASSWORD,
) {
  await findLoginHeading();
  await user.type(emailInput(), email);
  await user.type(passwordInput(), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/** The page's current path (BrowserRouter). */
export const currentPath = () => window.location.pathname;

/** Waits until the app has finished redirecting: off the login page and "/", and the path has stopped changing. */
export async function waitForSettledPath(): Promise<string> {
  // Settled: the same path for half a second (a redirect may wait for a lazily loaded chunk of the shell).
  let last = '';
  let since = Date.now();
  await waitFor(
    () => {
      const path = currentPath();
      if (path !== last) [last, since] = [path, Date.now()];
      const settled = Date.now() - since >= 500 && path !== '/' && path !== '/auth/login';
      expect(settled, `path still ${path}`).toBe(true);
    },
    { interval: 100 },
  );
  return last;
}

/** The signed-in shell: the sidebar with the user's role label. */
export const findShell = async (roleLabel: string) => {
  const role = await screen.findByTestId('sidebar-role');
  await waitFor(() => expect(role.textContent).toBe(roleLabel));
  return role;
};

/** Picks a language from the shell's menu; queries stay inside the open menu (a page-wide role query costs seconds). */
export async function chooseLanguage(
  user: ReturnType<typeof userEvent.setup>,
  name: 'English' | 'Deutsch' | 'Français',
): Promise<void> {
  const button = await screen.findByTestId('language-menu', {}, { timeout: 15_000 });
  await user.click(button);
  const menu = await waitFor(() => {
    const opened = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(opened).not.toBeNull();
    return opened!;
  });
  await user.click(within(menu).getByRole('menuitem', { name }));
  await waitFor(() => expect(menu).not.toBeInTheDocument());
}

/** A 390 px wide screen: every max-width query matches, no min-width one does (undo: delete window.matchMedia). */
export function onAPhone(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** A record saved through the API as another client would (any 2xx), answering what the API answered. */
export async function apiPut<T>(path: string, body: unknown, token: string): Promise<T> {
  const reply = await fetch(pageUrl(path), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(reply.status, `PUT ${path}`).toBeLessThan(300);
  return (await reply.json()) as T;
}
