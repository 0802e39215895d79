import type { Context, Hono } from 'hono';
import type { AppDeps } from '../deps';
import { clientAddress } from '../http/client-address';
import { slidingWindow } from '../storage/repos/usage';
import { isEmail, normalizeEmail } from '../teams/emails';
import { mailResetLinkIfAccount } from './account-mail';
import { AfterResponseQueue } from './after-response';
import { forgetLoginFailures } from './login-limit';
import { MessagePage } from './pages/auth';
import { ForgotPage, ResetPage } from './pages/reset';
import { hashPassword, PASSWORD_MIN, passwordProblem } from './passwords';
import { formFields, html } from './render';
import { csrfOk, formToken, setFlash } from './session';

/** Reset requests one client IP may make per hour (the per-address limit is in mail/recipient-limit.ts). */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 10;

const expired = (c: Context) =>
  html(
    c,
    MessagePage({
      title: 'Form expired',
      text: 'This form expired or did not come from this site. Reload the page and try again.',
      link: { href: '/dashboard/forgot', label: 'Reset your password' },
      error: true,
    }),
    403,
  );

/**
 * Account recovery: a password-reset link by mail (single use, one hour, stored hashed). The
 * answer to a request, and the work done before it, are the same whether or not the address has an
 * account, so the form tells nobody which addresses are registered; setting the new password ends
 * every session.
 */
export function mountResetRoutes(app: Hono, deps: AppDeps): void {
  const { store } = deps;
  const afterResponse = new AfterResponseQueue(deps.logger);

  app.get('/dashboard/forgot', (c) => html(c, ForgotPage({ csrf: formToken(c) })));

  app.post('/dashboard/forgot', async (c) => {
    const form = await formFields(c);
    if (!csrfOk(c, form)) return expired(c);
    const email = normalizeEmail(form.email ?? '');
    if (!isEmail(email)) {
      const flash = { kind: 'error' as const, text: 'Enter a valid email address.' };
      return html(c, ForgotPage({ csrf: formToken(c), email, flash }), 400);
    }
    const now = Date.now();
    const ip = clientAddress(c, deps.config.trustedProxies);
    const window = slidingWindow('reset-request', now, 3600, RESET_REQUESTS_PER_IP_PER_HOUR);
    const allowed = await store.quota.reserve(`ip:${ip}`, 1, [window], now);
    if (!allowed.ok) {
      const wait = Math.max(1, Math.ceil((allowed.exceeded.resetsAt - now) / 1000));
      c.header('Retry-After', String(wait));
      const text = `Too many reset requests from your network. Try again in ${Math.ceil(wait / 60)} minute(s).`;
      return html(c, ForgotPage({ csrf: formToken(c), email, flash: { kind: 'error', text } }), 429);
    }
    // The account lookup, the token and the mail happen after the response, so a registered address
    // and an unknown one cost this request the same work (the per-IP reservation above) and get the
    // same answer: neither its text nor its timing says which addresses have accounts.
    afterResponse.enqueue('password reset mail', () => mailResetLinkIfAccount(deps, email));
    return html(
      c,
      MessagePage({
        title: 'Check your inbox',
        text: `If ${email} belongs to an account, a link to choose a new password is on its way. It works once, for one hour.`,
        link: { href: '/dashboard/login', label: 'Log in' },
      }),
    );
  });

  app.get('/dashboard/reset', async (c) => {
    const token = (c.req.query('token') ?? '').slice(0, 200);
    const valid = token !== '' && (await store.passwordResets.peek(token)) !== undefined;
    return html(
      c,
      ResetPage({ csrf: formToken(c), token: valid ? token : '', valid, minLength: PASSWORD_MIN }),
      valid ? 200 : 400,
    );
  });

  app.post('/dashboard/reset', async (c) => {
    const form = await formFields(c);
    if (!csrfOk(c, form)) return expired(c);
    const token = (form.token ?? '').slice(0, 200);
    const password = form.password ?? '';
    const problem = passwordProblem(password);
    if (problem) {
      const valid = token !== '' && (await store.passwordResets.peek(token)) !== undefined;
      const flash = { kind: 'error' as const, text: problem };
      return html(c, ResetPage({ csrf: formToken(c), token, valid, minLength: PASSWORD_MIN, flash }), 400);
    }
    const userId = token ? await store.passwordResets.reset(token, await hashPassword(password)) : undefined;
    if (!userId) {
      return html(
        c,
        ResetPage({ csrf: formToken(c), token: '', valid: false, minLength: PASSWORD_MIN }),
        400,
      );
    }
    const user = await store.users.byId(userId);
    if (user) await forgetLoginFailures(store, user.email);
    deps.logger.info('dashboard password reset; every session ended', { user_id: userId });
    setFlash(c, {
      kind: 'ok',
      text: 'Your password is changed and every session is logged out. Log in with it.',
    });
    return c.redirect('/dashboard/login', 303);
  });
}
