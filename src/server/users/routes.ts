import { eq, getTableColumns } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { LOGIN_WINDOW_MINUTES } from '../../domain/auth';
import { mailOwner, ownerLocale } from '../auth/securityMail';
import { approveAccessRequestSchema } from '../../domain/areas/accessRequestApproval';
import { audit } from '../audit';
import { assertCan, requireAuth } from '../auth/guard';
import { createFactorStore } from '../auth/mfa/factors';
import { endUserSessions, sendPasswordCode } from '../auth/resetCodes';
import type { AppEnv, Ctx, Deps } from '../context';
import { rfc3339Row } from '../db/columns';
import { tableOf } from '../db/resourceTables';
import { users } from '../db/schema';
import { ApiError, MESSAGES, parse, parseBody, parseId } from '../http';
import { approveAccessRequest, rejectAccessRequest } from './accessRequests';

/** Codes an admin may have mailed to one user per window (a slip of the finger must not flood a mailbox). */
const ADMIN_RESET_LIMIT = 5;

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

  app.post('/access-requests/:id/approve', auth, async (c) => {
    await assertCan(c, deps, 'users', 'create');
    const id = parseId(c);
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

  app.post('/access-requests/:id/reject', auth, async (c) => {
    await assertCan(c, deps, 'users', 'create');
    const id = parseId(c);
    return c.json(rfc3339Row(requestTable, await db.transaction((tx) => rejectAccessRequest(tx, id, decision(c)))));
  });

  /** The user an admin's command is about, once the admin may edit users (404 when there is none). */
  async function commandTarget(c: Ctx) {
    await assertCan(c, deps, 'users', 'edit');
    const [user] = await db
      .select({ id: users.id, email: users.email, is_active: users.is_active, password_hash: users.password_hash })
      .from(users)
      .where(eq(users.id, parseId(c)))
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

  app.post('/users/:id/send-reset', auth, async (c) => {
    const user = await commandTarget(c);
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
  app.post('/users/:id/reset-factors', auth, async (c) => {
    const user = await commandTarget(c);
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
  app.post('/users/:id/end-sessions', auth, async (c) => {
    const user = await commandTarget(c);
    await parseBody(c, z.object({}));
    const locale = await ownerLocale(db, user.id);
    await db.transaction((tx) => endUserSessions(tx, user.id));
    await auditCommand(c, 'session.end_all', user.id);
    await mailOwner(deps, user, { kind: 'sessions_ended' }, locale);
    return c.json({ status: 1 });
  });

  return app;
}
