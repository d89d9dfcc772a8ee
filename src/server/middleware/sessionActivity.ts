import { eq } from 'drizzle-orm';
import type { Deps } from '@/server/infrastructure/context';
import { sessions } from '@/server/infrastructure/db/schema';

/** A session's last activity is written at most this often per process: one write a minute, not one a request. */
const TOUCH_EVERY_MS = 60_000;
/** How many sessions a process remembers having touched (the oldest is forgotten first). */
const REMEMBERED = 10_000;

type SessionActivity = ReturnType<typeof createSessionActivity>;
const byDeps = new WeakMap<Deps, SessionActivity>();

/**
 * The idle timeout: `idleSince()` is the earliest last activity a live session may have now; `touch(sid)`
 * records a live session's use. One per server (every route group's guard shares it).
 */
export function sessionActivity(deps: Deps): SessionActivity {
  let activity = byDeps.get(deps);
  if (!activity) byDeps.set(deps, (activity = createSessionActivity(deps)));
  return activity;
}

function createSessionActivity(deps: Deps) {
  const { db } = deps.database;
  const idleMs = deps.config.sessionIdleMinutes * 60_000;
  const touched = new Map<string, number>();
  return {
    idleSince: () => new Date(Date.now() - idleMs).toISOString(),
    async touch(sid: string) {
      const now = Date.now();
      const last = touched.get(sid);
      if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
      touched.delete(sid);
      if (touched.size >= REMEMBERED) touched.delete(touched.keys().next().value!);
      touched.set(sid, now);
      await db
        .update(sessions)
        .set({ last_seen_at: new Date(now).toISOString() })
        .where(eq(sessions.id, sid));
    },
  };
}
