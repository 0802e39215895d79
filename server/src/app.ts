import { endpoints } from '@margin/shared/contract';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { mountDashboard } from './dashboard';
import type { AppDeps } from './deps';
import { mountEditorDemo } from './editor-demo';
import { collapseSlashes } from './http/collapse-slashes';
import { engineErrorToHttp, HttpError } from './http/errors';
import { mayEmbedOperatorKey, securePage } from './http/page-security';
import { metrics } from './metrics';
import { observeEngines } from './metrics/engines';
import { metricsHandler, recordRequests } from './metrics/http';
import { playgroundPage } from './playground/page';
import { mountRoutes } from './routes';
import { readinessHandler } from './routes/system/readiness';
import { serverReadiness } from './services/readiness';

/** Builds the HTTP application: one error handler, CORS, every API route, the playground. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono({ getPath: collapseSlashes });
  const { logger, config } = deps;

  // Load balancers poll liveness many times a second: it is answered before the logging, CORS and
  // 405 layers (Hono runs handlers in registration order and stops at the first response).
  app.get(endpoints.liveness.path, (c) =>
    c.json({ msg: 'alive' }, 200, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' }),
  );
  // Readiness is polled as often, and answers from a cache of its checks.
  app.get(endpoints.readiness.path, readinessHandler(deps.readiness ?? serverReadiness(deps.store.db)));
  observeEngines(metrics);
  app.get('/metrics', metricsHandler(metrics, config.metricsToken));
  app.use('*', recordRequests(metrics));

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    // Path only: the query string can carry a key, and bodies carry the user's text.
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  app.use(
    '/api/*',
    cors({
      origin: config.corsOrigins.includes('*') ? '*' : config.corsOrigins,
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      exposeHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
      maxAge: 600,
    }),
  );

  app.use(
    '*',
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, allowed) =>
        c.json({ msg: `method ${c.req.method} is not allowed here; use ${allowed.join(', ')}` }, 405, {
          Allow: allowed.join(', '),
        }),
    }),
  );

  mountRoutes(app, deps);
  app.get('/', (c) => securePage(c, playgroundPage(deps, mayEmbedOperatorKey(c, deps))));
  mountDashboard(app, deps);
  mountEditorDemo(app, deps);

  app.notFound((c) => c.json({ msg: `no such endpoint: ${c.req.method} ${c.req.path}` }, 404));

  app.onError((err, c) => {
    const http = err instanceof HttpError ? err : engineErrorToHttp(err);
    if (http) return c.json({ msg: http.message, ...http.extra }, http.status as 400, http.headers);
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, error: String(err) });
    return c.json({ msg: 'internal error; the server logged the details' }, 500);
  });

  return app;
}
