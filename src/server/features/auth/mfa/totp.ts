import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;
const ISSUER = 'Visapath';

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, base32), its otpauth:// URI and that URI as a QR code (SVG data URL). */
export async function newTotpSecret(label: string): Promise<{ secret: string; uri: string; qr: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code belongs to, if it is the current one or a neighbour (one step either way, for clocks
 * that drift); null otherwise. The caller refuses a step not newer than the last one accepted.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}
