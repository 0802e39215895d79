import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { peerIsLoopback } from '../http/client-address';
import { EXPOSITION_CONTENT_TYPE, type ServerMetrics } from './index';

/**
 * The route template that answered, for labels: `/api/v1/team/:team_id`, never the raw path (a label
 * per URL would grow without bound). Requests no route answered (404, 405) share "unmatched".
 */
function routeLabel(c: Context): string {
  const path = routePath(c);
  return path === '' || path === '*' || path === '/*' ? 'unmatched' : path;
}

/** Counts every request by method, route template and status, with its latency; 429s also as quota refusals. */
export function recordRequests(metrics: ServerMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeLabel(c);
      const status = String(c.res.status);
      metrics.requests.inc({ method: c.req.method, route, status });
      metrics.requestSeconds.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
      if (c.res.status === 429) metrics.quotaRefusals.inc({ route });
    }
  };
}

/** Equal-length digests, so the comparison takes the same time whatever the guess. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * GET /metrics. With a token configured it requires `Authorization: Bearer <token>`. Without one it
 * answers only to loopback peers that came directly: a request carrying forwarding headers came
 * through a proxy on this machine, on behalf of someone else, and is refused.
 */
export function metricsHandler(metrics: ServerMetrics, token: string | undefined) {
  return (c: Context) => {
    if (token) {
      const auth = c.req.header('Authorization') ?? '';
      const given = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim();
      if (!given) {
        return c.json({ msg: 'metrics need Authorization: Bearer <METRICS_TOKEN>' }, 401, {
          'WWW-Authenticate': 'Bearer realm="metrics"',
        });
      }
      if (!sameSecret(given, token)) return c.json({ msg: 'the metrics token is wrong' }, 403);
    } else {
      const forwarded = c.req.header('Forwarded') ?? c.req.header('X-Forwarded-For');
      if (forwarded !== undefined || !peerIsLoopback(c)) {
        return c.json(
          { msg: 'metrics answer only on loopback; set METRICS_TOKEN to scrape them from elsewhere' },
          403,
        );
      }
    }
    return c.body(metrics.registry.render(), 200, {
      'Content-Type': EXPOSITION_CONTENT_TYPE,
      'Cache-Control': 'no-store',
    });
  };
}
