import { eq } from 'drizzle-orm';
import { FRESH_PROOF_MINUTES, FRESH_PROOF_REQUIRED, type ProofMethod } from '@/domain/auth';
import type { Ctx, Deps, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { sessions, users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';
import { createFactorStore, type FactorStore } from './mfa/factors';

/** Records a proof just made in the request's session; answers until when it stays fresh. */
export async function markProved(db: Db, c: Ctx): Promise<string> {
  const now = Date.now();
  await db
    .update(sessions)
    .set({ proved_at: new Date(now).toISOString() })
    .where(eq(sessions.id, c.get('principal').sessionId));
  return new Date(now + FRESH_PROOF_MINUTES * 60_000).toISOString();
}

/** Withdraws the proof of the request's session (it was made before the account's factors changed). */
export async function forgetProof(db: Db, c: Ctx): Promise<void> {
  await db
    .update(sessions)
    .set({ proved_at: null })
    .where(eq(sessions.id, c.get('principal').sessionId));
}

/** Whether the session proved the password or a factor within FRESH_PROOF_MINUTES. */
export async function provedRecently(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ proved_at: sessions.proved_at }).from(sessions).where(eq(sessions.id, sessionId));
  return !!row?.proved_at && Date.now() - Date.parse(row.proved_at) <= FRESH_PROOF_MINUTES * 60_000;
}

/** The 403 of a security change made without a fresh proof, naming what the user can prove with. */
export const freshProofRequired = (methods: ProofMethod[]) =>
  new ApiError(403, MESSAGES.freshProofRequired, undefined, undefined, { error: FRESH_PROOF_REQUIRED, methods });

/**
 * What a user can prove themself with: a factor of theirs (or a recovery code) once they have one, else
 * their password; the password alone never stands in for a factor the account has.
 */
export async function proofMethods(
  factors: FactorStore,
  user: { id: number; password_hash: string | null },
): Promise<ProofMethod[]> {
  const kinds = [...new Set((await factors.list(user.id)).map((f) => f.kind))];
  if (kinds.length === 0) return user.password_hash ? ['password'] : [];
  return (await factors.recoveryCodesLeft(user.id)) > 0 ? [...kinds, 'recovery_code'] : kinds;
}

/**
 * Refuses a change made for the principal's session unless it proved itself within FRESH_PROOF_MINUTES; `db` is
 * the change's transaction, so nothing waits on another connection meanwhile.
 */
export async function requireFreshProof(deps: Deps, db: Db, principal: Principal): Promise<void> {
  if (await provedRecently(db, principal.sessionId)) return;
  const [user] = await db
    .select({ id: users.id, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, principal.userId));
  throw freshProofRequired(await proofMethods(createFactorStore(deps, db), user));
}
