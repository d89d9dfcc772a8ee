import { eq } from 'drizzle-orm';
import { FRESH_PROOF_MINUTES, FRESH_PROOF_REQUIRED, type ProofMethod } from '../../domain/auth';
import type { Ctx } from '../context';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { ApiError, MESSAGES } from '../http';

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

/** Whether the request's session proved the password or a factor within FRESH_PROOF_MINUTES. */
export async function provedRecently(db: Db, c: Ctx): Promise<boolean> {
  const [row] = await db
    .select({ proved_at: sessions.proved_at })
    .from(sessions)
    .where(eq(sessions.id, c.get('principal').sessionId));
  return !!row?.proved_at && Date.now() - Date.parse(row.proved_at) <= FRESH_PROOF_MINUTES * 60_000;
}

/** The 403 of a security change made without a fresh proof, naming what the user can prove with. */
export const freshProofRequired = (methods: ProofMethod[]) =>
  new ApiError(403, MESSAGES.freshProofRequired, undefined, undefined, { error: FRESH_PROOF_REQUIRED, methods });
