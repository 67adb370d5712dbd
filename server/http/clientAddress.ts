import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address a limit counts against. With `trustedProxies` = N (TRUST_PROXY) the N-th address
 * from the right of X-Forwarded-For is used, the one our own nearest proxy saw; otherwise only
 * the socket's peer counts, so a client cannot pick its own key. An IPv6 client is counted by its
 * /64, which one subscriber usually holds whole. Undefined for in-process requests (no socket).
 */
export function clientAddress(c: Context, trustedProxies: number): string | undefined {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (peer === undefined) return undefined;
  let address = peer;
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    address = forwarded[Math.max(0, forwarded.length - trustedProxies)] ?? peer;
  }
  return normalise(address);
}

function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  const groups = [...left, ...zeros, ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
