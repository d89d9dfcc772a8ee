import { and, eq, gt, isNull } from 'drizzle-orm';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEY_CHALLENGE_LIFETIME_MINUTES } from '@/domain/auth';
import type { Deps } from '@/server/infrastructure/context';
import { webauthnChallenges } from '@/server/infrastructure/db/schema';

/** What a challenge was issued for: making a passkey, an assertion by a known user, a passwordless sign-in. */
export type ChallengePurpose = 'register' | 'user' | 'login';

/** WebAuthn challenges kept server side: each one used once, for one purpose (and user), within a few minutes. */
export function createWebauthnChallenges(deps: Deps) {
  const { db } = deps.database;

  /** Keeps the challenge of options made for the browser (by @simplewebauthn/server) and returns the options. */
  async function issue<T extends { challenge: string }>(
    purpose: ChallengePurpose,
    userId: number | null,
    options: T,
  ): Promise<T> {
    const { challenge } = options;
    await db.insert(webauthnChallenges).values({
      challenge,
      purpose,
      user_id: userId,
      expires_at: new Date(Date.now() + PASSKEY_CHALLENGE_LIFETIME_MINUTES * 60_000).toISOString(),
    });
    return options;
  }

  /**
   * Spends the challenge a browser signed (read from its clientDataJSON) if it is live and was issued for this
   * purpose and user; false otherwise, and for the second of two requests racing with the same one.
   */
  async function spend(
    purpose: ChallengePurpose,
    userId: number | null,
    clientDataJSON: string,
  ): Promise<string | null> {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge) return null;
    const [row] = await db
      .update(webauthnChallenges)
      .set({ used_at: new Date().toISOString() })
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          userId === null ? isNull(webauthnChallenges.user_id) : eq(webauthnChallenges.user_id, userId),
          isNull(webauthnChallenges.used_at),
          gt(webauthnChallenges.expires_at, new Date().toISOString()),
        ),
      )
      .returning({ challenge: webauthnChallenges.challenge });
    return row?.challenge ?? null;
  }

  return { issue, spend };
}

/** The challenge inside a response's clientDataJSON, or null when it is not readable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = typeof data === 'object' && data !== null && 'challenge' in data ? data.challenge : null;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}
