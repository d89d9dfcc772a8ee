import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { canAccess, type Action } from '../../domain/access';
import { isUserType, roleOf } from '../../domain/roles';
import { audit } from '../audit';
import type { AppEnv, Ctx, Deps, Principal } from '../context';
import { sessions, users } from '../db/schema';
import { ApiError, MESSAGES } from '../http';

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

/** Resolves the Bearer token to a principal, or answers 401 (and audits it). */
export function requireAuth(deps: Deps) {
  const { db } = deps.database;
  const cache = deps.sessionCache;
  // For tokens the cache cannot answer: built once, and on PostgreSQL a named prepared statement, so neither
  // Drizzle nor the server parses and plans it again per request.
  const sessionLookup = db
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
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = BEARER.exec(requestHeader(c, 'authorization') ?? '');
    if (!match) return deny(c, deps, MESSAGES.tokenMissing);
    const token = match[1];
    const cached = cache.get(token);
    if (cached) {
      c.set('principal', cached);
      await next();
      return;
    }
    const stamp = cache.stamp();
    const claims = await deps.tokens.verify(token);
    const userId = Number(claims?.sub);
    if (!claims || !Number.isInteger(userId)) return deny(c, deps, MESSAGES.tokenInvalid);
    const [row] = await sessionLookup.execute({ sid: claims.sid, userId, now: new Date().toISOString() });
    if (!row || row.tv !== claims.tv || !isUserType(row.user_type)) return deny(c, deps, MESSAGES.tokenInvalid, userId);
    const principal: Principal = {
      userId,
      userType: row.user_type,
      role: roleOf(row.user_type)!,
      organizationId: row.organization_id,
      sessionId: claims.sid,
    };
    cache.set(token, principal, Math.min(claims.exp * 1000, row.expires * 1000), stamp);
    c.set('principal', principal);
    await next();
  });
}

async function deny(c: Ctx, deps: Deps, message: string, userId?: number) {
  await audit(deps.database.db, { userId, action: 'auth.denied', resource: c.req.path, ip: c.get('ip'), changes: { status: 401, message } });
  return c.json({ message }, 401);
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
