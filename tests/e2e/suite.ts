import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, onTestFailed } from 'vitest';
import { DEMO } from '../support/demo';
import { DEMO_PASSWORD, launchBrowser, screenshot, SCREENSHOTS, settle, startServer, type E2eServer } from './support';

export const TIMEOUT = 10_000;

export interface ApiInit {
  method?: string;
  body?: unknown;
  /** Defaults to the admin's token; null sends none. */
  token?: string | null;
}

/**
 * One server and one browser for a test file, with the admin's API token for looking up and preparing records
 * (no seeded ids in the tests). Every test opens its own browser contexts (one signed-in person each); they
 * are closed when the next test starts, so a failing test leaves a picture of each page it had open.
 * `env` adds to the server's environment (e.g. MFA_REQUIRED_ROLES).
 */
export function e2eSuite(name: string, env: Record<string, string> = {}) {
  let server: E2eServer;
  let browser: Browser;
  let adminToken = '';
  let contexts: BrowserContext[] = [];
  let pages: Page[] = [];

  const closeContexts = async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
    pages = [];
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
    adminToken = (
      await suite.api<{ accessToken: string }>('/api/login', {
        method: 'POST',
        token: null,
        body: { username: DEMO.admin, password: DEMO_PASSWORD },
      })
    ).accessToken;
  }, 180_000);

  afterAll(async () => {
    await closeContexts();
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async ({ task }) => {
    await closeContexts();
    onTestFailed(async () => {
      const file = `failed-${name}-${task.name.replace(/\W+/g, '-').slice(0, 50)}`;
      await Promise.all(
        pages.map((p, i) =>
          p.screenshot({ path: join(SCREENSHOTS, `${file}-${i + 1}.png`), fullPage: true }).catch(() => undefined),
        ),
      );
    });
  });

  const suite = {
    get url() {
      return server.url;
    },
    get adminToken() {
      return adminToken;
    },
    /** A JSON API call that must succeed. */
    async api<T>(path: string, init: ApiInit = {}): Promise<T> {
      const token = init.token === undefined ? adminToken : init.token;
      const res = await fetch(`${server.url}${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    /** A resource's records through the API (simple-rest query), as the admin unless another token is given. */
    list<T>(
      resource: string,
      filter: Record<string, unknown> = {},
      sort: [string, 'ASC' | 'DESC'] = ['id', 'ASC'],
      token?: string,
    ) {
      const query = new URLSearchParams({
        filter: JSON.stringify(filter),
        sort: JSON.stringify(sort),
        range: '[0,999]',
      });
      return suite.api<T[]>(`/api/${resource}?${query}`, { token });
    },
    /** A fresh browser context (its own storage: one signed-in person) and its page. */
    async newPage(
      options: { acceptDownloads?: boolean; viewport?: { width: number; height: number } } = {},
    ): Promise<Page> {
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-GB', ...options });
      context.setDefaultTimeout(TIMEOUT);
      contexts.push(context);
      const page = await context.newPage();
      pages.push(page);
      return page;
    },
  };
  return suite;
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

export async function waitForPath(page: Page, expected: string | RegExp) {
  await page.waitForURL((url) =>
    typeof expected === 'string' ? url.pathname === expected : expected.test(url.pathname),
  );
  return pathOf(page);
}

/** Signs out from the account menu. The app bar hides while the page scrolls down, so scroll up first, as a user would. */
export async function signOut(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await waitForPath(page, '/auth/login');
}

/** Waits until an element with exactly this text is visible in the scope. */
export async function visible(scope: Page | Locator, text: string) {
  await scope.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

export const main = (page: Page) => page.locator('#main-content');
export const toasts = (page: Page) => page.getByTestId('toasts');
export const menu = (page: Page) => page.getByTestId('main-menu');

/** The text of each element as read aloud: without what is hidden from assistive technology (a menu badge's count). */
export const spokenTexts = (items: Locator) =>
  items.evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? '').trim();
    }),
  );

/** Opens a sidebar group (when closed) and follows one of its links. */
export async function openMenu(page: Page, group: string, link: string) {
  const toggle = menu(page).getByRole('menuitem', { name: group, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: TIMEOUT }).toBe('true');
    // A click while the group still unfolds can land beside the moving link.
    await settle(page);
  }
  await menu(page).getByRole('menuitem', { name: link, exact: true }).click();
}

/** How wide the page is against the viewport, and the elements that reach past its edge. */
function widthsOf(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const past = [...document.querySelectorAll('body *')]
      .map((e) => ({ e, right: Math.round(e.getBoundingClientRect().right) }))
      .filter(({ right }) => right > viewport)
      .slice(-3)
      .map(
        ({ e, right }) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')} "${(e.textContent ?? '').slice(0, 30)}" → ${right}px`,
      );
    return { page: document.documentElement.scrollWidth, viewport, past };
  });
}

/** A screenshot, after checking that nothing overflows the viewport sideways. */
export async function shot(page: Page, name: string) {
  // After a resize the layout moves twice: the media queries' React renders (the sidebar turns into a drawer),
  // then the transitions they start. Measure what it settles on, and name what still reaches past the edge.
  let widths = await widthsOf(page);
  for (const deadline = Date.now() + 3_000; widths.page > widths.viewport && Date.now() < deadline;) {
    await page.waitForTimeout(100);
    await settle(page);
    widths = await widthsOf(page);
  }
  expect(widths.page, `${name}: the page is wider than the viewport (${widths.past.join('; ')})`).toBeLessThanOrEqual(
    widths.viewport,
  );
  await screenshot(page, name);
}
