import { createHmac, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_SECONDS, type TokenClaims } from '@/domain/auth';

export interface TokenSigner {
  sign(claims: Omit<TokenClaims, 'exp'>): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<TokenClaims | null>;
  /** Keyed hash for short secrets (reset codes, reset tokens) so a database leak does not reveal them. */
  digest(value: string): string;
}

/** How many verified tokens a signer remembers (about 300 bytes each). */
export const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenSigner(secret: string): TokenSigner {
  const raw = Buffer.from(secret, 'utf8');
  // A WebCrypto key works wherever jose runs (its build is WebCrypto-only), including under jsdom in tests.
  const key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, TokenClaims>(); // oldest first: the first key is the one to forget
  return {
    async sign(claims) {
      // iat and exp from one clock reading: two readings can straddle a second and make the lifetime 1 s short.
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = new Date((issuedAt + TOKEN_LIFETIME_SECONDS) * 1000);
      const token = await new SignJWT({ sid: claims.sid, user_type: claims.user_type, org: claims.org, tv: claims.tv })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
        .sign(await key);
      return { token, expiresAt };
    },
    async verify(token) {
      // A signature that verified once always will: only the expiry is checked again. Revocation is the session
      // row's business (read on every request), so remembering this is no session cache. WebCrypto's HMAC runs
      // as an async job, the largest CPU cost of a short authenticated request before this.
      const known = verified.get(token);
      if (known) return known.exp * 1000 > Date.now() ? known : null;
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.tv !== 'number' ||
          typeof payload.user_type !== 'number' ||
          typeof payload.exp !== 'number'
        )
          return null;
        const claims: TokenClaims = {
          sub: payload.sub,
          sid: payload.sid,
          tv: payload.tv,
          user_type: payload.user_type,
          exp: payload.exp,
          org: typeof payload.org === 'number' ? payload.org : null,
        };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, Object.freeze(claims));
        return claims;
      } catch {
        return null;
      }
    },
    digest: (value) => createHmac('sha256', raw).update(value).digest('hex'),
  };
}

export const randomToken = () => randomBytes(32).toString('base64url');

export function sixDigitCode(): string {
  return (randomBytes(4).readUInt32BE(0) % 1_000_000).toString().padStart(6, '0');
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
