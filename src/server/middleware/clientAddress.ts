import { BlockList, isIP } from 'node:net';
import { unmapped, type TrustProxy } from '@/server/infrastructure/trustProxy';

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
