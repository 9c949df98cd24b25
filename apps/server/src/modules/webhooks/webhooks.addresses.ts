import ipaddr from 'ipaddr.js';

/** An address as DNS or a URL gives it, parsed; null when it is not an IP address. */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : null;
}

/**
 * Whether `address` is a public unicast address, the only kind a webhook may be delivered to by
 * default. Loopback, private, carrier-grade NAT, link-local (the cloud metadata address
 * 169.254.169.254 among them), unique-local, unspecified, multicast, broadcast, reserved and the
 * IPv6 ranges that carry an IPv4 address inside (NAT64, 6to4, Teredo) are not; an IPv4-mapped
 * IPv6 address is judged as the IPv4 address it maps. Anything that is not an address is not.
 */
export function isPublicAddress(address: string): boolean {
  return parse(address)?.range() === 'unicast';
}

/**
 * The address to connect to for `address`, in its canonical spelling (so that what is connected
 * to is exactly what was judged), or null when a webhook may not be delivered there.
 */
export function deliverableAddress(
  address: string,
  { allowPrivate }: { allowPrivate: boolean },
): { address: string; family: 4 | 6 } | null {
  const parsed = parse(address);
  if (!parsed || (!allowPrivate && parsed.range() !== 'unicast')) return null;
  return { address: parsed.toString(), family: parsed.kind() === 'ipv4' ? 4 : 6 };
}
