import type { Embedder } from './embedder';
import { OpenAiEmbedder, type OpenAiEmbedderOptions } from './openai-embedder';
import { builtinEmbedder } from './sif-model';

/**
 * The configured embedder: the OpenAI-compatible provider when one is configured (EMBEDDINGS_*, read by
 * server/src/config), else the built-in SIF word vectors.
 */
export function createEmbedder(provider?: OpenAiEmbedderOptions): Embedder {
  return provider ? new OpenAiEmbedder(provider) : builtinEmbedder();
}
