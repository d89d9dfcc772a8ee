import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { signIn, switchLanguage } from './support';
import { e2eSuite, main, shot, TIMEOUT, visible, waitForPath } from './suite';

/*
 * Record pages and how values read: a record's page shows what is filled in, by section, with country names,
 * amounts with their currency and dates in the UI language; an organisation's enquiries are listed to be opened;
 * the audit log reads as sentences.
 */

const STAMP = String(Date.now());
const suite = e2eSuite('records');
const { api, list, newPage } = suite;

const COURSE = `Records test course ${STAMP}`;
let courseId = 0;
let enquiryId = 0;
let insurerId = 0;

async function signedIn(email = DEMO.admin): Promise<Page> {
  const page = await newPage();
  await signIn(page, suite.url, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

/** The labels of the fields a record page shows in its sections. */
const sectionLabels = (page: Page) => main(page).getByTestId('record-sections').locator('dt').allInnerTexts();

beforeAll(async () => {
  const [university] = await list<{ id: number }>('universities');
  courseId = (
    await api<{ id: number }>('/api/courses', {
      method: 'POST',
      body: {
        organization_id: university.id,
        name: COURSE,
        level: 'master',
        tuition_fee: 25000,
        currency: 'EUR',
        application_deadline: '2026-11-23',
        min_ielts: 6.5,
      },
    })
  ).id;
  enquiryId = (
    await api<{ id: number }>('/api/public/enquiries', {
      method: 'POST',
      token: null,
      body: {
        kind: 'website',
        full_name: `Records Visitor ${STAMP}`,
        email: `records.${STAMP}@example.com`,
        nationality: 'DE',
        destination: 'FR',
        message: 'Which visa do I need?',
      },
    })
  ).id;
  const enquiries = await list<{ organization_id: number | null; kind: string }>('enquiries', { kind: 'insurance' });
  insurerId = enquiries.find((e) => e.organization_id !== null)!.organization_id!;
}, 60_000);

describe('record pages', () => {
  it('an enquiry shows its filled fields by section, countries by name, the bookkeeping aside; empty fields on request', async () => {
    const page = await signedIn();
    await page.goto(`${suite.url}/enquiries/${enquiryId}/show`);
    await visible(main(page), `Records Visitor ${STAMP}`);
    await visible(main(page), 'Germany');
    await visible(main(page), 'France');
    const labels = await sectionLabels(page);
    expect(labels).toContain('Nationality');
    expect(labels).not.toContain('Phone');
    expect(labels).not.toContain('Company');
    expect(labels).not.toContain('Version');
    // The version is bookkeeping: in the aside, with when the enquiry came in.
    const aside = main(page).getByTestId('record-aside');
    await visible(aside, 'Version');
    await visible(aside, 'Created');
    await main(page).getByRole('heading', { name: 'Enquiry', level: 2 }).waitFor();
    await shot(page, 'records-enquiry-en');

    await main(page)
      .getByLabel(/^Show empty fields/)
      .check();
    await expect.poll(() => sectionLabels(page), { timeout: TIMEOUT }).toContain('Phone');
    expect(await sectionLabels(page)).toContain('Company');

    await switchLanguage(page, 'de');
    await visible(main(page), 'Deutschland');
    await visible(main(page), 'Frankreich');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'records-enquiry-de-390');
  });

  it('an organisation’s enquiries tab lists them with their date, only to be opened', async () => {
    const page = await signedIn();
    await page.goto(`${suite.url}/insurers/${insurerId}/show/enquiries`);
    const table = main(page).getByRole('table');
    await table.getByRole('columnheader', { name: 'Created' }).waitFor();
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: TIMEOUT }).toBeGreaterThan(0);
    expect(await main(page).getByRole('link', { name: 'Create', exact: true }).count()).toBe(0);
    expect(await table.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await shot(page, 'records-insurer-enquiries-en');
  });
});

describe('values in the UI language', () => {
  it('an amount with its currency, a decimal with its scale and a date read as in German, French and English', async () => {
    const page = await signedIn();
    await page.goto(`${suite.url}/courses/${courseId}/show`);
    await visible(main(page), COURSE);
    await visible(main(page), '€25,000.00');
    await visible(main(page), 'Nov 23, 2026');
    await visible(main(page), '6.5');
    await switchLanguage(page, 'de');
    await visible(main(page), '25.000,00 €');
    await visible(main(page), '23.11.2026');
    await visible(main(page), '6,5');
    await shot(page, 'records-course-de');
    await switchLanguage(page, 'fr');
    await visible(main(page), '25\u202f000,00\u00a0€');
    await visible(main(page), '23 nov. 2026');
  });

  it('an insurer’s types of cover read as labels', async () => {
    const page = await signedIn();
    await page.goto(`${suite.url}/organizations/${insurerId}/show`);
    const types = main(page).locator('dd.ra-field-coverage_types');
    await types.waitFor();
    const chips = (await types.locator('li').allInnerTexts()).map((t) => t.trim());
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) expect(chip, 'a label, not a stored value').toMatch(/^[A-Z]/);
    await switchLanguage(page, 'de');
    await expect
      .poll(async () => (await types.locator('li').allInnerTexts()).join(','), { timeout: TIMEOUT })
      .not.toBe(chips.join(','));
  });
});

describe('the delete confirmation', () => {
  it('names the record to be deleted, in English and German', async () => {
    const page = await signedIn();
    await page.goto(`${suite.url}/courses/${courseId}/show`);
    await visible(main(page), COURSE);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toContain(COURSE);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await switchLanguage(page, 'de');
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe(`Studiengang ${COURSE} löschen`);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  });
});

describe('the audit log', () => {
  it('reads as words: actions and resources by name, the record by its name with a link, the system as "System"', async () => {
    const page = await signedIn();
    await page.goto(`${suite.url}/audit-log`);
    const rows = main(page).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: TIMEOUT }).toBeGreaterThan(0);
    const sign = rows.filter({ has: page.getByRole('cell', { name: 'Signed in', exact: true }) }).first();
    await sign.getByRole('cell', { name: 'Sign-ins', exact: true }).waitFor();
    const created = rows.filter({ has: page.getByRole('link', { name: COURSE, exact: true }) });
    await expect.poll(() => created.count(), { timeout: TIMEOUT }).toBe(1);
    await created.getByRole('cell', { name: 'Created', exact: true }).waitFor();
    await created.getByRole('cell', { name: 'Courses', exact: true }).waitFor();
    await main(page).getByRole('textbox', { name: 'Search' }).fill('visa-requirements');
    const imported = rows.filter({ has: page.getByRole('cell', { name: 'Imported', exact: true }) }).first();
    await imported.getByRole('cell', { name: 'System', exact: true }).waitFor();
    await shot(page, 'records-audit-en');

    await main(page).getByRole('textbox', { name: 'Search' }).fill('');
    await created.getByRole('link', { name: COURSE, exact: true }).click();
    await waitForPath(page, `/courses/${courseId}/show`);

    // On a phone, the cards name each entry by its action in words too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${suite.url}/audit-log`);
    const cards = main(page).locator('.list-cards li');
    await expect.poll(() => cards.count(), { timeout: TIMEOUT }).toBeGreaterThan(0);
    await cards.filter({ hasText: 'Signed in' }).first().waitFor();
    expect(await main(page).getByText('login.success').count()).toBe(0);
  });
});
