import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../support/demo';
import { totpCode } from '../support/totp';
import { e2eSuite, pathOf, shot, visible, waitForPath, signOut } from './suite';
import { addAuthenticator, expectAccessible, signIn } from './support';

const suite = e2eSuite('passkeys');

// WebAuthn needs a domain as relying party id (an IP address is none): the browser goes to localhost.
const base = () => suite.url.replace('127.0.0.1', 'localhost');

/** A page with a platform authenticator, and a reader of its credentials. */
async function pageWithAuthenticator() {
  const page = await suite.newPage();
  return { page, credentials: await addAuthenticator(page) };
}

const signedIn = (page: Page) => page.waitForURL((url) => !url.pathname.startsWith('/auth/'));

/**
 * The recovery codes whose number and text, as painted, overlap another's on the same line (list numbers are
 * painted outside an item's box, so a column too narrow puts the numbers of the second over the codes of the first).
 */
function overlappingCodes(page: Page) {
  return page.getByTestId('recovery-codes').evaluate((list) => {
    const items = [...list.querySelectorAll('li')].map((li, index) => {
      const range = document.createRange();
      range.selectNodeContents(li);
      const text = range.getBoundingClientRect();
      const probe = document.createElement('span');
      probe.textContent = `${index + 1}. `;
      probe.style.whiteSpace = 'pre';
      li.append(probe);
      const number = probe.getBoundingClientRect().width;
      probe.remove();
      return {
        code: li.textContent ?? '',
        left: text.left - number,
        right: text.right,
        top: text.top,
        bottom: text.bottom,
      };
    });
    return items.flatMap((a, i) =>
      items
        .slice(i + 1)
        .filter((b) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right)
        .map((b) => `${a.code} / ${b.code}`),
    );
  });
}

describe('passkeys', () => {
  it('a partner adds a passkey on the profile, signs out, and signs in with it without a password', async () => {
    const { page, credentials } = await pageWithAuthenticator();
    await signIn(page, base(), DEMO.consultant);
    await signedIn(page);
    await page.goto(`${base()}/dashboard/profile`);
    await visible(page, 'Two-step sign-in');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByLabel('Name of the passkey (for example: work laptop)').fill('Work laptop');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // A first factor takes a fresh proof of the password.
    const proof = page.getByRole('dialog', { name: 'Confirm it is you' });
    await proof.getByLabel('Password').fill(DEMO_PASSWORD);
    await proof.getByRole('button', { name: 'Confirm' }).click();
    // The first factor comes with recovery codes, readable on a phone: no code runs into another's number.
    await page.getByTestId('recovery-codes').waitFor();
    for (const width of [390, 600, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overlappingCodes(page), `at ${width} px`).toEqual([]);
    }
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await visible(page, 'Work laptop');
    await expectAccessible(page, 'profile with a passkey');
    await shot(page, 'passkey-profile-en');
    const [made] = await credentials();
    expect(await credentials()).toEqual([
      expect.objectContaining({ isResidentCredential: true, rpId: 'localhost', userName: DEMO.consultant }),
    ]);

    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await expectAccessible(page, 'sign-in page with the passkey button');
    // "Remember me" holds for a passkey sign-in as for a password: unticked, the session lives in this tab only.
    await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await signedIn(page);
    expect(pathOf(page)).not.toMatch(/^\/auth/);
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${base()}/`);
    await waitForPath(otherTab, '/auth/login');
    await otherTab.close();
    // The sign-in used the passkey made on the profile.
    expect((await credentials())[0].signCount).toBeGreaterThan(made.signCount);

    // The passkey also proves a change to the factors: removing it.
    await page.goto(`${base()}/dashboard/profile`);
    await page.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog, 'Remove this second factor?');
    await dialog.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByTestId('no-factor').waitFor();
    await visible(page, 'No second factor yet.');
  });

  it('an admin with an authenticator app and a passkey completes the second step with the passkey', async () => {
    // The admin's authenticator app, set up through the API (after a fresh proof of the password).
    await suite.api('/api/me/reauthenticate', { method: 'POST', body: { password: DEMO_PASSWORD } });
    const { secret } = await suite.api<{ secret: string }>('/api/me/factors/totp', { method: 'POST', body: {} });
    const { recoveryCodes } = await suite.api<{ recoveryCodes: string[] }>('/api/me/factors/totp/confirm', {
      method: 'POST',
      body: { code: totpCode(secret) },
    });

    const { page } = await pageWithAuthenticator();
    await signIn(page, base(), DEMO.admin);
    await visible(page, 'Second step');
    // No passkey yet: only the code.
    await visible(page, 'Enter the 6-digit code your authenticator app shows, or one of your recovery codes.');
    expect(await page.getByRole('button', { name: 'Use a passkey' }).count()).toBe(0);
    await page.locator('input[name="code"]').fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await signedIn(page);

    // Adding a second factor takes a proof of the first.
    await page.goto(`${base()}/dashboard/profile`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await visible(page, 'Add a second factor');
    // The code of this time step went into the sign-in: a recovery code proves it here.
    await page.getByRole('dialog').getByRole('button', { name: 'Use a recovery code' }).click();
    await page.locator('input[name="recoveryCode"]').fill(recoveryCodes[0]);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The passkey is set up.').waitFor();
    await expect.poll(() => page.getByText('Passkey · Added on', { exact: false }).count()).toBe(1);

    await signOut(page);
    await page.locator('input[name="email"]').fill(DEMO.admin);
    await page.locator('input[name="password"]').fill('Visapath-demo-1');
    await page.locator('button[type="submit"]').click();
    await visible(page, 'Second step');
    await visible(
      page,
      'Use your passkey, or enter the 6-digit code your authenticator app shows or one of your recovery codes.',
    );
    await expectAccessible(page, 'second step with a passkey');
    await shot(page, 'passkey-second-step-en');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await signedIn(page);
  });
});
