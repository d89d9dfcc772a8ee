import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { OwnSession } from '@/domain/auth';
import { audit } from '@/server/infrastructure/audit';
import type { AppEnv, Ctx, Deps } from '@/server/infrastructure/context';
import { sessions } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, parseBody, requestHeader } from '@/server/infrastructure/http';
import { deviceOf } from './device';
import { requireAuth } from '@/server/middleware/guard';
import { sessionActivity } from '@/server/middleware/sessionActivity';

/** The User-Agent kept with a session (cut short: it is only ever shown as a browser and a system). */
export const userAgentOf = (c: Ctx) => requestHeader(c, 'user-agent')?.slice(0, 512) ?? null;

const sessionId = z.uuid();

/** The signed-in user's own sessions: GET /me/sessions (the live ones, newest first), POST /me/sessions/:id/end. */
export function sessionRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const authed = requireAuth(deps);
  const activity = sessionActivity(deps);

  const live = (userId: number) =>
    and(
      eq(sessions.user_id, userId),
      isNull(sessions.revoked_at),
      gt(sessions.expires_at, new Date().toISOString()),
      gt(sessions.last_seen_at, activity.idleSince()),
    );

  app.get('/me/sessions', authed, async (c) => {
    const p = c.get('principal');
    const rows = await db.select().from(sessions).where(live(p.userId)).orderBy(desc(sessions.created_at));
    const listed: OwnSession[] = rows.map((row) => ({
      id: row.id,
      ...deviceOf(row.user_agent),
      ip: row.ip,
      created_at: new Date(row.created_at).toISOString(),
      last_seen_at: new Date(row.last_seen_at).toISOString(),
      current: row.id === p.sessionId,
    }));
    return c.json(listed);
  });

  app.post('/me/sessions/:id/end', authed, async (c) => {
    await parseBody(c, z.object({}));
    const p = c.get('principal');
    const id = sessionId.safeParse(c.req.param('id'));
    if (!id.success) throw new ApiError(404, MESSAGES.notFound);
    const [ended] = await db
      .update(sessions)
      .set({ revoked_at: new Date().toISOString() })
      .where(and(eq(sessions.id, id.data), live(p.userId)))
      .returning({ id: sessions.id });
    if (!ended) throw new ApiError(404, MESSAGES.notFound);
    await audit(db, { userId: p.userId, action: 'session.end', resource: 'session', ip: c.get('ip') });
    return c.json({ status: 1 });
  });

  return app;
}
