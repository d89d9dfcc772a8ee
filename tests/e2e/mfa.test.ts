import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../support/demo';
import { totpCode } from '../support/totp';
import { e2eSuite, pathOf, shot, visible } from './suite';
import { expectAccessible, signIn } from './support';

const suite = e2eSuite('mfa');

describe('two-step sign-in', () => {
  it('enrols an authenticator on the profile, then signs in with a code and with a recovery code', async () => {
    const page = await suite.newPage();
    await signIn(page, suite.url, DEMO.bank);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await page.goto(`${suite.url}/dashboard/profile`);
    await visible(page, 'Two-step sign-in');
    await expectAccessible(page, 'profile with its second factors');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    // A first factor takes a fresh proof of the password: the console asks for it and goes on.
    const proof = page.getByRole('dialog', { name: 'Confirm it is you' });
    await proof.waitFor();
    await expectAccessible(page, 'password proof before a first factor');
    await proof.getByLabel('Password').fill(DEMO_PASSWORD);
    await proof.getByRole('button', { name: 'Confirm' }).click();
    await page.getByAltText('QR code for your authenticator app').waitFor();
    await expectAccessible(page, 'authenticator enrolment');
    await shot(page, 'mfa-enrolment-en');
    // What a person would type into the app from the "enter this key manually" text.
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.locator('input[name="code"]').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    const codes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await visible(page, 'Authenticator app');

    // The next sign-in asks for a code after the password.
    const second = await suite.newPage();
    await signIn(second, suite.url, DEMO.bank);
    await visible(second, 'Second step');
    expect(pathOf(second)).toBe('/auth/login');
    await expectAccessible(second, 'second step of sign-in');
    await shot(second, 'mfa-second-step-en');
    await second.locator('input[name="code"]').fill(totpCode(secret, 1));
    await second.getByRole('button', { name: 'Verify' }).click();
    await second.waitForURL((url) => !url.pathname.startsWith('/auth/'));

    // And a recovery code instead, once.
    const third = await suite.newPage();
    await signIn(third, suite.url, DEMO.bank);
    await visible(third, 'Second step');
    await third.getByRole('button', { name: 'Use a recovery code' }).click();
    await third.setViewportSize({ width: 390, height: 844 });
    await shot(third, 'mfa-recovery-code-390-en');
    await third.locator('input[name="recoveryCode"]').fill(codes[0]);
    await third.getByRole('button', { name: 'Verify' }).click();
    await third.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  });
});
