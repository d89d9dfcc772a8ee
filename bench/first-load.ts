/**
 * bench:first-load: what a browser downloads and waits for on a first visit, in Chromium through playwright-core
 * (as the e2e suite drives it), against the production build served by the production server (`npm run build`
 * first; DIST_DIR, as the server reads it, measures another build of the SPA, PORT picks the server's port).
 *
 * - Bytes: the JavaScript the sign-in page downloads (compressed, as sent; the console's chunks it prefetches for
 *   after sign-in are not its own), and everything the sign-in page plus the admin's landing page download in all.
 * - Times under a slow phone's conditions (CPU slowed 4x, Fast 3G: 1.44 Mbps down, 675 kbps up, 562 ms RTT),
 *   each from a cold cache: from navigation until the sign-in form can be typed into and submitted, and, after
 *   typing the credentials at a person's pace, from pressing "Sign in" until the first rows of the landing list
 *   are shown.
 *
 * - The API reference (/api/docs), unthrottled from a cold cache: from navigation until its first operation is shown
 *   (Swagger UI parses the whole OpenAPI 3.1 description first).
 *
 * Budgets: sign-in JS <= 200 KB, sign-in + landing <= 400 KB, form interactive <= 4 s, sign-in to rows <= 5 s,
 * API reference shown <= 5 s.
 * RUNS (default 3) cold loads; the median is printed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { PREFETCH_MARK } from '@/admin/shell/prefetchMark';
import { num, root } from './common';

const RUNS = num('RUNS', 3, 1, 20);
const PORT = num('PORT', 8199, 1024, 65535);
const BASE = `http://127.0.0.1:${PORT}`;
const KB = 1024;
const FAST_3G = {
  offline: false,
  latency: 562,
  downloadThroughput: (1.44 * 1_000_000) / 8,
  uploadThroughput: (675 * 1000) / 8,
};
const BUDGET = { signInJs: 200 * KB, total: 400 * KB, interactive: 4000, rows: 5000, docs: 5000 };

/** The built SPA the server serves: DIST_DIR as the server reads it (relative to the project), `dist` by default. */
const DIST = resolve(root, process.env.DIST_DIR ?? 'dist');

async function startServer() {
  if (!existsSync(join(root, 'dist-server/main.js')) || !existsSync(join(DIST, 'index.html'))) {
    throw new Error('Run `npm run build` first: the bench measures the production build.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'visapath-first-load-'));
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: DIST, NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

interface Load {
  signInJs: number;
  total: number;
  interactive: number;
  rows: number;
}

/** Transferred bytes per response (headers and compressed body), from Chromium's own accounting. */
function countBytes(page: Page) {
  const responses: { script: boolean; size: number; startedAt: number }[] = [];
  page.on('requestfinished', (request) => {
    void request.sizes().then(
      (sizes) => {
        const size = sizes.responseHeadersSize + sizes.responseBodySize;
        responses.push({ script: request.resourceType() === 'script', size, startedAt: request.timing().startTime });
      },
      () => undefined,
    );
  });
  const sum = (list: typeof responses) => list.reduce((total, response) => total + response.size, 0);
  return {
    all: () => sum(responses),
    /** The scripts requested before `before` (epoch ms). */
    scripts: (before = Infinity) => sum(responses.filter((response) => response.script && response.startedAt < before)),
  };
}

/**
 * When the sign-in page started fetching the console's chunks for after sign-in (epoch ms; src/admin/shell/load.ts
 * sets the mark), or Infinity if it has not.
 */
const prefetchStart = (page: Page) =>
  page.evaluate((name) => {
    const mark = performance.getEntriesByName(name)[0];
    return mark ? performance.timeOrigin + mark.startTime : Infinity;
  }, PREFETCH_MARK);

async function once(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const bytes = countBytes(page);

  const start = performance.now();
  await page.goto(`${BASE}/auth/login`, { waitUntil: 'commit' });
  const submit = page.locator('button[type=submit]');
  await submit.waitFor({ state: 'visible', timeout: 120_000 });
  const email = page.locator('input[name=email]');
  await email.fill('a', { timeout: 120_000 });
  const interactive = performance.now() - start;
  await page.waitForLoadState('networkidle');

  // A person types their credentials (about 8 characters a second) while the page fetches what comes after sign-in.
  await email.clear();
  await email.pressSequentially('admin@visapath.test', { delay: 120 });
  await page.locator('input[name=password]').pressSequentially('Visapath-demo-1', { delay: 120 });
  const signInJs = bytes.scripts(await prefetchStart(page));
  const pressed = performance.now();
  await submit.click();
  await page.locator('#main-content tbody tr, #main-content .MuiList-root li').first().waitFor({ timeout: 120_000 });
  const rows = performance.now() - pressed;
  await page.waitForLoadState('networkidle');
  const total = bytes.all();
  await context.close();
  return { signInJs, total, interactive, rows };
}

/** From navigating to the API reference until its first operation is shown, in ms. */
async function docsShown(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const start = performance.now();
  await page.goto(`${BASE}/api/docs`, { waitUntil: 'commit' });
  await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 120_000 });
  const shown = performance.now() - start;
  await context.close();
  return shown;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const stop = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const loads: Load[] = [];
    const docs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      loads.push(await once(browser));
      docs.push(await docsShown(browser));
    }
    const m = {
      signInJs: median(loads.map((l) => l.signInJs)),
      total: median(loads.map((l) => l.total)),
      interactive: median(loads.map((l) => l.interactive)),
      rows: median(loads.map((l) => l.rows)),
      docs: median(docs),
    };
    const row = (what: string, value: string, budget: string, ok: boolean) =>
      console.log(
        `${what.padEnd(46)} ${value.padStart(10)}   budget ${budget.padStart(8)}   ${ok ? 'HOLDS' : 'FAILS'}`,
      );
    console.log(`first load, median of ${RUNS} cold loads (CPU x4, Fast 3G)`);
    row(
      'sign-in page JavaScript (transferred)',
      `${(m.signInJs / KB).toFixed(0)} KB`,
      '200 KB',
      m.signInJs <= BUDGET.signInJs,
    );
    row(
      'sign-in page + admin landing, all (transferred)',
      `${(m.total / KB).toFixed(0)} KB`,
      '400 KB',
      m.total <= BUDGET.total,
    );
    row(
      'sign-in form interactive',
      `${(m.interactive / 1000).toFixed(2)} s`,
      '4 s',
      m.interactive <= BUDGET.interactive,
    );
    row('sign-in to the first list rows', `${(m.rows / 1000).toFixed(2)} s`, '5 s', m.rows <= BUDGET.rows);
    row('API reference: first operation shown', `${(m.docs / 1000).toFixed(2)} s`, '5 s', m.docs <= BUDGET.docs);
  } finally {
    await browser.close();
    stop();
  }
}

await main();
