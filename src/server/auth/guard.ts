import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
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
    if (raw[i].length === name.length && raw[i].toLowerCase() === name)
      value = value === undefined ? raw[i + 1] : `${value}, ${raw[i + 1]}`;
  }
  return value;
}

/**
 * Looks up a live session: `sid` of user `userId`, not revoked nor expired, the user active and still at token
 * version `tv`. Gives its principal, or null. Built once per caller, and on PostgreSQL a named prepared
 * statement, so neither Drizzle nor the server parses and plans it again per request. Shared by the Bearer
 * guard and the export download tickets (a ticket stands for its session).
 */
export function sessionResolver(deps: Deps) {
  const { db } = deps.database;
  const lookup = db
    .select({ user_type: users.user_type, organization_id: users.organization_id, tv: users.token_version })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.user_id, sql.placeholder('userId')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        eq(users.is_active, true),
      ),
    )
    .limit(1)
    .prepare('visapath_session_lookup');
  return async (sid: string, userId: number, tv: number): Promise<{ principal: Principal } | null> => {
    const [row] = await lookup.execute({ sid, userId, now: new Date().toISOString() });
    if (!row || row.tv !== tv || !isUserType(row.user_type)) return null;
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
 */
export function requireAuth(deps: Deps) {
  const resolveSession = sessionResolver(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = BEARER.exec(requestHeader(c, 'authorization') ?? '');
    if (!match) return deny(c, deps, MESSAGES.tokenMissing);
    const claims = await deps.tokens.verify(match[1]);
    const userId = Number(claims?.sub);
    if (!claims || !Number.isInteger(userId)) return deny(c, deps, MESSAGES.tokenInvalid);
    const session = await resolveSession(claims.sid, userId, claims.tv);
    if (!session) return deny(c, deps, MESSAGES.tokenInvalid, userId);
    c.set('principal', session.principal);
    await next();
  });
}

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
    userId: principal.userId,
    action: 'access.forbidden',
    resource,
    ip: c.get('ip'),
    changes: { status: 403, action },
  });
  throw new ApiError(403, MESSAGES.forbidden);
}
