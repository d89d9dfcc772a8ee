import { isIP } from 'node:net';

/**
 * Which proxies in front of the server are trusted to append to X-Forwarded-For (TRUST_PROXY): a number of
 * hops (0: none, the connection's address is the client's), or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = { hops: number } | { proxies: readonly string[] };

export const NO_PROXY: TrustProxy = { hops: 0 };

/** Whether any proxy is trusted at all (so that its X-Forwarded-* headers are read). */
export const trustsAProxy = (trust: TrustProxy) => !('hops' in trust) || trust.hops > 0;

/** `::ffff:192.0.2.1` is the IPv4 address 192.0.2.1 as an IPv6 socket reports it. */
export const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** A single address or a CIDR range (`10.0.0.0/8`, `fd00::/8`); false when it is neither. */
export function isAddressOrRange(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
