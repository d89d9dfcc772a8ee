import { describe, expect, it } from 'vitest';
import { e2eSuite } from './suite';

/*
 * The browsable API reference as the production server sends it: Swagger UI from the server itself (no CDN),
 * started by a same-origin script under the strict Content-Security-Policy, over the generated description.
 */

const suite = e2eSuite('api-docs');

/*
 * Swagger UI parses an OpenAPI 3.1 description with ApiDOM before it shows anything: 6 to 10 s on 2 cores for this
 * description's 550 operations (bench:first-load prints the figure). How long it takes is the benchmark's
 * business; this test checks what is shown, so it waits as long as a slow CI machine needs.
 */
const PARSE_TIMEOUT = 60_000;

describe('the API reference at /api/docs', () => {
  it('renders the operations of the OpenAPI description, loading nothing from elsewhere, without a console error', async () => {
    const page = await suite.newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(suite.url)) foreign.push(request.url());
    });

    await page.goto(`${suite.url}/api/docs`);
    await page
      .locator('.swagger-ui .info .title')
      .filter({ hasText: 'Visapath admin API' })
      .waitFor({ timeout: PARSE_TIMEOUT });
    await page.locator('.swagger-ui .opblock').first().waitFor();

    // Swagger UI renders only the operations near the viewport: scroll through the page and collect them all.
    const description = await suite.api<{
      paths: Record<string, Record<string, unknown>>;
      webhooks: Record<string, Record<string, unknown>>;
    }>('/api/openapi.json', {
      token: null,
    });
    // The paths, and the webhooks (what a registered address receives), which Swagger UI lists by their names.
    const described = [...Object.entries(description.paths), ...Object.entries(description.webhooks)].flatMap(
      ([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const rendered = new Set<string>();
    for (let atEnd = false; !atEnd;) {
      const shown = await page
        .locator('.swagger-ui .opblock')
        .evaluateAll((blocks) =>
          blocks.map(
            (b) =>
              `${b.querySelector('.opblock-summary-method')?.textContent} ${b.querySelector('.opblock-summary-path')?.getAttribute('data-path')}`,
          ),
        );
      for (const operation of shown) rendered.add(operation);
      atEnd = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, 500);
        return window.scrollY === before;
      });
      await page.waitForTimeout(100);
    }
    expect(described.length).toBeGreaterThan(100);
    expect([...rendered].sort()).toEqual(described.sort());

    // Opening an operation shows its request body, generated from the route's zod schema.
    await page.evaluate(() => window.scrollTo(0, 0));
    const login = page.locator('.swagger-ui .opblock-post').filter({ has: page.locator('[data-path="/api/login"]') });
    await login.locator('.opblock-summary-control').click();
    await login.locator('.opblock-section-request-body').waitFor();
    await login.getByText('username', { exact: false }).first().waitFor();

    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
  });
});
