import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../support/api';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await api.app.fetch(new Request(`http://visapath.test${path}`, { headers }));
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
};

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: string | null) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe('GET /api/docs', () => {
  it('is a page that loads Swagger UI and its own start script from this server, under the strict policy', async () => {
    const page = await get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    const html = page.body.toString();
    // No inline script (the policy would block it), nothing from another origin.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(inline.trim()).toBe('');
    }
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.map((a) => a.split('/').pop()).sort()).toEqual(['init.js', 'swagger-ui-bundle.js', 'swagger-ui.css']);

    for (const asset of assets) {
      const file = await get(asset);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('content-type'), asset).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      expect(file.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      expect(directives(file.headers.get('content-security-policy'))['script-src'], asset).toEqual(["'self'"]);
      expect(file.headers.get('x-content-type-options'), asset).toBe('nosniff');
    }
    const init = (await get(assets.find((a) => a.endsWith('init.js'))!)).body.toString();
    expect(init).toContain('"/api/openapi.json"');
    expect(init).toContain('validatorUrl: null'); // no badge fetched from swagger.io
    const bundle = await get(assets.find((a) => a.endsWith('swagger-ui-bundle.js'))!);
    expect(bundle.body.toString()).toContain('SwaggerUIBundle');

    // Sent gzipped to a browser that accepts it.
    const zipped = await get(
      assets.find((a) => a.endsWith('.css'))!,
      { 'accept-encoding': 'gzip, br' },
    );
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('.swagger-ui');
  });

  it('answers 404 for a file it does not serve, or an outdated version of one', async () => {
    const html = (await get('/api/docs')).body.toString();
    const css = /href="([^"]+swagger-ui\.css)"/.exec(html)![1];
    expect((await get(css.replace('swagger-ui.css', 'package.json'))).status).toBe(404);
    expect((await get(css.replace('swagger-ui.css', '..%2Fpackage.json'))).status).toBe(404);
    expect((await get(css.replace(/\/docs\/[^/]+\//, '/docs/0123456789ab/'))).status).toBe(404);
  });
});
