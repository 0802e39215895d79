import type { Context } from 'hono';
import type { VNode } from 'preact';
import { render } from 'preact-render-to-string';

/** Renders a page (Preact escapes every text and attribute) with the dashboard's security headers. */
export function html(c: Context, page: VNode, status: 200 | 400 | 403 | 404 | 429 = 200): Response {
  return c.html(`<!doctype html>${render(page)}`, status);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an 8-4-4-4-12 hex id, as the API accepts. */
export const isUuid = (s: string) => UUID.test(s);

/** Fields of a urlencoded or multipart form as strings (files ignored). */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data'))
    return {};
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** Security headers for every dashboard response: no framing, no inline script, no caching, no referrer. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/** A path parameter as a string ('' when absent). */
export const param = (c: Context, name: string): string => c.req.param(name) ?? '';
