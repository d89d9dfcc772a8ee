import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { PARTNER_DETAILS_PATH } from '@/admin/landing';
import {
  DEMO,
  LOGIN_HEADING,
  apiLogin,
  currentPath,
  emailInput,
  expectLiveSessionOf,
  findLoginHeading,
  findShell,
  passwordInput,
  renderApp,
  signInWithForm,
  storeSession,
  waitForSettledPath,
} from '../support/ui-session';

const bridge = setUpApiBridge();

describe('login screen', () => {
  it('shows the heading, subtitle, logo, the form and the forgot-password link', async () => {
    renderApp('/auth/login');
    expect(await findLoginHeading()).toHaveTextContent(LOGIN_HEADING);
    expect(screen.getByText('Enter your credentials below.')).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: /logo/i });
    expect(logo.tagName).toBe('IMG');
    expect(logo).toHaveAttribute('src');

    expect(emailInput()).toHaveAttribute('name', 'email');
    expect(passwordInput()).toHaveAttribute('name', 'password');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/reset-password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows no validation message before a field is touched', async () => {
    renderApp('/auth/login');
    await findLoginHeading();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Email must be a valid email address')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a field message once that field is touched, and only for that field', async () => {
    const { user } = renderApp('/auth/login');
    await findLoginHeading();
    await user.click(emailInput());
    await user.tab(); // blur the empty email field
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await user.type(emailInput(), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    // The focus is now in the password field; leaving it empty marks it.
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    await user.clear(emailInput());
    await user.type(emailInput(), 'someone@visapath.test');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Email must be a valid email address')).not.toBeInTheDocument());
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('marks no field when the focus it was given leaves for the language menu', async () => {
    const { user } = renderApp('/auth/login');
    await findLoginHeading();
    await waitFor(() => expect(emailInput()).toHaveFocus());
    await user.click(await screen.findByTestId('language-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Deutsch' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid', 'true');
    // Once used, leaving it empty marks it as before.
    await user.click(emailInput());
    await user.click(await screen.findByTestId('language-menu'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('shows every message on submit, without calling the API', async () => {
    let calls = 0;
    bridge.server!.use(
      http.post(/\/api\/login$/, () => {
        calls += 1;
        return undefined;
      }),
    );
    const { user } = renderApp('/auth/login');
    await findLoginHeading();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp('/auth/login');
    await findLoginHeading();
    await user.type(passwordInput(), 'secret');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(passwordInput()).toHaveValue('secret');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('disables the button and marks it busy while signing in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    bridge.server!.use(
      http.post(/\/api\/login$/, async ({ request }) => {
        await gate;
        return bridge.api!.app.fetch(request);
      }),
    );
    const { user } = renderApp('/auth/login');
    await signInWithForm(user, DEMO.admin);
    const button = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await findShell('Admin');
  });

  it('on a wrong password shows the error (with its trailing space) and empties the fields', async () => {
    const { user } = renderApp('/auth/login');
    await signInWithForm(user, DEMO.university, 'not-the-password');
    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toBe('Invalid username or password ');
    await waitFor(() => expect(emailInput()).toHaveValue(''));
    expect(passwordInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(currentPath()).toBe('/auth/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
    // The reset form does not greet the user with "required" messages.
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('on an unknown account shows the same error', async () => {
    const { user } = renderApp('/auth/login');
    await signInWithForm(user, 'nobody@visapath.test', 'whatever-password');
    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toBe('Invalid username or password ');
  });

  it('on success shows the "Login success" toast with a close button and lands on the role page', async () => {
    const { user } = renderApp('/auth/login');
    await signInWithForm(user, DEMO.admin);
    const toast = await screen.findByText('Login success');
    const alert = toast.closest('[role="status"], [role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    const close = within(alert).getByRole('button', { name: 'Close' });
    await findShell('Admin');
    // Where an admin lands is checked in roles.test.tsx; here: signed in, off the login page.
    expect(await waitForSettledPath()).not.toMatch(/^\/auth\//);
    await expectLiveSessionOf(localStorage.getItem('accessToken'), DEMO.admin);
    expect(localStorage.getItem('user_type')).toBe('1');
    await user.click(close);
    await waitFor(() => expect(screen.queryByText('Login success')).not.toBeInTheDocument());
  });

  it('lands a partner on its own details page', async () => {
    const { user } = renderApp('/auth/login');
    await signInWithForm(user, DEMO.bank);
    expect(await screen.findByTestId('organization-name')).toHaveTextContent('Meridian Student Bank');
    expect(currentPath()).toBe(PARTNER_DETAILS_PATH.bank);
  });

  it('sends a signed-in visitor away from /auth/login', async () => {
    storeSession(await apiLogin(DEMO.admin));
    renderApp('/auth/login');
    await findShell('Admin');
    expect(await waitForSettledPath()).not.toMatch(/^\/auth\//);
    expect(screen.queryByRole('heading', { name: LOGIN_HEADING })).not.toBeInTheDocument();
  });

  it('sends a signed-in partner from /auth/login to its landing page', async () => {
    storeSession(await apiLogin(DEMO.insurer));
    renderApp('/auth/login');
    expect(await screen.findByTestId('organization-name')).toHaveTextContent('Globe Shield Insurance');
    expect(currentPath()).toBe(PARTNER_DETAILS_PATH.insurance);
    expect(screen.queryByRole('heading', { name: LOGIN_HEADING })).not.toBeInTheDocument();
  });

  it('still shows the form on /auth/login-unprotected to a signed-in visitor', async () => {
    storeSession(await apiLogin(DEMO.admin));
    renderApp('/auth/login-unprotected');
    expect(await findLoginHeading()).toBeInTheDocument();
    expect(emailInput()).toBeInTheDocument();
    // Give any redirect a chance to happen: it must not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe('/auth/login-unprotected');
    expect(screen.getByRole('heading', { name: LOGIN_HEADING })).toBeInTheDocument();
  });

  it('keeps the token in sessionStorage when "Remember me" is unchecked', async () => {
    const { user } = renderApp('/auth/login');
    await findLoginHeading();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await signInWithForm(user, DEMO.admin);
    await findShell('Admin');
    await expectLiveSessionOf(sessionStorage.getItem('accessToken'), DEMO.admin);
    expect(sessionStorage.getItem('user_type')).toBe('1');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('keeps the token in localStorage when "Remember me" stays checked', async () => {
    const { user } = renderApp('/auth/login');
    await signInWithForm(user, DEMO.admin);
    await findShell('Admin');
    await expectLiveSessionOf(localStorage.getItem('accessToken'), DEMO.admin);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });
});
