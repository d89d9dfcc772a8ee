import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/startup/app';
import { serveSpa } from '@/server/middleware/spa';
import { setUpTestApi } from '../support/api';

/*
 * How the production server sends the built console and the API's JSON: assets as the build compressed them,
 * by the browser's Accept-Encoding; index.html revalidated on every load; hashed assets kept for ever; a
 * missing asset a 404; no source map; JSON of 1 KB or more gzipped, the streamed CSV export never.
 */

const state = setUpTestApi();
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'visapath-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Visapath</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets/index-abc123.js.map'), '{"version":3}');
  return dist;
}

/** The API with the SPA in front of it, as the production server builds it. */
let app: App;
const get = (path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://visapath.test${path}`, { headers }));

beforeAll(() => {
  app = createApp(state.api.deps);
  expect(serveSpa(app, fakeBuild())).toBe(true);
});

describe('serving the built console', () => {
  it('sends an asset Brotli-compressed to a browser that accepts br, gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for ever and revalidate the page on every load', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/dashboard/visa/country']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(await page.text(), path).toContain('<div id="root">');
    }
  });

  it('sends a hashed script only the headers a script uses; the page and everything else the full set', async () => {
    const DOCUMENT_ONLY = [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ];
    const script = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of DOCUMENT_ONLY) expect(script.headers.get(name), name).toBeNull();
    for (const path of ['/', '/dashboard/visa/country', '/api/health']) {
      const reply = await get(path);
      for (const name of DOCUMENT_ONLY) expect(reply.headers.get(name), `${path}: ${name}`).toBeTruthy();
      expect(reply.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('answers a missing asset with a 404, not the page (a stale tab must not run HTML as a script)', async () => {
    const missing = await get('/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  it('never serves a source map', async () => {
    for (const path of ['/assets/index-abc123.js.map', '/assets/other.js.map', '/index.js.map']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('compressing the API', () => {
  it('gzips JSON of 1 KB or more for a client that accepts it, and leaves small answers alone', async () => {
    const headers = { 'accept-encoding': 'gzip, br', authorization: `Bearer ${state.admin}` };
    const big = await get('/api/visa/countries?range=%5B0%2C99%5D', headers);
    expect(big.status).toBe(200);
    expect(big.headers.get('content-encoding')).toBe('gzip');
    const raw = gunzipSync(Buffer.from(await big.arrayBuffer()));
    expect(Number(big.headers.get('content-length'))).toBeLessThan(raw.byteLength / 3);
    expect((JSON.parse(raw.toString()) as unknown[]).length).toBe(100);

    const small = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });

    const refused = await get('/api/visa/countries?range=%5B0%2C99%5D', { authorization: `Bearer ${state.admin}` });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(((await refused.json()) as unknown[]).length).toBe(100);
  });

  it('streams the CSV export uncompressed', async () => {
    const link = await state.api.call<{ url: string }>('POST', '/api/enquiries/export-url', {
      token: state.admin,
      body: {},
    });
    expect(link.status).toBe(200);
    const csv = await get(link.body.url, { 'accept-encoding': 'gzip' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-encoding')).toBeNull();
    expect((await csv.text()).split('\n').length).toBeGreaterThan(100);
  });
});
