import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { expectAccessible, signIn, switchLanguage } from './support';
import { e2eSuite, main, pathOf, shot, TIMEOUT, toasts, visible, waitForPath } from './suite';

/*
 * The generated list screens in Chromium: bulk actions that can be clicked, lists that fit the screen (cards on a
 * phone), saved views and the empty state.
 */

const STAMP = String(Date.now());
const suite = e2eSuite('lists');
const { api, list, newPage } = suite;

/** An enquiry created by the admin (the public intake is rate limited per address). */
async function createEnquiry(fullName: string): Promise<number> {
  const { id } = await api<{ id: number }>('/api/enquiries', {
    method: 'POST',
    body: {
      kind: 'website',
      status: 'new',
      full_name: fullName,
      email: `e2e.lists.${STAMP}.${Math.random().toString(36).slice(2, 8)}@example.org`,
      message: 'Hello',
    },
  });
  return id;
}

async function createFaq(question: string): Promise<number> {
  const { id } = await api<{ id: number }>('/api/faqs', {
    method: 'POST',
    body: { scope: 'visa', question, answer: '<p>Yes.</p>' },
  });
  return id;
}

async function signInAdmin(page: Page) {
  await signIn(page, suite.url, DEMO.admin);
  await waitForPath(page, '/countries');
}

/** Opens a list with a search already typed (the list reads its filter from the URL). */
async function openSearched(page: Page, resource: string, q: string) {
  await page.goto(`${suite.url}/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
  await waitForPath(page, `/${resource}`);
}

const row = (page: Page, text: string) => main(page).locator('tbody tr').filter({ hasText: text });

describe('bulk actions (issue item 1)', () => {
  it('the admin changes the status of a ticked enquiry, then deletes it, from the bulk bar', async () => {
    const name = `Bulk Enquirer ${STAMP}`;
    const id = await createEnquiry(name);
    const page = await newPage();
    await signInAdmin(page);
    await openSearched(page, 'enquiries', STAMP);
    await row(page, name).getByRole('checkbox').check();
    await visible(main(page), '1 item selected');

    await main(page).getByRole('button', { name: 'Change status', exact: true }).click();
    await page.getByRole('menuitem', { name: 'In progress', exact: true }).click();
    await row(page, name).getByText('In progress', { exact: true }).waitFor();
    expect((await api<{ status: string }>(`/api/enquiries/${id}`)).status).toBe('in_progress');

    await row(page, name).getByRole('checkbox').check();
    await main(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    await row(page, name).waitFor({ state: 'detached' });
    await expect.poll(async () => (await list('enquiries', { q: name })).length, { timeout: TIMEOUT }).toBe(0);
  });

  it('the admin deletes two ticked FAQs from the bulk bar', async () => {
    const questions = [`Bulk question A ${STAMP}?`, `Bulk question B ${STAMP}?`];
    for (const q of questions) await createFaq(q);
    const page = await newPage();
    await signInAdmin(page);
    await openSearched(page, 'faqs', STAMP);
    for (const q of questions) await row(page, q).getByRole('checkbox').check();
    await visible(main(page), '2 items selected');
    await expectAccessible(page, 'FAQs with two rows ticked');
    await shot(page, 'lists-bulk-faqs-en');
    await main(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    for (const q of questions) await row(page, q).waitFor({ state: 'detached' });
    expect(await list('faqs', { q: STAMP })).toHaveLength(0);
  });

  it('on a 390 px phone the admin ticks two FAQ cards (without opening them) and unpublishes them from the bulk bar', async () => {
    const questions = [`Phone bulk A ${STAMP}?`, `Phone bulk B ${STAMP}?`];
    const ids: number[] = [];
    for (const q of questions) ids.push(await createFaq(q));
    await api('/api/faqs/bulk-update', { method: 'POST', body: { ids, field: 'is_published', value: true } });
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAdmin(page);
    await openSearched(page, 'faqs', `Phone bulk`);
    const card = (q: string) => main(page).locator('.list-cards li').filter({ hasText: q });
    for (const q of questions) await card(q).getByRole('checkbox', { name: 'Select this row' }).click();
    await visible(main(page), '2 items selected');
    expect(pathOf(page)).toBe('/faqs');
    await expectAccessible(page, 'FAQ cards with two ticked');
    await shot(page, 'lists-bulk-faqs-390-en');
    await main(page).getByRole('button', { name: 'Bulk edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Field').selectOption({ label: 'Published' });
    await dialog.getByLabel('New value').selectOption({ label: 'No' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await toasts(page).getByText('2 records updated').waitFor();
    for (const id of ids) expect((await api<{ is_published: boolean }>(`/api/faqs/${id}`)).is_published).toBe(false);
  });
});

/** A column's switch in the enquiries list's column chooser. */
const columnToggle = (page: Page, label: string) =>
  page.locator('#enquiries\\.datatable-columnsSelector').getByLabel(label, { exact: true });

/** The list's table scrolls sideways inside its card (its content is wider than the card shows). */
const tableOverflow = (page: Page) =>
  main(page)
    .locator('.RaDataTable-tableWrapper')
    .evaluate((e) => e.scrollWidth - e.clientWidth);

describe('lists that fit the screen (issue items 11 and 17)', () => {
  it('the universities list fits 1440 px without scrolling sideways, numbers right-aligned, no slug', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAdmin(page);
    await page.goto(`${suite.url}/universities`);
    await row(page, 'Northbridge University').waitFor();
    const headers = (await main(page).locator('thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(headers).not.toContain('Slug');
    expect(headers.length).toBeLessThanOrEqual(7);
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0);
    const ranking = row(page, 'Northbridge University').locator('td.column-world_ranking');
    expect(await ranking.evaluate((e) => getComputedStyle(e).textAlign)).toBe('right');
    expect(
      await row(page, 'Northbridge University')
        .locator('td.column-name')
        .evaluate((e) => getComputedStyle(e).textAlign),
    ).not.toBe('right');
    await shot(page, 'lists-universities-1440-en');

    // The enquiries inbox too: its creation time stays on one line.
    await page.goto(`${suite.url}/enquiries`);
    const created = main(page).locator('tbody td.column-created_at').first();
    await created.waitFor();
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0);
    const { height, lineHeight } = await created.evaluate((e) => {
      const text = e.firstElementChild ?? e;
      return { height: text.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(text).lineHeight) };
    });
    expect(height).toBeLessThan(lineHeight * 1.5);
  });

  it('on a 390 px phone a list is cards with its filters in a drawer, and Create is reachable', async () => {
    const name = `Phone Enquirer ${STAMP}`;
    const id = await createEnquiry(name);
    await api('/api/enquiries/bulk-status', { method: 'POST', body: { ids: [id], status: 'in_progress' } });
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAdmin(page);
    await page.goto(`${suite.url}/enquiries`);
    const cards = main(page).locator('.list-cards li');
    await cards.first().waitFor();
    expect(await main(page).locator('table').count()).toBe(0);
    await expect.poll(() => cards.count(), { timeout: TIMEOUT }).toBeGreaterThan(5);

    await main(page).getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'In progress', exact: true }).click();
    await drawer.getByRole('button', { name: 'Show results', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await main(page).getByRole('button', { name: 'Filters (1)', exact: true }).waitFor();
    await main(page).getByPlaceholder('Search').fill(STAMP);
    await expect.poll(() => cards.allInnerTexts(), { timeout: TIMEOUT }).toEqual([expect.stringContaining(name)]);
    expect(await cards.first().innerText()).toContain('In progress');
    await expectAccessible(page, 'enquiry cards on a phone');
    await shot(page, 'lists-enquiries-390-en');

    await cards.first().click();
    await waitForPath(page, `/enquiries/${id}/show`);
    await page.goto(`${suite.url}/faqs`);
    await cards.first().waitFor();
    await main(page).getByRole('link', { name: 'Create', exact: true }).click();
    await waitForPath(page, '/faqs/create');
  });
});

describe('saved views (issue item 18)', () => {
  it('the admin finds "New website enquiries this week", saves a view with its columns and switches between views', async () => {
    const fresh = `View Website ${STAMP}`;
    const busy = `View Busy ${STAMP}`;
    await createEnquiry(fresh);
    const busyId = await createEnquiry(busy);
    await api('/api/enquiries/bulk-status', { method: 'POST', body: { ids: [busyId], status: 'in_progress' } });
    const page = await newPage();
    await signInAdmin(page);
    await page.goto(`${suite.url}/enquiries`);
    await main(page).locator('tbody tr').first().waitFor();

    const views = () => main(page).getByRole('button', { name: 'Views', exact: true });
    await views().click();
    await page.getByRole('menuitem', { name: 'New website enquiries this week' }).click();
    await row(page, fresh).waitFor();
    await expect.poll(() => row(page, busy).count(), { timeout: TIMEOUT }).toBe(0);
    for (const kind of await main(page).locator('tbody td.column-kind').allInnerTexts())
      expect(kind).toContain('Website (contact us)');
    expect(new Set(await main(page).getByTestId('enquiry-status').allInnerTexts())).toEqual(new Set(['New']));
    await views().click();
    expect(await page.getByRole('menuitem', { name: 'New website enquiries this week' }).getAttribute('class')).toMatch(
      /Mui-selected/,
    );
    await page.keyboard.press('Escape');

    // My own view: everything of this run, without the email column.
    await views().click();
    await page.getByRole('menuitem', { name: 'All records' }).click();
    await row(page, busy).waitFor();
    await main(page).getByPlaceholder('Search').fill(STAMP);
    await expect.poll(() => main(page).locator('tbody tr').count(), { timeout: TIMEOUT }).toBeLessThan(10);
    await main(page).getByRole('button', { name: 'Columns', exact: true }).click();
    await columnToggle(page, 'Email').click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => main(page).getByRole('columnheader', { name: 'Email' }).count(), { timeout: TIMEOUT })
      .toBe(0);
    const mine = `Run ${STAMP}`;
    await views().click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    await page.getByRole('dialog').getByLabel('Name of the view').fill(mine);
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await visible(toasts(page), `View “${mine}” saved`);

    // Back to everything with the email shown, then to the saved view.
    await views().click();
    await page.getByRole('menuitem', { name: 'All records' }).click();
    await expect.poll(() => main(page).getByPlaceholder('Search').inputValue(), { timeout: TIMEOUT }).toBe('');
    await main(page).getByRole('button', { name: 'Columns', exact: true }).click();
    await columnToggle(page, 'Email').click();
    await page.keyboard.press('Escape');
    await main(page).getByRole('columnheader', { name: 'Email' }).waitFor();
    await views().click();
    await page.getByRole('menuitem', { name: mine }).click();
    await expect.poll(() => main(page).getByPlaceholder('Search').inputValue(), { timeout: TIMEOUT }).toBe(STAMP);
    await row(page, fresh).waitFor();
    await expect
      .poll(() => main(page).getByRole('columnheader', { name: 'Email' }).count(), { timeout: TIMEOUT })
      .toBe(0);
    await views().click();
    await expectAccessible(page, 'the views menu');
    await shot(page, 'lists-views-menu-en');
  });
});

describe('empty lists (issue item 12)', () => {
  it('an empty list says so in each language, with Create where allowed', async () => {
    for (const bundle of await list<{ id: number }>('pr-bundles'))
      await api(`/api/pr-bundles/${bundle.id}`, { method: 'DELETE' });
    const page = await newPage();
    await signInAdmin(page);
    await page.goto(`${suite.url}/pr-bundles`);
    const empty = main(page).getByTestId('empty-list');
    await visible(empty, 'No PR bundles yet');
    await expectAccessible(page, 'empty PR bundles');
    await shot(page, 'lists-empty-en');
    await switchLanguage(page, 'de');
    await visible(empty, 'Noch keine Leistungspakete');
    await switchLanguage(page, 'fr');
    await visible(empty, 'Pas encore de forfaits');
    await page.goto(`${suite.url}/access-requests`);
    await visible(empty, "Pas encore de demandes d'accès");
    expect(await empty.getByRole('link').count()).toBe(0);
    await switchLanguage(page, 'en');
    await page.goto(`${suite.url}/pr-bundles`);
    await empty.getByRole('link', { name: 'Create', exact: true }).click();
    await waitForPath(page, '/pr-bundles/create');
  });
});
