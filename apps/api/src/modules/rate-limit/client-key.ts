import { isIPv4, isIPv6 } from 'node:net';

/** Every client whose address cannot be read shares this one counter. */
const UNKNOWN_CLIENT = 'unknown';

/** The eight 16-bit groups of an IPv6 address, `::` filled in and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  const part = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const [head = '', tail] = address.split('::');
  const first = part(head);
  const last = tail === undefined ? [] : part(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * Whom a rate limit counts a request for, from its client address (req.ip). An IPv4 address is
 * its own key, also when it arrives IPv4-mapped (`::ffff:1.2.3.4` on a dual-stack socket). An IPv6
 * client is counted per /64: one subscriber or host usually holds a whole /64, so counting each
 * address apart would give it 2^64 fresh counters.
 */
export function clientKey(ip: string | undefined): string {
  // A zone index (fe80::1%eth0) names the local interface, not the client.
  const address = ip?.replace(/%.*$/, '') ?? '';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return UNKNOWN_CLIENT;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
