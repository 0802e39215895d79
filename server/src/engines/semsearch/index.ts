import type { SemsearchRepo } from '../../storage/repos/semsearch';
import { embedderFromEnv } from './provider';
import { SemanticSearch } from './search';

export { EmbeddingProviderError } from './openai-embedder';
export { MAX_RESULTS, SemanticSearch } from './search';

const instances = new WeakMap<SemsearchRepo, SemanticSearch>();

/** The semantic search service of a store (one vector cache per database), with the configured embedder. */
export function semanticSearch(repo: SemsearchRepo): SemanticSearch {
  let service = instances.get(repo);
  if (!service) {
    service = new SemanticSearch(repo, embedderFromEnv());
    instances.set(repo, service);
  }
  return service;
}
