/**
 * Authentication methods (RFC 8176 `amr` values) that show the provider asked for more than one factor, or for a
 * proof of possession (one-time code, hardware or software key). `sms` is left out: a code by text message is
 * not the second factor this product accepts locally either.
 */
export const SECOND_FACTOR_AMR: ReadonlySet<string> = new Set(['mfa', 'otp', 'hwk', 'swk']);

/** What this product takes from the provider's claims: the email, whether the provider verified it, and how strong the sign-in was. */
export interface ProviderIdentity {
  email: string | null;
  emailVerified: boolean;
  multiFactor: boolean;
}

/** Reads the identity out of ID token (or user info) claims; `email_verified` counts only when it is true. */
export function identityOf(claims: Record<string, unknown>, amr: unknown): ProviderIdentity {
  const email =
    typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim().toLowerCase() : null;
  // Some providers send the flag as the string "true".
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const multiFactor =
    Array.isArray(amr) && amr.some((value) => typeof value === 'string' && SECOND_FACTOR_AMR.has(value));
  return { email, emailVerified, multiFactor };
}

/** Whether an email's domain is one of `allowed` (an empty list allows any). */
export function domainAllowed(email: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return allowed.includes(domain);
}
