import { and, count, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { FACTOR_KINDS, type FactorKind, type FactorSummary, type SecondFactorProof } from '@/domain/auth';
import type { Deps } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { recoveryCodes, userFactors } from '@/server/infrastructure/db/schema';
import { createPasskeys } from './passkeys';
import { newRecoveryCodes, normalizeRecoveryCode } from './recoveryCodes';
import type { RelyingParty } from './relyingParty';
import { createSecretBox } from './secretBox';
import { newTotpSecret, totpStep } from './totp';

export type ProofMethod = FactorKind | 'recovery_code';

const isFactorKind = (kind: string): kind is FactorKind => (FACTOR_KINDS as readonly string[]).includes(kind);

/** A user's second factors and recovery codes in the database: enrolment, checks, removal. */
/** The factors of accounts, read and written through `db` (the API's database, or a transaction). */
export function createFactorStore(deps: Deps, db: Db = deps.database.db) {
  const box = createSecretBox(deps.config.jwtSecret);
  const passkeys = createPasskeys(deps);
  const now = () => new Date().toISOString();
  const confirmed = (userId: number) => and(eq(userFactors.user_id, userId), isNotNull(userFactors.confirmed_at));

  async function list(userId: number): Promise<FactorSummary[]> {
    const rows = await db.select().from(userFactors).where(confirmed(userId)).orderBy(userFactors.id);
    return rows
      .filter((r): r is typeof r & { kind: FactorKind } => isFactorKind(r.kind))
      .map((r) => ({ id: r.id, kind: r.kind, label: r.label, created_at: r.created_at, last_used_at: r.last_used_at }));
  }

  async function recoveryCodesLeft(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
    return row?.n ?? 0;
  }

  /** Replaces the user's unfinished TOTP enrolment, if any, with a new secret. */
  async function startTotp(userId: number, accountLabel: string) {
    const enrolment = await newTotpSecret(accountLabel);
    const [row] = await db.transaction(async (tx) => {
      await tx
        .delete(userFactors)
        .where(and(eq(userFactors.user_id, userId), eq(userFactors.kind, 'totp'), isNull(userFactors.confirmed_at)));
      return tx
        .insert(userFactors)
        .values({ user_id: userId, kind: 'totp', label: 'Authenticator app', secret: box.seal(enrolment.secret) })
        .returning({ id: userFactors.id });
    });
    return { factorId: row.id, ...enrolment };
  }

  /** Accepts a code for one factor if its step is newer than the last one used (atomically: one use per step). */
  async function acceptTotp(factor: typeof userFactors.$inferSelect, code: string, confirm: boolean): Promise<boolean> {
    const secret = factor.secret ? box.open(factor.secret) : null;
    const step = secret ? totpStep(secret, code) : null;
    if (step === null) return false;
    const [used] = await db
      .update(userFactors)
      .set({ last_step: step, last_used_at: now(), ...(confirm ? { confirmed_at: now() } : {}) })
      .where(and(eq(userFactors.id, factor.id), or(isNull(userFactors.last_step), lt(userFactors.last_step, step))))
      .returning({ id: userFactors.id });
    return used !== undefined;
  }

  /** Confirms the newest unfinished TOTP enrolment with its first code; false if there is none or the code is wrong. */
  async function confirmTotp(userId: number, code: string): Promise<'confirmed' | 'wrong' | 'none'> {
    const [pending] = await db
      .select()
      .from(userFactors)
      .where(and(eq(userFactors.user_id, userId), eq(userFactors.kind, 'totp'), isNull(userFactors.confirmed_at)))
      .orderBy(desc(userFactors.id))
      .limit(1);
    if (!pending) return 'none';
    return (await acceptTotp(pending, code, true)) ? 'confirmed' : 'wrong';
  }

  /** Checks a proof against the user's confirmed factors; a recovery code is spent by its use, a passkey's challenge too. */
  async function verify(userId: number, proof: SecondFactorProof, rp: RelyingParty): Promise<ProofMethod | null> {
    if (proof.webauthn !== undefined) return (await passkeys.assert(userId, proof.webauthn, rp)) ? 'passkey' : null;
    if (proof.recoveryCode !== undefined) {
      const [spent] = await db
        .update(recoveryCodes)
        .set({ used_at: now() })
        .where(
          and(
            eq(recoveryCodes.user_id, userId),
            isNull(recoveryCodes.used_at),
            eq(recoveryCodes.code_hash, deps.tokens.digest(`recovery:${normalizeRecoveryCode(proof.recoveryCode)}`)),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return spent ? 'recovery_code' : null;
    }
    if (proof.code === undefined) return null;
    const factors = await db
      .select()
      .from(userFactors)
      .where(and(confirmed(userId), eq(userFactors.kind, 'totp')));
    for (const factor of factors) if (await acceptTotp(factor, proof.code, false)) return 'totp';
    return null;
  }

  /** A new set of recovery codes in the caller's transaction; the old ones stop working. Returns them in clear. */
  async function issueRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    await tx.insert(recoveryCodes).values(
      codes.map((code) => ({
        user_id: userId,
        code_hash: deps.tokens.digest(`recovery:${normalizeRecoveryCode(code)}`),
      })),
    );
    return codes;
  }

  /** Removes one factor; with the last one go the recovery codes. Returns false if the user has no such factor. */
  async function remove(userId: number, factorId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(userFactors)
        .where(and(eq(userFactors.id, factorId), eq(userFactors.user_id, userId)))
        .returning({ id: userFactors.id });
      if (!gone) return false;
      const [left] = await tx.select({ n: count() }).from(userFactors).where(confirmed(userId));
      if ((left?.n ?? 0) === 0) await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
      return true;
    });
  }

  /** Every factor and recovery code of the user, in the caller's transaction (an admin's reset). */
  async function removeAll(tx: Db, userId: number): Promise<number> {
    const gone = await tx.delete(userFactors).where(eq(userFactors.user_id, userId)).returning({ id: userFactors.id });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    return gone.length;
  }

  return { passkeys, list, recoveryCodesLeft, startTotp, confirmTotp, verify, issueRecoveryCodes, remove, removeAll };
}
export type FactorStore = ReturnType<typeof createFactorStore>;
