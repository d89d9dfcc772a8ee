import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { requestHeader } from '@/server/infrastructure/http';

const gzip = promisify(gzipCallback);

/**
 * Gzips JSON answers of `threshold` bytes or more for clients that accept it. Only JSON, which is whole in memory
 * anyway: a streamed answer (the CSV export) passes untouched, so its rows still leave as they are read.
 */
export const compressJson =
  (threshold = 1024): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json') || c.res.headers.has('Content-Encoding'))
      return;
    c.res.headers.append('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(requestHeader(c, 'accept-encoding') ?? '') || c.req.method === 'HEAD') return;
    const body = Buffer.from(await c.res.arrayBuffer());
    if (body.byteLength < threshold) {
      c.res = new Response(body, c.res);
      return;
    }
    const zipped = await gzip(body);
    c.res = new Response(zipped, c.res);
    c.res.headers.set('Content-Encoding', 'gzip');
    c.res.headers.set('Content-Length', String(zipped.byteLength));
  };
