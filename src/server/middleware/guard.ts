import { and, eq, gt, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import { canAccess, type Action } from '@/domain/access';
import { isUserType, roleOf } from '@/domain/roles';
import { audit, auditRefusal } from '@/server/infrastructure/audit';
import type { AppEnv, Ctx, Deps, PendingSession, Principal, SessionResolver } from '@/server/infrastructure/context';
import { sessions, users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, apiMessage, englishText, errorJson, requestHeader } from '@/server/infrastructure/http';
import { sessionActivity } from './sessionActivity';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * What makes a session live, over `sessions` joined to `users`: this id of this user, neither revoked nor
 * expired at `now`, used after `idleSince` (the idle timeout), its user active. The token version is the caller's to compare. One rule for the guard's
 * lookup and for the check a list folds into its statement (listPages).
 */
export const liveSession = (at: {
  sid: string | SQLWrapper;
  userId: number | SQLWrapper;
  now: string | SQLWrapper;
  idleSince: string | SQLWrapper;
}): SQL =>
  and(
    eq(sessions.id, at.sid),
    eq(sessions.user_id, at.userId),
    isNull(sessions.revoked_at),
    gt(sessions.expires_at, at.now),
    gt(sessions.last_seen_at, at.idleSince),
    eq(users.is_active, true),
  )!;

/**
 * Looks up a live session: `sid` of user `userId`, not revoked nor expired, the user active and still at token
 * version `tv`. Gives its principal, or null. Built once per caller, and on PostgreSQL a named prepared
 * statement, so neither Drizzle nor the server parses and plans it again per request. Shared by the Bearer
 * guard and the export download tickets (a ticket stands for its session).
 */
export function sessionResolver(deps: Deps, activity = sessionActivity(deps)): SessionResolver {
  const { db } = deps.database;
  const lookup = db
    .select({ user_type: users.user_type, organization_id: users.organization_id, tv: users.token_version })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      liveSession({
        sid: sql.placeholder('sid'),
        userId: sql.placeholder('userId'),
        now: sql.placeholder('now'),
        idleSince: sql.placeholder('idleSince'),
      }),
    )
    .limit(1)
    .prepare('visapath_session_lookup');
  return async (sid, userId, tv) => {
    const [row] = await lookup.execute({ sid, userId, now: new Date().toISOString(), idleSince: activity.idleSince() });
    if (!row || row.tv !== tv || !isUserType(row.user_type)) return null;
    await activity.touch(sid);
    return {
      principal: {
        userId,
        userType: row.user_type,
        role: roleOf(row.user_type)!,
        organizationId: row.organization_id,
        sessionId: sid,
      },
    };
  };
}

/**
 * Resolves the Bearer token to a principal, or answers 401 (and audits it). The signature is checked and the
 * session row read on every request: a revocation committed by any process (logout, deactivation, a new
 * password) holds for the very next request everywhere.
 *
 * With `fold` (read-only GET routes), the session row is not read before the handler: the principal the token
 * claims is set with a `pendingSession`, whose check the handler folds into its own statement (one round trip
 * instead of two: see listPages) and records in `live`. A handler that did not settle it (it failed before
 * its statement) has the session looked up after it; a session that is not live turns any answer into the
 * 401. A claim that no longer holds while the session does (a role changed by SQL) is looked up and answered
 * with the current principal: see confirmSession.
 */
export function requireAuth(deps: Deps, { fold = false } = {}) {
  const activity = sessionActivity(deps);
  const resolveSession = sessionResolver(deps, activity);
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = BEARER.exec(requestHeader(c, 'authorization') ?? '');
    if (!match) return deny(c, deps, MESSAGES.tokenMissing);
    const claims = await deps.tokens.verify(match[1]);
    const userId = Number(claims?.sub);
    if (!claims || !Number.isInteger(userId)) return deny(c, deps, MESSAGES.tokenInvalid);
    // Only a read may run before its session is known live: its answer can still be withheld, its effects not.
    const role = fold && (c.req.method === 'GET' || c.req.method === 'HEAD') ? roleOf(claims.user_type) : null;
    if (role && isUserType(claims.user_type)) {
      const pending: PendingSession = {
        claims: {
          sid: claims.sid,
          userId,
          tv: claims.tv,
          userType: claims.user_type,
          organizationId: claims.org,
          idleSince: activity.idleSince(),
        },
      };
      c.set('principal', {
        userId,
        userType: claims.user_type,
        role,
        organizationId: claims.org,
        sessionId: claims.sid,
      });
      c.set('pendingSession', pending);
      c.set('resolveSession', resolveSession);
      await next();
      if (pending.live === undefined) pending.live = !!(await resolveSession(claims.sid, userId, claims.tv));
      else if (pending.live) await activity.touch(claims.sid);
      if (!pending.live) {
        // Whatever the handler answered, and whichever headers it set, a dead session gets only the 401.
        await audited(c, deps, MESSAGES.tokenInvalid, userId);
        c.res = undefined;
        c.res = Response.json(apiMessage(c, MESSAGES.tokenInvalid), { status: 401 });
      }
      return;
    }
    const session = await resolveSession(claims.sid, userId, claims.tv);
    if (!session) return deny(c, deps, MESSAGES.tokenInvalid, userId);
    c.set('principal', session.principal);
    await next();
  });
}

/**
 * Settles a pending session by looking it up: a dead one is the 401, a live one sets the request's principal
 * as it is now (its role or organisation may have changed since the token was signed). A no-op when there is
 * no pending session or it is already known live.
 */
export async function confirmSession(c: Ctx): Promise<Principal> {
  const pending = c.get('pendingSession');
  const resolveSession = c.get('resolveSession');
  if (!pending || pending.live || !resolveSession) return c.get('principal');
  const { sid, userId, tv } = pending.claims;
  const session = await resolveSession(sid, userId, tv);
  if (!session) {
    pending.live = false;
    throw new ApiError(401, MESSAGES.tokenInvalid);
  }
  pending.live = true;
  c.set('principal', session.principal);
  return session.principal;
}

async function audited(c: Ctx, deps: Deps, key: string, userId?: number) {
  const changes = { status: 401, message: englishText(key) }; // the audit log keeps the English text
  await auditRefusal(deps.database.db, {
    userId,
    action: 'auth.denied',
    resource: c.req.path,
    ip: c.get('ip'),
    changes,
    reason: key,
  });
}

async function deny(c: Ctx, deps: Deps, key: string, userId?: number) {
  await audited(c, deps, key, userId);
  return errorJson(c, 401, key);
}

/** 403 unless the shared access rules let this principal do `action` on `resource` (audited). */
export async function assertCan(c: Ctx, deps: Deps, resource: string, action: Action) {
  if (canAccess(c.get('principal').role, { resource, action })) return;
  // A refusal for a role the token only claims: the role as it is now decides.
  const principal = await confirmSession(c);
  if (canAccess(principal.role, { resource, action })) return;
  return forbid(c, deps, resource, action);
}

/** Middleware: assertCan before the handler, so that a refusal answers before the request's input is read. */
export const requireCan =
  (deps: Deps, resource: string, action: Action): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await assertCan(c, deps, resource, action);
    await next();
  };

/** Answers 403 (audited): the principal may not do `action` on `resource`, or not on the record it named. */
export async function forbid(c: Ctx, deps: Deps, resource: string, action: Action): Promise<never> {
  await audit(deps.database.db, {
    userId: c.get('principal').userId,
    action: 'access.forbidden',
    resource,
    ip: c.get('ip'),
    changes: { status: 403, action },
  });
  throw new ApiError(403, MESSAGES.forbidden);
}
