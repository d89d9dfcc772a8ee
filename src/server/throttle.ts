import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from './db/client';
import { throttleEvents } from './db/schema';

/** Counts and records events per key in a sliding window, in the database so every process shares it. */
export function createThrottle(db: Db) {
  const since = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
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
    /**
     * Records an attempt first, then admits it only if fewer than `max` attempts were recorded before it in
     * the window. Checking a count and recording afterwards let parallel requests all pass the check before
     * any of them was recorded. Returns the event's id (withdraw it if the attempt should not count), or
     * null (nothing recorded) when the limit is reached.
     */
    async claim(key: string, minutes: number, max: number): Promise<number | null> {
      const [event] = await db.insert(throttleEvents).values({ key }).returning({ id: throttleEvents.id });
      const [row] = await db
        .select({ n: count() })
        .from(throttleEvents)
        .where(
          and(eq(throttleEvents.key, key), gt(throttleEvents.at, since(minutes)), lt(throttleEvents.id, event.id)),
        );
      if ((row?.n ?? 0) < max) return event.id;
      await db.delete(throttleEvents).where(eq(throttleEvents.id, event.id));
      return null;
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
