/** What this product takes from the provider's claims: who the person is there, their email, how strong the sign-in was. */
export interface ProviderIdentity {
  /** The provider's stable id of the person (the ID token's `sub`). */
  sub: string;
  email: string | null;
  emailVerified: boolean;
  multiFactor: boolean;
}

/**
 * Reads the identity out of ID token (or user info) claims and the ID token's `sub` and `amr`; `email_verified`
 * counts only as the boolean true, and the sign-in as multi-factor only with one of `secondFactorAmr`.
 */
export function identityOf(
  claims: Record<string, unknown>,
  sub: string,
  amr: unknown,
  secondFactorAmr: readonly string[],
): ProviderIdentity {
  const email =
    typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim().toLowerCase() : null;
  const emailVerified = claims.email_verified === true;
  const multiFactor =
    Array.isArray(amr) && amr.some((value) => typeof value === 'string' && secondFactorAmr.includes(value));
  return { sub, email, emailVerified, multiFactor };
}

/** Whether an email's domain is one of `allowed` (an empty list allows any). */
export function domainAllowed(email: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return allowed.includes(domain);
}
