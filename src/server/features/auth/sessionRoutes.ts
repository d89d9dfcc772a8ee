import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { OwnSession } from '@/domain/auth';
import { audit } from '@/server/infrastructure/audit';
import type { AppEnv, Ctx, Deps } from '@/server/infrastructure/context';
import { sessions } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, requestHeader } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { statusSchema } from './answers';
import { deviceOf } from './device';
import { requireAuth } from '@/server/middleware/guard';
import { sessionActivity } from '@/server/middleware/sessionActivity';

/** The User-Agent kept with a session (cut short: it is only ever shown as a browser and a system). */
export const userAgentOf = (c: Ctx) => requestHeader(c, 'user-agent')?.slice(0, 512) ?? null;

const sessionId = z.uuid();

const ownSessionSchema = z.object({
  id: z.uuid(),
  browser: z.string().nullable().describe('from the User-Agent of its sign-in; null when not recognised'),
  os: z.string().nullable(),
  ip: z.string().nullable().describe('the client address of its sign-in'),
  created_at: z.string(),
  last_seen_at: z.string().describe('its last use (kept to the minute)'),
  current: z.boolean().describe('the session of this request'),
}) satisfies z.ZodType<OwnSession>;

const listOwnSessions = defineRoute({
  method: 'get',
  path: '/api/me/sessions',
  tag: 'auth',
  operationId: 'getMeSessions',
  summary: "The signed-in user's live sessions, newest first",
  responses: {
    200: { description: 'The sessions', schema: z.array(ownSessionSchema) },
    401: ERRORS.unauthorized,
  },
});

const endOwnSession = defineRoute({
  method: 'post',
  path: '/api/me/sessions/:id/end',
  tag: 'auth',
  operationId: 'postMeSessionsByIdEnd',
  summary: 'End one of your own sessions (its token stops working at once)',
  // Any string passes here, so that a body that is not a JSON object still answers 400 before an id that names
  // no session answers 404; the handler checks it is a UUID.
  params: z.object({ id: z.string().meta({ format: 'uuid' }) }),
  body: z.object({}),
  responses: {
    200: { description: 'Ended', schema: statusSchema },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    404: errorAnswer('No live session of yours'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

/** The signed-in user's own sessions. */
export const sessionRouteDeclarations = [listOwnSessions, endOwnSession];

/** The signed-in user's own sessions: GET /me/sessions (the live ones, newest first), POST /me/sessions/:id/end. */
export function sessionRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const mount = mountRoutes(app, '/api');
  const authed = requireAuth(deps);
  const activity = sessionActivity(deps);

  const live = (userId: number) =>
    and(
      eq(sessions.user_id, userId),
      isNull(sessions.revoked_at),
      gt(sessions.expires_at, new Date().toISOString()),
      gt(sessions.last_seen_at, activity.idleSince()),
    );

  mount(listOwnSessions, [authed], async (c) => {
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

  mount(endOwnSession, [authed], async (c, { params }) => {
    const p = c.get('principal');
    const id = sessionId.safeParse(params.id);
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
