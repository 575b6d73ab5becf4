/**
 * Whether the portal may post to an endpoint's address: https on a host that resolves to public
 * addresses only, unless the `webhooks` setting allows private networks (then plain http too, for
 * a receiver on the administrators' own network or a test receiver on 127.0.0.1). Checked when an
 * endpoint is saved and again before every attempt, since what a name resolves to can change.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_TEXTS } from 'shared-rules';

/** Loopback, private, link-local, shared, reserved and multicast ranges, IPv4 and IPv6. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
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
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** True for an address the portal must not post to while private networks are not allowed. */
export function isNonPublicAddress(address: string): boolean {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mappedIpv4) return NON_PUBLIC.check(mappedIpv4[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why the address is refused (a text for administrators), or null when the portal may post to it. */
export async function destinationProblem(rawUrl: string, allowPrivateNetworks: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return WEBHOOK_TEXTS.invalidUrl;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_TEXTS.invalidUrl;
  if (url.username || url.password) return WEBHOOK_TEXTS.credentialsInUrl;
  if (allowPrivateNetworks) return null;
  if (url.protocol !== 'https:') return WEBHOOK_TEXTS.httpsRequired;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return WEBHOOK_TEXTS.unresolvable;
  }
  if (addresses.length === 0) return WEBHOOK_TEXTS.unresolvable;
  return addresses.some(isNonPublicAddress) ? WEBHOOK_TEXTS.privateNetwork : null;
}
