import { expect } from 'vitest';

/** One server-sent event as a browser's EventSource would hand it over. */
export interface SentEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream answer: `next(match)` waits for the next event that matches (up to `timeoutMs`),
 * `closed()` for the server to end the stream. Comments (heartbeats) and `retry:` are kept in `comments`/`retry`.
 */
export function readEventStream(res: Response) {
  expect(res.headers.get('content-type') ?? '').toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: SentEvent[] = [];
  const comments: string[] = [];
  let retry: number | undefined;
  let buffer = '';
  let ended = false;
  const waiter: { wake: (() => void) | null } = { wake: null };

  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) break;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event: SentEvent = { event: 'message', data: '' };
        let hasData = false;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
          else if (line.startsWith('id: ')) event.id = line.slice(4);
          else if (line.startsWith('event: ')) event.event = line.slice(7);
          else if (line.startsWith('data: ')) {
            event.data += (hasData ? '\n' : '') + line.slice(6);
            hasData = true;
          }
        }
        if (hasData) events.push(event);
      }
      waiter.wake?.();
    }
    ended = true;
    waiter.wake?.();
  })();

  const changed = (timeoutMs: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      waiter.wake = () => {
        clearTimeout(timer);
        waiter.wake = null;
        resolve(true);
      };
    });

  let seen = 0;
  return {
    events,
    comments,
    get retry() {
      return retry;
    },
    /** The next event (after those already taken) that matches, or null once `timeoutMs` passed without it. */
    async next(match: (e: SentEvent) => boolean = () => true, timeoutMs = 5_000): Promise<SentEvent | null> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        while (seen < events.length) {
          const e = events[seen++];
          if (match(e)) return e;
        }
        if (ended) return null;
        const left = until - Date.now();
        if (left <= 0 || !(await changed(left))) return null;
      }
    },
    /** Resolves true when the server ends the stream within `timeoutMs`. */
    async closed(timeoutMs = 5_000): Promise<boolean> {
      const until = Date.now() + timeoutMs;
      while (!ended) {
        const left = until - Date.now();
        if (left <= 0 || !(await changed(left))) return ended;
      }
      return true;
    },
    async cancel() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}
