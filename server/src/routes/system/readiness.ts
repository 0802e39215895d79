import type { Context } from 'hono';
import type { Readiness } from '../../services/readiness';

/** GET /api/v1/readiness: 200 `{msg, checks}` when ready, 503 `{msg, checks}` when draining or failing. */
export function readinessHandler(readiness: Readiness) {
  return async (c: Context) => {
    const report = await readiness.report();
    const headers = { 'Cache-Control': 'no-store' };
    if (report.ready) return c.json({ msg: 'ready', checks: report.checks }, 200, headers);
    const failing = Object.entries(report.checks)
      .filter(([, r]) => !r.ok)
      .map(([n]) => n);
    const msg = report.draining
      ? 'draining: this instance is shutting down and takes no new work'
      : `not ready: ${failing.join(', ')} failing`;
    return c.json({ msg, checks: report.checks }, 503, headers);
  };
}
