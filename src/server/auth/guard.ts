import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { decodeJwt } from 'jose';
import { canAccess, type Action } from '../../domain/access';
import { isUserType, roleOf } from '../../domain/roles';
import { audit } from '../audit';
import type { AppEnv, Ctx, Deps, Principal } from '../context';
import { sessions, users } from '../db/schema';
import { ApiError, MESSAGES, englishText, errorJson } from '../http';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * A request header (`name` in lower case) as c.req.header(name) gives it, repeated headers joined by ", ".
 * Under @hono/node-server it is read from node's raw header list: c.req.header() would first copy every header
 * into a fetch Headers object, a cost each API request paid just to read its token and language.
 */
export function requestHeader(c: Ctx, name: string): string | undefined {
  const raw = (c.env as { incoming?: { rawHeaders?: string[] } } | undefined)?.incoming?.rawHeaders;
  if (!raw) return c.req.header(name);
  let value: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i].length === name.length && raw[i].toLowerCase() === name) value = value === undefined ? raw[i + 1] : `${value}, ${raw[i + 1]}`;
  }
  return value;
}

/**
 * Looks up a live session: `sid` of user `userId`, not revoked nor expired, the user active and still at token
 * version `tv`. Gives its principal and when the session ends (epoch seconds), or null. Built once per caller,
 * and on PostgreSQL a named prepared statement, so neither Drizzle nor the server parses and plans it again per
 * request. Shared by the Bearer guard and the export download tickets (a ticket stands for its session).
 */
export function sessionResolver(deps: Deps) {
  const { db } = deps.database;
  const lookup = db
    .select({
      user_type: users.user_type, organization_id: users.organization_id, tv: users.token_version,
      expires: sql<number>`extract(epoch from ${sessions.expires_at})`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(
      eq(sessions.id, sql.placeholder('sid')), eq(sessions.user_id, sql.placeholder('userId')), isNull(sessions.revoked_at),
      gt(sessions.expires_at, sql.placeholder('now')), eq(users.is_active, true),
    ))
    .limit(1)
    .prepare('visapath_session_lookup');
  return async (sid: string, userId: number, tv: number): Promise<{ principal: Principal; expires: number } | null> => {
    const [row] = await lookup.execute({ sid, userId, now: new Date().toISOString() });
    if (!row || row.tv !== tv || !isUserType(row.user_type)) return null;
    return {
      principal: { userId, userType: row.user_type, role: roleOf(row.user_type)!, organizationId: row.organization_id, sessionId: sid },
      expires: row.expires,
    };
  };
}

/**
 * Resolves the Bearer token to a principal, or answers 401 (and audits it). The session row is read on every
 * request, cached token or not: a revocation committed by any process (logout, deactivation, a new password)
 * holds for the very next request everywhere, where a notification would reach other processes only a moment
 * later. The cache spares the signature check of a token already verified (its key is the exact token string).
 */
export function requireAuth(deps: Deps) {
  const cache = deps.sessionCache;
  const resolveSession = sessionResolver(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = BEARER.exec(requestHeader(c, 'authorization') ?? '');
    if (!match) return deny(c, deps, MESSAGES.tokenMissing);
    const token = match[1];
    const stamp = cache.stamp();
    const cached = cache.get(token);
    const claims = cached ? verifiedClaims(token) : await deps.tokens.verify(token);
    const userId = Number(claims?.sub);
    if (!claims || !Number.isInteger(userId)) return deny(c, deps, MESSAGES.tokenInvalid);
    const session = await resolveSession(claims.sid, userId, claims.tv);
    if (!session) {
      if (cached) cache.invalidateSession(claims.sid);
      return deny(c, deps, MESSAGES.tokenInvalid, userId);
    }
    if (!cached || !samePrincipal(cached, session.principal)) {
      cache.set(token, session.principal, Math.min(claims.exp * 1000, session.expires * 1000), stamp);
    }
    c.set('principal', session.principal);
    await next();
  });
}

/** The claims of a token the cache holds, hence one whose signature was checked: read without checking again. */
function verifiedClaims(token: string): { sub: string; sid: string; tv: number; exp: number } | null {
  const claims = decodeJwt(token);
  const { sub, sid, tv, exp } = claims;
  return typeof sub === 'string' && typeof sid === 'string' && typeof tv === 'number' && typeof exp === 'number' ? { sub, sid, tv, exp } : null;
}

const samePrincipal = (a: Principal, b: Principal) => a.userType === b.userType && a.organizationId === b.organizationId && a.sessionId === b.sessionId;

async function deny(c: Ctx, deps: Deps, key: string, userId?: number) {
  const changes = { status: 401, message: englishText(key) }; // the audit log keeps the English text
  await audit(deps.database.db, { userId, action: 'auth.denied', resource: c.req.path, ip: c.get('ip'), changes });
  return errorJson(c, 401, key);
}

/** 403 unless the shared access rules let this principal do `action` on `resource` (audited). */
export async function assertCan(c: Ctx, deps: Deps, resource: string, action: Action) {
  const principal = c.get('principal');
  if (canAccess(principal.role, { resource, action })) return;
  await audit(deps.database.db, {
    userId: principal.userId, action: 'access.forbidden', resource, ip: c.get('ip'), changes: { status: 403, action },
  });
  throw new ApiError(403, MESSAGES.forbidden);
}
