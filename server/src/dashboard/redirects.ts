/**
 * Where a failed dashboard action sends the browser back to: the Referer's path when it is a
 * dashboard page of this origin, else `fallback`. Only a path is ever returned, never a URL, and
 * never one starting with `//` or `/\` (which browsers read as another host), so a forged or
 * malformed Referer cannot lead off the site or throw.
 */
export function backPath(referer: string | undefined, requestUrl: string, fallback: string): string {
  if (!referer || referer.length > 2000) return fallback;
  let target: URL;
  let origin: string;
  try {
    origin = new URL(requestUrl).origin;
    target = new URL(referer);
  } catch {
    return fallback;
  }
  if (target.origin !== origin) return fallback;
  const path = target.pathname;
  if (!/^\/dashboard(\/|$)/.test(path) || /^\/[/\\]/.test(path)) return fallback;
  return path;
}
