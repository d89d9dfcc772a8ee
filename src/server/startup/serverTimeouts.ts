import type { ServerOptions } from 'node:http';

/**
 * node's own timeouts for the HTTP server: a request, its body included, must have arrived within `bodyTimeoutMs`
 * or node answers 408 and closes the connection (its default, 300 s, let a slow client hold a connection and a
 * handler for five minutes). Requests are checked every second at most.
 */
export function serverTimeouts(bodyTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: bodyTimeoutMs,
    headersTimeout: Math.min(60_000, bodyTimeoutMs),
    connectionsCheckingInterval: Math.min(1_000, Math.ceil(bodyTimeoutMs / 2)),
  };
}
