import { EngineFailure, type EngineName } from './types';

/** Options of {@link requestJson}. */
export interface JsonRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
}

/**
 * Calls a provider's HTTP API and parses its JSON answer. Network errors, time-outs, non-2xx answers and
 * bodies that are not JSON all become an {@link EngineFailure} naming the engine and what happened
 * (never the text being translated).
 */
export async function requestJson(engine: EngineName, url: string, req: JsonRequest): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
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
        : String(err);
    throw new EngineFailure(engine, `${url}: ${why}`, { cause: err });
  }
  const text = await res.text().catch(() => '');
  // The body is not quoted: a provider may echo the text being translated, which must not reach the log.
  if (!res.ok) throw new EngineFailure(engine, `${url} answered ${res.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new EngineFailure(engine, `${url} answered with something that is not JSON`, { cause: err });
  }
}
