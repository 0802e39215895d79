import type { Embedder } from './embedder';
import { OpenAiEmbedder } from './openai-embedder';
import { builtinEmbedder } from './sif-model';

/**
 * The configured embedder: an OpenAI-compatible provider when EMBEDDINGS_BASE_URL and
 * EMBEDDINGS_MODEL are set (EMBEDDINGS_API_KEY optional), else the built-in SIF word vectors.
 */
export function embedderFromEnv(env: NodeJS.ProcessEnv = process.env): Embedder {
  const baseUrl = env.EMBEDDINGS_BASE_URL?.trim();
  const model = env.EMBEDDINGS_MODEL?.trim();
  if (baseUrl && !model)
    throw new Error('EMBEDDINGS_BASE_URL is set but EMBEDDINGS_MODEL is not: set both, or neither');
  if (model && !baseUrl)
    throw new Error('EMBEDDINGS_MODEL is set but EMBEDDINGS_BASE_URL is not: set both, or neither');
  if (baseUrl && model) {
    return new OpenAiEmbedder({ baseUrl, model, apiKey: env.EMBEDDINGS_API_KEY?.trim() || undefined });
  }
  return builtinEmbedder();
}
