import { createMiddleware } from 'hono/factory';
import { MESSAGES, apiMessage, errorJson } from '@/server/infrastructure/http';

/** How much of an oversize body is read and thrown away so that the client, still sending, gets the 413 (above the largest limit: an import's). */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
const DISCARD_MAX_MS = 10_000;

/**
 * Answers 413 (its message translated) to a body larger than `maxSize` bytes, declared or streamed. Answering
 * while the client is still sending and leaving the rest unread made the server drop the connection under it:
 * the client saw a network error instead of the 413. So the rest is read and discarded first, up to a bound;
 * past the bound (or a time limit) the answer says `Connection: close` and the server closes only after it.
 * A body within the limit is buffered and handed on, as hono's bodyLimit does.
 */
export function limitBody(maxSize: number, { namesLimit = false }: { namesLimit?: boolean } = {}) {
  const tooLarge = (c: Parameters<typeof errorJson>[0], drained: boolean) => {
    if (!drained) c.header('Connection', 'close');
    if (!namesLimit) return errorJson(c, 413, MESSAGES.tooLarge);
    return c.json(apiMessage(c, MESSAGES.fileTooLarge, undefined, { limit: megabytes(maxSize, c.get('locale')) }), 413);
  };
  return createMiddleware(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      const length = Number(declared);
      if (length <= maxSize) return next();
      const drained = length <= DISCARD_MAX_BYTES && (await discard(body.getReader(), 0));
      return tooLarge(c, drained);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) return tooLarge(c, await discard(reader, size));
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  });
}

/**
 * Reads and discards whatever of the request's body the handler left unread (a 401, 403, 404 or 415 answered
 * before looking at it), for the same reason as the 413 above: an answer sent while the client is still
 * sending made the server drop the connection under it. Past the bounds the answer says `Connection: close`.
 */
export function drainUnreadBody() {
  return createMiddleware(async (c, next) => {
    await next();
    const request = c.req.raw;
    if (request.bodyUsed || !request.body || request.body.locked) return;
    if (!(await discard(request.body.getReader(), 0))) c.header('Connection', 'close');
  });
}

/** A size in megabytes as the locale writes it ("64 MB", "64 Mo"). */
const megabytes = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  );

/** Reads the rest of the body into nothing; true once it has all been read within the bounds. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<boolean> {
  let total = alreadyRead;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((ok) => {
    timer = setTimeout(() => ok('timeout'), DISCARD_MAX_MS);
  });
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk === 'timeout') return false;
      if (chunk.done) return true;
      total += chunk.value.length;
      if (total > DISCARD_MAX_BYTES) return false;
    }
  } catch {
    return false; // the client went away
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}
