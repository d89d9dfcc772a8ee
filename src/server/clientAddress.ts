import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server are trusted to append to X-Forwarded-For (TRUST_PROXY): a number of
 * hops (0: none, the connection's address is the client's), or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = { hops: number } | { proxies: readonly string[] };

export const NO_PROXY: TrustProxy = { hops: 0 };

/** Whether any proxy is trusted at all (so that its X-Forwarded-* headers are read). */
export const trustsAProxy = (trust: TrustProxy) => !('hops' in trust) || trust.hops > 0;

/** `::ffff:192.0.2.1` is the IPv4 address 192.0.2.1 as an IPv6 socket reports it. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** A single address or a CIDR range (`10.0.0.0/8`, `fd00::/8`); false when it is neither. */
export function isAddressOrRange(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function trustedSet(proxies: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(unmapped(address), type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * Returns a function giving the client's address from the X-Forwarded-For header (every entry, in order) and the
 * connection's address. The chain is read from the right, where the trusted proxies wrote: the entries to the
 * left of the last trusted one are the client's to choose, so they only count once no trusted proxy is left.
 */
export function clientAddressResolver(trust: TrustProxy) {
  const trusted = 'proxies' in trust ? trustedSet(trust.proxies) : null;
  const isTrusted = (address: string) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && trusted!.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
  return (forwardedFor: string | undefined, connection: string): string => {
    if ('hops' in trust && trust.hops === 0) return connection;
    const forwarded = (forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const chain = [...forwarded, connection];
    if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)];
    for (let i = chain.length - 1; i > 0; i--) if (!isTrusted(chain[i])) return chain[i];
    return chain[0];
  };
}
