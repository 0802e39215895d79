import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../deps';
import { mountAccountRoutes } from './account-routes';
import { DASHBOARD_CSS, DASHBOARD_JS } from './assets';
import { mountAuthRoutes } from './auth-routes';
import { mountLanguageRoutes } from './language-routes';
import type { LoginLimits } from './login-limit';
import { mountPersonalRoutes } from './personal-routes';
import { SECURITY_HEADERS } from './render';
import { mountResetRoutes } from './reset-routes';
import { mountTeamRoutes } from './team-routes';

/**
 * Mounts the account dashboard at /dashboard: registration with email confirmation, login with an
 * HttpOnly SameSite=Lax session cookie and CSRF tokens, the API key, usage, and team management.
 */
export function mountDashboard(
  app: Hono,
  deps: AppDeps,
  limits: LoginLimits = deps.config.loginLimits,
): void {
  app.use('/dashboard/*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text('Form too large', 413) }));
  app.use('/dashboard', async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.header(k, v);
  });
  app.use('/dashboard/*', async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.header(k, v);
  });
  app.get('/dashboard/assets/dashboard.css', (c) =>
    c.body(DASHBOARD_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );
  app.get('/dashboard/assets/dashboard.js', (c) =>
    c.body(DASHBOARD_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  mountAuthRoutes(app, deps, limits);
  mountResetRoutes(app, deps);
  mountAccountRoutes(app, deps);
  mountPersonalRoutes(app, deps);
  mountLanguageRoutes(app, deps);
  mountTeamRoutes(app, deps);
}
