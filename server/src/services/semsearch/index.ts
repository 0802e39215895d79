import type { OpenAiEmbedderOptions } from '../../engines/semsearch/openai-embedder';
import { createEmbedder } from '../../engines/semsearch/provider';
import type { SemsearchRepo } from '../../storage/repos/semsearch';
import { SemanticSearch } from './search';

export { EmbeddingProviderError } from '../../engines/semsearch/openai-embedder';
export { MAX_RESULTS, SemanticSearch } from './search';

const instances = new WeakMap<SemsearchRepo, SemanticSearch>();

/** The semantic search service of a store (one vector cache per database), with the configured embedder. */
export function semanticSearch(repo: SemsearchRepo, provider?: OpenAiEmbedderOptions): SemanticSearch {
  let service = instances.get(repo);
  if (!service) {
    service = new SemanticSearch(repo, createEmbedder(provider));
    instances.set(repo, service);
  }
  return service;
}
