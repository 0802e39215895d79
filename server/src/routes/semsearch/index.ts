import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import type { RouteHandlers } from '../types';

const NO_ENTRY = 'entry_id: no entry with this id';

/** The semantic search service of the store, with the configured embedder, loaded on first use. */
async function searchService(deps: AppDeps) {
  return (await import('../../services/semsearch')).semanticSearch(
    deps.store.semsearch,
    deps.config.embeddings,
  );
}

/** Runs engine work, turning an embedding provider failure into 502 `{msg}` instead of a 500. */
async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const { EmbeddingProviderError } = await import('../../engines/semsearch/openai-embedder');
    if (err instanceof EmbeddingProviderError) throw new HttpError(502, err.message);
    throw err;
  }
}

/**
 * Semantic search (API.md "Semantic Search Query", "Create Entry", "Delete Entry"). Entries belong to
 * a team; a query searches every team the caller belongs to; writing needs edit permission there.
 */
export const semsearchHandlers: RouteHandlers = {
  semsearch: async ({ input, caller, deps }) => {
    if (!caller) throw new HttpError(400, 'key: an API key is required');
    const search = await searchService(deps);
    // NUL cannot reach PostgreSQL and means nothing in a query.
    const text = input.query.replace(/\0/g, ' ');
    const results = await viaProvider(() => search.query(caller.user_id, text, input.part));
    return { results };
  },

  createSemsearchEntry: async ({ input, caller, deps }) => {
    if (!caller) throw new HttpError(400, 'key: an API key is required');
    for (const field of ['title', 'prompt', 'plain_text'] as const) {
      // PostgreSQL text cannot hold NUL; refuse it on every database so entries behave the same.
      if (input.entry[field].includes('\0'))
        throw new HttpError(400, `entry.${field}: must not contain NUL characters`);
    }
    const access = await deps.store.semsearch.teamAccess(input.team_id, caller.user_id);
    if (!access.exists) throw new HttpError(404, 'team_id: no team with this id');
    if (!access.member) throw new HttpError(403, 'team_id: you are not a member of this team');
    if (!access.canWrite) {
      throw new HttpError(
        403,
        'team_id: adding entries needs edit permission or team admin rights in this team',
      );
    }
    const search = await searchService(deps);
    const id = await viaProvider(() => search.add(input.team_id, caller.user_id, input.entry));
    return { id };
  },

  deleteSemsearchEntry: async ({ params, caller, deps }) => {
    if (!caller) throw new HttpError(400, 'key: an API key is required');
    const entry = await deps.store.semsearch.find(params.entry_id);
    // Another team's entry answers like a missing one, so ids of other teams cannot be probed.
    if (!entry) throw new HttpError(404, NO_ENTRY);
    const access = await deps.store.semsearch.teamAccess(entry.team_id, caller.user_id);
    if (!access.member) throw new HttpError(404, NO_ENTRY);
    if (!access.canWrite) {
      throw new HttpError(
        403,
        'entry_id: deleting entries needs edit permission or team admin rights in its team',
      );
    }
    const search = await searchService(deps);
    if (!(await search.remove(entry.id, entry.team_id))) throw new HttpError(404, NO_ENTRY);
    return undefined;
  },
};
