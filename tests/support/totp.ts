import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
export const totpCode = (secret: string, steps = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + steps * 30_000,
  });
