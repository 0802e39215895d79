import type { Flash } from '../session';
import { Csrf, Layout } from './layout';

/** Login form. */
export function LoginPage(props: { csrf: string; email?: string; flash?: Flash }) {
  return (
    <Layout title="Log in" flash={props.flash}>
      <form method="post" action="/dashboard/login" class="card">
        <Csrf token={props.csrf} />
        <label>
          Email <input type="email" name="email" required autocomplete="username" value={props.email ?? ''} />
        </label>
        <label>
          Password <input type="password" name="password" required autocomplete="current-password" />
        </label>
        <button type="submit">Log in</button>
      </form>
      <p>
        No account yet? <a href="/dashboard/register">Register</a> · Forgot your password?{' '}
        <a href="/dashboard/forgot">Reset it</a>
      </p>
    </Layout>
  );
}

/** Registration form. */
export function RegisterPage(props: { csrf: string; email?: string; flash?: Flash; minLength: number }) {
  return (
    <Layout title="Create your account" flash={props.flash}>
      <form method="post" action="/dashboard/register" class="card">
        <Csrf token={props.csrf} />
        <label>
          Email <input type="email" name="email" required autocomplete="username" value={props.email ?? ''} />
        </label>
        <label>
          Password{' '}
          <input
            type="password"
            name="password"
            required
            minLength={props.minLength}
            autocomplete="new-password"
          />
        </label>
        <p class="hint">At least {props.minLength} characters.</p>
        <button type="submit">Register</button>
      </form>
      <p>
        Already registered? <a href="/dashboard/login">Log in</a>
      </p>
    </Layout>
  );
}

/** The confirmation link lands here: one button, so a mail scanner's GET confirms nothing. */
export function ConfirmPage(props: { csrf: string; token: string; valid: boolean }) {
  return (
    <Layout title="Confirm your email address">
      {props.valid ? (
        <form method="post" action="/dashboard/confirm" class="card">
          <Csrf token={props.csrf} />
          <input type="hidden" name="token" value={props.token} />
          <button type="submit">Confirm my email address</button>
        </form>
      ) : (
        <p class="flash error">
          This confirmation link is unknown, already used or expired. Log in to request a new one.
        </p>
      )}
    </Layout>
  );
}

/** A page that only says something. */
export function MessagePage(props: {
  title: string;
  text: string;
  link?: { href: string; label: string };
  error?: boolean;
}) {
  return (
    <Layout title={props.title}>
      <p class={props.error ? 'flash error' : undefined}>{props.text}</p>
      {props.link && (
        <p>
          <a href={props.link.href}>{props.link.label}</a>
        </p>
      )}
    </Layout>
  );
}
