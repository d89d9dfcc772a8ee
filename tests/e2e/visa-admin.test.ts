import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  screenshot,
  SCREENSHOTS,
  signIn,
  startServer,
  switchLanguage,
  type E2eServer,
  type Lang,
  type Texts,
} from './support';
import {
  main as mainOf,
  openMenu as openMenuOf,
  TIMEOUT,
  visible as visibleIn,
  waitForPath as waitForPathOf,
} from './suite';

/*
 * The admin's whole visa flow, as a user sees it: a country visa with a document and a FAQ, found again and
 * renamed, the rename in the audit log, a requirement-matrix import and the lookup of the imported pair.
 * The steps run in order on one page; each needs the ones before it.
 */

/** The /dashboard paths of the check-visa screens (src/admin/checkVisa/index.tsx). */
const CHECK_MY_VISA_PATH = '/dashboard/check-visa/check-my-visa';
const IMPORT_PATH = '/dashboard/check-visa/add-check-my-visa-data';
const STAMP = String(Date.now());
const VISA = {
  name: `E2E Explorer visa ${STAMP}`,
  renamed: `E2E Voyager visa ${STAMP}`,
  code: `E2E-${STAMP.slice(-6)}`,
};
const DOCUMENT = `E2E proof of onward travel ${STAMP}`;
const FAQ = { question: `E2E: can I extend my explorer visa? ${STAMP}`, answer: 'Only once, from inside Australia.' };
/** DE→AU changes (eTA in the seed), DE→JP stays (90 days), DE→GL is new (Greenland is not in the dataset), AU→AU is skipped. */
const CSV = 'Passport,Destination,Requirement\nDE,AU,visa required\nDE,JP,90\nDE,GL,90\nAU,AU,-1\n';

const COUNTRIES: Texts = { en: 'Countries', de: 'Länder', fr: 'Pays' };
/** A country's name in a list, in the UI language (the title link shows the localised name). */
const AUSTRALIA: Texts = { en: 'Australia', de: 'Australien', fr: 'Australie' };
const CHECK_TITLE: Texts = { en: 'Check my visa', de: 'Visumpflicht prüfen', fr: 'Vérifier mon visa' };
const PAIR: Texts = {
  en: 'Germany passport to Australia',
  de: 'Reisepass Deutschland nach Australien',
  fr: 'Passeport Allemagne vers Australie',
};
const VISA_REQUIRED: Texts = { en: 'Visa required', de: 'Visumpflichtig', fr: 'Visa obligatoire' };

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let csvDir: string;
/** The country visa created here. */
let visaId = '';

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  csvDir = mkdtempSync(join(tmpdir(), 'visapath-e2e-csv-'));
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-GB' });
  context.setDefaultTimeout(TIMEOUT);
  page = await context.newPage();
}, 180_000);

// A failing step leaves a picture of the page it failed on.
beforeEach(({ task }) => {
  onTestFailed(async () => {
    await page?.screenshot({
      path: join(SCREENSHOTS, `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}.png`),
      fullPage: true,
    });
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  if (csvDir) rmSync(csvDir, { recursive: true, force: true });
});

const waitForPath = (expected: string | RegExp) => waitForPathOf(page, expected);
const visible = (text: string, scope: Page | Locator = page) => visibleIn(scope, text);
const main = () => mainOf(page);
const appTitle = (name: string) => page.getByRole('banner').getByRole('heading', { name, exact: true });
const openMenu = (group: string, link: string) => openMenuOf(page, group, link);

/** Types into an autocomplete and picks the option with that exact text. */
async function pick(label: string, search: string, option: string | RegExp = search) {
  const input = main().getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect.poll(() => input.inputValue(), { timeout: TIMEOUT }).toMatch(typeof option === 'string' ? option : /\S/);
}

/** Picks a choice of a select input. */
async function choose(label: string, option: string) {
  await main().getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The texts an input points at with aria-describedby (its helper or error text). */
const describedBy = (input: Locator) =>
  input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

async function save() {
  await main().getByRole('button', { name: 'Save', exact: true }).click();
}

/** A count of the import's dry run, as shown. */
const count = (kind: string) => main().getByTestId(`import-${kind}`).innerText();

/** A screenshot, after checking that nothing overflows the viewport sideways. */
async function shot(name: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, `${name}: the page is wider than the viewport`).toBeLessThanOrEqual(widths.viewport);
  await screenshot(page, name);
}

/** Check my visa for Germany → Australia, in the current language. */
async function checkGermanyToAustralia(lang: Lang) {
  const result = page.getByTestId('check-result');
  await result.getByRole('heading', { name: PAIR[lang], exact: true }).waitFor();
  await visible(VISA_REQUIRED[lang], result);
  return result;
}

describe('visa admin flow', () => {
  it('signs in and lands on the countries list (accessible)', async () => {
    await signIn(page, server.url, 'admin@visapath.test');
    await waitForPath('/countries');
    await appTitle('Countries').waitFor();
    await main().getByRole('row').filter({ hasText: 'Australia' }).first().waitFor();
    await visible('Login success', page.getByTestId('toasts'));
    await expectAccessible(page, 'countries list');
    await shot('visa-countries-list-en');
  });

  it('creates a country visa, after seeing the processing-days error on its tab', async () => {
    await openMenu('Visas', 'Country visas');
    await waitForPath('/country-visas');
    await appTitle('Country visas').waitFor();
    await main().getByRole('link', { name: 'Create', exact: true }).click();
    await waitForPath('/country-visas/create');
    await main().getByRole('tab', { name: 'Summary' }).waitFor();
    await expectAccessible(page, 'country visa create form');

    await pick('Country', 'Australia');
    await pick('Visa type', 'Tourist');
    await main().getByRole('textbox', { name: 'Name', exact: true }).fill(VISA.name);
    await main().getByRole('textbox', { name: 'Code', exact: true }).fill(VISA.code);
    // New content starts unpublished: this visa is published for the lookup further on.
    await main().getByRole('switch', { name: 'Published', exact: true }).check();

    await main().getByRole('tab', { name: 'Eligibility' }).click();
    const eligibility = main().getByRole('textbox', { name: 'Eligibility', exact: true });
    await eligibility.click();
    await page.keyboard.type('Holders of a passport valid for six months.');

    await main().getByRole('tab', { name: 'Conditions and fees' }).click();
    const min = main().getByRole('spinbutton', { name: 'Processing days (min)' });
    const max = main().getByRole('spinbutton', { name: 'Processing days (max)' });
    await min.fill('20');
    await max.fill('5');
    await max.blur();
    await expect.poll(() => describedBy(max), { timeout: TIMEOUT }).toBe('Must not be less than the minimum');
    expect(await max.getAttribute('aria-invalid')).toBe('true');
    await visible('Must not be less than the minimum', main());
    await shot('visa-create-error-en');

    await max.fill('25');
    await max.blur();
    await expect.poll(() => describedBy(max), { timeout: TIMEOUT }).not.toContain('Must not be less than the minimum');
    expect(await max.getAttribute('aria-invalid')).not.toBe('true');
    await save();
    const shown = await waitForPath(/^\/country-visas\/\d+\/show$/);
    visaId = shown.split('/')[2];
    await appTitle(VISA.name).waitFor();
    await visible('Element created', page.getByTestId('toasts'));
    await visible(VISA.code, main());
    await visible('Australia', main());
    await visible('Tourist', main());
  });

  it('adds a required document from the visa, then a FAQ for Australia', async () => {
    // Tabs, create and save navigate inside the app: a full page load would drop this mark.
    await page.evaluate(() => {
      (window as { e2eMark?: boolean }).e2eMark = true;
    });
    const sameDocument = () => page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark === true);
    await main().getByRole('tab', { name: 'Required documents' }).click();
    await waitForPath(`/country-visas/${visaId}/show/required-documents`);
    await main().getByRole('link', { name: 'Create', exact: true }).click();
    await waitForPath('/required-documents/create');
    // The visa comes pre-filled from the show page.
    await expect
      .poll(() => main().getByRole('combobox', { name: 'Visa', exact: true }).inputValue(), { timeout: TIMEOUT })
      .toBe(VISA.name);
    await choose('Area', 'Visas');
    await main().getByRole('textbox', { name: 'Name', exact: true }).fill(DOCUMENT);
    await save();
    // Saving goes back to the tab the create was opened from, which lists the new document.
    await waitForPath(`/country-visas/${visaId}/show/required-documents`);
    await visible('Element created', page.getByTestId('toasts'));
    expect(
      await main().getByRole('tab', { name: 'Required documents', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    const documentRow = main().getByRole('row').filter({ hasText: DOCUMENT });
    await expect.poll(() => documentRow.count(), { timeout: TIMEOUT }).toBe(1);
    expect(await sameDocument()).toBe(true);
    await documentRow.getByRole('cell', { name: DOCUMENT, exact: true }).click();
    await waitForPath(/^\/required-documents\/\d+\/show$/);
    await appTitle(DOCUMENT).waitFor();
    expect(await sameDocument()).toBe(true);
    await main().getByRole('link', { name: VISA.name, exact: true }).click();
    await waitForPath(`/country-visas/${visaId}/show`);

    // Every tab of the visa once (its fields are one tab of sections), the documents tab with the new document.
    const tabs = ['Details', 'Visa forms', 'Visa requirements', 'Required documents'];
    for (const [index, tab] of tabs.entries()) {
      await main().getByRole('tab', { name: tab, exact: true }).click();
      await expect
        .poll(() => main().getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected'), {
          timeout: TIMEOUT,
        })
        .toBe('true');
      if (tab === 'Details') {
        await visible(VISA.code, main());
        await visible('Holders of a passport valid for six months.', main());
        await visible('25', main());
      }
      if (tab === 'Visa forms' || tab === 'Visa requirements') await visible(`No ${tab} found`, main());
      if (tab === 'Required documents') await main().getByRole('row').filter({ hasText: DOCUMENT }).waitFor();
      await shot(`visa-show-${index + 1}-${tab.toLowerCase().replace(/\W+/g, '-')}-en`);
    }

    await openMenu('Visas', 'FAQs');
    await waitForPath('/faqs');
    await main().getByRole('link', { name: 'Create', exact: true }).click();
    await waitForPath('/faqs/create');
    await choose('Area', 'Visas');
    await pick('Country', 'Australia');
    await main().getByRole('textbox', { name: 'Question', exact: true }).fill(FAQ.question);
    const answer = main().getByRole('textbox', { name: 'Answer', exact: true });
    await answer.click();
    await page.keyboard.type(FAQ.answer);
    await expectAccessible(page, 'FAQ create form (rich text)');
    await shot('visa-faq-form-en');
    await save();
    await waitForPath(/^\/faqs\/\d+\/show$/);
    await appTitle(FAQ.question).waitFor();
    await visible(FAQ.answer, main());
    await visible('Australia', main());
  });

  it('finds the visa with the list search and renames it', async () => {
    await openMenu('Visas', 'Country visas');
    await waitForPath('/country-visas');
    await main().getByRole('textbox', { name: 'Search' }).fill(STAMP);
    await expect.poll(() => main().getByRole('row').filter({ hasText: 'E2E' }).count(), { timeout: TIMEOUT }).toBe(1);
    await main().getByRole('row').filter({ hasText: VISA.name }).click();
    await waitForPath(`/country-visas/${visaId}/show`);
    await main().getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(`/country-visas/${visaId}`);
    const name = main().getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.inputValue(), { timeout: TIMEOUT }).toBe(VISA.name);
    await name.fill(VISA.renamed);
    await save();
    await waitForPath(`/country-visas/${visaId}/show`);
    await appTitle(VISA.renamed).waitFor();
    await visible('Element updated', page.getByTestId('toasts'));
  });

  it('shows the rename in the audit log, with the old and the new name', async () => {
    await openMenu('Administration', 'Audit log');
    await waitForPath('/audit-log');
    await main().getByRole('textbox', { name: 'Search' }).fill('country-visas');
    const entry = main()
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Changed', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'Country visas', exact: true }) })
      .filter({ has: page.getByRole('link', { name: VISA.renamed, exact: true }) });
    await expect.poll(() => entry.count(), { timeout: TIMEOUT }).toBe(1);
    await entry.getByRole('cell', { name: 'Changed', exact: true }).click();
    const auditId = (await waitForPath(/^\/audit-log\/\d+\/show$/)).split('/')[2];
    await visible('Changes', main());
    // The diff, as shown: one row, the name's old and new values (nothing else changed).
    const diff = main().getByRole('table', { name: 'Changes', exact: true });
    await diff.waitFor();
    expect((await diff.getByRole('columnheader').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Field',
      'Before',
      'After',
    ]);
    const rows = diff.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: TIMEOUT }).toBe(1);
    expect((await rows.first().locator('th, td').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Name',
      VISA.name,
      VISA.renamed,
    ]);
    expect(await rows.first().getByRole('rowheader').innerText()).toBe('Name');
    // The record, under its label, links to the visa by its name.
    await visible('Record', main());
    await main().getByRole('link', { name: VISA.renamed, exact: true }).waitFor();
    // And as stored: the entry's changes are exactly that diff.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const stored = await page.request.get(`${server.url}/api/audit-log/${auditId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(stored.status()).toBe(200);
    expect((await stored.json()).changes).toEqual({ name: { from: VISA.name, to: VISA.renamed } });
    await expectAccessible(page, 'audit entry');
    await shot('visa-audit-entry-en');
  });

  it('imports a small requirement file through the generic import: columns, check, import, undo offered', async () => {
    await openMenu('Check my visa', 'Import requirements');
    await waitForPath(IMPORT_PATH);
    await page.getByRole('heading', { name: 'Import visa requirements', level: 1 }).waitFor();
    const file = join(csvDir, 'requirements.csv');
    writeFileSync(file, CSV);
    await main().locator('input[type=file]').setInputFiles(file);
    await visible('File: requirements.csv', main());
    // The dataset's own headers (Passport, Destination, Requirement) are matched to their fields.
    expect(
      await main()
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Passport', exact: true }) })
        .getByRole('combobox')
        .innerText(),
    ).toBe('Passport country');
    await main().getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => count('total'), { timeout: TIMEOUT }).toBe('4');
    expect(await count('new')).toBe('1');
    expect(await count('changed')).toBe('1');
    expect(await count('unchanged')).toBe('1');
    expect(await count('skipped')).toBe('1');
    expect(await count('invalid')).toBe('0');
    await expectAccessible(page, 'visa import report');
    await shot('visa-import-preview-en');

    await main().getByRole('button', { name: 'Import', exact: true }).click();
    const done = page.getByTestId('toasts').getByRole('status').filter({ hasText: 'Imported: 1 new, 1 changed' });
    await done.waitFor();
    // The toast offers to take the whole import back (not taken here: the lookup below reads the import).
    await done.getByRole('button', { name: 'Undo', exact: true }).waitFor();
    // The page starts again from the file step.
    await main().getByRole('button', { name: 'Choose file', exact: true }).waitFor();
  });

  it('looks up Germany → Australia and sees the imported requirement with the new visa', async () => {
    await openMenu('Check my visa', 'Look up requirements');
    await waitForPath(CHECK_MY_VISA_PATH);
    // The page's one h1 is its title in the app bar.
    await page.getByRole('heading', { name: CHECK_TITLE.en, level: 1 }).waitFor();
    await pick('Passport', 'Germany', /^Germany/);
    await pick('Destination', 'Australia', /^Australia/);
    const result = await checkGermanyToAustralia('en');
    // The destination's tourist visa, sorted by name, is now the one created here, with its document.
    await visible(`${VISA.renamed} (${VISA.code})`, result);
    await visible(DOCUMENT, result);
    await expectAccessible(page, 'check my visa');
    await shot('visa-check-my-visa-en');
  });

  it('shows the countries list and check my visa in German and French', async () => {
    const lookup = page.url();
    for (const lang of ['de', 'fr'] as const) {
      await switchLanguage(page, lang);
      await page.getByRole('heading', { name: CHECK_TITLE[lang], level: 1 }).waitFor();
      await checkGermanyToAustralia(lang);
      await shot(`visa-check-my-visa-${lang}`);

      await page.goto(`${server.url}/countries`);
      await appTitle(COUNTRIES[lang]).waitFor();
      await main().getByRole('row').filter({ hasText: AUSTRALIA[lang] }).first().waitFor();
      await shot(`visa-countries-list-${lang}`);
      await page.goto(lookup);
    }
    await expectAccessible(page, 'check my visa (fr)');
  });
});
