import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Addresses that cloud providers answer instance metadata (and credentials) on. */
const CLOUD_METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);

const GLOBAL_UNICAST_IPV6 = ipaddr.IPv6.parseCIDR('2000::/3');

const RANGE_DESCRIPTIONS: Record<string, string> = {
  unspecified: 'an unspecified',
  broadcast: 'a broadcast',
  multicast: 'a multicast',
  linkLocal: 'a link-local',
  loopback: 'a loopback',
  carrierGradeNat: 'a carrier-grade NAT (100.64.0.0/10)',
  private: 'a private',
  uniqueLocal: 'a private (unique local, fc00::/7)',
  reserved: 'a reserved',
  ipv4Mapped: 'an IPv4-mapped',
  rfc6145: 'an IPv4-translated',
  rfc6052: 'a NAT64',
  '6to4': 'a 6to4',
  teredo: 'a Teredo',
  deprecatedSiteLocal: 'a site-local',
};

/**
 * Says why an address is not a public unicast address (e.g. "a loopback address"), or null when it is one.
 * Allow-list rather than deny-list: IPv4 must fall in no special range of ipaddr.js; IPv6 must also lie in
 * global unicast 2000::/3, which keeps out IPv4-compatible (::a.b.c.d) forms ipaddr.js calls unicast.
 * Transition forms that embed an IPv4 address (6to4, Teredo, NAT64) are refused, as the embedded address
 * may be private; IPv4-mapped IPv6 is judged by the IPv4 address it carries.
 */
export function describeNonPublicAddress(address: string): string | null {
  // node:net accepts only canonical forms; ipaddr.js would also read "127.1" or "0x7f.1".
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  if (address.includes('%')) return 'a scoped (zone-bound) IPv6 address';
  const parsed = family === 4 ? ipaddr.IPv4.parse(address) : unmapIPv4(ipaddr.IPv6.parse(hexIPv6(address)));
  const range = parsed.range();
  const metadata = CLOUD_METADATA_ADDRESSES.has(parsed.toString()) ? ' (cloud metadata endpoint)' : '';
  if (range !== 'unicast') return `${RANGE_DESCRIPTIONS[range] ?? `a special-purpose (${range})`} address${metadata}`;
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_IPV6)) return 'a non-global IPv6 address';
  return null;
}

/**
 * The WHATWG serialisation (all hex, compressed). ipaddr.js reads a dotted tail such as ::127.0.0.1 as if it
 * were ::ffff:127.0.0.1, which is a different address; in hex there is no such ambiguity.
 */
function hexIPv6(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

/** Only ::ffff:a.b.c.d reaches an IPv4 host; other IPv6 spellings of IPv4 stay IPv6 and fail 2000::/3. */
function unmapIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}
