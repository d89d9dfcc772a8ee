import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { createAccount } from './accounts';
import { expectAccessible, signIn, switchLanguage } from './support';
import { e2eSuite, main, shot, TIMEOUT, toasts, visible, waitForPath, signOut } from './suite';

/*
 * Views kept on the server: saved by one admin, shared with the admins' role, found by another admin after
 * signing in; the active view's name on the list; the enquiries' status tabs with their counts.
 */

const STAMP = String(Date.now());
const suite = e2eSuite('views');

/** The total a list screen shows ("1-25 of 123"), or 0 for an empty list. */
async function listTotal(page: Page): Promise<number> {
  const range = main(page).locator('.MuiTablePagination-displayedRows');
  await range.or(main(page).getByText('No results found')).or(main(page).locator('.RaEmpty-message')).first().waitFor();
  if (!(await range.count())) return 0;
  const text = (await range.innerText()).replace(/[\s.,  ]/g, '');
  return Number(/(\d+)$/.exec(text)?.[1] ?? NaN);
}

const tab = (page: Page, name: RegExp) => main(page).getByRole('tab', { name });
const countOf = async (page: Page, name: RegExp) =>
  Number(/\(([\d.,  ]+)\)/.exec(await tab(page, name).innerText())?.[1].replace(/\D/g, '') ?? NaN);

describe('enquiry status tabs', () => {
  it('show each status with its count; a tab lists exactly that many, and the count follows a change', async () => {
    const page = await suite.newPage();
    await signIn(page, suite.url, DEMO.admin);
    await waitForPath(page, '/countries');
    await page.goto(`${suite.url}/enquiries`);
    await expect.poll(() => countOf(page, /^All/), { timeout: TIMEOUT }).toBeGreaterThan(0);
    expect(await tab(page, /^All/).getAttribute('aria-selected')).toBe('true');
    // Each tab's count comes with its own request: wait for the New tab's too.
    await expect.poll(() => countOf(page, /^New/), { timeout: TIMEOUT }).toBeGreaterThan(0);
    const newCount = await countOf(page, /^New/);
    await tab(page, /^New/).click();
    expect(await tab(page, /^New/).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => listTotal(page), { timeout: TIMEOUT }).toBe(newCount);
    for (const status of await main(page).getByTestId('enquiry-status').allInnerTexts()) expect(status).toBe('New');

    // A new enquiry raises the count of its tab.
    await suite.api('/api/enquiries', {
      method: 'POST',
      body: {
        kind: 'website',
        status: 'new',
        full_name: `Tabbed ${STAMP}`,
        email: `tab.${STAMP}@example.org`,
        message: 'Hi',
      },
    });
    await page.reload();
    await expect.poll(() => countOf(page, /^New/), { timeout: TIMEOUT }).toBe(newCount + 1);
    await expectAccessible(page, 'the enquiry status tabs');
    await switchLanguage(page, 'de');
    await tab(page, /^Neu/i).waitFor();
    await shot(page, 'views-status-tabs-de');
    const phone = await suite.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await signIn(phone, suite.url, DEMO.admin);
    await waitForPath(phone, '/countries');
    await phone.goto(`${suite.url}/enquiries`);
    await switchLanguage(phone, 'fr');
    await tab(phone, /^Nouvelle/i).waitFor();
    await expectAccessible(phone, 'the enquiry status tabs at 390 px');
    await shot(phone, 'views-status-tabs-fr-390');
  });
});

describe('shared views', () => {
  it('an admin shares a view with the admins; another admin finds it after signing in, and its name shows on the list', async () => {
    const email = `e2e.second.admin.${STAMP}@visapath.test`;
    const password = `Quiet-harbour-${STAMP}`;
    await createAccount(suite, { last_name: `Second ${STAMP}`, email, user_type: 1 }, password);
    const name = `In progress, shared ${STAMP}`;

    const page = await suite.newPage();
    await signIn(page, suite.url, DEMO.admin);
    await waitForPath(page, '/countries');
    await page.goto(`${suite.url}/enquiries`);
    await tab(page, /^In progress/).click();
    await main(page).getByRole('button', { name: 'Views', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name of the view').fill(name);
    expect(await dialog.getByRole('combobox', { name: 'Share with' }).innerText()).toBe('Nobody (only me)');
    await dialog.getByRole('combobox', { name: 'Share with' }).click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await expectAccessible(page, 'the save view dialog');
    await shot(page, 'views-save-shared-en');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(toasts(page), `View “${name}” saved`);
    await main(page)
      .getByRole('button', { name: `Current view: ${name}` })
      .waitFor();
    await signOut(page);

    // Kept across sign-out: the owner finds it again.
    await signIn(page, suite.url, DEMO.admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`${suite.url}/enquiries`);
    await main(page).getByRole('button', { name: 'Views', exact: true }).click();
    await page.getByRole('menuitem', { name }).waitFor();
    await page.keyboard.press('Escape');
    await signOut(page);

    // Another admin, in another browser, sees it under "Shared with you" and applies it.
    const other = await suite.newPage();
    await signIn(other, suite.url, email, password);
    await waitForPath(other, '/countries');
    await other.goto(`${suite.url}/enquiries`);
    await main(other).getByRole('button', { name: 'Views', exact: true }).click();
    await visible(other.getByRole('menu'), 'Shared with you');
    const item = other.getByRole('menuitem', { name });
    await visible(item, 'Shared by Ada Admin');
    expect(await item.getByRole('button').count()).toBe(0);
    await item.click();
    await main(other)
      .getByRole('button', { name: `Current view: ${name}` })
      .waitFor();
    expect(await tab(other, /^In progress/).getAttribute('aria-selected')).toBe('true');
    for (const status of await main(other).getByTestId('enquiry-status').allInnerTexts())
      expect(status).toBe('In progress');
    await switchLanguage(other, 'de');
    await main(other).getByRole('button', { name: 'Ansichten', exact: true }).click();
    await visible(other.getByRole('menu'), 'Mit Ihnen geteilt');
    await shot(other, 'views-shared-menu-de');
  });
});
