import { describe, expect, it } from 'vitest';
import { PREFETCH_MARK } from '@/admin/shell/prefetchMark';
import { signIn } from './support';
import { e2eSuite } from './suite';

/*
 * The production build as the production server sends it to Chromium: compressed scripts without a source map
 * link, no map served, and a missing asset a 404 (a tab on an older build then reloads instead of running HTML).
 */

const suite = e2eSuite('serving');

describe('the production build in the browser', () => {
  it('loads the sign-in page with Brotli-compressed scripts that link no source map', async () => {
    const page = await suite.newPage();
    const scripts: { url: string; encoding: string | undefined; body: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response
        .text()
        .then((body) => scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], body }));
    });
    await page.goto(`${suite.url}/auth/login`);
    await page.locator('button[type=submit]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      // The build leaves files under 1 KB uncompressed (the bundler's runtime chunk is one): they go as they are.
      expect(script.encoding, script.url).toBe(script.body.length < 1024 ? undefined : 'br');
      expect(script.body, script.url).not.toMatch(/sourceMappingURL/);
      const map = await fetch(`${script.url}.map`);
      expect(map.status, `${script.url}.map`).toBe(404);
    }
  });

  it("fetches no script beyond index.html's own until it prefetches the console", async () => {
    const page = await suite.newPage();
    const requested: { path: string; at: number }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      requested.push({ path: new URL(request.url()).pathname, at: request.timing().startTime });
    });
    await page.goto(`${suite.url}/auth/login`);
    await page.locator('button[type=submit]').waitFor();
    await page.waitForLoadState('networkidle');
    const html = await (await fetch(`${suite.url}/auth/login`)).text();
    const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    const markOf = () =>
      page.evaluate((name) => {
        const entries = performance.getEntriesByName(name);
        return entries.length ? performance.timeOrigin + entries[0].startTime : null;
      }, PREFETCH_MARK);
    // The browser calls the prefetch when it is idle, which a busy machine may make it later than the network's quiet.
    await expect
      .poll(markOf, { message: 'the console is prefetched once the page is idle', timeout: 15_000 })
      .not.toBeNull();
    const mark = await markOf();
    // A lazy piece of the sign-in page that shares a chunk with the console would pull that chunk in here.
    const early = requested.filter((script) => script.at < mark!).map((script) => script.path);
    expect(early.filter((path) => !entry.includes(path))).toEqual([]);
  });

  it("sends the console's lists compressed", async () => {
    const page = await suite.newPage();
    const lists: { url: string; accept: string | undefined; encoding: string | undefined; length: number }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/') || !response.headers()['content-range']) return;
      void response.body().then(async (body) =>
        lists.push({
          url: url.pathname,
          accept: (await response.request().allHeaders())['accept-encoding'],
          encoding: response.headers()['content-encoding'],
          length: body.length,
        }),
      );
    });
    await signIn(page, suite.url, 'admin@visapath.test');
    await page.locator('#main-content tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    const [list] = lists;
    expect(list, 'the landing list').toBeDefined();
    expect(list.length, 'a page of rows is worth compressing').toBeGreaterThan(1024);
    // A request with a Range header is sent asking for no encoding (identity): the list pages by its query.
    expect(list.accept).toMatch(/\bbr\b|\bgzip\b/);
    expect(list.encoding).toMatch(/^(br|gzip)$/);
  });

  it('answers a missing asset with a 404', async () => {
    const missing = await fetch(`${suite.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });
});
