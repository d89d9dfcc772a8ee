import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts factor secrets at rest (AES-256-GCM) with a key derived from JWT_SECRET (HKDF-SHA256), so a copy of
 * the database alone does not give away anyone's authenticator. Changing JWT_SECRET makes the stored secrets
 * unreadable: those users then need an admin to reset their factors.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string | null;
}

export function createSecretBox(jwtSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'visapath', 'user-factor-secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
