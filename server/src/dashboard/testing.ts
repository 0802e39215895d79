import type { Hono } from 'hono';
import type { Store } from '../storage/store';

/** A browser-like client for `app.request()` tests: keeps cookies, reads CSRF tokens from pages. */
export class DashboardClient {
  readonly cookies = new Map<string, string>();
  origin = 'http://localhost';
  /** Bindings passed to `app.request()`, e.g. a socket address for per-IP limits. */
  env: Record<string, unknown> | undefined;

  constructor(private readonly app: Hono) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (value === '' || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async get(path: string): Promise<Response> {
    const res = await this.app.request(
      `${this.origin}${path}`,
      { headers: { cookie: this.cookieHeader() } },
      this.env,
    );
    this.remember(res);
    return res;
  }

  /** Posts a form; `_csrf` is taken from `page` (HTML) unless given. */
  async post(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const res = await this.app.request(
      `${this.origin}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: this.cookieHeader(),
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      },
      this.env,
    );
    this.remember(res);
    return res;
  }

  /** The CSRF token of the first form on a page. */
  static csrf(page: string): string {
    const m = /name="_csrf" value="([^"]+)"/.exec(page);
    if (!m) throw new Error('no _csrf field on the page');
    return m[1]!;
  }
}

/**
 * Polls `check` until it returns something other than undefined, for at most `timeoutMs`: mails
 * queued after the response (password reset) reach the outbox a moment later.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`nothing arrived within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 10));
  }
}

/** The path of the newest mailed link to `route` (e.g. `/dashboard/confirm`) for an address, once it arrives. */
export async function mailedLink(store: Store, email: string, route: string): Promise<string> {
  const pattern = new RegExp(`(${route}\\?token=[A-Za-z0-9_-]+)`);
  try {
    return await eventually(async () => {
      for (const mail of await store.outbox.list({ to: email })) {
        const m = pattern.exec(mail.body ?? '');
        if (m) return m[1] as string;
      }
      return undefined;
    });
  } catch {
    throw new Error(`no mail with a ${route} link for ${email}`);
  }
}

/** Registers, confirms and logs in a new account through the pages; returns its logged-in client. */
export async function signUp(
  app: Hono,
  store: Store,
  email: string,
  password: string,
): Promise<DashboardClient> {
  const b = new DashboardClient(app);
  const form = await (await b.get('/dashboard/register')).text();
  const reg = await b.post('/dashboard/register', { email, password, _csrf: DashboardClient.csrf(form) });
  if (reg.status !== 200) throw new Error(`registration of ${email} answered ${reg.status}`);
  const page = await (await b.get(await mailedLink(store, email, '/dashboard/confirm'))).text();
  await b.post('/dashboard/confirm', {
    token: /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '',
    _csrf: DashboardClient.csrf(page),
  });
  const login = await (await b.get('/dashboard/login')).text();
  const res = await b.post('/dashboard/login', { email, password, _csrf: DashboardClient.csrf(login) });
  if (res.status !== 303) throw new Error(`login of ${email} answered ${res.status}`);
  return b;
}
