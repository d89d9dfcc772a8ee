import { and, eq, isNull, sql } from 'drizzle-orm';
import { OTP_LIFETIME_MINUTES } from '@/domain/auth';
import { translateKey, type Locale } from '@/domain/messages';
import type { Deps } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { passwordResets, sessions, users } from '@/server/infrastructure/db/schema';
import type { Mail } from '@/server/infrastructure/mail';
import type { TokenSigner } from '@/server/infrastructure/tokens';
import { sixDigitCode } from '@/server/infrastructure/tokens';

/** A new account's set-password code lives longer than a reset code: its owner may read the mail days later. */
const WELCOME_CODE_LIFETIME_MINUTES = 72 * 60;

/**
 * A fresh 6-digit code for the user's password reset (any earlier unused one stops working); only its keyed
 * hash is stored. The user then goes through resetPassword-verify-otp and resetPassword as usual.
 */
export async function storeResetCode(
  tx: Db,
  tokens: TokenSigner,
  userId: number,
  lifetimeMinutes = OTP_LIFETIME_MINUTES,
): Promise<string> {
  const code = sixDigitCode();
  const now = new Date().toISOString();
  await tx
    .update(passwordResets)
    .set({ used_at: now })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
  const [row] = await tx
    .insert(passwordResets)
    .values({
      user_id: userId,
      code_hash: 'pending',
      expires_at: new Date(Date.now() + lifetimeMinutes * 60_000).toISOString(),
    })
    .returning({ id: passwordResets.id });
  // The hash binds the code to its row, so one code never verifies another row.
  await tx
    .update(passwordResets)
    .set({ code_hash: tokens.digest(`${row.id}:${code}`) })
    .where(eq(passwordResets.id, row.id));
  return code;
}

/**
 * The work of storeResetCode for an address with no account: a code drawn and hashed, the same statements run
 * (matching no row), so a reset request takes as long for an unknown address as for a known one.
 */
export async function storeNoResetCode(tx: Db, tokens: TokenSigner): Promise<void> {
  const code = sixDigitCode();
  const now = new Date().toISOString();
  await tx
    .update(passwordResets)
    .set({ used_at: now })
    .where(and(eq(passwordResets.user_id, 0), isNull(passwordResets.used_at)));
  // The insert of storeResetCode, from a user row that does not exist.
  await tx.execute(sql`insert into ${passwordResets} (user_id, code_hash, expires_at)
    select ${users.id}, 'pending', ${new Date(Date.now() + OTP_LIFETIME_MINUTES * 60_000).toISOString()} from ${users} where ${users.id} = 0
    returning id`);
  await tx
    .update(passwordResets)
    .set({ code_hash: tokens.digest(`0:${code}`) })
    .where(eq(passwordResets.id, 0));
}

/**
 * The mail that carries a code: a reset of an existing password, or the first password of a new account. Written
 * in `locale`, the language of the request that triggers it (for a mail an admin triggers, the admin's).
 */
export function resetCodeMail(to: string, code: string, kind: 'reset' | 'welcome', locale: Locale = 'en'): Mail {
  if (kind === 'reset') {
    return {
      to,
      subject: translateKey('vp.mail.reset_subject', locale),
      body: translateKey('vp.mail.reset_body', locale, { code, minutes: OTP_LIFETIME_MINUTES }),
    };
  }
  const hours = WELCOME_CODE_LIFETIME_MINUTES / 60;
  return {
    to,
    subject: translateKey('vp.mail.welcome_subject', locale),
    body: translateKey('vp.mail.welcome_body', locale, {
      code,
      hours,
      path: `/auth/verify?email=${encodeURIComponent(to)}`,
    }),
  };
}

/** Where single sign-on is the only way in: how to sign in, and no code (nothing could use one). */
function ssoWelcomeMail(to: string, locale: Locale = 'en'): Mail {
  return {
    to,
    subject: translateKey('vp.mail.sso_welcome_subject', locale),
    body: translateKey('vp.mail.sso_welcome_body', locale, { path: '/auth/login' }),
  };
}

/**
 * Stores a code for an existing user and mails it: a welcome code while the account has no password yet, a
 * reset code otherwise, in `locale`. Where passwords are no sign-in method (AUTH_METHOD=oidc), it mails how to
 * sign in instead, and stores nothing. Runs in its own transaction; a failing mailer is the caller's to handle.
 */
export async function sendPasswordCode(
  deps: Deps,
  user: { id: number; email: string; hasPassword: boolean },
  locale: Locale,
): Promise<void> {
  if (deps.config.sso && !deps.config.sso.methods.includes('password')) {
    await deps.mailer.send(ssoWelcomeMail(user.email, locale));
    return;
  }
  const kind = user.hasPassword ? 'reset' : 'welcome';
  const lifetime = kind === 'reset' ? OTP_LIFETIME_MINUTES : WELCOME_CODE_LIFETIME_MINUTES;
  const code = await deps.database.db.transaction((tx) => storeResetCode(tx, deps.tokens, user.id, lifetime));
  await deps.mailer.send(resetCodeMail(user.email, code, kind, locale));
}

/**
 * Ends every session of a user at once, inside the caller's transaction: the token version moves on (tokens
 * already issued no longer match) and the session rows are revoked.
 */
export async function endUserSessions(tx: Db, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revoked_at: new Date().toISOString() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}
