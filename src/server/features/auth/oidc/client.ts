import * as oidc from 'openid-client';
import type { OidcSettings } from '@/server/infrastructure/ssoSettings';

/** Seconds a request to the provider (discovery, token, user info) may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The provider cannot be reached (or its discovery document is unusable): no sign-in through it for now. */
class ProviderUnavailable extends Error {}

/** A network failure or time-out talking to the provider, as fetch reports them. */
export const isUnreachable = (error: unknown) =>
  error instanceof ProviderUnavailable ||
  (error instanceof TypeError && error.message === 'fetch failed') ||
  (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

/**
 * The provider's configuration, discovered from OIDC_ISSUER on first use and kept; a failed discovery is not
 * kept, so the next sign-in tries again (the server starts, and serves passwords, while the provider is away).
 */
export function createOidcClient(settings: OidcSettings) {
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        settings.issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret === undefined ? oidc.None() : undefined,
        // http is refused in production by the settings; a development or test provider may run on loopback.
        {
          execute: settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
          timeout: PROVIDER_TIMEOUT_SECONDS,
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        console.error(
          `OpenID Connect discovery at ${settings.issuer.href} failed:`,
          error instanceof Error ? error.message : error,
        );
        throw new ProviderUnavailable('discovery failed', { cause: error });
      });
    return discovered;
  }

  return { configuration, settings };
}
