import { getCookie, setCookie } from 'hono/cookie';
import { KNOWN_DEVICE_DAYS } from '@/domain/auth';
import type { Ctx } from '@/server/infrastructure/context';
import { randomToken, sameDigest, type TokenSigner } from '@/server/infrastructure/tokens';

/**
 * Sent to the API only (never to pages): every way of signing in reads it, the single sign-on's exchange
 * (/api/auth/oidc/exchange) as well as /api/login.
 */
const DEVICE_COOKIE_PATH = '/api';

/**
 * Device cookies (OWASP's defence against online guessing without a lockout): a browser that signed in to an
 * account gets a cookie naming a random device id, signed together with the account's email, so it can neither
 * be forged nor carried over to another account. One cookie per account, named after a keyed hash of the email
 * so that the email itself is not written into the browser.
 */
export function knownDevices(tokens: TokenSigner, secure: boolean) {
  const nameFor = (email: string) => `vp_device_${tokens.digest(`device-name:${email}`).slice(0, 16)}`;
  const sign = (email: string, id: string) => tokens.digest(`device:${email}:${id}`);

  /** The id of the device cookie this request holds for `email` (lower case), or null without a valid one. */
  function read(c: Ctx, email: string): string | null {
    const [id, signature, extra] = (getCookie(c, nameFor(email)) ?? '').split('.');
    if (!id || !signature || extra !== undefined || !sameDigest(signature, sign(email, id))) return null;
    return id;
  }

  /** Makes the request's device known to the account (keeping its id if it already was) for KNOWN_DEVICE_DAYS. */
  function remember(c: Ctx, email: string): void {
    const id = read(c, email) ?? randomToken();
    setCookie(c, nameFor(email), `${id}.${sign(email, id)}`, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      secure,
      sameSite: 'Strict',
      maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
    });
  }

  return { read, remember };
}
export type KnownDevices = ReturnType<typeof knownDevices>;
