import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@/server/infrastructure/context';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';

const MINUTE = 60_000;

/**
 * At most `perMinute` requests per client address and minute (a fixed window), counted in this process's memory:
 * the public API's reads never write to the database (they may be served by a read-only replica), so each API
 * process counts its own. A 429 says when the window ends (Retry-After).
 */
export function rateLimit(perMinute: number): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = c.get('ip') ?? 'unknown';
    let window = windows.get(key);
    if (!window || now - window.start >= MINUTE) {
      // Forget the addresses whose window is over, now and then: the map holds only the last minute's.
      if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= MINUTE) windows.delete(k);
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    c.header('RateLimit-Limit', String(perMinute));
    c.header('RateLimit-Remaining', String(Math.max(0, perMinute - window.count)));
    if (window.count > perMinute) {
      c.header('Retry-After', String(Math.ceil((window.start + MINUTE - now) / 1000)));
      throw new ApiError(429, MESSAGES.tooManyRequests);
    }
    await next();
  };
}
