import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { canAccess, type Action } from '../../domain/access';
import { isUserType, roleOf } from '../../domain/roles';
import { audit } from '../audit';
import type { AppEnv, Ctx, Deps, Principal } from '../context';
import { sessions, users } from '../db/schema';
import { ApiError, MESSAGES } from '../http';

/** Resolves the Bearer token to a principal, or answers 401 (and audits it). */
export function requireAuth(deps: Deps) {
  const { db } = deps.database;
  // Every authenticated request runs this lookup: built once, and on PostgreSQL a named prepared statement,
  // so neither Drizzle nor the server parses and plans it again per request.
  const sessionLookup = db
    .select({ user_type: users.user_type, organization_id: users.organization_id, tv: users.token_version })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(
      eq(sessions.id, sql.placeholder('sid')), eq(sessions.user_id, sql.placeholder('userId')), isNull(sessions.revoked_at),
      gt(sessions.expires_at, sql.placeholder('now')), eq(users.is_active, true),
    ))
    .limit(1)
    .prepare('visapath_session_lookup');
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return deny(c, deps, MESSAGES.tokenMissing);
    const claims = await deps.tokens.verify(match[1]);
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
