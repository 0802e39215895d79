import type { z } from 'zod';
// Types only from the contract: at run time the client needs just the zod-free route table, so a page
// bundle that calls the API carries no schema code.
import type { EndpointName, Endpoints } from './contract';
import { type EndpointRoute, routes } from './contract/routes';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** Server address, e.g. `https://margin.example.com` or `''` for same-origin; paths start with /api/v1. */
  baseUrl: string;
  /** API key, sent as API.md says (body, query or jsonParams). Omit it to call without a key. */
  key?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the request, e.g. when a newer check of the same paragraph supersedes it. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The file of a multipart upload (PDF/DOCX to text). */
export interface FileUpload {
  file: Blob;
  /** @default the File's own name, else "blob" */
  filename?: string;
}

/** zod's input type of an empty object is `Record<string, never>`; as a mixin it must be `{}`. */
type Fields<T> = string extends keyof T ? unknown : T;
type Simplify<T> = { [K in keyof T]: T[K] };

/** What a client method takes: path parameters, request fields and, for uploads, the file. */
export type EndpointInput<N extends EndpointName> = Simplify<
  Fields<z.input<Endpoints[N]['params']>> &
    Fields<z.input<Endpoints[N]['request']>> &
    (Endpoints[N]['transport'] extends 'multipart' ? FileUpload : unknown)
>;

/** What a client method resolves to: the success body, or void for 204. */
export type EndpointOutput<N extends EndpointName> = Endpoints[N]['response'] extends z.ZodType
  ? z.output<Endpoints[N]['response']>
  : undefined;

/** One typed method; the input is optional when the endpoint needs nothing but the key. */
export type ClientMethod<N extends EndpointName> =
  Partial<EndpointInput<N>> extends EndpointInput<N>
    ? (input?: EndpointInput<N>, options?: CallOptions) => Promise<EndpointOutput<N>>
    : (input: EndpointInput<N>, options?: CallOptions) => Promise<EndpointOutput<N>>;

/** One method per endpoint, named as in the contract registry, plus the generic `request`. */
export type MarginClient = { [N in EndpointName]: ClientMethod<N> } & {
  /**
   * Calls any endpoint by name. The input is not type-checked strictly (nor validated: the server
   * does that), so tests can send what a careless caller would.
   */
  request<N extends EndpointName>(
    name: N,
    input?: EndpointInput<N> | Record<string, unknown>,
    options?: CallOptions,
  ): Promise<EndpointOutput<N>>;
};

/** A non-2xx answer from the server: its status, `msg`, full body and headers. */
export class MarginApiError extends Error {
  override readonly name = 'MarginApiError';

  constructor(
    /** Endpoint name, e.g. `translate`. */
    readonly endpoint: string,
    readonly status: number,
    /** The `msg` of the error body, or the raw body when it was not `{msg}` JSON. */
    readonly msg: string,
    readonly body: unknown,
    readonly headers: Headers,
  ) {
    super(`${endpoint}: HTTP ${status}: ${msg}`);
  }

  /** Seconds from the Retry-After header (429, 503), if present. */
  get retryAfter(): number | undefined {
    const value = this.headers.get('retry-after');
    if (value === null || value.trim() === '') return undefined;
    const seconds = Number(value);
    return Number.isFinite(seconds) ? seconds : undefined;
  }
}

/** A typed client of the Margin API that runs in browsers, workers and Node (global fetch, FormData, Blob). */
export function createClient(options: ClientOptions): MarginClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request(name: EndpointName, input: object = {}, call: CallOptions = {}): Promise<unknown> {
    const def: EndpointRoute | undefined = routes[name];
    if (!def) throw new TypeError(`Unknown endpoint "${String(name)}"`);
    const fields: Record<string, unknown> = { ...input };
    const path = def.path.replace(/:([A-Za-z_]\w*)/g, (_, param: string) => {
      const value = fields[param];
      delete fields[param];
      if (value === undefined || value === null || value === '') {
        throw new TypeError(`${name}: the path parameter ${param} is required`);
      }
      return encodeURIComponent(String(value));
    });
    // An explicit `key` in the input wins, so tests can send a wrong one.
    const withKey =
      def.auth !== 'none' && options.key !== undefined ? { key: options.key, ...fields } : fields;
    const headers = new Headers({ accept: 'application/json', ...options.headers, ...call.headers });

    let url = base + path;
    let body: BodyInit | undefined;
    if (def.transport === 'query') {
      const query = toQuery(withKey);
      if (query) url += `?${query}`;
    } else if (def.transport === 'multipart') {
      const { file, filename, ...params } = withKey;
      const form = new FormData();
      if (file instanceof Blob) {
        if (typeof filename === 'string') form.append('file', file, filename);
        else form.append('file', file);
      }
      // API.md: jsonParams is a JSON part with content type application/json.
      form.append(
        'jsonParams',
        new Blob([JSON.stringify(params)], { type: 'application/json' }),
        'jsonParams.json',
      );
      body = form;
    } else {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(withKey);
    }

    const res = await doFetch(url, { method: def.method, headers, body, signal: call.signal });
    const text = await res.text();
    const parsed = parseJson(text);
    if (!res.ok) {
      const msg =
        isRecord(parsed.value) && typeof parsed.value.msg === 'string'
          ? parsed.value.msg
          : text.trim() || res.statusText || 'request failed';
      throw new MarginApiError(name, res.status, msg, parsed.ok ? parsed.value : text, res.headers);
    }
    if (res.status === 204 || def.status === 204) return undefined;
    if (!parsed.ok) {
      throw new MarginApiError(name, res.status, 'the response body is not JSON', text, res.headers);
    }
    return parsed.value;
  }

  const client: Record<string, unknown> = { request };
  for (const name of Object.keys(routes) as EndpointName[]) {
    client[name] = (input?: object, call?: CallOptions) => request(name, input, call);
  }
  return client as MarginClient;
}

function toQuery(fields: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  return query.toString();
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; value: undefined } {
  if (text.trim() === '') return { ok: false, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: undefined };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
