import type { Hono } from 'hono';

/** A browser-like client for `app.request()` tests: keeps cookies, reads CSRF tokens from pages. */
export class DashboardClient {
  readonly cookies = new Map<string, string>();
  origin = 'http://localhost';

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
    const res = await this.app.request(`${this.origin}${path}`, { headers: { cookie: this.cookieHeader() } });
    this.remember(res);
    return res;
  }

  /** Posts a form; `_csrf` is taken from `page` (HTML) unless given. */
  async post(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const res = await this.app.request(`${this.origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: this.cookieHeader(),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
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
