import { ProviderError } from '../providers/http';
import { embeddings } from '../providers/openai';
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
  /** The base URL with its version (`/v1` added when the configured one has none). */
  private readonly base: string;

  constructor(private readonly options: OpenAiEmbedderOptions) {
    this.model = `openai:${options.model}`;
    const base = options.baseUrl.replace(/\/+$/, '');
    this.base = /\/v\d+$/.test(base) ? base : `${base}/v1`;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const size = this.options.batchSize ?? 32;
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += size) out.push(...(await this.request(texts.slice(i, i + size))));
    return out;
  }

  private async request(texts: string[]): Promise<Float32Array[]> {
    const maxChars = this.options.maxChars ?? 8000;
    const endpoint = {
      baseUrl: this.base,
      apiKey: this.options.apiKey,
      timeoutMs: this.options.timeoutMs ?? 30_000,
      fetch: this.options.fetch,
    };
    try {
      const vectors = await embeddings(
        endpoint,
        this.options.model,
        texts.map((t) => t.slice(0, maxChars)),
      );
      return vectors.map((v) => normalise(Float32Array.from(v)));
    } catch (err) {
      if (err instanceof ProviderError) throw new EmbeddingProviderError(`embedding provider ${err.message}`);
      throw err;
    }
  }
}
