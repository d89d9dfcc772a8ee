import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { findLoginHeading, renderApp } from '../support/ui-session';

setUpApiBridge();

afterEach(() => {
  Reflect.deleteProperty(window, 'PublicKeyCredential');
});

describe('the passkey sign-in button', () => {
  it('is not shown by a browser without WebAuthn', async () => {
    expect('PublicKeyCredential' in window).toBe(false);
    renderApp('/auth/login');
    await findLoginHeading();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    // Give the lazy button the time it would take to appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('is shown under the password form by a browser with WebAuthn', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: class PublicKeyCredential {}, configurable: true });
    renderApp('/auth/login');
    await findLoginHeading();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled());
  });
});
