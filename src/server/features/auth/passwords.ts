import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id above OWASP ASVS 5.0 appendix C (t ≥ 3, m ≥ 12 MiB). */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const PARAMS: Options = { algorithm: 2 as Options['algorithm'], timeCost: 3, memoryCost: 19_456, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, PARAMS);

// Verified against when the account does not exist, so unknown and known emails take the same time.
const dummyHash = hashPassword('visapath-timing-equaliser');

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
