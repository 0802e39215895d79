import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { isLoopback } from '../config';
import type { AppDeps } from '../deps';
import { peerIsLoopback } from './client-address';

/** Host header names that only ever mean this machine (with or without a port). */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Whether a page may embed the operator (superuser) key in this response: the server listens only
 * on loopback, the request came over a loopback socket, AND its Host header is a loopback name. The
 * Host check stops DNS rebinding (a site whose name re-resolves to 127.0.0.1 reads the page with its
 * own Host); the socket check stops a local proxy or port forward from exposing it to the network.
 */
export function mayEmbedOperatorKey(c: Context, deps: Pick<AppDeps, 'config'>): boolean {
  if (!isLoopback(deps.config.host)) return false;
  const host = c.req.header('host') ?? '';
  return LOOPBACK_HOST.test(host) && peerIsLoopback(c);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy for a server-rendered page: scripts only from this origin or inline
 * scripts of exactly this page (their hashes; JSON data blocks are not scripts and need none),
 * requests only to this origin, no plugins, no `<base>` games, and no framing.
 */
export function pageCsp(html: string): string {
  const inline: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    inline.push(sha256(m[2] ?? ''));
  }
  return [
    "default-src 'none'",
    `script-src 'self' ${[...new Set(inline)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Answers a server-rendered page that may hold a key with the headers such a page needs: the CSP
 * above, `X-Frame-Options: DENY` (for browsers without `frame-ancestors`), `Cache-Control: no-store`
 * (no shared or disk cache keeps the key), no MIME sniffing and no Referer to other sites.
 */
export function securePage(c: Context, html: string, status: 200 | 503 = 200): Response {
  return c.html(html, status, {
    'Content-Security-Policy': pageCsp(html),
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  });
}
