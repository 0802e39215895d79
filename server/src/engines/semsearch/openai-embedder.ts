import type { Embedder } from './embedder';
import { normalise } from './embedder';

/** The embedding provider failed or answered something that is not an embedding list. */
export class EmbeddingProviderError extends Error {}

/** Settings of an OpenAI-compatible `/v1/embeddings` server (OpenAI, Ollama, vLLM, llama.cpp). */
export interface OpenAiEmbedderOptions {
  /** e.g. `http://127.0.0.1:11434/v1` or `http://127.0.0.1:11434`. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Texts per request. */
  batchSize?: number;
  /** Characters of each text sent (providers reject inputs beyond their context). */
  maxChars?: number;
  fetch?: typeof fetch;
}

/** Embeddings from an OpenAI-compatible HTTP server. */
export class OpenAiEmbedder implements Embedder {
  readonly model: string;
  private readonly url: string;

  constructor(private readonly options: OpenAiEmbedderOptions) {
    this.model = `openai:${options.model}`;
    const base = options.baseUrl.replace(/\/+$/, '');
    this.url = /\/v\d+$/.test(base) ? `${base}/embeddings` : `${base}/v1/embeddings`;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const size = this.options.batchSize ?? 32;
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += size) out.push(...(await this.request(texts.slice(i, i + size))));
    return out;
  }

  private async request(texts: string[]): Promise<Float32Array[]> {
    const maxChars = this.options.maxChars ?? 8000;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    let res: Response;
    try {
      res = await (this.options.fetch ?? fetch)(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: this.options.model, input: texts.map((t) => t.slice(0, maxChars)) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (err) {
      throw new EmbeddingProviderError(
        `embedding provider unreachable at ${this.url}: ${(err as Error).message}`,
      );
    }
    const body = (await res.json().catch(() => undefined)) as
      | { data?: { embedding?: unknown; index?: number }[]; error?: { message?: string } }
      | undefined;
    if (!res.ok) {
      const detail = body?.error?.message ?? `HTTP ${res.status}`;
      throw new EmbeddingProviderError(`embedding provider answered ${res.status}: ${detail}`);
    }
    const data = body?.data;
    if (!Array.isArray(data) || data.length !== texts.length) {
      throw new EmbeddingProviderError(
        `embedding provider returned ${Array.isArray(data) ? data.length : 'no'} embeddings for ${texts.length} texts`,
      );
    }
    const ordered = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    return ordered.map((d) => {
      const e = d.embedding;
      if (
        !Array.isArray(e) ||
        e.length === 0 ||
        !e.every((x) => typeof x === 'number' && Number.isFinite(x))
      ) {
        throw new EmbeddingProviderError(
          'embedding provider returned an embedding that is not a list of numbers',
        );
      }
      return normalise(Float32Array.from(e as number[]));
    });
  }
}
