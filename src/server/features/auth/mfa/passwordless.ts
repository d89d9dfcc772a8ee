import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { LOGIN_WINDOW_MINUTES, passkeyLoginSchema } from '@/domain/auth';
import { isUserType } from '@/domain/roles';
import { auditRefusal } from '@/server/infrastructure/audit';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, parseBody } from '@/server/infrastructure/http';
import type { Passkeys } from './passkeys';
import { relyingParty } from './relyingParty';
import type { SignIn } from './signIn';

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

  app.post('/login/passkey/options', async (c) => {
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

  app.post('/login/passkey/verify', async (c) => {
    const { response } = await parseBody(c, passkeyLoginSchema);
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
