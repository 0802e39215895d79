import { randomUUID } from 'node:crypto';
import type { Embedder } from '../../engines/semsearch/embedder';
import { DENSE_WEIGHT, hybridScore, normaliseBm25 } from '../../engines/semsearch/fusion';
import { queryTerms } from '../../engines/semsearch/query';
import { lexicalTokens } from '../../engines/semsearch/tokens';
import { encodeVector } from '../../engines/semsearch/vector-codec';
import type { SearchPart, SemsearchRepo } from '../../storage/repos/semsearch';
import { VectorCache } from './team-vectors';

/** Results a query returns at most. */
export const MAX_RESULTS = 10;
/** Candidates each retriever contributes to the fusion. */
const CANDIDATES = 100;

/** What a query ranks by: both signals (the product), or one alone (the eval's baselines). */
export type RankingMode = 'hybrid' | 'lexical' | 'dense';

/** An entry's texts, as the API receives them. */
export interface EntryText {
  title: string;
  prompt: string;
  plain_text: string;
}

/** One search result, best first. */
export interface SearchHit {
  id: string;
  doc: string;
  score: number;
}

/** The text each entry vector embeds: the prompt, and title + prompt + document. */
function entryTexts(e: EntryText): [string, string] {
  return [e.prompt, `${e.title}\n${e.prompt}\n${e.plain_text}`];
}

/**
 * Semantic search over team entries: BM25 from the database's full-text index, cosine similarity of
 * dense vectors kept in memory per team, mixed into one 0..1 score.
 */
export class SemanticSearch {
  private readonly cache: VectorCache;

  constructor(
    private readonly repo: SemsearchRepo,
    readonly embedder: Embedder,
  ) {
    this.cache = new VectorCache(repo);
  }

  /** Embeds and stores an entry for a team; returns its id. */
  async add(teamId: string, userId: string, entry: EntryText): Promise<string> {
    const [id] = await this.addMany(teamId, userId, [entry]);
    return id;
  }

  /** Embeds and stores entries for a team in batches of 200 (one transaction each); returns their ids. */
  async addMany(teamId: string, userId: string, entries: EntryText[]): Promise<string[]> {
    const ids: string[] = [];
    for (let start = 0; start < entries.length; start += 200) {
      const batch = entries.slice(start, start + 200);
      const vectors = await this.embedder.embed(batch.flatMap(entryTexts));
      const rows = batch.map((entry, i) => ({
        id: randomUUID(),
        teamId,
        title: entry.title,
        prompt: entry.prompt,
        plainText: entry.plain_text,
        createdBy: userId,
        createdAt: Date.now(),
        model: this.embedder.model,
        vecPrompt: encodeVector(vectors[2 * i]),
        vecAll: encodeVector(vectors[2 * i + 1]),
        lenPrompt: lexicalTokens(entry.prompt).length,
        lenAll: lexicalTokens(entryTexts(entry)[1]).length,
      }));
      const revision = await this.repo.insertMany(rows);
      this.cache.added(
        teamId,
        revision,
        rows.map((r, i) => ({ id: r.id, prompt: vectors[2 * i], all: vectors[2 * i + 1] })),
      );
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  }

  /** Deletes an entry of a team; false when it no longer exists. */
  async remove(id: string, teamId: string): Promise<boolean> {
    const revision = await this.repo.delete(id);
    if (revision === undefined) return false;
    this.cache.removed(teamId, revision, id);
    return true;
  }

  /** The entries of the user's teams that best match the query, best first. */
  async query(
    userId: string,
    text: string,
    part: SearchPart,
    options: { mode?: RankingMode; limit?: number; denseWeight?: number } = {},
  ): Promise<SearchHit[]> {
    const mode = options.mode ?? 'hybrid';
    const limit = options.limit ?? MAX_RESULTS;
    const teams = await this.repo.readableTeams(userId);
    if (teams.length === 0) return [];

    const lexical =
      mode === 'dense'
        ? { hits: [], maxScore: 0 }
        : await this.repo.lexical(
            userId,
            { text, terms: queryTerms(text) },
            part,
            Math.max(CANDIDATES, limit),
          );
    const cosine = new Map<string, number>();
    if (mode !== 'lexical') {
      const [q] = await this.embedder.embed([text]);
      for (const { team_id, revision } of teams) {
        const team = await this.cache.get(team_id, revision, this.embedder.model, q.length);
        const sims = team.similarities(q, part === 'prompt' ? 'prompt' : 'all');
        for (const [i, s] of sims.entries()) cosine.set(team.ids[i], s);
      }
    }

    const scored: { id: string; score: number }[] = [];
    if (mode === 'lexical') {
      for (const h of lexical.hits)
        scored.push({ id: h.id, score: normaliseBm25(h.score, lexical.maxScore) });
    } else if (mode === 'dense') {
      for (const [id, c] of cosine) scored.push({ id, score: Math.max(0, c) });
    } else {
      const lex = new Map(lexical.hits.map((h) => [h.id, normaliseBm25(h.score, lexical.maxScore)]));
      const weight = options.denseWeight ?? DENSE_WEIGHT;
      for (const [id, c] of cosine)
        scored.push({ id, score: hybridScore({ lexical: lex.get(id) ?? 0, cosine: c }, weight) });
      // Entries embedded by another model still count lexically until they are re-embedded.
      for (const [id, l] of lex)
        if (!cosine.has(id)) scored.push({ id, score: hybridScore({ lexical: l, cosine: 0 }, weight) });
    }
    const top = scored
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
      .slice(0, limit);
    const docs = await this.repo.documents(top.map((t) => t.id));
    // An entry deleted between the ranking and this read has no document: leave it out.
    return top
      .filter((t) => docs.has(t.id))
      .map((t) => ({ id: t.id, doc: docs.get(t.id) ?? '', score: Number(t.score.toFixed(6)) }));
  }

  /** Re-embeds every entry with the current embedder; returns how many were updated. */
  async reembedAll(onProgress?: (done: number) => void): Promise<number> {
    let after = 0;
    let done = 0;
    for (;;) {
      const page = await this.repo.page(after, 64);
      if (page.length === 0) break;
      const vectors = await this.embedder.embed(page.flatMap((e) => entryTexts(e)));
      for (const [i, e] of page.entries()) {
        await this.repo.updateVectors(
          e.id,
          e.team_id,
          this.embedder.model,
          encodeVector(vectors[2 * i]),
          encodeVector(vectors[2 * i + 1]),
        );
      }
      done += page.length;
      after = page[page.length - 1].seq;
      onProgress?.(done);
    }
    this.cache.clear();
    return done;
  }
}
