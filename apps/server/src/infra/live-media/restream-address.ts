import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Every address a host name resolves to now, as the system resolver (and so ffmpeg) finds them. */
export type AddressLookup = (hostname: string) => Promise<string[]>;

/**
 * Where a server must not be made to connect for a user: loopback, private, carrier-grade NAT, link-local,
 * unique-local, multicast, and the unspecified and reserved ranges (IPv4 `0.0.0.0/8` reaches this host). An
 * IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is checked against the IPv4 ranges by BlockList itself.
 */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  const ipv4: [string, number][] = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  const ipv6: [string, number][] = [
    // The unspecified address, loopback and the deprecated IPv4-compatible addresses (::127.0.0.1).
    ['::', 96],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ];
  for (const [network, prefix] of ipv4) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of ipv6) list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

const LOOKUP_TIMEOUT_MS = 5_000;

/** Whether an IP address is one a server may connect to for a user. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a server URL as a resolver takes it (an IPv6 literal without its brackets); null when it has none. */
export function hostOf(serverUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return host === '' ? null : host;
}

const systemLookup: AddressLookup = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface DestinationGuard {
  /**
   * Whether the server may connect to this URL's host: every address its name resolves to now is public. A name
   * that does not resolve is refused too. Ask again just before connecting: what a name resolves to can change.
   */
  allows(serverUrl: string): Promise<boolean>;
}

/** `allowPrivate` (LIVE_RESTREAM_ALLOW_PRIVATE) lets everything through, for tests and a restream server on the LAN. */
export function createDestinationGuard({
  allowPrivate,
  resolve = systemLookup,
  timeoutMs = LOOKUP_TIMEOUT_MS,
}: {
  allowPrivate: boolean;
  resolve?: AddressLookup;
  timeoutMs?: number;
}): DestinationGuard {
  return {
    async allows(serverUrl) {
      if (allowPrivate) return true;
      const host = hostOf(serverUrl);
      if (!host) return false;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<string[]>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer for ${host} in ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        const addresses = await Promise.race([resolve(host), timedOut]);
        return addresses.length > 0 && addresses.every(isPublicAddress);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
