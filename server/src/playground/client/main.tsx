/**
 * The playground's script: builds a request from the server-rendered form, sends it, and renders
 * the answer (status line, readable view, raw JSON). Compiled by `npm run build` into
 * `server/dist/public/playground.js` and inlined into the page.
 */
import { render } from 'preact';
import type { PlaygroundEndpoint, PlaygroundOption } from '../endpoints';
import { codePoints, plural } from './format';
import { Callout, VIEWS } from './views';

/** What the page passes in `<script type="application/json" id="playground-config">`. */
export interface PlaygroundConfig {
  endpoints: PlaygroundEndpoint[];
  options: PlaygroundOption[];
}

const KEY_STORAGE = 'margin.playground.key';
const ENDPOINT_STORAGE = 'margin.playground.endpoint';
const INPUT_LABELS: Record<string, string> = { text: 'Text', html: 'HTML', query: 'Query' };
const SAMPLES: Record<string, string> = {
  text:
    'The committee reviewed the proposal carefully. It was approved after a short discussion, ' +
    'and the team will start work next week. Everyone agreed that the plan is clear, realistic and well funded.',
  html:
    '<h1>Release notes</h1>\n<p>This release adds <strong>chunking</strong> for HTML documents.</p>\n' +
    '<p>Tags are discarded and the chunks are plain text.</p>',
  query: 'Thank you for your email. I will',
  check: 'She go to the libary yesterday and borrow three book. Their going to the park tomorow.',
};

/** An element the server-rendered page must contain. */
function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the playground page has no #${id}`);
  return node as T;
}

const config = JSON.parse(byId('playground-config').textContent ?? '{}') as PlaygroundConfig;
const endpoints = new Map(config.endpoints.map((e) => [e.id, e]));
const options = new Map(config.options.map((o) => [o.name, o]));
const el = {
  form: byId<HTMLFormElement>('request'),
  key: byId<HTMLInputElement>('key'),
  keyToggle: byId<HTMLButtonElement>('key-toggle'),
  keyResetRow: byId('key-reset-row'),
  keyReset: byId<HTMLButtonElement>('key-reset'),
  endpoint: byId<HTMLSelectElement>('endpoint'),
  endpointPath: byId('endpoint-path'),
  options: byId<HTMLFieldSetElement>('options'),
  inputField: byId('input-field'),
  inputLabel: byId('input-label'),
  input: byId<HTMLTextAreaElement>('input'),
  inputCount: byId('input-count'),
  sample: byId<HTMLButtonElement>('sample'),
  fileField: byId('file-field'),
  file: byId<HTMLInputElement>('file'),
  send: byId<HTMLButtonElement>('send'),
  status: byId('status'),
  view: byId('view'),
  json: byId('json'),
  copy: byId<HTMLButtonElement>('copy'),
};

function storageGet(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

function storageSet(name: string, value: string): void {
  try {
    if (value) localStorage.setItem(name, value);
    else localStorage.removeItem(name);
  } catch {
    // Storage can be disabled (private mode, policies); the playground still works.
  }
}

// ---- Key ----------------------------------------------------------------------------------------

const operatorKey = el.key.dataset.operatorKey ?? '';
const storedKey = storageGet(KEY_STORAGE);
if (storedKey) el.key.value = storedKey;

function syncKeyReset(): void {
  el.keyResetRow.hidden = !operatorKey || el.key.value.trim() === operatorKey;
}

el.key.addEventListener('input', () => {
  storageSet(KEY_STORAGE, el.key.value.trim());
  syncKeyReset();
});
el.keyReset.addEventListener('click', () => {
  el.key.value = operatorKey;
  storageSet(KEY_STORAGE, '');
  syncKeyReset();
  el.key.focus();
});
el.keyToggle.addEventListener('click', () => {
  const show = el.key.type === 'password';
  el.key.type = show ? 'text' : 'password';
  el.keyToggle.textContent = show ? 'Hide' : 'Show';
  el.keyToggle.setAttribute('aria-pressed', String(show));
});
syncKeyReset();

// ---- Endpoint and options -----------------------------------------------------------------------

const current = (): PlaygroundEndpoint => endpoints.get(el.endpoint.value) ?? config.endpoints[0];
const optionInput = (name: string) => byId<HTMLInputElement | HTMLSelectElement>(`opt-${name}`);

function optionVisible(ep: PlaygroundEndpoint, name: string): boolean {
  if (!(ep.options ?? []).includes(name)) return false;
  const when = options.get(name)?.when;
  return !when || optionInput(when.name).value === when.value;
}

function syncEndpoint(): void {
  const ep = current();
  const multipart = ep.transport === 'multipart';
  el.endpointPath.textContent = `POST ${ep.path}${multipart ? ' · multipart/form-data' : ''}`;
  let shown = 0;
  for (const wrap of el.options.querySelectorAll<HTMLElement>('[data-option]')) {
    const visible = optionVisible(ep, wrap.dataset.option ?? '');
    wrap.hidden = !visible;
    if (visible) shown++;
  }
  el.options.hidden = shown === 0;
  el.inputField.hidden = multipart;
  el.fileField.hidden = !multipart;
  if (multipart) el.file.accept = ep.accept ?? '';
  else el.inputLabel.textContent = INPUT_LABELS[ep.input ?? 'text'] ?? 'Text';
  storageSet(ENDPOINT_STORAGE, ep.id);
}

const storedEndpoint = storageGet(ENDPOINT_STORAGE);
if (storedEndpoint && endpoints.has(storedEndpoint)) el.endpoint.value = storedEndpoint;
el.endpoint.addEventListener('change', syncEndpoint);
el.options.addEventListener('change', syncEndpoint);
syncEndpoint();

function syncCount(): void {
  el.inputCount.textContent = plural(codePoints(el.input.value), 'character');
}
el.input.addEventListener('input', syncCount);
el.sample.addEventListener('click', () => {
  const ep = current();
  el.input.value = ep.view === 'edits' ? SAMPLES.check : (SAMPLES[ep.input ?? 'text'] ?? SAMPLES.text);
  syncCount();
  el.input.focus();
});
syncCount();

// ---- Request ------------------------------------------------------------------------------------

/** The fetch init for the chosen endpoint, with `key` in the body (or in jsonParams for files). */
function buildRequest(ep: PlaygroundEndpoint): RequestInit {
  const key = el.key.value.trim();
  if (ep.transport === 'multipart') {
    const form = new FormData();
    const file = el.file.files?.[0];
    if (file) form.append('file', file, file.name);
    form.append('jsonParams', new Blob([JSON.stringify({ key })], { type: 'application/json' }));
    return { method: 'POST', body: form };
  }
  const body: Record<string, unknown> = { key, [ep.input ?? 'text']: el.input.value, ...(ep.fixed ?? {}) };
  for (const name of ep.options ?? []) {
    if (!optionVisible(ep, name)) continue;
    const raw = optionInput(name).value.trim();
    if (raw === '') continue;
    body[name] = options.get(name)?.kind === 'number' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

let sequence = 0;
let inFlight: AbortController | null = null;

/** Sends the form; a newer send aborts and supersedes an older one. */
async function send(): Promise<void> {
  const ep = current();
  const mine = ++sequence;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  setBusy(true);
  setStatus('pending', '…', `Sending to ${ep.path}`);
  const started = performance.now();
  let res: Response;
  let text: string;
  try {
    res = await fetch(ep.path, { ...buildRequest(ep), signal: controller.signal });
    text = await res.text();
  } catch (err) {
    if (mine !== sequence) return;
    setBusy(false);
    showFailure(err);
    return;
  }
  if (mine !== sequence) return;
  inFlight = null;
  setBusy(false);
  const ms = Math.round(performance.now() - started);
  let data: unknown;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    data = undefined;
  }
  showAnswer(ep, res, data, text, ms);
}

el.form.addEventListener('submit', (event) => {
  event.preventDefault();
  void send();
});
el.form.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    void send();
  }
});

function setBusy(busy: boolean): void {
  el.send.disabled = busy;
  el.send.textContent = busy ? 'Sending…' : 'Send';
  el.form.setAttribute('aria-busy', String(busy));
}

// ---- Response -----------------------------------------------------------------------------------

function setStatus(kind: 'pending' | 'ok' | 'error' | 'unavailable', badge: string, text: string): void {
  el.status.className = `status ${kind}`;
  render(
    <>
      <span class="badge">{badge}</span>
      <span class="status-text">{text}</span>
    </>,
    el.status,
  );
}

function setJson(text: string): void {
  el.json.textContent = text;
  el.copy.disabled = text === '';
}

function showFailure(err: unknown): void {
  setStatus('error', '!', 'No answer');
  const reason = err instanceof Error ? err.message : String(err);
  render(
    <Callout
      kind="error"
      title="The server could not be reached"
      message={reason}
      note="Check that the server is running and try again."
    />,
    el.view,
  );
  setJson('');
}

/** Status line, readable view (or a callout for errors) and raw JSON for one answer. */
function showAnswer(ep: PlaygroundEndpoint, res: Response, data: unknown, text: string, ms: number): void {
  const reason = res.statusText || (res.ok ? 'OK' : 'Error');
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  const msg = typeof body?.msg === 'string' ? body.msg : null;
  setJson(data === undefined ? text : data === null ? '' : JSON.stringify(data, null, 2));

  if (res.status === 501) {
    setStatus('unavailable', '501', `Not available yet · ${ep.label} · ${ms} ms`);
    render(
      <Callout
        kind="unavailable"
        title="Not available yet"
        message={msg || `${ep.label} is not available yet.`}
        note="This server accepted the key and the parameters but has no engine for this endpoint yet."
      />,
      el.view,
    );
    return;
  }
  if (!res.ok) {
    setStatus('error', String(res.status), `${reason} · ${ep.label} · ${ms} ms`);
    const retry = res.headers.get('Retry-After');
    render(
      <Callout
        kind="error"
        title={`Error ${res.status}`}
        message={msg || (text ? text.slice(0, 500) : reason)}
        note={retry ? `Retry after ${retry} s.` : null}
      />,
      el.view,
    );
    return;
  }
  setStatus('ok', String(res.status), `${reason} · ${ep.label} · ${ms} ms`);
  if (data === undefined) {
    render(<Callout kind="error" title="The answer is not JSON" message={text.slice(0, 500)} />, el.view);
    return;
  }
  const View = VIEWS[ep.view];
  try {
    render(body ? <View data={body} /> : null, el.view);
  } catch {
    // An answer of an unexpected shape still shows as JSON below.
    render(null, el.view);
  }
}

el.copy.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(el.json.textContent ?? '');
    el.copy.textContent = 'Copied';
  } catch {
    getSelection()?.selectAllChildren(el.json);
    el.copy.textContent = 'Selected';
  }
  setTimeout(() => {
    el.copy.textContent = 'Copy';
  }, 1500);
});
