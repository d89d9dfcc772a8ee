import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { settle, signIn, switchLanguage } from './support';
import { e2eSuite, main, pathOf, shot, TIMEOUT, visible, waitForPath } from './suite';

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

/**
 * Brings a record page's tab into the tab strip's view with the strip's scroll buttons, as a mouse user does (only
 * buttons that show and are enabled), until enough of it shows to be clicked; clicks it with the mouse where it is
 * drawn, and waits until it is selected and scrolled wholly into view (as far as it fits).
 */
async function clickTabWithMouse(page: Page, name: string) {
  const strip = main(page).locator('.MuiTabs-root');
  const scroller = strip.locator('.MuiTabs-scroller');
  const tab = strip.getByRole('tab', { name, exact: true });
  const scrollLeft = () => scroller.evaluate((e) => e.scrollLeft);
  /** The part of the tab the strip shows: its horizontal extent on screen, its full width and the strip's. */
  const shown = async () => {
    const [box, view] = await Promise.all([tab.boundingBox(), scroller.boundingBox()]);
    expect(box && view, `tab ${name} and its strip are drawn`).toBeTruthy();
    const from = Math.max(box!.x, view!.x);
    const to = Math.min(box!.x + box!.width, view!.x + view!.width);
    return { from, to, width: Math.max(0, to - from), box: box!, view: view! };
  };
  for (let step = 0; ; step++) {
    const { from, width, box, view } = await shown();
    // Enough of it to aim at: half of it, or 48 px of a wide one.
    if (width >= Math.min(box.width / 2, 48)) {
      await page.mouse.click(from + width / 2, box.y + box.height / 2);
      break;
    }
    expect(step, `tab ${name} reached within 30 clicks of the scroll buttons`).toBeLessThan(30);
    const button = strip.locator('.MuiTabs-scrollButtons').nth(box.x < view.x ? 0 : 1);
    expect(await button.isVisible(), `a scroll button towards tab ${name} is shown`).toBe(true);
    expect(await button.getAttribute('class'), `the scroll button towards tab ${name} is enabled`).not.toContain(
      'Mui-disabled',
    );
    const before = await scrollLeft();
    await button.click();
    // The strip scrolls smoothly: wait for it to move, then to come to rest.
    await expect.poll(scrollLeft, { timeout: TIMEOUT }).not.toBe(before);
    let last = NaN;
    await expect
      .poll(
        async () => {
          const now = await scrollLeft();
          const still = now === last;
          last = now;
          return still;
        },
        { timeout: TIMEOUT, interval: 100 },
      )
      .toBe(true);
  }
  await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: TIMEOUT }).toBe('true');
  await expect
    .poll(
      async () => {
        const { width, box, view } = await shown();
        return width >= Math.min(box.width, view.width) - 1;
      },
      { timeout: TIMEOUT },
    )
    .toBe(true);
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

  it('a country’s many tabs scroll with visible buttons: each is reached and clicked with the mouse, at 1440 and 390 px', async () => {
    const query = new URLSearchParams({ filter: JSON.stringify({ iso2: 'DE' }) });
    const [country] = await api<{ id: number; name: string }[]>(`/api/visa/countries?${query}`);
    expect(country, 'Germany in the seed').toBeTruthy();
    const page = await signedIn();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${suite.url}/countries/${country.id}/show`);
      await main(page).getByRole('tablist').waitFor();
      const tabs = main(page).getByRole('tablist').getByRole('tab');
      const names = (await tabs.allTextContents()).map((t) => t.trim());
      expect(names.length, `${width} px: the country's tabs`).toBeGreaterThan(10);
      expect(names[0]).toBe('Details');
      // More tabs than fit: the strip scrolls, and says so with its buttons.
      const scroller = main(page).locator('.MuiTabs-scroller');
      expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth), `${width} px: the tabs overflow`).toBe(
        true,
      );
      await settle(page);
      await shot(page, `records-country-tabs-${width}`);

      await clickTabWithMouse(page, names[names.length - 1]);
      const lastPath = pathOf(page);
      expect(lastPath).toMatch(new RegExp(`^/countries/${country.id}/show/[a-z-]+$`));
      await shot(page, `records-country-last-tab-${width}`);
      // Every tab in turn, back from the first (the strip scrolls back) to the last again.
      for (const name of names) await clickTabWithMouse(page, name);
      expect(pathOf(page)).toBe(lastPath);
    }
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
