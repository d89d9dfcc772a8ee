import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MFA_TOKEN_LIFETIME_MINUTES } from '../../../domain/auth';
import type { Deps } from '../../context';
import { mfaChallenges } from '../../db/schema';
import { sameDigest } from '../tokens';

/**
 * The token between the password step and the second step of a sign-in: `<id>.<signature>`, the id a row that
 * records its user, the token version at the password check, its expiry and its use. The signature (keyed hash
 * of the id) means a row id read from the database alone is no token.
 */
export function createChallenges(deps: Deps) {
  const { db } = deps.database;
  const sign = (id: string) => deps.tokens.digest(`mfa-challenge:${id}`);

  async function issue(user: { id: number; token_version: number }): Promise<string> {
    const id = randomUUID();
    await db.insert(mfaChallenges).values({
      id,
      user_id: user.id,
      token_version: user.token_version,
      expires_at: new Date(Date.now() + MFA_TOKEN_LIFETIME_MINUTES * 60_000).toISOString(),
    });
    return `${id}.${sign(id)}`;
  }

  /** The live challenge a token names (unused, unexpired), or null. */
  async function find(token: string) {
    const [id, signature] = token.split('.');
    if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id) || !sameDigest(signature, sign(id))) return null;
    const [row] = await db
      .select()
      .from(mfaChallenges)
      .where(
        and(
          eq(mfaChallenges.id, id),
          isNull(mfaChallenges.used_at),
          gt(mfaChallenges.expires_at, new Date().toISOString()),
        ),
      );
    return row ?? null;
  }

  /** Marks the challenge used; false if another request used it first. */
  async function spend(id: string): Promise<boolean> {
    const [row] = await db
      .update(mfaChallenges)
      .set({ used_at: new Date().toISOString() })
      .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.used_at)))
      .returning({ id: mfaChallenges.id });
    return row !== undefined;
  }

  return { issue, find, spend };
}
