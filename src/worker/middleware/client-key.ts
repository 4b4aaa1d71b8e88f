/**
 * Who a per-client limit counts against: the IPv4 address, or the /64 of an IPv6 address.
 * An ISP hands one home or phone a whole /64, so counting single IPv6 addresses would give
 * one client 2^64 fresh starts.
 */
export function clientKey(request: Request): string {
  const address = request.headers.get('cf-connecting-ip')?.trim().toLowerCase();
  if (!address) return 'unknown';
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  if (!groups) return address;
  // An IPv4 client written as IPv6 (::ffff:a.b.c.d) is that IPv4 client, not a shared ::ffff:0:0/64.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

const hextet = /^[0-9a-f]{1,4}$/;
const dottedQuad = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    const parts = half.split(':');
    for (const [index, part] of parts.entries()) {
      const quad = index === parts.length - 1 ? dottedQuad.exec(part) : null;
      if (quad) {
        const bytes = quad.slice(1).map(Number);
        if (bytes.some((byte) => byte > 255)) return null;
        groups.push((bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3]);
      } else if (hextet.test(part)) {
        groups.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}
