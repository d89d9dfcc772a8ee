import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  OTP_LIFETIME_MINUTES,
  OTP_MAX_TRIES,
  RESET_CODES_PER_DAY,
  RESET_VERIFY_MAX_PER_ADDRESS,
  changePasswordSchema,
  loginSchema,
  logoutSchema,
  otpSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  resetRequestSchema,
  type LoginResponse,
  type OwnProfile,
  type SessionUser,
  type SignInMethod,
} from '@/domain/auth';
import { users as usersResource } from '@/domain/areas/users';
import { ORG_TYPES, isUserType } from '@/domain/roles';
import { audit, auditRefusal } from '@/server/infrastructure/audit';
import type { AppEnv, Ctx, Deps } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { accessRequests, organizations, passwordResets, sessions, users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, validationError } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { loginResponseSchema, mfaChallengeSchema, ownProfileSchema, statusSchema } from './answers';
import { passwordProblem, type PasswordContext } from './breached';
import { requireAuth } from '@/server/middleware/guard';
import { mfaRoutes, secondStep } from './mfa/routes';
import { oidcRoutes } from './oidc/routes';
import { knownDevices } from './knownDevices';
import { loginThrottle } from './loginThrottle';
import { hashPassword, verifyPassword } from './passwords';
import { resetCodeMail, storeNoResetCode, storeResetCode } from './resetCodes';
import { randomToken, sameDigest } from '@/server/infrastructure/tokens';
import { deviceOf } from './device';
import { mailOwner } from './securityMail';
import { sessionRoutes, userAgentOf } from './sessionRoutes';
import { unstoredFiles } from '@/server/infrastructure/fileStorage';

type UserRow = typeof users.$inferSelect;

const sessionUser = (u: UserRow): SessionUser => ({
  user_id: u.id,
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  profile_pic: u.profile_pic,
  user_type: u.user_type,
});

const ownProfile = (u: UserRow): OwnProfile => ({ ...sessionUser(u), enquiry_mail: u.enquiry_mail });

/** A reset request is answered no sooner than this after it arrives (known and unknown addresses alike). */
const RESET_ANSWER_FLOOR_MS = 100;

const login = defineRoute({
  method: 'post',
  path: '/api/login',
  tag: 'auth',
  operationId: 'postLogin',
  public: true,
  summary: 'Sign in',
  body: loginSchema,
  responses: {
    200: {
      description:
        'A session (and a device cookie: sent back with later sign-ins to this account, it keeps their own allowance against guessing); or, for an account with a second factor (or whose role must enrol one), a challenge for POST /api/login/mfa and no session',
      schema: z.union([loginResponseSchema, mfaChallengeSchema]),
    },
    400: ERRORS.invalid,
    401: errorAnswer('Invalid username or password'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: errorAnswer(
      'Too many attempts from this device or address; Retry-After says in how many seconds to try again',
    ),
  },
});

const logout = defineRoute({
  method: 'post',
  path: '/api/logout',
  tag: 'auth',
  operationId: 'postLogout',
  summary: 'End this session',
  body: logoutSchema,
  responses: {
    200: { description: 'Done', schema: statusSchema },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const requestResetCode = defineRoute({
  method: 'post',
  path: '/api/resetPassword-sent-otp',
  tag: 'auth',
  operationId: 'postResetPasswordSentOtp',
  public: true,
  summary: 'Mail a 6-digit code to reset the password (the same answer for every address)',
  body: resetRequestSchema,
  responses: {
    200: { description: 'Done', schema: statusSchema },
    400: ERRORS.invalid,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: errorAnswer('Too many attempts'),
  },
});

const verifyResetCode = defineRoute({
  method: 'post',
  path: '/api/resetPassword-verify-otp',
  tag: 'auth',
  operationId: 'postResetPasswordVerifyOtp',
  public: true,
  summary: 'Exchange the code for a reset token (5 tries per code)',
  body: otpSchema,
  responses: {
    200: {
      description: 'The reset token, valid for 10 minutes',
      schema: statusSchema.extend({ resetToken: z.string() }),
    },
    400: errorAnswer('Invalid input, or a wrong, used or expired code (`errors` names the fields)'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: errorAnswer('Too many attempts from this address; Retry-After says in how many seconds to try again'),
  },
});

const resetPassword = defineRoute({
  method: 'post',
  path: '/api/resetPassword',
  tag: 'auth',
  operationId: 'postResetPassword',
  public: true,
  summary: "Set a new password (the user's sessions end)",
  body: resetPasswordSchema,
  responses: {
    200: { description: 'Done', schema: statusSchema },
    400: errorAnswer(
      'Invalid input, a weak password, or a wrong, used or expired reset token (`errors` names the fields)',
    ),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const register = defineRoute({
  method: 'post',
  path: '/api/register',
  tag: 'auth',
  operationId: 'postRegister',
  public: true,
  summary: `Ask for partner access (${ORG_TYPES.join(', ')}); an admin approves or rejects the request`,
  body: registerSchema,
  responses: {
    201: { description: 'Recorded', schema: statusSchema },
    400: ERRORS.invalid,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: errorAnswer('Too many attempts'),
  },
});

const getOwnUser = defineRoute({
  method: 'get',
  path: '/api/me',
  tag: 'auth',
  operationId: 'getMe',
  summary: 'The signed-in user',
  responses: {
    200: { description: 'The user and their settings', schema: ownProfileSchema },
    401: ERRORS.unauthorized,
  },
});

const updateOwnUser = defineRoute({
  method: 'put',
  path: '/api/me',
  tag: 'auth',
  operationId: 'putMe',
  summary:
    'Change your name, picture (a URL from POST /api/uploads?resource=me&field=profile_pic) and how you hear of enquiries by mail',
  body: profileSchema,
  responses: {
    200: { description: 'The user and their settings', schema: ownProfileSchema },
    400: errorAnswer('Invalid input, or a picture that was not uploaded (`errors` names the fields)'),
    401: ERRORS.unauthorized,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const getOwnOrganization = defineRoute({
  method: 'get',
  path: '/api/me/organization',
  tag: 'auth',
  operationId: 'getMeOrganization',
  summary: "The signed-in partner's own organisation",
  responses: {
    200: {
      description: 'The organisation',
      schema: z.object({ id: z.number().int(), type: z.enum(ORG_TYPES), name: z.string() }),
    },
    401: ERRORS.unauthorized,
    404: errorAnswer('An admin (who has none)'),
  },
});

const changeOwnPassword = defineRoute({
  method: 'post',
  path: '/api/me/password',
  tag: 'auth',
  operationId: 'postMePassword',
  summary: 'Change your password (your other sessions end)',
  body: changePasswordSchema,
  responses: {
    200: { description: 'A new token for this session', schema: statusSchema.extend({ accessToken: z.string() }) },
    400: errorAnswer('Invalid input, a wrong current password or a weak new one (`errors` names the fields)'),
    401: ERRORS.unauthorized,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: errorAnswer('Too many attempts'),
  },
});

/** Sign-in and sign-out, password reset, the request for access and the signed-in user's own account. */
export const authRouteDeclarations = [
  login,
  logout,
  requestResetCode,
  verifyResetCode,
  resetPassword,
  register,
  getOwnUser,
  updateOwnUser,
  getOwnOrganization,
  changeOwnPassword,
];

// The answer floor of a reset request counts from arrival, before the body is read.
const arrivals = new WeakMap<Ctx, number>();
const noteArrival: MiddlewareHandler<AppEnv> = async (c, next) => {
  arrivals.set(c, performance.now());
  await next();
};

const findByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1)
  )[0];

export function authRoutes(deps: Deps) {
  const { db } = deps.database;
  const { throttle, tokens, config } = deps;
  const app = new Hono<AppEnv>();
  const mount = mountRoutes(app, '/api');
  const authed = requireAuth(deps);
  const devices = knownDevices(tokens, config.production);
  const admitLogin = loginThrottle(deps, devices);

  async function startSession(c: Ctx, user: UserRow) {
    const sid = randomUUID();
    const { token, expiresAt } = await tokens.sign({
      sub: String(user.id),
      sid,
      user_type: user.user_type,
      org: user.organization_id,
      tv: user.token_version,
    });
    await db.insert(sessions).values({
      id: sid,
      user_id: user.id,
      expires_at: expiresAt.toISOString(),
      ip: c.get('ip'),
      user_agent: userAgentOf(c),
      locale: c.get('locale'),
    });
    return token;
  }

  /**
   * Tells the owner of a sign-in from a browser that holds no device cookie of the account (another computer
   * with the same browser and system is another device), in their language; a first sign-in ever is no news.
   */
  async function mailIfNewDevice(c: Ctx, user: UserRow) {
    if (devices.read(c, user.email.toLowerCase()) !== null) return;
    const [earlier] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, user.id)).limit(1);
    if (!earlier) return;
    await mailOwner(deps, user, { kind: 'new_device', device: deviceOf(userAgentOf(c)), ip: c.get('ip') });
  }

  /** The end of every sign-in: a session, the last sign-in time and the audit entry naming how it was completed. */
  async function signIn(c: Ctx, user: UserRow, method: SignInMethod): Promise<LoginResponse> {
    const ip = c.get('ip');
    await mailIfNewDevice(c, user);
    const accessToken = await startSession(c, user);
    devices.remember(c, user.email.toLowerCase());
    await db.update(users).set({ last_login_at: new Date().toISOString() }).where(eq(users.id, user.id));
    await audit(db, { userId: user.id, action: 'login.success', resource: 'session', ip, changes: { method } });
    return { accessToken, user: sessionUser(user), userType: user.user_type, companyId: user.organization_id };
  }
  const mfa = mfaRoutes(deps, signIn);
  app.route('/', sessionRoutes(deps));
  app.route('/', mfa.app);
  // Ahead of POST /login: with AUTH_METHOD=oidc the password routes answer 404 from here.
  app.route('/', oidcRoutes(deps, signIn, mfa));

  mount(login, [], async (c, { body: { username, password } }) => {
    const email = username.toLowerCase();
    const ip = c.get('ip');
    // Every attempt is recorded as a failure before the password is checked (and withdrawn on success), so
    // parallel guesses cannot all slip past the limit while the first ones are still being verified.
    const admission = await admitLogin(c, email);
    if (!('claims' in admission)) {
      await auditRefusal(db, { action: 'login.throttled', resource: 'session', ip, changes: { email } });
      c.header('Retry-After', String(admission.retryAfterSeconds));
      throw new ApiError(429, MESSAGES.tooManyAttempts);
    }
    const user = await findByEmail(db, email);
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok || !user.is_active || !isUserType(user.user_type)) {
      await auditRefusal(db, {
        userId: user?.id,
        action: 'login.failure',
        resource: 'session',
        ip,
        changes: { email },
      });
      throw new ApiError(401, MESSAGES.loginFailed);
    }
    await throttle.withdraw(...admission.claims);
    // An account with a second factor (or whose role must enrol one) gets a token for the second step, no session.
    const challenge = await secondStep(deps, mfa, user);
    if (challenge) return c.json(challenge);
    return c.json(await signIn(c, user, 'password'));
  });

  mount(logout, [authed], async (c) => {
    const p = c.get('principal');
    await db.update(sessions).set({ revoked_at: new Date().toISOString() }).where(eq(sessions.id, p.sessionId));
    await audit(db, { userId: p.userId, action: 'logout', resource: 'session', ip: c.get('ip') });
    return c.json({ status: 1 });
  });

  mount(requestResetCode, [noteArrival], async (c, { body: { email } }) => {
    const arrived = arrivals.get(c) ?? performance.now();
    const ip = c.get('ip');
    const emailClaim = await throttle.claim(`reset:${email.toLowerCase()}`, [
      { minutes: LOGIN_WINDOW_MINUTES, max: 3 },
      { minutes: 24 * 60, max: RESET_CODES_PER_DAY },
    ]);
    const addressClaim = emailClaim === null ? null : await throttle.claim(`reset-ip:${ip}`, LOGIN_WINDOW_MINUTES, 20);
    if (emailClaim === null || addressClaim === null) {
      await throttle.withdraw(emailClaim);
      throw new ApiError(429, MESSAGES.tooManyAttempts);
    }
    const user = await findByEmail(db, email);
    // Same answer, in the same time, whether or not the account exists: the code only ever travels by mail, the
    // mail is queued (never waited for: an SMTP round trip would tell), and an unknown address gets the same work.
    if (user?.is_active) {
      const code = await db.transaction((tx) => storeResetCode(tx, tokens, user.id));
      // A failure is logged, not answered: a 500 for known addresses only would reveal which exist.
      await deps.mailer
        .queue(resetCodeMail(user.email, code, 'reset', c.get('locale')))
        .catch((error: unknown) => console.error('password reset mail failed', error));
    } else {
      await db.transaction((tx) => storeNoResetCode(tx, tokens));
    }
    await audit(db, { userId: user?.id, action: 'password.reset.request', resource: 'users', recordId: user?.id, ip });
    // Writing a code still takes a little longer than the same statements writing nothing: the answer waits
    // for a fixed time after arrival, under which that difference disappears.
    await new Promise((resolve) => setTimeout(resolve, RESET_ANSWER_FLOOR_MS - (performance.now() - arrived)));
    return c.json({ status: 1 });
  });

  mount(verifyResetCode, [], async (c, { body: { email, otp } }) => {
    const ip = c.get('ip');
    const addressKey = `reset-verify-ip:${ip}`;
    const addressLimit = [{ minutes: LOGIN_WINDOW_MINUTES, max: RESET_VERIFY_MAX_PER_ADDRESS }];
    const claim = await throttle.claim(addressKey, addressLimit);
    if (claim === null) {
      c.header('Retry-After', String(await throttle.retryAfter(addressKey, addressLimit)));
      throw new ApiError(429, MESSAGES.tooManyAttempts);
    }
    // Whether the account exists, has a live code or has tries left, the same statements run (matching no row
    // when there is nothing to match) and the same digest is compared, so the time taken tells none of it.
    const user = await findByEmail(db, email);
    const [reset] = await db
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.user_id, user?.id ?? 0),
          isNull(passwordResets.used_at),
          isNull(passwordResets.verified_at),
          gt(passwordResets.expires_at, new Date().toISOString()),
        ),
      )
      .orderBy(desc(passwordResets.id))
      .limit(1);
    // Take a try atomically before comparing, so parallel guesses cannot all pass a check made before any counted.
    const [tried] = await db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(and(eq(passwordResets.id, reset?.id ?? 0), lt(passwordResets.attempts, OTP_MAX_TRIES)))
      .returning({ id: passwordResets.id });
    const given = tokens.digest(`${reset?.id ?? 0}:${otp}`);
    const matches = sameDigest(reset?.code_hash ?? tokens.digest('no code'), given);
    if (!user || !reset || !tried || !matches) {
      await auditRefusal(db, {
        userId: user?.id,
        action: 'password.reset.verify_failed',
        resource: 'users',
        recordId: user?.id,
        ip,
      });
      throw new ApiError(400, MESSAGES.otpInvalid, { otp: MESSAGES.otpInvalid });
    }
    await throttle.withdraw(claim);
    const resetToken = randomToken();
    await db
      .update(passwordResets)
      .set({
        verified_at: new Date().toISOString(),
        reset_token_hash: tokens.digest(resetToken),
        expires_at: new Date(Date.now() + OTP_LIFETIME_MINUTES * 60_000).toISOString(),
      })
      .where(eq(passwordResets.id, reset.id));
    await audit(db, { userId: user.id, action: 'password.reset.verify', resource: 'users', recordId: user.id, ip });
    return c.json({ status: 1, resetToken });
  });

  /** A 400 on the password field when the new password is common, breached or made of the user's own words. */
  function assertGoodPassword(c: Ctx, field: string, password: string, owner: PasswordContext | undefined) {
    const problem = passwordProblem(password, owner);
    if (problem) throw validationError({ [field]: problem }, c.get('locale'));
  }

  mount(resetPassword, [], async (c, { body: { resetToken, password } }) => {
    // The owner is looked up only to judge the password; the token is checked for real (and spent) below.
    const [owner] = await db
      .select({ email: users.email, first_name: users.first_name, last_name: users.last_name })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.user_id))
      .where(eq(passwordResets.reset_token_hash, tokens.digest(resetToken)))
      .limit(1);
    assertGoodPassword(c, 'password', password, owner);
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      const now = new Date().toISOString();
      const [reset] = await tx
        .update(passwordResets)
        .set({ used_at: now })
        .where(
          and(
            eq(passwordResets.reset_token_hash, tokens.digest(resetToken)),
            isNull(passwordResets.used_at),
            gt(passwordResets.expires_at, now),
          ),
        )
        .returning({ user_id: passwordResets.user_id });
      if (!reset) throw new ApiError(400, MESSAGES.resetTokenInvalid, { resetToken: MESSAGES.resetTokenInvalid });
      await tx
        .update(users)
        .set({
          password_hash: passwordHash,
          token_version: sql`${users.token_version} + 1`,
          updated_at: now,
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, reset.user_id));
      return reset.user_id;
    });
    await audit(db, { userId, action: 'password.reset', resource: 'users', recordId: userId, ip: c.get('ip') });
    const [account] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
    await mailOwner(deps, account, { kind: 'password_changed' });
    return c.json({ status: 1 });
  });

  mount(register, [], async (c, { body: input }) => {
    const ip = c.get('ip');
    if ((await throttle.claim(`register-ip:${ip}`, 60, 10)) === null) throw new ApiError(429, MESSAGES.tooManyAttempts);
    const [row] = await db
      .insert(accessRequests)
      .values({ ...input, email: input.email.toLowerCase() })
      .returning({ id: accessRequests.id });
    await audit(db, { action: 'create', resource: 'access-requests', recordId: row.id, ip });
    return c.json({ status: 1 }, 201);
  });

  mount(getOwnUser, [authed], async (c) => {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, c.get('principal').userId));
    return c.json(ownProfile(user));
  });

  /** The signed-in partner's own organisation (404 for admins, who have none). */
  mount(getOwnOrganization, [authed], async (c) => {
    const orgId = c.get('principal').organizationId;
    if (orgId == null) throw new ApiError(404, MESSAGES.notFound);
    const [org] = await db
      .select({ id: organizations.id, type: organizations.type, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    if (!org) throw new ApiError(404, MESSAGES.notFound);
    return c.json(org);
  });

  mount(updateOwnUser, [authed], async (c, { body: input }) => {
    const p = c.get('principal');
    const [own] = await db.select({ profile_pic: users.profile_pic }).from(users).where(eq(users.id, p.userId));
    const unstored = await unstoredFiles(db, usersResource.fields, input, own);
    if (Object.keys(unstored).length) throw validationError(unstored, c.get('locale'));
    const [user] = await db
      .update(users)
      .set({
        ...input,
        updated_at: new Date().toISOString(),
        updated_by: p.userId,
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, p.userId))
      .returning();
    await audit(db, {
      userId: p.userId,
      action: 'update',
      resource: 'me',
      recordId: p.userId,
      changes: input,
      ip: c.get('ip'),
    });
    return c.json(ownProfile(user));
  });

  mount(changeOwnPassword, [authed], async (c, { body: { currentPassword, newPassword } }) => {
    const p = c.get('principal');
    const [user] = await db.select().from(users).where(eq(users.id, p.userId));
    // A stolen token must not become an unlimited oracle for the current password.
    const claim = await throttle.claim(`password-change:${p.userId}`, LOGIN_WINDOW_MINUTES, LOGIN_MAX_FAILURES);
    if (claim === null) throw new ApiError(429, MESSAGES.tooManyAttempts);
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      throw new ApiError(400, MESSAGES.currentPasswordWrong, { currentPassword: MESSAGES.currentPasswordWrong });
    }
    await throttle.withdraw(claim);
    assertGoodPassword(c, 'newPassword', newPassword, user);
    const passwordHash = await hashPassword(newPassword);
    const [updated] = await db.transaction(async (tx) => {
      // Every other session ends; this one continues with a fresh token.
      await tx
        .update(sessions)
        .set({ revoked_at: new Date().toISOString() })
        .where(and(eq(sessions.user_id, p.userId), ne(sessions.id, p.sessionId), isNull(sessions.revoked_at)));
      return tx
        .update(users)
        .set({
          password_hash: passwordHash,
          token_version: sql`${users.token_version} + 1`,
          updated_at: new Date().toISOString(),
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, p.userId))
        .returning();
    });
    const { token } = await tokens.sign({
      sub: String(updated.id),
      sid: p.sessionId,
      user_type: updated.user_type,
      org: updated.organization_id,
      tv: updated.token_version,
    });
    await audit(db, {
      userId: p.userId,
      action: 'password.change',
      resource: 'users',
      recordId: p.userId,
      ip: c.get('ip'),
    });
    await mailOwner(deps, updated, { kind: 'password_changed' });
    return c.json({ status: 1, accessToken: token });
  });

  return app;
}
