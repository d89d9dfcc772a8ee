import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from './db/client';
import { throttleEvents } from './db/schema';

/** Counts and records events per key in a sliding window, in the database so every process shares it. */
export function createThrottle(db: Db) {
  const since = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  return {
    async count(key: string, minutes: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(throttleEvents)
        .where(and(eq(throttleEvents.key, key), gt(throttleEvents.at, since(minutes))));
      return row?.n ?? 0;
    },
    async record(key: string): Promise<void> {
      await db.insert(throttleEvents).values({ key });
    },
    async prune(olderThanMinutes: number): Promise<void> {
      await db.delete(throttleEvents).where(lt(throttleEvents.at, since(olderThanMinutes)));
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
