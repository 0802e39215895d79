import { readFileSync } from 'node:fs';
import { render } from 'preact-render-to-string';
import { isLoopback } from '../config';
import type { AppDeps } from '../deps';
import { readBuiltScriptSync } from './built-assets';
import type { PlaygroundConfig } from './client/main';
import { PLAYGROUND_ENDPOINTS, PLAYGROUND_OPTIONS, type PlaygroundOption } from './endpoints';

// The stylesheet and the compiled client (client/main.tsx) are inlined so the page works offline
// and needs no static route.
const STYLES = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
if (/<\/style/i.test(STYLES)) throw new Error('the playground stylesheet must not contain </style');

/** The compiled client, read per page so a rebuild shows without a restart. */
function clientScript(): string {
  const script = readBuiltScriptSync('playground.js');
  if (/<\/script/i.test(script)) throw new Error('the playground script must not contain </script');
  return script;
}

/** Escapes text for HTML element and attribute content. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** HTML attributes Preact's types spell differently or not at all, passed through as written. */
const NO_SPELLCHECK = { spellcheck: 'false' } as Record<string, string>;

function EndpointPicker() {
  const groups = new Map<string, typeof PLAYGROUND_ENDPOINTS>();
  for (const e of PLAYGROUND_ENDPOINTS) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  return (
    <select id="endpoint" name="endpoint" aria-describedby="endpoint-path">
      {[...groups].map(([group, endpoints]) => (
        <optgroup label={group}>
          {endpoints.map((e) => (
            <option value={e.id}>{e.label}</option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

function OptionControl({ o }: { o: PlaygroundOption }) {
  const id = `opt-${o.name}`;
  const hintId = o.hint ? `${id}-hint` : undefined;
  const control =
    o.kind === 'select' ? (
      <select id={id} name={o.name} aria-describedby={hintId} required={o.required}>
        {(o.choices ?? []).map((c) => (
          <option value={c} selected={c === o.value}>
            {c}
          </option>
        ))}
      </select>
    ) : o.kind === 'number' ? (
      <input
        id={id}
        name={o.name}
        type="number"
        inputMode="numeric"
        step="1"
        min={o.min}
        max={o.max}
        value={o.value ?? ''}
        aria-describedby={hintId}
        required={o.required}
      />
    ) : (
      <input
        id={id}
        name={o.name}
        type="text"
        autocomplete="off"
        {...NO_SPELLCHECK}
        value={o.value ?? ''}
        aria-describedby={hintId}
        required={o.required}
      />
    );
  return (
    <div class="field option" data-option={o.name} hidden>
      <label for={id}>
        {o.label}
        {o.required ? (
          <>
            {' '}
            <span class="req" aria-hidden="true">
              *
            </span>
          </>
        ) : null}
      </label>
      {control}
      {o.hint ? (
        <p class="hint" id={hintId}>
          {o.hint}
        </p>
      ) : null}
    </div>
  );
}

function KeyHint({ operatorKey, embedKey }: { operatorKey: string; embedKey: boolean }) {
  if (operatorKey)
    return (
      <>
        Pre-filled with the operator key because this server listens only on loopback. Changes are remembered
        in this browser.
      </>
    );
  if (embedKey)
    return (
      <>
        Paste an API key (create one with <code>npm run admin -- create-key --email …</code>). It is
        remembered in this browser.
      </>
    );
  return (
    <>
      Paste an API key. This server is reachable from the network, so the playground never fills in the
      operator key. It is remembered in this browser.
    </>
  );
}

function Page({ operatorKey, embedKey }: { operatorKey: string; embedKey: boolean }) {
  const config: PlaygroundConfig = { endpoints: PLAYGROUND_ENDPOINTS, options: PLAYGROUND_OPTIONS };
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="referrer" content="no-referrer" />
        <title>Margin playground</title>
        <link rel="icon" href="data:," />
        <style dangerouslySetInnerHTML={{ __html: STYLES }} />
      </head>
      <body>
        <a class="skip" href="#request-title">
          Skip to the request form
        </a>
        <header class="topbar">
          <div class="brand">
            <span class="logo" aria-hidden="true">
              M
            </span>
            <span>Margin</span>
            <span class="sub">API playground</span>
          </div>
          <nav aria-label="API reference">
            <a href="/api/v1/openapi.json">OpenAPI document</a> · <a href="/editor">Editor demo</a>
          </nav>
        </header>
        <main class="layout">
          <section class="panel" aria-labelledby="request-title">
            <h2 id="request-title" tabIndex={-1}>
              Request
            </h2>
            <form id="request" noValidate>
              <div class="field">
                <label for="key">API key</label>
                <div class="row">
                  <input
                    id="key"
                    name="key"
                    type="password"
                    autocomplete="off"
                    {...NO_SPELLCHECK}
                    aria-describedby="key-hint"
                    placeholder="32-character API key"
                    value={operatorKey}
                    data-operator-key={operatorKey}
                  />
                  <button
                    type="button"
                    id="key-toggle"
                    class="ghost"
                    aria-controls="key"
                    aria-pressed="false"
                  >
                    Show
                  </button>
                </div>
                <p class="hint" id="key-hint">
                  <KeyHint operatorKey={operatorKey} embedKey={embedKey} />
                </p>
                <p class="hint" id="key-reset-row" hidden>
                  <button type="button" id="key-reset" class="link">
                    Use the operator key
                  </button>
                </p>
              </div>
              <div class="field">
                <label for="endpoint">Endpoint</label>
                <EndpointPicker />
                <p class="hint">
                  <code id="endpoint-path">POST /api/v1/statistics</code>
                </p>
              </div>
              <fieldset id="options" class="options" hidden>
                <legend>Options</legend>
                <div class="option-grid">
                  {PLAYGROUND_OPTIONS.map((o) => (
                    <OptionControl o={o} />
                  ))}
                </div>
              </fieldset>
              <div class="field" id="input-field">
                <div class="label-row">
                  <label for="input" id="input-label">
                    Text
                  </label>
                  <button type="button" id="sample" class="link">
                    Insert sample
                  </button>
                </div>
                <textarea
                  id="input"
                  name="input"
                  rows={10}
                  {...NO_SPELLCHECK}
                  aria-describedby="input-hint"
                  placeholder="Paste or type the text to send"
                />
                <p class="hint" id="input-hint">
                  <span id="input-count">0 characters</span> · <kbd>Ctrl</kbd>+<kbd>Enter</kbd> sends
                </p>
              </div>
              <div class="field" id="file-field" hidden>
                <label for="file">File</label>
                <input id="file" name="file" type="file" aria-describedby="file-hint" />
                <p class="hint" id="file-hint">
                  Uploaded as multipart/form-data with parts <code>file</code> and <code>jsonParams</code>{' '}
                  (the key).
                </p>
              </div>
              <div class="actions">
                <button type="submit" id="send" class="primary">
                  Send
                </button>
                <span class="hint" id="send-hint" />
              </div>
            </form>
          </section>
          <section class="panel" aria-labelledby="response-title">
            <h2 id="response-title">Response</h2>
            <div id="status" class="status idle" role="status" aria-live="polite">
              <span class="badge">—</span>
              <span class="status-text">No request sent yet.</span>
            </div>
            <div id="view" class="view" />
            <div class="json-head">
              <h3 id="json-title">JSON</h3>
              <button type="button" id="copy" class="ghost small" disabled>
                Copy
              </button>
            </div>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrollable <pre> region must be reachable by keyboard and keep its preformatted text */}
            <pre id="json" class="json" role="region" tabIndex={0} aria-labelledby="json-title" />
          </section>
        </main>
        <script
          type="application/json"
          id="playground-config"
          dangerouslySetInnerHTML={{ __html: scriptJson(config) }}
        />
        <script dangerouslySetInnerHTML={{ __html: clientScript() }} />
      </body>
    </html>
  );
}

/** The playground page; embeds the operator key only when `embedKey` (see http/page-security.ts). */
export function playgroundPage(deps: AppDeps, embedKey = isLoopback(deps.config.host)): string {
  const operatorKey = embedKey ? (deps.operatorKey ?? '') : '';
  return `<!doctype html>\n${render(<Page operatorKey={operatorKey} embedKey={embedKey} />)}`;
}
