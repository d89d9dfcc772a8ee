import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Deps } from './context';
import { mfaChallenges } from './db/schema';
import { sameDigest } from './tokens';

const UUID = /^[0-9a-f-]{36}$/;

/**
 * Short-lived, single-use tokens that stand for one user at one token version: the mfaToken between the password
 * and the second step, the code the single sign-on callback hands the SPA. A token is `<id>.<signature>`, or
 * `<id>.<label>.<signature>` when it carries one of `labels`; the id names a row of mfa_challenges (user, token
 * version, expiry, use), and the keyed signature covers the purpose and the label, so a row id read from the
 * database is no token, and a token of one purpose is none of another's.
 */
export function createSingleUseTokens<L extends string = never>(
  deps: Deps,
  purpose: string,
  lifetimeMs: number,
  labels: readonly L[] = [],
) {
  const { db } = deps.database;
  const sign = (id: string, label?: string) =>
    deps.tokens.digest(label === undefined ? `${purpose}:${id}` : `${purpose}:${id}:${label}`);

  /** The id and label a well-formed, correctly signed token carries, or null. */
  function parse(token: string): { id: string; label: L | undefined } | null {
    const parts = token.split('.');
    if (parts.length !== (labels.length ? 3 : 2)) return null;
    const [id, signature] = [parts[0], parts[parts.length - 1]];
    const label = labels.length ? labels.find((l) => l === parts[1]) : undefined;
    if (labels.length && label === undefined) return null;
    return UUID.test(id) && sameDigest(signature, sign(id, label)) ? { id, label } : null;
  }

  const live = (id: string): SQL | undefined =>
    and(
      eq(mfaChallenges.id, id),
      isNull(mfaChallenges.used_at),
      gt(mfaChallenges.expires_at, new Date().toISOString()),
    );

  async function issue(user: { id: number; token_version: number }, label?: L): Promise<string> {
    const id = randomUUID();
    await db.insert(mfaChallenges).values({
      id,
      user_id: user.id,
      token_version: user.token_version,
      expires_at: new Date(Date.now() + lifetimeMs).toISOString(),
    });
    return label === undefined ? `${id}.${sign(id)}` : `${id}.${label}.${sign(id, label)}`;
  }

  /** The live row a token names (unused, unexpired), with its label, or null. */
  async function find(token: string) {
    const parsed = parse(token);
    const [row] = parsed ? await db.select().from(mfaChallenges).where(live(parsed.id)) : [];
    return row && parsed ? { ...row, label: parsed.label } : null;
  }

  /** Marks a row used; false if another request used it first. */
  async function spend(id: string): Promise<boolean> {
    const [row] = await db
      .update(mfaChallenges)
      .set({ used_at: new Date().toISOString() })
      .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.used_at)))
      .returning({ id: mfaChallenges.id });
    return row !== undefined;
  }

  /** Finds and spends in one statement: the live row and label, or null (a second use finds nothing). */
  async function redeem(token: string) {
    const parsed = parse(token);
    const [row] = parsed
      ? await db.update(mfaChallenges).set({ used_at: new Date().toISOString() }).where(live(parsed.id)).returning()
      : [];
    return row && parsed ? { ...row, label: parsed.label } : null;
  }

  return { issue, find, spend, redeem };
}
