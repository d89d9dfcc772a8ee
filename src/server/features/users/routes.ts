import { eq, getTableColumns } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { LOGIN_WINDOW_MINUTES } from '@/domain/auth';
import { mailOwner } from '@/server/features/auth/securityMail';
import { ownerLocale } from '@/server/infrastructure/userLocale';
import { approveAccessRequestSchema } from '@/domain/areas/accessRequestApproval';
import { audit } from '@/server/infrastructure/audit';
import { assertCan, requireAuth } from '@/server/middleware/guard';
import { createFactorStore } from '@/server/features/auth/mfa/factors';
import { endUserSessions, sendPasswordCode } from '@/server/features/auth/resetCodes';
import type { AppEnv, Ctx, Deps } from '@/server/infrastructure/context';
import { rfc3339Row } from '@/server/infrastructure/db/columns';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, parse, parseBody } from '@/server/infrastructure/http';
import { ref } from '@/server/infrastructure/openapi/registry';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { statusSchema } from '@/server/features/auth/answers';
import { approveAccessRequest, rejectAccessRequest } from './accessRequests';

/** Codes an admin may have mailed to one user per window (a slip of the finger must not flood a mailbox). */
const ADMIN_RESET_LIMIT = 5;

const decided = (what: string) => ({ description: `The ${what} request`, schema: ref('access-requests') });

const approveAccessRequestRoute = defineRoute({
  method: 'post',
  path: '/api/access-requests/:id/approve',
  tag: 'access-requests',
  operationId: 'approveAccessRequest',
  summary:
    'Approve: create the user (in the given organisation of the requested type, or a new unpublished one) and mail a set-password code',
  // Optional: read by the route (without a Content-Type, no body).
  body: {
    schema: approveAccessRequestSchema,
    optional: true,
    description: 'Without a body, a new organisation is created',
  },
  responses: {
    200: decided('approved'),
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
    409: errorAnswer('Already decided, or the email has an account'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const rejectAccessRequestRoute = defineRoute({
  method: 'post',
  path: '/api/access-requests/:id/reject',
  tag: 'access-requests',
  operationId: 'rejectAccessRequest',
  summary: 'Reject (no account is created)',
  responses: {
    200: decided('rejected'),
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
    409: errorAnswer('Already decided'),
  },
});

const sendPasswordReset = defineRoute({
  method: 'post',
  path: '/api/users/:id/send-reset',
  tag: 'users',
  operationId: 'sendPasswordReset',
  summary: 'Mail the user a code to reset (or first set) the password',
  responses: {
    200: { description: 'Sent', schema: statusSchema },
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
    409: errorAnswer('The user is deactivated'),
    429: errorAnswer('Too many codes'),
  },
});

const resetUserFactors = defineRoute({
  method: 'post',
  path: '/api/users/:id/reset-factors',
  tag: 'users',
  operationId: 'resetUserFactors',
  summary: 'Remove every second factor and recovery code of the user (sessions end; the user is mailed)',
  responses: {
    200: { description: 'Done', schema: statusSchema },
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
  },
});

const endUserSessionsRoute = defineRoute({
  method: 'post',
  path: '/api/users/:id/end-sessions',
  tag: 'users',
  operationId: 'endUserSessions',
  summary: 'End every session of the user (signed out everywhere at once; the user is mailed)',
  // An empty JSON object, read by the route once the user is found (a 404 before a 415).
  body: { schema: z.object({}) },
  responses: {
    200: { description: 'Ended', schema: statusSchema },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

/** The admin's user routes beyond the generic CRUD (partners get 403). */
export const userAdminRouteDeclarations = [
  approveAccessRequestRoute,
  rejectAccessRequestRoute,
  sendPasswordReset,
  resetUserFactors,
  endUserSessionsRoute,
];

/**
 * The admin's user routes beyond the generic CRUD (mounted at /api ahead of it):
 * POST /access-requests/:id/approve {organization_id?}, POST /access-requests/:id/reject,
 * POST /users/:id/send-reset, POST /users/:id/reset-factors, POST /users/:id/end-sessions. Partners get 403 (they may not create or edit users).
 */
export function userAdminRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const factors = createFactorStore(deps);
  // The decided request is answered as the access-requests resource sends its records (RFC 3339 timestamps).
  const requestTable = getTableColumns(tableOf('access-requests'));
  const decision = (c: Ctx) => ({ principal: c.get('principal'), locale: c.get('locale'), ip: c.get('ip') });

  const mount = mountRoutes(app, '/api');
  // Role checks answer before the path's id is read.
  const may =
    (action: 'create' | 'edit'): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      await assertCan(c, deps, 'users', action);
      await next();
    };

  mount(approveAccessRequestRoute, [auth, may('create')], async (c, { params: { id } }) => {
    // The body is optional: without one (and without a Content-Type) a new organisation is created.
    const input = c.req.header('content-type')
      ? await parseBody(c, approveAccessRequestSchema)
      : parse(approveAccessRequestSchema, {}, c.get('locale'));
    const { request, user } = await db.transaction((tx) => approveAccessRequest(tx, id, input, decision(c)));
    // After the commit: no code goes out for an approval that was rolled back. A failed mail leaves the account,
    // and the admin sends a new code from the user's page.
    await sendPasswordCode(deps, { id: user.id, email: user.email, hasPassword: false }, c.get('locale')).catch(
      (error: unknown) => console.error('set-password mail failed', error),
    );
    return c.json(rfc3339Row(requestTable, request));
  });

  mount(rejectAccessRequestRoute, [auth, may('create')], async (c, { params: { id } }) => {
    return c.json(rfc3339Row(requestTable, await db.transaction((tx) => rejectAccessRequest(tx, id, decision(c)))));
  });

  /** The user an admin's command is about, once the admin may edit users (404 when there is none). */
  async function commandTarget(id: number) {
    const [user] = await db
      .select({ id: users.id, email: users.email, is_active: users.is_active, password_hash: users.password_hash })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!user) throw new ApiError(404, MESSAGES.notFound);
    return user;
  }
  const auditCommand = (c: Ctx, action: string, userId: number, changes?: Record<string, unknown>) =>
    audit(db, {
      userId: c.get('principal').userId,
      action,
      resource: 'users',
      recordId: userId,
      ip: c.get('ip'),
      changes,
    });

  mount(sendPasswordReset, [auth, may('edit')], async (c, { params: { id } }) => {
    const user = await commandTarget(id);
    if (!user.is_active) throw new ApiError(409, MESSAGES.userInactive);
    if ((await deps.throttle.claim(`admin-reset:${user.id}`, LOGIN_WINDOW_MINUTES, ADMIN_RESET_LIMIT)) === null) {
      throw new ApiError(429, MESSAGES.tooManyAttempts);
    }
    const hasPassword = user.password_hash != null;
    await sendPasswordCode(deps, { id: user.id, email: user.email, hasPassword }, c.get('locale'));
    await auditCommand(c, 'password.reset.send', user.id, { kind: hasPassword ? 'reset' : 'welcome' });
    return c.json({ status: 1 });
  });

  /**
   * Removes every second factor and recovery code of a user (a lost phone): their sessions end, the user is told
   * by mail in their language, and at the next sign-in they enrol again if their role requires it.
   */
  mount(resetUserFactors, [auth, may('edit')], async (c, { params: { id } }) => {
    const user = await commandTarget(id);
    // The owner's language is read before the sessions it is kept with end.
    const locale = await ownerLocale(db, user.id);
    const removed = await db.transaction(async (tx) => {
      const count = await factors.removeAll(tx, user.id);
      await endUserSessions(tx, user.id);
      return count;
    });
    await auditCommand(c, 'mfa.reset', user.id, { factors: removed });
    await mailOwner(deps, user, { kind: 'mfa_reset' }, locale);
    return c.json({ status: 1 });
  });

  /** Ends every session of a user (a lost laptop, a departure): signed out everywhere at once, and told by mail. */
  mount(endUserSessionsRoute, [auth, may('edit')], async (c, { params: { id } }) => {
    const user = await commandTarget(id);
    await parseBody(c, z.object({}));
    const locale = await ownerLocale(db, user.id);
    await db.transaction((tx) => endUserSessions(tx, user.id));
    await auditCommand(c, 'session.end_all', user.id);
    await mailOwner(deps, user, { kind: 'sessions_ended' }, locale);
    return c.json({ status: 1 });
  });

  return app;
}
