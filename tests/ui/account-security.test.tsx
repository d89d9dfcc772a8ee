import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/auth';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiGetWithToken, apiLogin, renderApp, storeSession } from '../support/ui-session';

const bridge = setUpApiBridge();

/** A new admin with a password, signed in (stored as the console's session). */
async function signedInUser() {
  const { user, password } = await createUser(bridge.api!);
  const session = await apiLogin(user.email, password);
  storeSession(session);
  return { user, password, session };
}

describe('the profile asks for a fresh proof before a security change', () => {
  it('asks for the password in a dialog before the first authenticator app, then goes on with the setup', async () => {
    const { password } = await signedInUser();
    const { user } = renderApp('/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    // Nothing typed: the dialog says so next to the field, before asking the server.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findAllByText('The password is wrong.')).length).toBeGreaterThan(0);
    const field = within(dialog).getByLabelText('Password', { selector: 'input' });
    await user.clear(field);
    await user.type(field, password);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Scan this QR code with your authenticator app, then enter the code it shows.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the own sessions on the profile', () => {
  it('lists the sessions, marks this one, and ends another', async () => {
    const { user: owner, password } = await signedInUser();
    const other = await apiLogin(owner.email, password);
    const { user } = renderApp('/dashboard/profile');
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    expect(await within(section).findByText('This device')).toBeInTheDocument();
    const end = await within(section).findByRole('button', { name: /^End session/ });
    await user.click(end);
    expect(await screen.findByText('The session was ended.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('button', { name: /^End session/ })).toBeNull());
    expect((await apiGetWithToken('/api/me', other.accessToken)).status).toBe(401);
  });
});

describe("an admin ends a user's sessions", () => {
  it('ends every session of the user from their record, after a confirmation', async () => {
    const { user: target, password } = await createUser(bridge.api!);
    const theirs = await apiLogin(target.email, password);
    storeSession(await apiLogin(DEMO.admin));
    const { user } = renderApp(`/users/${target.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: `End every session of ${target.email}?` });
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText(`Every session of ${target.email} was ended.`)).toBeInTheDocument();
    expect((await apiGetWithToken('/api/me', theirs.accessToken)).status).toBe(401);
  });
});
