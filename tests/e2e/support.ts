import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../support/demo';
import { startServerProcess } from '../support/serverProcess';

export { DEMO_PASSWORD };

export interface E2eServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The production server as `npm start` runs it (the server bundle in dist-server/ with plain node, serving the
 * compressed, split SPA build in dist/, or in DIST_DIR when set: `npm run build` first) on a free port and a
 * temporary DATA_DIR, a copy of the one seeded for the run when there is one.
 */
export async function startServer(env: Record<string, string> = {}): Promise<E2eServer> {
  if (!existsSync('dist-server/main.js') || !existsSync(join(process.env.DIST_DIR ?? 'dist', 'index.html')))
    throw new Error('Run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'visapath-e2e-'));
  const seeded = inject('e2eDataDir');
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const server = await startServerProcess(['dist-server/main.js'], {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    ...env,
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Gives a page a platform authenticator that verifies its user (as Touch ID or Windows Hello would); returns a
 * reader of the credentials it holds.
 */
export async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

export type Lang = 'en' | 'de' | 'fr';
export type Texts = Record<Lang, string>;
/** A screen looked at in each language at a desk's width and a phone's. */
export const EVERY_WIDTH_AND_LANGUAGE: [number, Lang][] = [1440, 390].flatMap((width) =>
  (['en', 'de', 'fr'] as const).map((lang): [number, Lang] => [width, lang]),
);
const LANGUAGE_NAME: Record<Lang, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };
/** Screenshots land here (gitignored); look at them after a run. */
export const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

/** Switches the UI language with the app bar's language menu and waits until the page says it. */
export async function switchLanguage(page: Page, lang: Lang, timeout = 10_000) {
  const button = page.locator('[data-testid=language-menu]');
  const item = page.getByRole('menuitem', { name: LANGUAGE_NAME[lang] });
  // Just after sign-in the app bar can still be replaced as the console's chunks arrive: a click on the button
  // being replaced opens nothing, so the menu is opened again until its item shows.
  const until = Date.now() + timeout;
  for (;;) {
    await button.click();
    try {
      await item.waitFor({ timeout: 3_000 });
      break;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
  await item.click();
  await page.locator('[data-testid=language-menu]').filter({ hasText: lang.toUpperCase() }).waitFor();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout });
}

/**
 * Waits until no finite animation or transition has run for a quiet spell: axe measures colour contrast on what is
 * painted, and a half-faded menu item fails it. One wait is not enough, since a transition can start after it (the
 * rich-text toolbar's buttons fade from disabled to enabled once the lazily loaded editor is ready).
 */
export async function settle(page: Page, quietMs = 150, timeoutMs = 5_000) {
  await page.evaluate(
    async ({ quietMs, timeoutMs }) => {
      const running = () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const now = running();
        if (now.length) await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
        await new Promise((r) => setTimeout(r, quietMs));
        if (!running().length) return;
      }
    },
    { quietMs, timeoutMs },
  );
}

/** axe's default rules, and the experimental one that catches a visible label its accessible name does not contain. */
export const AXE_OPTIONS = { rules: { 'label-content-name-mismatch': { enabled: true } } };

/** Throws, listing them, when axe reports serious or critical violations on the page. */
export async function expectAccessible(page: Page, what: string) {
  await settle(page);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    const report = bad.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`,
    );
    throw new Error(`${what}: axe violations\n${report.join('\n')}`);
  }
}

/**
 * A full-page screenshot once the success toasts are gone and transitions are finished. A toast that offers Undo
 * stays for 10 s: it is closed with its own close button (the last one of its actions) rather than waited for.
 */
export async function screenshot(page: Page, name: string) {
  const undoable = page.locator('[data-testid=toasts] [role=status] .MuiAlert-action button:last-child');
  for (const close of await undoable.all()) await close.click().catch(() => undefined);
  await page.locator('[data-testid=toasts] [role=status]').first().waitFor({ state: 'detached' });
  await picture(page, name, true);
}

/**
 * Pictures are for people to look at: taken on a developer's machine, and in CI (where the clone is thrown away
 * and drawing a full page costs Chromium seconds) only with E2E_SCREENSHOTS=1. A failed test's pictures are always
 * taken (see suite.ts).
 */
const PICTURES = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** Saves what the page shows (the viewport, or with `fullPage` the whole page) as screenshots/<name>.png. */
export async function picture(page: Page, name: string, fullPage = false) {
  if (PICTURES) await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage, animations: 'disabled' });
}
