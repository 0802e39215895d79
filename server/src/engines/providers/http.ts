/** A provider (an OpenAI-compatible server, LibreTranslate) failed or answered something unusable. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}

/** Options of {@link requestJson}. */
export interface JsonRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** @default the global fetch */
  fetch?: typeof fetch;
}

/**
 * The one HTTP client to providers: calls a provider's API and parses its JSON answer. Network
 * errors, time-outs, non-2xx answers and bodies that are not JSON all become a {@link ProviderError}
 * naming the URL and what happened — never quoting the body, which may echo the user's text.
 */
export async function requestJson(url: string, req: JsonRequest): Promise<unknown> {
  let res: Response;
  try {
    res = await (req.fetch ?? fetch)(url, {
      method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...req.headers,
      },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: AbortSignal.timeout(req.timeoutMs),
    });
  } catch (err) {
    const why =
      err instanceof Error && err.name === 'TimeoutError'
        ? `no answer within ${req.timeoutMs} ms`
        : `unreachable (${err instanceof Error ? err.message : String(err)})`;
    throw new ProviderError(`${url}: ${why}`, { cause: err });
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ProviderError(`${url} answered ${res.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new ProviderError(`${url} answered with something that is not JSON`, { cause: err });
  }
}
