import ipaddr from 'ipaddr.js';

/**
 * The address a throttle counts: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address by its /64
 * prefix, since one host commonly holds a whole /64 and could otherwise take a fresh budget per address.
 */
export function throttleAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}
