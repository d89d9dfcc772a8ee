import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PARTNER_DETAILS_PATH } from '@/admin/landing';
import { resourceByName } from '@/domain/resources';
import { DEMO } from '../support/demo';
import { expectAccessible, settle, signIn, switchLanguage, type Lang } from './support';
import { e2eSuite, main, menu, spokenTexts, TIMEOUT, toasts, visible, waitForPath } from './suite';

/*
 * "Generated screens that staff enjoy", the shell's part: actions that keep a visible sign and a name at 390 px,
 * translated dashboard tiles, bespoke screens that mirror the access rules, charts whose labels fit, a sidebar
 * that shows where you are, toasts clear of the app bar, and pages axe has nothing serious to say about.
 */

const suite = e2eSuite('shell-quality');
const { list, newPage } = suite;

interface Options {
  width?: number;
  lang?: Lang;
  dark?: boolean;
  rtl?: boolean;
}

/** A signed-in page, at a width, in a language and a colour mode chosen before the console loads. */
async function signedIn(
  email: string,
  { width = 1440, lang = 'en', dark = false, rtl = false }: Options = {},
): Promise<Page> {
  const page = await newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${suite.url}/auth/login`);
  await page.evaluate(
    ([l, d, r]) => {
      localStorage.setItem('i18nextLng', l);
      localStorage.setItem(
        'settings',
        JSON.stringify({ mode: d ? 'dark' : 'light', direction: r ? 'rtl' : 'ltr', preset: 'default' }),
      );
    },
    [lang, dark, rtl] as const,
  );
  await signIn(page, suite.url, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('banner').waitFor();
  return page;
}

/** The page's level-one headings' texts. */
const h1s = (page: Page) => page.locator('h1').allInnerTexts();

async function expectOneH1(page: Page, what: string, text?: string) {
  await expect.poll(() => h1s(page), { timeout: TIMEOUT, message: `${what}: one h1` }).toHaveLength(1);
  if (text) expect((await h1s(page))[0].trim(), what).toBe(text);
}

describe('actions keep a visible sign and a name at any width (item 2)', () => {
  it('at 390 px every button of an enquiry show page has a name and shows an icon or text', async () => {
    const [enquiry] = await list<{ id: number }>('enquiries', { status: 'new' });
    const page = await signedIn(DEMO.admin, { width: 390 });
    await page.goto(`${suite.url}/enquiries/${enquiry.id}/show`);
    const moves = main(page).getByRole('button', { name: /^Mark as/ });
    await moves.first().waitFor();
    expect(await moves.count()).toBe(3);
    const buttons = await page.evaluate(() =>
      [...document.querySelectorAll('#main-content button, #main-content [role=button], header button')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const box = el.getBoundingClientRect();
          const labelledBy = el.getAttribute('aria-labelledby');
          const name = (
            el.getAttribute('aria-label') ??
            (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
            el.textContent ??
            ''
          ).trim();
          const icon = [...el.querySelectorAll('svg')].some((svg) => svg.getBoundingClientRect().width > 0);
          return {
            html: el.outerHTML.slice(0, 160),
            name,
            sign: icon || (el as HTMLElement).innerText.trim().length > 0,
            width: box.width,
          };
        }),
    );
    expect(buttons.length).toBeGreaterThan(3);
    for (const button of buttons) {
      expect(button.name, `a name: ${button.html}`).not.toBe('');
      expect(button.sign, `an icon or a text: ${button.html}`).toBe(true);
    }
  });
});

describe('a long title at 390 px', () => {
  it('ends in an ellipsis inside the app bar, clear of its buttons, and keeps its whole text for a screen reader', async () => {
    const faq = (await list<{ id: number; question: string }>('faqs')).find((f) => f.question.length > 40)!;
    const page = await signedIn(DEMO.admin, { width: 390, lang: 'de' });
    await page.goto(`${suite.url}/faqs/${faq.id}`);
    const heading = page.getByRole('heading', { level: 1, name: faq.question });
    await heading.waitFor();
    const title = await heading.evaluate((h1) => {
      const text = h1.firstElementChild as HTMLElement;
      const style = getComputedStyle(text);
      const box = h1.getBoundingClientRect();
      const after = [...document.querySelectorAll('header button')]
        .map((button) => button.getBoundingClientRect())
        .filter((button) => button.left >= box.left);
      return {
        cut: text.scrollWidth > text.clientWidth,
        ellipsis: style.textOverflow === 'ellipsis' && style.overflow === 'hidden',
        clear: after.length > 0 && after.every((button) => button.left >= box.right),
      };
    });
    expect(title).toEqual({ cut: true, ellipsis: true, clear: true });
  });
});

describe('a record page with many actions', () => {
  it("a user's six labelled buttons wrap instead of overlapping (French, 1440 px)", async () => {
    const user = (await list<{ id: number; email: string }>('users')).find((u) => u.email === DEMO.insurer)!;
    const page = await signedIn(DEMO.admin, { lang: 'fr' });
    await page.goto(`${suite.url}/users/${user.id}/show`);
    const edit = page.getByRole('link', { name: 'Éditer', exact: true });
    await edit.waitFor();
    await settle(page);
    const boxes = await edit.evaluate((button) =>
      [...button.parentElement!.children].map((el) => {
        const box = el.getBoundingClientRect();
        const text = (el as HTMLElement).innerText.trim();
        return {
          text,
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          scroll: el.scrollWidth > el.clientWidth + 1,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(6);
    for (const [i, a] of boxes.entries()) {
      expect(a.scroll, `${a.text}: its label fits its button`).toBe(false);
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
        expect(overlap, `${a.text} overlaps ${b.text}`).toBe(false);
      }
    }
  });
});

describe('reduced motion', () => {
  it('a person who asks their system for less motion sees no transition: buttons (the editor’s toolbar too) change at once', async () => {
    const page = await signedIn(DEMO.admin);
    const organisation = (await list<{ id: number }>('consultants'))[0];
    const durations = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.MuiButtonBase-root, .MuiToggleButton-root')].map(
          (el) => getComputedStyle(el).transitionDuration,
        ),
      );
    await page.goto(`${suite.url}/consultants/${organisation.id}/show`);
    await page.getByRole('button', { name: 'Bold' }).waitFor({ timeout: TIMEOUT });
    // Without the wish, MUI's buttons fade their colours (this is what the check below turns off).
    expect((await durations()).some((d) => d.split(',').some((part) => parseFloat(part) > 0))).toBe(true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(durations).not.toContainEqual(expect.stringMatching(/[1-9]/));
  });
});

describe('partner dashboards (item 3)', () => {
  it("the insurer's shortcut tiles read as words in en, de and fr, never a raw plural", async () => {
    const page = await signedIn(DEMO.insurer);
    await page.goto(`${suite.url}/dashboard/app`);
    const faqs = { en: 'FAQs', de: 'Häufige Fragen', fr: 'Questions fréquentes' } satisfies Record<Lang, string>;
    for (const lang of ['en', 'de', 'fr'] as const) {
      if (lang !== 'en') await switchLanguage(page, lang);
      await visible(main(page), faqs[lang]);
      expect(await main(page).innerText()).not.toContain('||||');
    }
    await visible(main(page), 'Connecté avec le rôle Assurance');
  });
});

describe('bespoke screens mirror the access rules (item 4)', () => {
  it('an insurer opening the requirement import sees access denied, translated, and no upload', async () => {
    const page = await signedIn(DEMO.insurer);
    await page.goto(`${suite.url}/dashboard/check-visa/add-check-my-visa-data`);
    await visible(main(page), "You don't have the right permissions to access this page");
    await expectOneH1(page, 'access denied', 'Access denied');
    expect(
      await main(page)
        .getByRole('button', { name: /upload|choose/i })
        .count(),
    ).toBe(0);
    await switchLanguage(page, 'de');
    await visible(main(page), 'Sie haben nicht die erforderlichen Berechtigungen, um auf diese Seite zuzugreifen.');
    await expectOneH1(page, 'access denied', 'Zugriff verweigert');
    await page.goto(`${suite.url}/dashboard/check-visa/check-my-visa`);
    await expectOneH1(page, 'access denied', 'Zugriff verweigert');
  });

  it('the admin still opens both check-my-visa screens', async () => {
    const page = await signedIn(DEMO.admin);
    for (const [path, title] of [
      ['check-my-visa', 'Check my visa'],
      ['add-check-my-visa-data', 'Import visa requirements'],
    ]) {
      await page.goto(`${suite.url}/dashboard/check-visa/${path}`);
      // The screen's own title, not "Access denied", is the page's one heading.
      await page.getByRole('heading', { name: title, level: 1, exact: true }).waitFor({ timeout: TIMEOUT });
      await expectOneH1(page, path, title);
      expect(await page.getByText('Access denied').count(), path).toBe(0);
    }
  });
});

const CATEGORY_CHARTS = [
  'analytics-by-kind',
  'analytics-by-status',
  'analytics-by-nationality',
  'analytics-by-partner',
];

/** Per chart: the labels of its figures missing from the drawing, and the tick labels outside the drawing. */
function chartProblems(page: Page, testIds: string[]) {
  return page.evaluate(
    (ids) =>
      ids.map((id) => {
        const root = document.querySelector(`[data-testid="${id}"]`)!;
        const svg = root.querySelector('svg.recharts-surface');
        if (!svg) return { id, missing: ['(no chart)'], outside: [] as string[] };
        const frame = svg.getBoundingClientRect();
        const squash = (s: string) => s.replace(/\s+/g, '');
        const ticks = [...svg.querySelectorAll('.recharts-cartesian-axis-tick-labels text')];
        const texts = ticks.map((t) => squash(t.textContent ?? ''));
        const labels = [...root.querySelectorAll('table th')].map((th) => th.textContent ?? '');
        const outside = ticks
          .filter((t) => {
            const box = t.getBoundingClientRect();
            return (
              box.left < frame.left - 1 ||
              box.right > frame.right + 1 ||
              box.top < frame.top - 1 ||
              box.bottom > frame.bottom + 1
            );
          })
          .map((t) => t.textContent ?? '');
        return { id, missing: labels.filter((label) => !texts.includes(squash(label))), outside };
      }),
    testIds,
  );
}

describe('analytics charts fit their labels (item 6)', () => {
  for (const [width, lang] of [
    [1440, 'en'],
    [390, 'de'],
    [390, 'fr'],
  ] as const) {
    it(`at ${width} px in ${lang}: every category label is drawn whole, no tick label is cut, the period sits on one line`, async () => {
      const page = await signedIn(DEMO.admin, { width, lang });
      await page.goto(`${suite.url}/dashboard/analytics`);
      for (const id of CATEGORY_CHARTS) await page.getByTestId(id).locator('svg.recharts-surface').waitFor();
      await page.getByTestId('analytics-per-week').locator('svg.recharts-surface').waitFor();
      await settle(page);
      const problems = await chartProblems(page, [...CATEGORY_CHARTS, 'analytics-per-week']);
      for (const { id, missing, outside } of problems) {
        if (id !== 'analytics-per-week') expect(missing, `${id}: labels not drawn`).toEqual([]);
        expect(outside, `${id}: tick labels outside the chart`).toEqual([]);
      }
      const fields = await main(page)
        .locator('fieldset input')
        .evaluateAll((inputs) => inputs.map((i) => i.getBoundingClientRect().top));
      expect(fields).toHaveLength(2);
      expect(Math.abs(fields[0] - fields[1]), 'from and to side by side').toBeLessThan(2);
      if (lang === 'de') {
        // German digit grouping on the number axis, e.g. "1.000".
        const ticks = await page
          .getByTestId('analytics-by-status')
          .locator('.recharts-xAxis-tick-labels text')
          .allTextContents();
        expect(
          ticks.some((t) => /^\d{1,3}\.\d{3}$/.test(t)),
          ticks.join(' '),
        ).toBe(true);
      }
    });
  }
});

describe('the analytics period is written as the UI language writes dates (item 13)', () => {
  it('in German the period reads TT.MM.JJJJ, a typed period is applied, and an end before the start is refused', async () => {
    const page = await signedIn(DEMO.admin, { lang: 'de' });
    await page.goto(`${suite.url}/dashboard/analytics`);
    const from = main(page).getByRole('textbox', { name: 'Von' });
    const to = main(page).getByRole('textbox', { name: 'Bis' });
    await expect.poll(() => to.inputValue(), { timeout: TIMEOUT }).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(await from.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    const total = page.getByTestId('analytics-total');
    await total.waitFor();
    const yearTotal = await total.innerText();

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/dashboard/analytics')) requests.push(request.url());
    });
    await from.fill('01.10.2026');
    await to.fill('31.10.2026');
    await expect
      .poll(() => requests.some((url) => url.includes('from=2026-10-01') && url.includes('to=2026-10-31')), {
        timeout: TIMEOUT,
      })
      .toBe(true);
    await expect.poll(() => total.innerText(), { timeout: TIMEOUT }).not.toBe(yearTotal);

    await to.fill('01.09.2026');
    await visible(main(page), 'Das Ende darf nicht vor dem Beginn liegen');
    expect(await total.count()).toBe(0);
  });
});

/** The sidebar entry with exactly this name. */
const entry = (page: Page, name: string) => menu(page).getByRole('menuitem', { name, exact: true });

async function expandAll(page: Page) {
  const closed = menu(page).locator('[aria-expanded=false]');
  while (await closed.count()) {
    await closed.first().click();
    await settle(page);
  }
}

describe('the sidebar shows where you are (item 9)', () => {
  it("the admin's groups keep the product's names, with all enquiries, and each link once", async () => {
    const page = await signedIn(DEMO.admin);
    await entry(page, 'PR pathway').waitFor();
    await entry(page, 'Check my visa').waitFor();
    expect(await entry(page, 'Permanent residence').count()).toBe(0);
    expect(await entry(page, 'Visa check').count()).toBe(0);
    await expandAll(page);
    await entry(page, 'All enquiries').waitFor();
    const names = (await menu(page).locator('a[role=menuitem]').allInnerTexts()).map((t) => t.trim());
    expect(names.filter((n) => n === 'Service enquiries')).toHaveLength(1);

    await switchLanguage(page, 'de');
    await entry(page, 'PR-Weg').waitFor();
    await entry(page, 'Mein Visum prüfen').waitFor();
    await entry(page, 'Alle Anfragen').waitFor();
    await switchLanguage(page, 'fr');
    await entry(page, 'Parcours RP').waitFor();
    await entry(page, 'Vérifier mon visa').waitFor();
    await entry(page, 'Toutes les demandes').waitFor();
  });

  it("the current page's group opens itself and its link is the current one, also on a record's page", async () => {
    const page = await signedIn(DEMO.admin);
    const [faq] = await list<{ id: number }>('faqs', { scope: 'pr' });
    await page.goto(`${suite.url}/faqs?filter=${encodeURIComponent(JSON.stringify({ scope: 'pr' }))}`);
    await expect.poll(() => entry(page, 'PR pathway').getAttribute('aria-expanded'), { timeout: TIMEOUT }).toBe('true');
    const current = menu(page).locator('[aria-current=page]');
    await expect.poll(() => current.allInnerTexts(), { timeout: TIMEOUT }).toEqual(['FAQs']);
    const prGroup = menu(page).locator('#menu-group-pr');
    expect(await prGroup.locator('[aria-current=page]').count()).toBe(1);

    await page.goto(`${suite.url}/faqs/${faq.id}/show`);
    await main(page).getByText(/./).first().waitFor();
    await expect.poll(() => prGroup.locator('[aria-current=page]').count(), { timeout: TIMEOUT }).toBe(1);

    const [enquiry] = await list<{ id: number }>('enquiries', { kind: 'website' });
    await page.goto(`${suite.url}/enquiries/${enquiry.id}/show`);
    await expect.poll(() => entry(page, 'Enquiries').getAttribute('aria-expanded'), { timeout: TIMEOUT }).toBe('true');
    await expect.poll(() => current.allInnerTexts(), { timeout: TIMEOUT }).toEqual(['All enquiries']);

    await page.goto(`${suite.url}/enquiries?filter=${encodeURIComponent(JSON.stringify({ kind: 'website' }))}`);
    await expect.poll(() => current.allInnerTexts(), { timeout: TIMEOUT }).toEqual(['Website enquiries']);
  });

  it("a partner's sidebar names each list like the details page's tab it opens", async () => {
    const page = await signedIn(DEMO.insurer);
    await waitForPath(page, PARTNER_DETAILS_PATH.insurance);
    const tabs = main(page).getByRole('tab');
    await tabs.first().waitFor();
    const tabNames = (await tabs.allTextContents()).map((t) => t.trim());
    // The entries that open a resource's list (the inbox is a screen of its own, not a list).
    const entries = menu(page).locator('a[role=menuitem]');
    const names = await spokenTexts(entries);
    const paths = await entries.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const lists = names.filter(
      (name, i) => !['Dashboard', 'Our details'].includes(name) && !!resourceByName(paths[i].split('/')[1]),
    );
    expect(names).toContain('Inbox');
    expect(lists.length).toBeGreaterThan(3);
    for (const name of lists) expect(tabNames, `a tab named "${name}"`).toContain(name);
  });
});

describe('toasts and texts (item 12)', () => {
  it("the sign-in toast does not cover the app bar's menus", async () => {
    for (const width of [1440, 390]) {
      const page = await signedIn(DEMO.admin, { width });
      const toast = toasts(page).getByText('Login success', { exact: true });
      await toast.waitFor();
      const bar = (await page.getByRole('banner').boundingBox())!;
      const box = (await toasts(page).boundingBox())!;
      expect(box.y, `at ${width} px the toasts start below the app bar`).toBeGreaterThanOrEqual(bar.y + bar.height);
    }
  });
});

/** Where the first and the last character of an element's text are drawn, left to right. */
function ends(page: Page, text: string) {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.getElementById('main-content')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent !== wanted) continue;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(node!, i);
        range.setEnd(node!, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: at(0), last: at(wanted.length - 1), end: node.parentElement!.getBoundingClientRect().right };
    }
    return null;
  }, text);
}

describe('right to left (item 12)', () => {
  it('in rtl an English sentence keeps its full stop at its end and its right alignment', async () => {
    const page = await signedIn(DEMO.insurer, { rtl: true });
    await page.goto(`${suite.url}/dashboard/app`);
    const sentence = 'Nothing needs your attention.';
    await visible(main(page), sentence);
    const drawn = (await ends(page, sentence))!;
    expect(drawn.last, 'the full stop is drawn right of the "N"').toBeGreaterThan(drawn.first);
    expect(drawn.end - drawn.last, 'the sentence still starts on the right, as the page does').toBeLessThan(20);
  });
});

describe('accessibility (item 14)', () => {
  for (const dark of [false, true]) {
    it(`${dark ? 'dark' : 'light'} mode: the dashboard, a list, a form and analytics have one h1 and no serious axe finding`, async () => {
      const [country] = await list<{ id: number }>('visa/countries');
      const page = await signedIn(DEMO.admin, { dark });
      const mode = dark ? 'dark' : 'light';
      await page.goto(`${suite.url}/dashboard/app`);
      await main(page).getByTestId('figure-open').waitFor();
      await expectOneH1(page, 'dashboard', 'Dashboard');
      await expectAccessible(page, `dashboard (${mode})`);

      await page.goto(`${suite.url}/countries`);
      await main(page).locator('tbody tr').first().waitFor();
      await expectOneH1(page, 'countries list', 'Countries');
      await expectAccessible(page, `countries list (${mode})`);

      await page.goto(`${suite.url}/countries/${country.id}`);
      await main(page).getByRole('button', { name: 'Delete' }).waitFor();
      await expectOneH1(page, 'country form');
      await expectAccessible(page, `country form (${mode})`);

      await page.goto(`${suite.url}/dashboard/analytics`);
      await page.getByTestId('analytics-by-kind').locator('svg').first().waitFor();
      await expectOneH1(page, 'analytics', 'Analytics');
      await expectAccessible(page, `analytics (${mode})`);
    });
  }

  it('the language and account buttons are named by what they show; the check-my-visa page and the login page have one h1', async () => {
    const page = await signedIn(DEMO.admin);
    await page.getByRole('button', { name: /^EN\b/ }).waitFor();
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
    await page.goto(`${suite.url}/dashboard/check-visa/check-my-visa`);
    await main(page).locator('input').first().waitFor();
    await expectOneH1(page, 'check my visa');
    await expectAccessible(page, 'check my visa');

    const anonymous = await newPage();
    await anonymous.goto(`${suite.url}/auth/login`);
    await anonymous.locator('input[name=email]').waitFor();
    await expectOneH1(anonymous, 'login');
  });
});
