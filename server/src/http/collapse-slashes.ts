import { getPath } from 'hono/utils/url';

/**
 * Hono's request path with each run of slashes collapsed to one, so a client configured with a
 * trailing slash on its host (`https://margin.example/` + `/api/v1/edits`) reaches the same route.
 * It is the app's `getPath` rather than a middleware because Hono matches routes before any
 * middleware runs; `c.req.path` (and so the logs) shows the collapsed path too.
 */
export function collapseSlashes(request: Request): string {
  const path = getPath(request);
  return path.includes('//') ? path.replace(/\/{2,}/g, '/') : path;
}
