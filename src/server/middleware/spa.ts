import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from '@/server/infrastructure/context';

/** Hashed file names change with their content, so a browser may keep them for ever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA in front of the API: assets as the build compressed them (Brotli or gzip, by the request's
 * Accept-Encoding), `index.html` for every other path so the SPA can route it, revalidated on each load so a new
 * deploy is seen at once. A missing asset is a 404 (not the page, which a stale tab would try to run as script),
 * and source maps are never served.
 */
export function serveSpa(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const files = serveStatic<AppEnv>({ root: distDir, precompressed: true, index: '' });

  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('.map')) return c.text('Not found', 404);
    await next();
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  app.use('/assets/*', files);
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', async (c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : files(c, next)));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return true;
}
