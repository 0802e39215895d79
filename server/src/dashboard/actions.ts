import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import type { SessionRow } from '../storage/repos/accounts';
import type { Actor } from '../teams/access';
import { MessagePage } from './pages/auth';
import { backPath } from './redirects';
import { formFields, html } from './render';
import { csrfOk, currentSession, setFlash } from './session';

/** The session's user as the domain functions' actor. */
export const actorOf = (s: SessionRow): Actor => ({
  user_id: s.user_id,
  email: s.email,
  is_superuser: s.is_superuser,
});

/**
 * A logged-in form action: checks the session and CSRF token, runs `fn`, then redirects to the
 * page it names (303) with its message; a refused action (HttpError) comes back as an error message.
 */
export function action(
  deps: AppDeps,
  fn: (ctx: {
    c: Context;
    session: SessionRow;
    form: Record<string, string>;
  }) => Promise<{ back: string; ok?: string } | Response>,
  fallback = '/dashboard',
) {
  return async (c: Context) => {
    const session = await currentSession(c, deps);
    if (!session) return c.redirect('/dashboard/login', 303);
    const form = await formFields(c);
    if (!csrfOk(c, form, session)) {
      return html(
        c,
        MessagePage({
          title: 'Form expired',
          text: 'This form expired or did not come from this site. Reload the page and try again.',
          link: { href: '/dashboard', label: 'Your account' },
          error: true,
        }),
        403,
      );
    }
    try {
      const done = await fn({ c, session, form });
      if (done instanceof Response) return done;
      if (done.ok) setFlash(c, { kind: 'ok', text: done.ok });
      return c.redirect(done.back, 303);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      setFlash(c, { kind: 'error', text: err.message });
      return c.redirect(backPath(c.req.header('referer'), c.req.url, fallback), 303);
    }
  };
}
