import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { LOGIN_WINDOW_MINUTES, passkeyLoginSchema } from '@/domain/auth';
import { isUserType } from '@/domain/roles';
import { auditRefusal } from '@/server/infrastructure/audit';
import { loginResponseSchema } from '@/server/features/auth/answers';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';
import type { Answer } from '@/server/infrastructure/openapi/registry';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import type { Passkeys } from './passkeys';
import { relyingParty } from './relyingParty';
import type { SignIn } from './signIn';

/** WebAuthn options for navigator.credentials.create() or .get(), as JSON (base64url values). */
export const webauthnOptions = (what: 'create' | 'get'): Answer => ({
  description: `The options for navigator.credentials.${what}() (a single-use challenge)`,
  schema: z.looseObject({ challenge: z.string() }),
});

// These refusals send no Retry-After, which ERRORS.throttled promises.
const tooMany = errorAnswer('Too many attempts');

const passwordlessOptions = defineRoute({
  method: 'post',
  path: '/api/login/passkey/options',
  tag: 'auth',
  operationId: 'postLoginPasskeyOptions',
  public: true,
  summary: 'Start a passwordless sign-in with a passkey',
  responses: { 200: webauthnOptions('get'), 429: tooMany },
});

const passwordlessVerify = defineRoute({
  method: 'post',
  path: '/api/login/passkey/verify',
  tag: 'auth',
  operationId: 'postLoginPasskeyVerify',
  public: true,
  body: passkeyLoginSchema,
  summary: "Sign in with the passkey's assertion (it stands for both factors: no second step)",
  responses: {
    200: { description: 'A session', schema: loginResponseSchema },
    400: ERRORS.invalid,
    401: errorAnswer('Unknown or refused passkey'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: tooMany,
  },
});

/** The passwordless sign-in with a discoverable passkey: served while passwords are a sign-in method. */
export const passwordlessRouteDeclarations = [passwordlessOptions, passwordlessVerify];

/**
 * Passwordless sign-in with a discoverable passkey: POST /login/passkey/options, then POST /login/passkey/verify
 * {response}. The passkey verified its holder (PIN or biometrics), so it stands for both factors: no second step.
 * Failures answer as a wrong password does and count against the client address like one. Offered wherever
 * password sign-in is.
 */
export function passwordlessRoutes(deps: Deps, signIn: SignIn, passkeys: Passkeys) {
  const { db } = deps.database;
  const { throttle, config } = deps;
  const app = new Hono<AppEnv>();
  // Where single sign-on is the only method (AUTH_METHOD), a passkey does not open a way around it.
  if (config.sso && !config.sso.methods.includes('password')) return app;
  const mount = mountRoutes(app, '/api');

  mount(passwordlessOptions, [], async (c) => {
    // Each request stores a challenge: an address gets as many per window as it may fail sign-ins.
    if (
      (await throttle.claim(
        `passkey-options:${c.get('ip')}`,
        LOGIN_WINDOW_MINUTES,
        config.loginMaxFailuresPerAddress,
      )) === null
    ) {
      throw new ApiError(429, MESSAGES.tooManyAttempts);
    }
    return c.json(await passkeys.authenticationOptions(null, relyingParty(c, config)));
  });

  mount(passwordlessVerify, [], async (c, { body: { response } }) => {
    const ip = c.get('ip');
    const claim = await throttle.claim(`login-ip:${ip}`, LOGIN_WINDOW_MINUTES, config.loginMaxFailuresPerAddress);
    if (claim === null) {
      await auditRefusal(db, { action: 'login.throttled', resource: 'session', ip, changes: { method: 'passkey' } });
      throw new ApiError(429, MESSAGES.tooManyAttempts);
    }
    const passkey = await passkeys.assert(null, response, relyingParty(c, config));
    const [user] = passkey ? await db.select().from(users).where(eq(users.id, passkey.userId)) : [];
    if (!user || !user.is_active || !isUserType(user.user_type)) {
      await auditRefusal(db, {
        userId: user?.id,
        action: 'login.failure',
        resource: 'session',
        ip,
        changes: { method: 'passkey' },
        reason: 'passkey',
      });
      throw new ApiError(401, MESSAGES.loginFailed);
    }
    await throttle.withdraw(claim);
    return c.json(await signIn(c, user, 'passkey'));
  });

  return app;
}
