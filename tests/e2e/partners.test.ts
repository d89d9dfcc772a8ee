import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PARTNER_DETAILS_PATH } from '@/admin/landing';
import { DEMO } from '../support/demo';
import { createAccount, mailedCode } from './accounts';
import { expectAccessible, signIn } from './support';
import { e2eSuite, main, menu, openMenu, pathOf, shot, TIMEOUT, toasts, visible, waitForPath } from './suite';

/*
 * Issue 5 in Chromium (partner scoping): an insurer edits its covers and cannot open another insurer by URL; the admin
 * creates a university user, who sets a password from the mailed code, signs in and lands on that university;
 * a deactivated user's open session ends. One server for the file; every test has its own browser contexts and
 * looks up the records it needs through the admin API (no seeded ids).
 */

const STAMP = String(Date.now());
const suite = e2eSuite('partners');
const { api, list, newPage } = suite;

interface Organization {
  id: number;
  name: string;
}
interface Cover extends Organization {
  organization_id: number;
  premium_from: string | number;
  currency: string | null;
}
interface User {
  id: number;
  email: string;
  organization_id: number | null;
}

async function userByEmail(email: string): Promise<User> {
  const found = (await list<User>('users', { q: email })).filter((u) => u.email === email);
  expect(found, `user ${email}`).toHaveLength(1);
  return found[0];
}

async function organizationName(page: Page) {
  const heading = page.getByTestId('organization-name');
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

/** A premium as the lists show it in English: money in the cover's currency ("€59.50"). */
const premiumText = (value: number, currency: string | null) =>
  (currency
    ? new Intl.NumberFormat('en', { style: 'currency', currency })
    : new Intl.NumberFormat('en', { minimumFractionDigits: 2 })
  ).format(value);

describe('partners (issue 5)', () => {
  it('the insurer edits a cover on its details page and cannot open another insurer by URL', async () => {
    const insurerUser = await userByEmail(DEMO.insurer);
    const own = await api<Organization>(`/api/insurers/${insurerUser.organization_id}`);
    const other = (await list<Organization>('insurers', {}, ['name', 'ASC'])).find((i) => i.id !== own.id)!;
    expect(other, 'a second insurer in the seed').toBeTruthy();
    // The covers tab lists the first ten by name; edit the first.
    const [cover] = await list<Cover>('insurance-covers', { organization_id: own.id }, ['name', 'ASC']);
    expect(cover, `a cover of ${own.name}`).toBeTruthy();
    const premium = Math.round((Number(cover.premium_from) + 7.5) * 100) / 100;
    const details = PARTNER_DETAILS_PATH.insurance;

    const page = await newPage();
    await signIn(page, suite.url, DEMO.insurer);
    await waitForPath(page, details);
    expect(await organizationName(page)).toBe(own.name);
    await visible(toasts(page), 'Login success');

    await main(page).getByRole('tab', { name: 'Covers', exact: true }).click();
    await waitForPath(page, `${details}/insurance-covers`);
    const row = main(page).getByRole('row').filter({ hasText: cover.name });
    await expect.poll(() => row.count(), { timeout: TIMEOUT }).toBe(1);
    await row.getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(page, `/insurance-covers/${cover.id}`);
    const input = main(page).getByRole('spinbutton', { name: 'Premium from', exact: true });
    await expect.poll(() => input.inputValue().then(Number), { timeout: TIMEOUT }).toBe(Number(cover.premium_from));
    await input.fill(String(premium));
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();

    // Back on the covers tab. A cover of its live listing: the change waits for an admin's review; approved, the
    // cover's row shows the new premium.
    await waitForPath(page, `${details}/insurance-covers`);
    await visible(toasts(page), 'Sent for review: your changes go live once an administrator approves them');
    expect(Number((await api<Cover>(`/api/insurance-covers/${cover.id}`)).premium_from)).toBe(
      Number(cover.premium_from),
    );
    await api(`/api/insurance-covers/${cover.id}/draft/publish`, { method: 'POST' });
    await page.reload();
    await row
      .getByRole('cell')
      .filter({ hasText: premiumText(premium, cover.currency) })
      .waitFor();
    expect(Number((await api<Cover>(`/api/insurance-covers/${cover.id}`)).premium_from)).toBe(premium);
    await expectAccessible(page, 'insurer covers tab');
    await shot(page, 'partners-insurer-covers-en');

    // The menu's "Covers" lists the same covers.
    await menu(page).getByRole('menuitem', { name: 'Covers', exact: true }).click();
    await waitForPath(page, '/insurance-covers');
    await main(page)
      .getByRole('row')
      .filter({ hasText: cover.name })
      .getByRole('cell')
      .filter({ hasText: premiumText(premium, cover.currency) })
      .waitFor();

    // Another insurer's page, typed in: the API answers 404, the page says so and shows none of its data.
    const answers: Promise<{ status: number; body: string }>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith(`/api/insurers/${other.id}`)) return;
      answers.push(response.text().then((body) => ({ status: response.status(), body })));
    });
    for (const target of [`/insurers/${other.id}/show`, `/insurers/${other.id}`]) {
      await page.goto(`${suite.url}${target}`);
      await visible(toasts(page), 'Element does not exist');
      await page.waitForURL((url) => url.pathname !== target);
      // It lands on the list of the insurers it may see: its own only.
      await waitForPath(page, '/insurers');
      const rows = main(page).locator('tbody tr');
      await expect.poll(() => rows.count(), { timeout: TIMEOUT }).toBe(1);
      await rows.filter({ hasText: own.name }).waitFor();
      expect(await page.locator('body').innerText()).not.toContain(other.name);
    }
    await shot(page, 'partners-insurer-other-insurer-en');
    const answered = await Promise.all(answers);
    expect(answered.length).toBeGreaterThanOrEqual(2);
    expect(answered.map((a) => a.status)).toEqual(answered.map(() => 404));
    for (const { body } of answered) expect(body).not.toContain(other.name);
  });

  it('the insurer uploads its logo on its details page and sees it after saving', async () => {
    const insurerUser = await userByEmail(DEMO.insurer);
    const own = await api<Organization & { logo: string | null }>(`/api/insurers/${insurerUser.organization_id}`);
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const details = PARTNER_DETAILS_PATH.insurance;

    const page = await newPage();
    await signIn(page, suite.url, DEMO.insurer);
    await waitForPath(page, details);
    expect(await organizationName(page)).toBe(own.name);
    await main(page).getByRole('tab', { name: 'Profile', exact: true }).click();
    await main(page)
      .getByRole('button', { name: own.logo ? 'Replace file' : 'Upload file', exact: true })
      .waitFor();

    // The file input behind the Logo field's button, as the file chooser fills it.
    const uploaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/uploads' && r.request().method() === 'POST',
    );
    await main(page).locator('input[type="file"][aria-label="Logo"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const answer = await uploaded;
    expect(answer.status(), await answer.text()).toBe(201);
    const { url } = (await answer.json()) as { url: string };
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const current = main(page).getByRole('link', { name: 'Open current file', exact: true });
    await expect.poll(() => current.getAttribute('href'), { timeout: TIMEOUT }).toBe(url);
    expect(await main(page).getByText('You are not allowed to do this.').count()).toBe(0);

    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    // Its live listing: the change waits for an admin's review, and is live once approved.
    await visible(toasts(page), 'Sent for review: your changes go live once an administrator approves them');
    expect((await api<{ logo: string | null }>(`/api/insurers/${own.id}`)).logo).toBe(own.logo);
    await api(`/api/insurers/${own.id}/draft/publish`, { method: 'POST' });
    await expect
      .poll(async () => (await api<{ logo: string | null }>(`/api/insurers/${own.id}`)).logo, { timeout: TIMEOUT })
      .toBe(url);

    // Opened again, the page shows the saved logo, and the link serves the picture.
    await page.reload();
    await waitForPath(page, details);
    await main(page).getByRole('tab', { name: 'Profile', exact: true }).click();
    await expect.poll(() => current.getAttribute('href'), { timeout: TIMEOUT }).toBe(url);
    await main(page).getByRole('button', { name: 'Replace file', exact: true }).waitFor();
    const served = await page.request.get(`${suite.url}${url}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    // Served re-encoded (metadata dropped): the same picture, not necessarily the same bytes.
    const pixels = (data: Buffer) => sharp(data).raw().toBuffer();
    expect((await pixels(await served.body())).equals(await pixels(png))).toBe(true);
    await expectAccessible(page, 'insurer details with an uploaded logo');
    await shot(page, 'partners-insurer-logo-en');
  });

  it('the admin creates a university user, who sets a password from the mailed code and lands on that university', async () => {
    // A university other than the demo account's, so landing on it proves the new user's organisation is used.
    const demo = await userByEmail(DEMO.university);
    const university = (await list<Organization>('universities', {}, ['name', 'ASC'])).find(
      (u) => u.id !== demo.organization_id,
    )!;
    expect(university, 'a second university in the seed').toBeTruthy();
    const email = `e2e.university.${STAMP}@visapath.test`;
    // Nothing of the account (its email, its name) in the password: new passwords are checked against them.
    const password = `Copper-lantern-${STAMP}`;

    const admin = await newPage();
    await signIn(admin, suite.url, DEMO.admin);
    await waitForPath(admin, '/countries');
    await openMenu(admin, 'Administration', 'Users');
    await waitForPath(admin, '/users');
    await main(admin).getByRole('link', { name: 'Create', exact: true }).click();
    await waitForPath(admin, '/users/create');
    await main(admin).getByRole('textbox', { name: 'First name', exact: true }).fill('Una');
    await main(admin).getByRole('textbox', { name: 'Last name', exact: true }).fill(`Versity ${STAMP}`);
    await main(admin).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await main(admin).getByRole('combobox', { name: 'Role', exact: true }).click();
    await admin.getByRole('option', { name: 'University', exact: true }).click();
    const organisation = main(admin).getByRole('combobox', { name: 'Organisation', exact: true });
    await organisation.click();
    await organisation.fill(university.name);
    await admin.getByRole('option', { name: university.name, exact: true }).click();
    await expect.poll(() => organisation.inputValue(), { timeout: TIMEOUT }).toBe(university.name);
    expect(await main(admin).getByRole('switch', { name: 'Active', exact: true }).isChecked()).toBe(true);
    await expectAccessible(admin, 'user create form');
    await shot(admin, 'partners-user-create-en');
    await main(admin).getByRole('button', { name: 'Save', exact: true }).click();
    await waitForPath(admin, /^\/users\/\d+\/show$/);
    await visible(toasts(admin), 'Element created');
    await visible(main(admin), email);
    await visible(main(admin), university.name);
    const created = await userByEmail(email);
    expect(created.organization_id).toBe(university.id);

    // The new user follows the mail: the code, then a password, then signs in.
    const { code, path } = await mailedCode(suite, email);
    const user = await newPage();
    await user.goto(`${suite.url}${path}`);
    await user.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await user.getByRole('textbox', { name: 'Code' }).fill(code);
    await user.getByRole('button', { name: 'Verify', exact: true }).click();
    await user.getByLabel('New password', { exact: true }).fill(password);
    await user.getByLabel('Repeat new password', { exact: true }).fill(password);
    await expectAccessible(user, 'set password form');
    await user.getByRole('button', { name: 'Set new password', exact: true }).click();
    await waitForPath(user, '/auth/login');
    await visible(toasts(user), 'Your password has been changed. Sign in with the new one.');

    await signIn(user, suite.url, email, password);
    await waitForPath(user, PARTNER_DETAILS_PATH.university);
    expect(await organizationName(user)).toBe(university.name);
    await expect.poll(() => user.getByTestId('sidebar-role').innerText(), { timeout: TIMEOUT }).toBe('University');
    await visible(toasts(user), 'Login success');
    await shot(user, 'partners-new-university-user-landing-en');
    // The code was for one use.
    const reuse = await fetch(`${suite.url}/api/resetPassword-verify-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp: code }),
    });
    expect(reuse.status).toBe(400);
  });

  it("a deactivated user's open session ends at its next step", async () => {
    // A language-school user of its own, with a password set through the mailed code (API).
    const [school] = await list<Organization>('language-schools', {}, ['name', 'ASC']);
    const email = `e2e.leaver.${STAMP}@visapath.test`;
    const password = `Quiet-harbour-${STAMP}`;
    const created = await createAccount(
      suite,
      { first_name: 'Lee', last_name: `Ver ${STAMP}`, email, user_type: 7, organization_id: school.id },
      password,
    );

    const partner = await newPage();
    await signIn(partner, suite.url, email, password);
    await waitForPath(partner, PARTNER_DETAILS_PATH.languages);
    expect(await organizationName(partner)).toBe(school.name);
    const token = await partner.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).toBeTruthy();
    const me = () => partner.request.get(`${suite.url}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await me()).status()).toBe(200);

    const admin = await newPage();
    await signIn(admin, suite.url, DEMO.admin);
    await waitForPath(admin, '/countries');
    await admin.goto(`${suite.url}/users/${created.id}/show`);
    await visible(main(admin), email);
    await main(admin).getByRole('button', { name: 'Deactivate', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: `Deactivate ${email}?` });
    await visible(
      dialog,
      'The user is signed out at once and can no longer sign in until the account is activated again.',
    );
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await visible(toasts(admin), `${email} has been deactivated and signed out.`);
    await dialog.waitFor({ state: 'detached' });
    await main(admin).getByRole('button', { name: 'Activate', exact: true }).waitFor();
    await shot(admin, 'partners-user-deactivated-en');

    // The partner's page is still open; its next step in the app (a menu link) ends on the sign-in page.
    await menu(partner).getByRole('menuitem', { name: 'Staff', exact: true }).click();
    await waitForPath(partner, '/auth/login');
    await visible(toasts(partner), 'Your session has ended. Please sign in again.');
    await partner.locator('input[name="email"]').waitFor();
    expect(await partner.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(await menu(partner).count()).toBe(0);
    expect((await me()).status()).toBe(401);
    await shot(partner, 'partners-deactivated-session-ended-en');

    // Nor can it sign in again.
    await signIn(partner, suite.url, email, password);
    await partner.getByTestId('login-error').waitFor();
    expect((await partner.getByTestId('login-error').innerText()).trim()).toBe('Invalid username or password');
    expect(pathOf(partner)).toBe('/auth/login');
  });
});
