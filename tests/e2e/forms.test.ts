import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PARTNER_DETAILS_PATH } from '@/admin/landing';
import { DEMO } from '../support/demo';
import { expectAccessible, signIn, switchLanguage, type Lang } from './support';
import { e2eSuite, main, shot, TIMEOUT, waitForPath } from './suite';

/*
 * The generated forms as staff meet them: one save shows every problem of a record at once (required fields on
 * another tab, limits with the limit stated, formats, cross-field rules), in the UI language and without the
 * browser's own validation popups; new content starts unpublished; a partner's locked field says why; date
 * inputs follow the UI language.
 */

const suite = e2eSuite('forms');
const { newPage } = suite;

interface FormTexts {
  tabs: { summary: string; conditions: string };
  labels: {
    name: string;
    country: string;
    visaType: string;
    min: string;
    max: string;
    validity: string;
    url: string;
    published: string;
  };
  save: string;
  required: string;
  nameLimit: string;
  notNegative: string;
  url: string;
  notBelowMin: string;
}

const TEXTS: Partial<Record<Lang, FormTexts>> = {
  en: {
    tabs: { summary: 'Summary', conditions: 'Conditions and fees' },
    labels: {
      name: 'Name',
      country: 'Country',
      visaType: 'Visa type',
      min: 'Processing days (min)',
      max: 'Processing days (max)',
      validity: 'Validity (days)',
      url: 'Application link',
      published: 'Published',
    },
    save: 'Save',
    required: 'Required',
    nameLimit: 'At most 160 characters',
    notNegative: 'Must be 0 or more',
    url: 'Enter a web address starting with http:// or https://',
    notBelowMin: 'Must not be less than the minimum',
  },
  de: {
    tabs: { summary: 'Übersicht', conditions: 'Bedingungen und Gebühren' },
    labels: {
      name: 'Name',
      country: 'Land',
      visaType: 'Visumart',
      min: 'Bearbeitungszeit min. (Tage)',
      max: 'Bearbeitungszeit max. (Tage)',
      validity: 'Gültigkeitsdauer (Tage)',
      url: 'Link zum Antrag',
      published: 'Veröffentlicht',
    },
    save: 'Speichern',
    required: 'Pflichtfeld',
    nameLimit: 'Höchstens 160 Zeichen',
    notNegative: 'Muss mindestens 0 sein',
    url: 'Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt',
    notBelowMin: 'Darf nicht kleiner als das Minimum sein',
  },
};

async function signInAs(page: Page, email: string, lang: Lang) {
  await signIn(page, suite.url, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  if (lang !== 'en') await switchLanguage(page, lang);
}

/** The helper text under an input: MUI ties it to the input with aria-describedby. */
async function helperOf(page: Page, label: string, role: 'textbox' | 'spinbutton' | 'combobox' = 'textbox') {
  const input = main(page).getByRole(role, { name: label, exact: true });
  const id = await input.getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).innerText() : '';
}

describe('one save shows every error of a record', () => {
  for (const lang of ['en', 'de'] as const) {
    it(`country visa create (${lang}): required on another tab, a limit, a format and a cross-field rule, all at once`, async () => {
      const t = TEXTS[lang]!;
      const page = await newPage();
      await signInAs(page, DEMO.admin, lang);
      await page.goto(`${suite.url}/country-visas/create`);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/country-visas')) posts.push(request.url());
      });

      await main(page).getByRole('textbox', { name: t.labels.name, exact: true }).fill('x'.repeat(161));
      await main(page).getByRole('tab', { name: t.tabs.conditions }).click();
      await main(page).getByRole('spinbutton', { name: t.labels.min, exact: true }).fill('30');
      await main(page).getByRole('spinbutton', { name: t.labels.max, exact: true }).fill('10');
      await main(page).getByRole('spinbutton', { name: t.labels.validity, exact: true }).fill('-1');
      await main(page).getByRole('textbox', { name: t.labels.url, exact: true }).fill('not a web address');
      // The browser's own validation stays out of it: no popup in the browser's language blocks the save.
      expect(
        await main(page)
          .locator('form')
          .evaluate((form: HTMLFormElement) => form.noValidate),
      ).toBe(true);

      await main(page).getByRole('button', { name: t.save, exact: true }).click();
      // On the tab in view: the format, the limit with its value, and the cross-field rule, from this one save.
      await expect.poll(() => helperOf(page, t.labels.url), { timeout: TIMEOUT }).toBe(t.url);
      expect(await helperOf(page, t.labels.validity, 'spinbutton')).toBe(t.notNegative);
      expect(await helperOf(page, t.labels.max, 'spinbutton')).toBe(t.notBelowMin);
      // The other tab is marked, and holds its errors without a second save.
      const summary = main(page).getByRole('tab', { name: t.tabs.summary });
      expect(await summary.getAttribute('class')).toMatch(/\berror\b/);
      await shot(page, `forms-all-errors-conditions-${lang}`);
      await summary.click();
      expect(await helperOf(page, t.labels.name)).toBe(t.nameLimit);
      expect(await helperOf(page, t.labels.country, 'combobox')).toBe(t.required);
      expect(await helperOf(page, t.labels.visaType, 'combobox')).toBe(t.required);
      await shot(page, `forms-all-errors-summary-${lang}`);
      await expectAccessible(page, `country visa form with errors (${lang})`);
      expect(posts, 'nothing is sent while the form holds errors').toEqual([]);
    });
  }
});

describe('defaults and locked fields', () => {
  it('a new country visa starts unpublished', async () => {
    const page = await newPage();
    await signInAs(page, DEMO.admin, 'en');
    await page.goto(`${suite.url}/country-visas/create`);
    const published = main(page).getByRole('switch', { name: 'Published', exact: true });
    await published.waitFor();
    expect(await published.isChecked()).toBe(false);
  });

  it("a partner's locked fields say why they cannot be changed (en, de)", async () => {
    const page = await newPage();
    await signInAs(page, DEMO.insurer, 'en');
    await waitForPath(page, PARTNER_DETAILS_PATH.insurance);
    await main(page).getByRole('tab', { name: 'Listing' }).click();
    const published = main(page).getByRole('switch', { name: 'Published', exact: true });
    await published.waitFor();
    expect(await published.isDisabled()).toBe(true);
    await expect
      .poll(() => main(page).getByText('Only an administrator can change this', { exact: true }).count(), {
        timeout: TIMEOUT,
      })
      .toBe(3);
    await shot(page, 'forms-partner-locked-en');
    await switchLanguage(page, 'de');
    await expect
      .poll(() => main(page).getByText('Nur ein Administrator kann dies ändern', { exact: true }).count(), {
        timeout: TIMEOUT,
      })
      .toBe(3);
  });
});

const DATE_TEXTS = {
  de: {
    label: 'Versionsdatum',
    from: 'Versionsdatum ab',
    placeholder: 'TT.MM.JJJJ',
    typed: '31.12.2024',
    month: 'Dezember 2024',
    open: 'Datum auswählen',
    clear: 'Leeren',
    today: 'Heute',
    day: '01.01.2025',
  },
  fr: {
    label: 'Date de version',
    from: 'Date de version à partir de',
    placeholder: 'JJ/MM/AAAA',
    typed: '31/12/2024',
    month: 'décembre 2024',
    open: 'Choisir une date',
    clear: 'Effacer',
    today: 'Aujourd’hui',
    day: '01/01/2025',
  },
} as const;

describe("date inputs follow the UI language, not the browser's", () => {
  for (const lang of ['de', 'fr'] as const) {
    it(`a form's date and a list's date filter in ${lang} (the browser speaks English)`, async () => {
      const t = DATE_TEXTS[lang];
      const page = await newPage();
      await signInAs(page, DEMO.admin, lang);
      await page.goto(`${suite.url}/visa-forms/create`);
      const date = main(page).getByRole('textbox', { name: t.label, exact: true });
      expect(await date.getAttribute('placeholder')).toBe(t.placeholder);
      await date.fill(t.typed);
      await main(page).getByRole('button', { name: t.open, exact: true }).click();
      const calendar = page.getByRole('presentation').filter({ hasText: t.month });
      await calendar.waitFor();
      await calendar.getByRole('button', { name: t.today, exact: true }).waitFor();
      await expectAccessible(page, `date calendar (${lang})`);
      await calendar.getByRole('button', { name: t.clear, exact: true }).click();
      await expect.poll(() => date.inputValue(), { timeout: TIMEOUT }).toBe('');

      await page.goto(`${suite.url}/visa-forms?displayedFilters=${encodeURIComponent('{"version_date_gte":true}')}`);
      await main(page).getByRole('textbox', { name: t.from, exact: true }).fill(t.day);
      await page.waitForURL(
        (url) => JSON.parse(url.searchParams.get('filter') ?? '{}').version_date_gte === '2025-01-01',
      );
      await shot(page, `forms-date-filter-${lang}`);
    });
  }
});
