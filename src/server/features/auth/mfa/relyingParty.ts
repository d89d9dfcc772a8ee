import { trustsAProxy } from '@/server/infrastructure/trustProxy';
import type { Config } from '@/server/infrastructure/config';
import type { Ctx } from '@/server/infrastructure/context';

/** Where passkeys are used: the origin the browser shows and the relying party id the credentials are bound to. */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

/**
 * WEBAUTHN_ORIGIN and WEBAUTHN_RP_ID when set; otherwise the origin the request was made to (its Host, or behind
 * a trusted proxy X-Forwarded-Host and X-Forwarded-Proto) and that origin's host name. A passkey is bound to the
 * relying party id it was made under: set both in production so a change of host name does not orphan them.
 */
export function relyingParty(c: Ctx, config: Config): RelyingParty {
  let origin = config.webauthnOrigin;
  if (!origin) {
    const url = new URL(c.req.url);
    const host = trustsAProxy(config.trustProxy) ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
    const proto = trustsAProxy(config.trustProxy)
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
      : undefined;
    origin = `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host || url.host}`;
  }
  return { origin, rpId: config.webauthnRpId ?? new URL(origin).hostname };
}
