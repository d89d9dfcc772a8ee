import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { throttleEvents } from './db/schema';

/** At most `max` events in any `minutes`. */
export interface Limit {
  minutes: number;
  max: number;
}

/** Counts and records events per key in a sliding window, in the database so every process shares it. */
export function createThrottle(db: Db) {
  const since = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  /** Per window of `limits`: how many events of `key` it holds (before event `before`, if given) and its oldest. */
  async function windows(key: string, limits: readonly Limit[], before?: number) {
    const widest = Math.max(...limits.map((l) => l.minutes));
    const [row] = await db
      .select(
        Object.fromEntries(
          limits.flatMap((l, i) => {
            const inWindow = sql`${throttleEvents.at} > ${since(l.minutes)}`;
            return [
              [`n${i}`, sql<number>`count(*) filter (where ${inWindow})`.mapWith(Number)],
              [`first${i}`, sql<string | null>`min(${throttleEvents.at}) filter (where ${inWindow})`.mapWith(String)],
            ];
          }),
        ),
      )
      .from(throttleEvents)
      .where(
        and(
          eq(throttleEvents.key, key),
          gt(throttleEvents.at, since(widest)),
          before === undefined ? undefined : lt(throttleEvents.id, before),
        ),
      );
    return limits.map((limit, i) => ({
      limit,
      count: Number(row?.[`n${i}`] ?? 0),
      oldest: row?.[`first${i}`] ? new Date(String(row[`first${i}`])).getTime() : Date.now(),
    }));
  }

  /**
   * Records an attempt first, then admits it only if fewer than `max` attempts were recorded before it in each
   * window. Checking a count and recording afterwards let parallel requests all pass the check before any of
   * them was recorded. Returns the event's id (withdraw it if the attempt should not count), or null (nothing
   * recorded) when a limit is reached.
   */
  function claim(key: string, minutes: number, max: number): Promise<number | null>;
  function claim(key: string, limits: readonly Limit[]): Promise<number | null>;
  async function claim(key: string, window: number | readonly Limit[], max?: number): Promise<number | null> {
    const limits = typeof window === 'number' ? [{ minutes: window, max: max! }] : window;
    const [event] = await db.insert(throttleEvents).values({ key }).returning({ id: throttleEvents.id });
    const counted = await windows(key, limits, event.id);
    if (counted.every((w) => w.count < w.limit.max)) return event.id;
    await db.delete(throttleEvents).where(eq(throttleEvents.id, event.id));
    return null;
  }

  return {
    async count(key: string, minutes: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(throttleEvents)
        .where(and(eq(throttleEvents.key, key), gt(throttleEvents.at, since(minutes))));
      return row?.n ?? 0;
    },
    async record(key: string): Promise<void> {
      await db.insert(throttleEvents).values({ key });
    },
    /** Under one window (`minutes`, `max`) or several at once (e.g. per quarter of an hour and per day). */
    claim,
    /**
     * Seconds until `key` may claim again under `limits`: until the oldest event of each full window leaves it
     * (a lower bound when a window is more than full).
     */
    async retryAfter(key: string, limits: readonly Limit[]): Promise<number> {
      const waits = (await windows(key, limits))
        .filter((w) => w.count >= w.limit.max)
        .map((w) => w.oldest + w.limit.minutes * 60_000 - Date.now());
      return Math.max(1, Math.ceil(Math.max(0, ...waits) / 1000));
    },
    async withdraw(...ids: (number | null)[]): Promise<void> {
      const list = ids.filter((id): id is number => id !== null);
      if (list.length) await db.delete(throttleEvents).where(inArray(throttleEvents.id, list));
    },
    async prune(olderThanMinutes: number): Promise<void> {
      await db.delete(throttleEvents).where(lt(throttleEvents.at, since(olderThanMinutes)));
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
