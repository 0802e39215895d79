import type { Flash } from '../session';
import { Csrf, Layout } from './layout';

/** Asks for the address to send a password-reset link to. */
export function ForgotPage(props: { csrf: string; email?: string; flash?: Flash }) {
  return (
    <Layout title="Reset your password" flash={props.flash}>
      <form method="post" action="/dashboard/forgot" class="card">
        <Csrf token={props.csrf} />
        <label>
          Email <input type="email" name="email" required autocomplete="username" value={props.email ?? ''} />
        </label>
        <button type="submit">Mail me a reset link</button>
      </form>
      <p>
        Remembered it? <a href="/dashboard/login">Log in</a>
      </p>
    </Layout>
  );
}

/** The reset link lands here: a new-password form (a mail scanner's GET changes nothing). */
export function ResetPage(props: {
  csrf: string;
  token: string;
  valid: boolean;
  minLength: number;
  flash?: Flash;
}) {
  return (
    <Layout title="Choose a new password" flash={props.flash}>
      {props.valid ? (
        <form method="post" action="/dashboard/reset" class="card">
          <Csrf token={props.csrf} />
          <input type="hidden" name="token" value={props.token} />
          <label>
            New password{' '}
            <input
              type="password"
              name="password"
              required
              minLength={props.minLength}
              autocomplete="new-password"
            />
          </label>
          <p class="hint">
            At least {props.minLength} characters. Every session of your account is logged out.
          </p>
          <button type="submit">Set the new password</button>
        </form>
      ) : (
        <p class="flash error">
          This reset link is unknown, already used or expired (links work for one hour).{' '}
          <a href="/dashboard/forgot">Ask for a new one</a>.
        </p>
      )}
    </Layout>
  );
}
