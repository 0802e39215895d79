import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The proxies whose forwarding headers are believed (`TRUSTED_PROXIES`: comma-separated IPs and
 * CIDRs, e.g. `127.0.0.1, 10.0.0.0/8, fd00::/8`). Empty by default: with no proxy configured, a
 * client could otherwise pick any address it likes and escape every per-IP limit.
 */
export class TrustedProxies {
  private readonly list = new BlockList();

  constructor(readonly entries: readonly string[] = []) {
    for (const entry of entries) {
      const [address, bits, extra] = entry.split('/');
      const family = isIP(address ?? '');
      const prefix = bits === undefined ? undefined : Number(bits);
      const maxBits = family === 6 ? 128 : 32;
      if (
        family === 0 ||
        extra !== undefined ||
        (prefix !== undefined && (!/^\d+$/.test(bits ?? '') || prefix > maxBits))
      ) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR (e.g. 10.0.0.0/8)`);
      }
      const type = family === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.list.addAddress(address as string, type);
      else this.list.addSubnet(address as string, prefix, type);
    }
  }

  /** Parses the variable's value; throws a message naming it for a malformed entry. */
  static parse(raw: string | undefined): TrustedProxies {
    const entries = (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return new TrustedProxies(entries);
  }

  /** Whether `address` (IPv4, IPv6 or IPv4-mapped IPv6) is one of the trusted proxies. */
  trusts(address: string): boolean {
    const ip = unmapped(address);
    const family = isIP(ip);
    if (family === 0 || this.entries.length === 0) return false;
    return this.list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/** `::ffff:1.2.3.4` → `1.2.3.4`, so one client has one bucket whichever way the socket reports it. */
function unmapped(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? (m[1] as string) : address;
}

/** The addresses a `Forwarded` header lists in `for=` (RFC 7239), client first; "unknown" for obfuscated ones. */
function forwardedFor(header: string): string[] {
  const out: string[] = [];
  for (const element of header.split(',')) {
    const m = /(?:^|;)\s*for\s*=\s*("[^"]*"|[^;,\s]*)/i.exec(element);
    if (!m) continue;
    let v = (m[1] as string).replace(/^"|"$/g, '');
    if (v.startsWith('[')) v = v.slice(1, v.indexOf(']') > 0 ? v.indexOf(']') : undefined);
    else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(v)) v = v.replace(/:\d+$/, '');
    out.push(v);
  }
  return out;
}

/** Whether the socket's peer is this machine; an unknown peer (no socket, as in `app.request()`) is not. */
export function peerIsLoopback(c: Context): boolean {
  const address = socketAddress(c);
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}

/** The socket's peer address, or "unknown" when the runtime has none (e.g. `app.request()` in tests). */
export function socketAddress(c: Context): string {
  try {
    return unmapped(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/**
 * The client's address for per-IP limits. The socket's peer, unless that peer is a trusted proxy:
 * then the forwarding chain (`Forwarded` when present, else `X-Forwarded-For`) is read from the
 * right, skipping trusted proxies, and the first address not trusted is the client. Anything left
 * of it was written by the client and is ignored; a malformed hop stops the walk at the last
 * trusted proxy, which is then the best address known.
 */
export function clientAddress(c: Context, trusted: TrustedProxies): string {
  let address = socketAddress(c);
  if (!trusted.trusts(address)) return address;
  const forwarded = c.req.header('forwarded');
  const chain = forwarded
    ? forwardedFor(forwarded)
    : (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = unmapped(chain[i] as string);
    if (isIP(hop) === 0) return address;
    address = hop;
    if (!trusted.trusts(hop)) return hop;
  }
  return address;
}
