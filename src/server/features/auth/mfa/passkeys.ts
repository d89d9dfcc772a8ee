import { and, eq, isNotNull, lt } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';
import type { PasskeyAssertion, passkeyRegistrationSchema } from '@/domain/auth';
import type { Deps } from '@/server/infrastructure/context';
import { userFactors, webauthnChallenges } from '@/server/infrastructure/db/schema';
import type { RelyingParty } from './relyingParty';
import { createWebauthnChallenges } from './webauthnChallenges';

const RP_NAME = 'Visapath';
const DEFAULT_LABEL = 'Passkey';

type Registration = z.output<typeof passkeyRegistrationSchema>;
export type RegisterOutcome = { factorId: number } | 'expired' | 'invalid' | 'duplicate';

/** A user's passkeys (WebAuthn credentials stored as factors of kind 'passkey'): making them and checking them. */
export function createPasskeys(deps: Deps) {
  const { db } = deps.database;
  const challenges = createWebauthnChallenges(deps);
  const now = () => new Date().toISOString();
  const passkeysOf = (userId: number) =>
    db
      .select()
      .from(userFactors)
      .where(
        and(eq(userFactors.user_id, userId), eq(userFactors.kind, 'passkey'), isNotNull(userFactors.confirmed_at)),
      );
  const descriptor = (f: typeof userFactors.$inferSelect) => ({
    id: f.credential_id ?? '',
    transports: f.transports ?? undefined,
  });

  /** Options for navigator.credentials.create(): a discoverable credential, none of the user's own again. */
  async function registrationOptions(
    user: { id: number; email: string; first_name: string; last_name: string },
    rp: RelyingParty,
  ) {
    // Expired challenges go whenever new ones come, so the table holds only the last few minutes' worth.
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expires_at, now()));
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpId,
      userName: user.email,
      userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
      // A stable handle per user that says nothing about the account (not its id or email).
      userID: isoBase64URL.toBuffer(
        isoBase64URL.fromUTF8String(deps.tokens.digest(`webauthn-user:${user.id}`).slice(0, 32)),
      ),
      attestationType: 'none',
      excludeCredentials: (await passkeysOf(user.id)).map(descriptor),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    return challenges.issue('register', user.id, options);
  }

  /** Stores the passkey the browser made over a live registration challenge of this user. */
  async function register(
    userId: number,
    response: Registration,
    name: string | undefined,
    rp: RelyingParty,
  ): Promise<RegisterOutcome> {
    const challenge = await challenges.spend('register', userId, response.response.clientDataJSON);
    if (!challenge) return 'expired';
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) return 'invalid';
    const { credential } = verification.registrationInfo;
    const [row] = await db
      .insert(userFactors)
      .values({
        user_id: userId,
        kind: 'passkey',
        label: name || DEFAULT_LABEL,
        credential_id: credential.id,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        sign_count: credential.counter,
        transports: credential.transports ?? response.response.transports ?? null,
        confirmed_at: now(),
      })
      .onConflictDoNothing({ target: userFactors.credential_id })
      .returning({ id: userFactors.id });
    return row ? { factorId: row.id } : 'duplicate';
  }

  /**
   * Options for navigator.credentials.get(): for a known user, restricted to their passkeys (null if they have
   * none); for a passwordless sign-in (no user), any discoverable credential, with user verification required.
   */
  async function authenticationOptions(userId: number | null, rp: RelyingParty) {
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expires_at, now()));
    const allowCredentials = userId === null ? undefined : (await passkeysOf(userId)).map(descriptor);
    if (allowCredentials?.length === 0) return null;
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      allowCredentials,
      userVerification: userId === null ? 'required' : 'preferred',
    });
    return challenges.issue(userId === null ? 'login' : 'user', userId, options);
  }

  /**
   * Checks an assertion over a live challenge issued for the same user (or, with no user, for a passwordless
   * sign-in, which must have verified the person: PIN or biometrics). The challenge is spent whatever the outcome.
   * Returns the passkey's factor id and user, or null.
   */
  async function assert(userId: number | null, response: PasskeyAssertion, rp: RelyingParty) {
    const challenge = await challenges.spend(
      userId === null ? 'login' : 'user',
      userId,
      response.response.clientDataJSON,
    );
    if (!challenge) return null;
    const [factor] = await db
      .select()
      .from(userFactors)
      .where(
        and(
          eq(userFactors.credential_id, response.id),
          eq(userFactors.kind, 'passkey'),
          isNotNull(userFactors.confirmed_at),
          userId === null ? undefined : eq(userFactors.user_id, userId),
        ),
      );
    if (!factor?.credential_id || !factor.public_key) return null;
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: {
        id: factor.credential_id,
        publicKey: isoBase64URL.toBuffer(factor.public_key),
        counter: factor.sign_count ?? 0,
        transports: factor.transports ?? undefined,
      },
      requireUserVerification: userId === null,
    }).catch(() => null);
    if (!verification?.verified) return null;
    await db
      .update(userFactors)
      .set({ sign_count: verification.authenticationInfo.newCounter, last_used_at: now() })
      .where(eq(userFactors.id, factor.id));
    return { factorId: factor.id, userId: factor.user_id };
  }

  return { registrationOptions, register, authenticationOptions, assert };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
