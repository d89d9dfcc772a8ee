import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../context';
import { mfaChallenges } from '../../db/schema';
import { sameDigest } from '../tokens';

/** How long the SPA has to exchange the code the callback hands it. */
const HANDOFF_LIFETIME_SECONDS = 120;

/** Whether the provider's sign-in included a second factor (its `amr`): without, the local second step may follow. */
export type HandoffOutcome = 'multi_factor' | 'single_factor';

/**
 * The one-time code from the callback to the SPA (`<id>.<outcome>.<signature>`): the id names a single-use row
 * of mfa_challenges (user, token version, expiry, use), the keyed signature binds the outcome to it and marks
 * the purpose, so a handoff code is no mfaToken and an mfaToken no handoff code.
 */
export function createHandoffs(deps: Deps) {
  const { db } = deps.database;
  const sign = (id: string, outcome: string) => deps.tokens.digest(`oidc-handoff:${id}:${outcome}`);

  async function issue(user: { id: number; token_version: number }, outcome: HandoffOutcome): Promise<string> {
    const id = randomUUID();
    await db.insert(mfaChallenges).values({
      id,
      user_id: user.id,
      token_version: user.token_version,
      expires_at: new Date(Date.now() + HANDOFF_LIFETIME_SECONDS * 1000).toISOString(),
    });
    return `${id}.${outcome}.${sign(id, outcome)}`;
  }

  /** Spends a code: its row and outcome if it was live and unused (a second use finds nothing), or null. */
  async function redeem(code: string) {
    const [id, outcome, signature, extra] = code.split('.');
    if (!id || !signature || extra !== undefined || (outcome !== 'multi_factor' && outcome !== 'single_factor'))
      return null;
    if (!/^[0-9a-f-]{36}$/.test(id) || !sameDigest(signature, sign(id, outcome))) return null;
    const [row] = await db
      .update(mfaChallenges)
      .set({ used_at: new Date().toISOString() })
      .where(
        and(
          eq(mfaChallenges.id, id),
          isNull(mfaChallenges.used_at),
          gt(mfaChallenges.expires_at, new Date().toISOString()),
        ),
      )
      .returning();
    return row ? { ...row, outcome } : null;
  }

  return { issue, redeem };
}
