import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@/domain/auth';

// No 0/o, 1/l/i: codes are read off paper.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/**
 * Ten fresh codes of ten characters (about 49 bits each), written xxxxx-xxxxx. They are stored as keyed
 * HMAC-SHA256 digests (TokenSigner.digest), not argon2: a code this random cannot be guessed offline from its
 * digest, and a fast hash lets a sign-in compare one entry against all of a user's unused codes.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The form a code is hashed in: lower case, no dash, whatever way it was typed. */
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/-/g, '');
