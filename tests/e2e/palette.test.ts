import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { DEMO_PASSWORD, expectAccessible, settle, signIn, switchLanguage, type Lang } from './support';
import { e2eSuite, main, pathOf, shot, TIMEOUT, waitForPath } from './suite';

/*
 * Finding and jumping: Ctrl+K (⌘K) opens a search over every record the user may list, by title; `/` puts the
 * focus in a list's search; each dashboard figure opens the list it counts.
 */

const suite = e2eSuite('palette');

async function signInAs(page: Page, email: string) {
  await signIn(page, suite.url, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page
    .locator('header')
    .getByRole('button', { name: /Ctrl\+K|Strg\+K/ })
    .waitFor();
}

const palette = (page: Page) => page.getByRole('dialog');
const paletteInput = (page: Page) => palette(page).getByRole('combobox');

/** The name of the focused element's `name` attribute, or its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return { name: active?.getAttribute('name'), role: active?.getAttribute('role'), tag: active?.tagName };
  });

/** The total a list screen shows ("1-25 of 123"), or 0 for an empty list. */
async function listTotal(page: Page): Promise<number> {
  const range = main(page).locator('.MuiTablePagination-displayedRows');
  await range.or(main(page).getByText('No results found')).or(main(page).locator('.RaEmpty-message')).first().waitFor();
  if (!(await range.count())) return 0;
  const text = (await range.innerText()).replace(/[\s.,  ]/g, '');
  const match = /(\d+)$/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
}

describe('command palette', () => {
  it('Ctrl+K opens it with the focus in its search; typing finds a record; ArrowDown and Enter open its page', async () => {
    const [germany] = await suite.api<{ id: number; name: string }[]>(
      `/api/visa/countries?filter=${encodeURIComponent(JSON.stringify({ q: 'Germany' }))}`,
    );
    expect(germany.name).toBe('Germany');
    const page = await suite.newPage();
    await signInAs(page, DEMO.admin);
    await page.keyboard.press('Control+k');
    await paletteInput(page).waitFor();
    expect(await focused(page)).toMatchObject({ role: 'combobox' });
    await paletteInput(page).fill('germ');
    const option = palette(page).getByRole('option', { name: 'Germany', exact: true });
    await option.waitFor();
    // Under its resource's heading.
    await palette(page).getByRole('group', { name: 'Countries' }).getByRole('option', { name: 'Germany' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => option.getAttribute('aria-selected'), { timeout: TIMEOUT }).toBe('true');
    await page.keyboard.press('Enter');
    expect(await waitForPath(page, `/countries/${germany.id}/show`)).toBe(`/countries/${germany.id}/show`);
    await palette(page).waitFor({ state: 'detached' });
  });

  it('opens from the app bar button too, and Escape closes it', async () => {
    const page = await suite.newPage();
    await signInAs(page, DEMO.admin);
    await page.locator('header').getByRole('button', { name: 'Search records (Ctrl+K)' }).click();
    await paletteInput(page).waitFor();
    await palette(page).getByText('Type a title', { exact: false }).waitFor();
    await paletteInput(page).fill('zzqqxx-nothing');
    await palette(page).getByText('Nothing found for “zzqqxx-nothing”').waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
  });

  it("shows a partner its own organisation's records and never another organisation's", async () => {
    const partner = (
      await suite.api<{ accessToken: string }>('/api/login', {
        method: 'POST',
        token: null,
        body: { username: DEMO.university, password: DEMO_PASSWORD },
      })
    ).accessToken;
    const own = await suite.api<{ id: number }>('/api/me/organization', { token: partner });
    const courses = await suite.list<{ id: number; name: string; organization_id: number }>('courses');
    const mine = courses.filter((c) => c.organization_id === own.id);
    const ownNames = mine.map((c) => c.name.toLowerCase());
    const foreign = courses.find(
      (c) => c.organization_id !== own.id && !ownNames.some((n) => n.includes(c.name.toLowerCase())),
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(foreign).toBeDefined();

    const page = await suite.newPage();
    await signInAs(page, DEMO.university);
    await page.keyboard.press('Control+k');
    await paletteInput(page).fill(foreign!.name);
    await palette(page).getByText(`Nothing found for “${foreign!.name}”`).waitFor();
    expect(await palette(page).getByRole('option').count()).toBe(0);

    await paletteInput(page).fill(mine[0].name);
    await palette(page).getByRole('option', { name: mine[0].name, exact: true }).first().waitFor();
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/courses\/\d+\/show$/);
  });

  it('at 390 px fills the screen, in English, German and French, with no serious accessibility fault', async () => {
    const page = await suite.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, DEMO.admin);
    const texts: Record<Lang, { button: string; placeholder: string }> = {
      en: { button: 'Search records (Ctrl+K)', placeholder: 'Find a record by its title' },
      de: { button: 'Datensätze suchen (Strg+K)', placeholder: 'Datensatz nach Titel finden' },
      fr: { button: 'Rechercher des fiches (Ctrl+K)', placeholder: 'Trouver une fiche par son titre' },
    };
    for (const lang of ['en', 'de', 'fr'] as const) {
      if (lang !== 'en') await switchLanguage(page, lang);
      await page.locator('header').getByRole('button', { name: texts[lang].button }).click();
      await paletteInput(page).waitFor();
      expect(await paletteInput(page).getAttribute('placeholder')).toBe(texts[lang].placeholder);
      await paletteInput(page).fill('an');
      await palette(page).getByRole('option').first().waitFor();
      // Full screen: the dialog takes the whole viewport.
      const paper = await palette(page).boundingBox();
      expect(paper).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      await expectAccessible(page, `the open palette (${lang})`);
      await shot(page, `palette-390-${lang}`);
      await page.keyboard.press('Escape');
      await palette(page).waitFor({ state: 'detached' });
    }
  });
});

describe('list search shortcut', () => {
  it('`/` puts the focus in the list search, but types a slash in a text field', async () => {
    const page = await suite.newPage();
    await signInAs(page, DEMO.admin);
    await page.goto(`${suite.url}/countries`);
    await main(page).locator('input[name="q"]').waitFor();
    await main(page)
      .getByRole('heading', { level: 1 })
      .or(page.getByRole('heading', { level: 1 }))
      .first()
      .click();
    expect((await focused(page)).name).not.toBe('q');
    await page.keyboard.press('/');
    expect(await focused(page)).toMatchObject({ name: 'q', tag: 'INPUT' });
    await page.keyboard.type('a/b');
    expect(await main(page).locator('input[name="q"]').inputValue()).toBe('a/b');
  });
});

describe('dashboard figures', () => {
  it('a tile and a bar are links that open the enquiries list filtered to a total equal to their figure', async () => {
    const page = await suite.newPage();
    await signInAs(page, DEMO.admin);
    await page.goto(`${suite.url}/dashboard/app`);
    const open = Number((await main(page).getByTestId('figure-open').innerText()).replace(/\D/g, ''));
    expect(open).toBeGreaterThan(0);
    const tile = main(page).getByTestId('figure-open-link');
    expect(await tile.evaluate((e) => e.tagName)).toBe('A');
    expect(decodeURIComponent((await tile.getAttribute('href')) ?? '')).toBe(
      '/enquiries?filter={"status":["new","in_progress"]}',
    );
    // Keyboard: the tile takes the focus and Enter follows it.
    await tile.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/enquiries');
    // The list shows the previous query's rows until its own arrive (react-admin keeps them while it fetches).
    await expect.poll(() => listTotal(page)).toBe(open);

    await page.goto(`${suite.url}/dashboard/app`);
    const newThisWeek = Number((await main(page).getByTestId('figure-new-this-week').innerText()).replace(/\D/g, ''));
    await main(page).getByTestId('figure-new-this-week-link').click();
    await waitForPath(page, '/enquiries');
    await expect.poll(() => listTotal(page)).toBe(newThisWeek);

    await page.goto(`${suite.url}/dashboard/app`);
    const bars = main(page).getByTestId('enquiries-per-week').locator('a.figure-bar-link');
    await bars.first().waitFor();
    // The bars grow in, and their links are laid over them as they are drawn: read them once the chart is still.
    await settle(page);
    const labels = await bars.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''));
    const index = labels.findIndex((label) => Number(label.split(': ').pop()) > 0);
    expect(index, labels.join(', ')).toBeGreaterThanOrEqual(0);
    const count = Number(labels[index].split(': ').pop());
    // The bar is clicked by its name, as a person picks it, not by its place among links still being drawn.
    const bar = main(page).getByTestId('enquiries-per-week').getByRole('link', { name: labels[index], exact: true });
    const href = decodeURIComponent((await bar.getAttribute('href')) ?? '');
    await bar.click();
    await waitForPath(page, '/enquiries');
    expect(pathOf(page)).toBe('/enquiries');
    await expect
      .poll(() => listTotal(page), {
        message: `the bar "${labels[index]}" (${href}) at ${new Date().toISOString()}, the list at ${decodeURIComponent(page.url())}`,
      })
      .toBe(count);
  });
});
