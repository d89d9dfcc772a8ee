import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { e2eSuite, pathOf, shot, visible, signOut } from './suite';
import { addAuthenticator, expectAccessible, signIn } from './support';

/* A role that must use a second factor (here the bank's) sets one up at its first sign-in. */
const suite = e2eSuite('enrolment', { MFA_REQUIRED_ROLES: 'bank' });

// WebAuthn needs a domain as relying party id (an IP address is none): the browser goes to localhost.
const base = () => suite.url.replace('127.0.0.1', 'localhost');

describe('enrolment at sign-in', () => {
  it('a bank user who must enrol sets up a passkey instead of an app, and signs in with it next time', async () => {
    const page = await suite.newPage();
    const credentials = await addAuthenticator(page);
    await signIn(page, base(), DEMO.bank);
    await visible(page, 'Scan this QR code with your authenticator app, then enter the code it shows.');
    await expectAccessible(page, 'enrolment at sign-in');
    await shot(page, 'mfa-enrol-at-sign-in-en');
    // Cancelling leaves the sign-in, whichever factor was to be set up: it comes last, under both.
    const buttons = await page.getByRole('button').evaluateAll((all) => all.map((b) => b.textContent?.trim()));
    expect(buttons.slice(-3)).toEqual(['Confirm', 'Set up a passkey instead', 'Cancel']);
    await page.getByRole('button', { name: 'Set up a passkey instead' }).click();

    await page.getByTestId('recovery-codes').waitFor();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    expect(await credentials()).toEqual([expect.objectContaining({ rpId: 'localhost', userName: DEMO.bank })]);

    await signOut(page);
    await signIn(page, base(), DEMO.bank);
    // Enrolled now: the second step asks for the passkey, and no longer offers to set one up.
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    expect(pathOf(page)).not.toMatch(/^\/auth/);
    expect((await credentials())[0].signCount).toBeGreaterThan(0);
  });
});
