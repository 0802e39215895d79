import type { Context, Hono } from 'hono';
import type { AppDeps } from '../deps';
import { clientAddress } from '../http/client-address';
import { isEmail, normalizeEmail } from '../teams/emails';
import { joinInvitedTeams } from '../teams/invites';
import { sendConfirmation } from './account-mail';
import { type LoginLimits, loginSucceeded, reserveLoginAttempt } from './login-limit';
import { ConfirmPage, LoginPage, MessagePage, RegisterPage } from './pages/auth';
import { hashPassword, PASSWORD_MIN, passwordProblem, verifyPassword } from './passwords';
import { formFields, html } from './render';
import { csrfOk, currentSession, endSession, formToken, setFlash, startSession, takeFlash } from './session';

// Checking a password against this keeps unknown addresses as slow as known ones.
let decoy: Promise<string> | undefined;

const expired = (c: Context) =>
  html(
    c,
    MessagePage({
      title: 'Form expired',
      text: 'This form expired or did not come from this site. Reload the page and try again.',
      link: { href: '/dashboard/login', label: 'Log in' },
      error: true,
    }),
    403,
  );

/** Registration, email confirmation, login and logout. */
export function mountAuthRoutes(app: Hono, deps: AppDeps, limits: LoginLimits): void {
  const { store } = deps;

  app.get('/dashboard/login', async (c) => {
    if (await currentSession(c, deps)) return c.redirect('/dashboard', 303);
    return html(c, LoginPage({ csrf: formToken(c), flash: takeFlash(c) }));
  });

  app.post('/dashboard/login', async (c) => {
    const form = await formFields(c);
    if (!csrfOk(c, form)) return expired(c);
    const email = normalizeEmail(form.email ?? '');
    const password = form.password ?? '';
    const ip = clientAddress(c, deps.config.trustedProxies);
    const attempt = await reserveLoginAttempt(store, limits, email, ip);
    if (!attempt.ok) {
      const wait = attempt.retryAfterSeconds;
      c.header('Retry-After', String(wait));
      const text = `Too many failed logins. Try again in ${Math.ceil(wait / 60)} minute(s).`;
      return html(c, LoginPage({ csrf: formToken(c), email, flash: { kind: 'error', text } }), 429);
    }
    const user = isEmail(email) ? await store.users.byEmail(email) : undefined;
    const hash = user ? await store.accounts.passwordHash(user.id) : undefined;
    decoy ??= hashPassword('decoy password for unknown accounts');
    const ok = await verifyPassword(password, hash ?? (await decoy));
    if (!user || !hash || !ok) {
      deps.logger.info('dashboard login failed', { ip });
      const flash = { kind: 'error' as const, text: 'Wrong email or password.' };
      return html(c, LoginPage({ csrf: formToken(c), email, flash }), 400);
    }
    await loginSucceeded(store, email, attempt);
    if (!Number(user.email_confirmed)) {
      const sent = await sendConfirmation(deps, user.id, user.email);
      const text = sent
        ? 'Confirm your email address first: we sent you a link. A new link is on its way.'
        : 'Confirm your email address first: we sent you links in the last hour; use the newest one.';
      return html(c, LoginPage({ csrf: formToken(c), email, flash: { kind: 'error', text } }), 403);
    }
    await startSession(c, deps, user.id);
    return c.redirect('/dashboard', 303);
  });

  app.post('/dashboard/logout', async (c) => {
    const session = await currentSession(c, deps);
    const form = await formFields(c);
    if (session && !csrfOk(c, form, session)) return expired(c);
    await endSession(c, deps);
    setFlash(c, { kind: 'ok', text: 'You are logged out.' });
    return c.redirect('/dashboard/login', 303);
  });

  app.get('/dashboard/register', (c) => {
    const email = c.req.query('email')?.slice(0, 254);
    return html(c, RegisterPage({ csrf: formToken(c), email, flash: takeFlash(c), minLength: PASSWORD_MIN }));
  });

  app.post('/dashboard/register', async (c) => {
    const form = await formFields(c);
    if (!csrfOk(c, form)) return expired(c);
    const email = normalizeEmail(form.email ?? '');
    const password = form.password ?? '';
    const again = (text: string) =>
      html(
        c,
        RegisterPage({ csrf: formToken(c), email, flash: { kind: 'error', text }, minLength: PASSWORD_MIN }),
        400,
      );
    if (!isEmail(email)) return again('Enter a valid email address.');
    const problem = passwordProblem(password);
    if (problem) return again(problem);
    if (await store.users.byEmail(email)) {
      return again('An account with this address already exists. Log in instead.');
    }
    const user = await store.users.create({ email, confirmed: false });
    await store.accounts.setPasswordHash(user.id, await hashPassword(password));
    await sendConfirmation(deps, user.id, email);
    return html(
      c,
      MessagePage({
        title: 'Check your inbox',
        text: `We sent a confirmation link to ${email}. Open it to finish creating your account.`,
      }),
    );
  });

  app.get('/dashboard/confirm', async (c) => {
    const token = (c.req.query('token') ?? '').slice(0, 200);
    const valid = token !== '' && (await store.accounts.peekToken(token, 'confirm')) !== undefined;
    return html(c, ConfirmPage({ csrf: formToken(c), token, valid }), valid ? 200 : 400);
  });

  app.post('/dashboard/confirm', async (c) => {
    const form = await formFields(c);
    if (!csrfOk(c, form)) return expired(c);
    const userId = await store.accounts.useToken((form.token ?? '').slice(0, 200), 'confirm');
    if (!userId) return html(c, ConfirmPage({ csrf: formToken(c), token: '', valid: false }), 400);
    await store.accounts.markConfirmed(userId);
    const user = await store.users.byId(userId);
    const joined = user ? await joinInvitedTeams(store, user) : [];
    const teams = joined.length > 0 ? ` You joined ${joined.map((n) => `"${n}"`).join(', ')}.` : '';
    setFlash(c, { kind: 'ok', text: `Your email address is confirmed.${teams} Log in to continue.` });
    return c.redirect('/dashboard/login', 303);
  });
}
