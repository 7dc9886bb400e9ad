// Whose address a request comes from, for the rate limit (decision 015). A header names the
// client only when the deployment says a proxy of its own sets it (TRUSTED_PROXY): anyone can send
// CF-Connecting-IP or X-Forwarded-For, and a new value per request would be a new bucket each.
import type { Context } from 'hono';
import type { TrustedProxy } from '../../env.ts';

/** The bucket of requests whose address is unknown (Workers with TRUSTED_PROXY=none). */
export const UNKNOWN_ADDRESS = 'unknown';

/** Reads the client's address of a request, as the deployment's proxies allow. */
export function clientAddressOf(trusted: TrustedProxy): (c: Context) => string {
  return (c) => {
    const socket = socketAddress(c);
    let claimed: string | undefined;
    if (trusted.kind === 'cloudflare') {
      claimed = c.req.header('cf-connecting-ip');
    } else if (trusted.kind === 'forwarded-for') {
      // Each proxy appends the address it was reached from: the last `hops` entries were written
      // by the deployment's own proxies, and the leftmost of them names the client. Anything to
      // its left came from the client. A shorter list did not pass through all of them.
      const forwarded = c.req.header('x-forwarded-for')?.split(',') ?? [];
      claimed = forwarded[forwarded.length - trusted.hops];
    }
    return (claimed ? addressBucket(claimed) : null) ?? socket ?? UNKNOWN_ADDRESS;
  };
}

/** The peer of the TCP connection on Node (@hono/node-server's bindings); none on Workers. */
function socketAddress(c: Context): string | null {
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = bindings?.incoming?.socket?.remoteAddress;
  return address ? addressBucket(address) : null;
}

/**
 * The bucket of one address: an IPv4 address itself; for IPv6 its /64 network, since one client
 * (a home, a phone) is given a whole /64 and can pick a new address in it at will; an IPv4-mapped
 * IPv6 address as the IPv4 address it is. Null when the text is not an IP address.
 */
export function addressBucket(text: string): string | null {
  const address = withoutPort(text.trim());
  if (address.includes(':')) {
    const groups = ipv6Groups(address);
    if (!groups) return null;
    const isIpv4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
    if (isIpv4Mapped) {
      const [high = 0, low = 0] = groups.slice(6);
      return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
    }
    return `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`;
  }
  const octets = ipv4Octets(address);
  return octets ? octets.join('.') : null;
}

/** `[2001:db8::1]:443` and `192.0.2.1:443` as some proxies write them, without the port. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) return bracketed[1];
  const ipv4WithPort = /^([\d.]+):\d+$/.exec(address);
  return ipv4WithPort?.[1] ?? address;
}

function ipv4Octets(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (with `::`, a zone or a dotted IPv4 tail), or null. */
function ipv6Groups(text: string): number[] | null {
  const address = text.split('%', 1)[0] ?? '';
  const halves = address.split('::');
  if (halves.length > 2) return null;
  // A dotted IPv4 tail may end the address only: the last part of its last half.
  const parse = (half: string | undefined, isLast: boolean): number[] | null => {
    if (!half) return [];
    const groups: number[] = [];
    const parts = half.split(':');
    for (const [index, part] of parts.entries()) {
      const endsAddress = isLast && index === parts.length - 1;
      const ipv4 = endsAddress && part.includes('.') ? ipv4Octets(part) : null;
      if (ipv4) {
        const [a = 0, b = 0, c = 0, d = 0] = ipv4;
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (/^[\da-f]{1,4}$/i.test(part)) {
        groups.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0], halves.length === 1);
  const tail = parse(halves[1], true);
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}
