import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, TrustedProxies } from './client-address';

/** An app answering with the client address it sees, called as if from `socket`. */
async function seen(trusted: string, socket: string, headers: Record<string, string> = {}): Promise<string> {
  const app = new Hono();
  const proxies = TrustedProxies.parse(trusted);
  app.get('/', (c) => c.text(clientAddress(c, proxies)));
  const env = { incoming: { socket: { remoteAddress: socket, remotePort: 1234, remoteFamily: 'IPv4' } } };
  return (await app.request('http://margin.test/', { headers }, env)).text();
}

// Issue #17 finding 7: behind a reverse proxy every client shared the proxy's login bucket.
describe('clientAddress: TRUSTED_PROXIES decides who may set the client address (issue 17, finding 7)', () => {
  it('uses the socket and ignores forwarding headers when no proxy is trusted (the default)', async () => {
    expect(await seen('', '203.0.113.9', { 'x-forwarded-for': '1.1.1.1' })).toBe('203.0.113.9');
    expect(await seen('', '203.0.113.9', { forwarded: 'for=1.1.1.1' })).toBe('203.0.113.9');
  });

  it('ignores forwarding headers from a peer that is not trusted', async () => {
    expect(await seen('10.0.0.0/8', '203.0.113.9', { 'x-forwarded-for': '1.1.1.1' })).toBe('203.0.113.9');
  });

  it('reads X-Forwarded-For from a trusted proxy, right to left, skipping trusted hops', async () => {
    expect(await seen('10.0.0.1', '10.0.0.1', { 'x-forwarded-for': '198.51.100.7' })).toBe('198.51.100.7');
    // The client forged "6.6.6.6"; the proxies appended the real peer and each other.
    const chain = { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.1.2.3' };
    expect(await seen('10.0.0.0/8', '10.0.0.1', chain)).toBe('198.51.100.7');
  });

  it('reads Forwarded (RFC 7239) with quoted IPv6 and ports', async () => {
    const forwarded = 'for=6.6.6.6, for="[2001:db8::7]:4711";proto=https, for=10.0.0.2:80';
    expect(await seen('10.0.0.0/8', '10.0.0.1', { forwarded })).toBe('2001:db8::7');
  });

  it('treats an IPv4-mapped socket address as IPv4', async () => {
    expect(await seen('127.0.0.1', '::ffff:127.0.0.1', { 'x-forwarded-for': '198.51.100.7' })).toBe(
      '198.51.100.7',
    );
  });

  it('stops at a malformed hop instead of believing it', async () => {
    const chain = { 'x-forwarded-for': '198.51.100.7, not-an-ip' };
    expect(await seen('10.0.0.1', '10.0.0.1', chain)).toBe('10.0.0.1');
  });

  it('answers the innermost address when every hop is trusted', async () => {
    expect(await seen('10.0.0.0/8', '10.0.0.1', { 'x-forwarded-for': '10.9.9.9' })).toBe('10.9.9.9');
  });

  it('answers "unknown" without a socket', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientAddress(c, TrustedProxies.parse('10.0.0.1'))));
    expect(await (await app.request('/')).text()).toBe('unknown');
  });

  it.each(['10.0.0.1/33', 'proxy.local', '10.0.0.0/8/1', 'fd00::/129', '1.2.3.4/x'])(
    'refuses the malformed entry %j',
    (entry) => expect(() => TrustedProxies.parse(`127.0.0.1, ${entry}`)).toThrow(/TRUSTED_PROXIES/),
  );

  it('accepts IPv4, IPv6 and CIDRs of both', () => {
    const t = TrustedProxies.parse(' 127.0.0.1 ,10.0.0.0/8, ::1, fd00::/8');
    expect([t.trusts('10.200.0.1'), t.trusts('::1'), t.trusts('fd12::1'), t.trusts('11.0.0.1')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
