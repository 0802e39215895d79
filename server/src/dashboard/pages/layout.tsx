import type { ComponentChildren } from 'preact';
import type { Flash } from '../session';

/** The page frame: title, stylesheet, the small client script, an optional flash message. */
export function Layout(props: {
  title: string;
  flash?: Flash;
  user?: { email: string; csrf: string };
  children: ComponentChildren;
}) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · Margin`}</title>
        <link rel="stylesheet" href="/dashboard/assets/dashboard.css" />
        <script src="/dashboard/assets/dashboard.js" defer />
      </head>
      <body>
        <header class="top">
          <a class="brand" href="/dashboard">
            Margin
          </a>
          {props.user && (
            <form method="post" action="/dashboard/logout" class="inline">
              <span class="who">{props.user.email}</span>
              <Csrf token={props.user.csrf} />
              <button type="submit">Log out</button>
            </form>
          )}
        </header>
        <main>
          <h1>{props.title}</h1>
          {props.flash && (
            <p class={`flash ${props.flash.kind}`} role={props.flash.kind === 'error' ? 'alert' : 'status'}>
              {props.flash.text}
            </p>
          )}
          {props.children}
        </main>
      </body>
    </html>
  );
}

/** The hidden CSRF field every POST form carries. */
export function Csrf(props: { token: string }) {
  return <input type="hidden" name="_csrf" value={props.token} />;
}

/** A one-button POST form, optionally asking for confirmation first. */
export function ActionButton(props: {
  action: string;
  csrf: string;
  label: string;
  confirm?: string;
  fields?: Record<string, string>;
  danger?: boolean;
}) {
  return (
    <form method="post" action={props.action} class="inline" data-confirm={props.confirm}>
      <Csrf token={props.csrf} />
      {Object.entries(props.fields ?? {}).map(([k, v]) => (
        <input type="hidden" name={k} value={v} />
      ))}
      <button type="submit" class={props.danger ? 'danger' : undefined}>
        {props.label}
      </button>
    </form>
  );
}
