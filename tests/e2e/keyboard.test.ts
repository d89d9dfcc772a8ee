import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { signIn } from './support';
import { e2eSuite, main, pathOf, TIMEOUT, waitForPath } from './suite';

/*
 * Everything a mouse reaches, the keyboard reaches: a list's rows open from their title link, the hidden bulk bar
 * holds no focus until rows are selected, a focused control shows a ring that stands out from what is around it,
 * and a dialog with one field starts in it.
 */

const suite = e2eSuite('keyboard');

async function signInAsAdmin(page: Page) {
  await signIn(page, suite.url, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** Presses Tab until `until` holds for the focused element (at most `max` times); what was focused on the way. */
async function tabUntil(page: Page, until: string, max = 60) {
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const { match, label } = await page.evaluate((selector) => {
      const active = document.activeElement as HTMLElement | null;
      return {
        match: !!active?.matches(selector),
        label: `${active?.tagName.toLowerCase()}[${active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 30)}]${active?.closest('[data-test=bulk-actions-toolbar]') ? ' (bulk bar)' : ''}`,
      };
    }, until);
    visited.push(label);
    if (match) return visited;
  }
  throw new Error(`Tab never reached ${until}: ${visited.join(', ')}`);
}

/** The contrast of the focused element's outline against the background it is drawn on. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const active = document.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    // The ring is drawn outside the element: against the first opaque background around it.
    let around: Element | null = active.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (around) {
      const color = getComputedStyle(around).backgroundColor;
      const parts = rgb(color);
      if (parts.length === 3 || (parts.length === 4 && parts[3]! > 0.9)) {
        background = color;
        break;
      }
      around = around.parentElement;
    }
    const [a, b] = [luminance(rgb(style.outlineColor)), luminance(rgb(background))];
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
    };
  });
}

describe('lists by keyboard', () => {
  it("a row's title is a link: Tab reaches it and Enter opens the record", async () => {
    const page = await suite.newPage();
    await signInAsAdmin(page);
    await page.goto(`${suite.url}/country-visas`);
    const firstRow = main(page).locator('tbody tr').first();
    await firstRow.waitFor();
    const link = firstRow.locator('a[href^="/country-visas/"]');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/country-visas\/\d+\/show$/);
    await main(page).getByRole('textbox', { name: 'Search' }).focus();
    await tabUntil(page, 'tbody a[href^="/country-visas/"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
    await page.keyboard.press('Enter');
    await waitForPath(page, href!);
  });

  it('the bulk bar holds no focus while nothing is selected, and its buttons are reached once a row is', async () => {
    const page = await suite.newPage();
    await signInAsAdmin(page);
    await page.goto(`${suite.url}/enquiries`);
    await main(page).locator('tbody tr').first().waitFor();
    await main(page).getByRole('textbox', { name: 'Search' }).focus();
    const visited = await tabUntil(page, 'tbody a[href]');
    expect(visited.filter((label) => label.endsWith('(bulk bar)'))).toEqual([]);

    await main(page).locator('tbody tr').first().getByRole('checkbox').check();
    await main(page).getByRole('textbox', { name: 'Search' }).focus();
    const withSelection = await tabUntil(page, '[data-test=bulk-actions-toolbar] button', 80);
    expect(withSelection.length).toBeGreaterThan(0);
    expect(pathOf(page)).toBe('/enquiries');
  });
});

describe('focus', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`a focused button shows a ring of 3:1 or more against what is around it (${mode})`, async () => {
      const page = await suite.newPage();
      await page.emulateMedia({ colorScheme: mode });
      await page.addInitScript((m) => {
        const key = 'settings';
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ mode: m }));
      }, mode);
      await signInAsAdmin(page);
      await page.goto(`${suite.url}/country-visas`);
      await main(page).locator('tbody tr').first().waitFor();
      await main(page).getByRole('textbox', { name: 'Search' }).focus();
      await tabUntil(page, 'button');
      const ring = await focusRing(page);
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.contrast).toBeGreaterThanOrEqual(3);
    });
  }

  it('the save-view dialog, opened by keyboard, starts in its name field', async () => {
    const page = await suite.newPage();
    await signInAsAdmin(page);
    await page.goto(`${suite.url}/country-visas`);
    await main(page).locator('tbody tr').first().waitFor();
    await main(page).getByRole('button', { name: 'Views' }).focus();
    await page.keyboard.press('Enter');
    const save = page.getByRole('menuitem', { name: 'Save current view…' });
    await save.waitFor();
    await page.keyboard.press('End');
    await expect.poll(() => save.evaluate((item) => item === document.activeElement), { timeout: TIMEOUT }).toBe(true);
    await page.keyboard.press('Enter');
    const field = page.getByRole('dialog').getByRole('textbox', { name: 'Name of the view' });
    await field.waitFor();
    await expect
      .poll(() => field.evaluate((input) => input === document.activeElement), { timeout: TIMEOUT })
      .toBe(true);
    await page.keyboard.type('Mine');
    expect(await field.inputValue()).toBe('Mine');
  });
});
