/**
 * STS Benchmark through semantic search itself: every pair's second sentence is stored as an entry
 * (its prompt) of one team, every first sentence is sent as a query with `part: prompt`, and the
 * score the API gives the paired entry (0 when it is not returned) is correlated with the gold
 * score. Also the plain TF-IDF cosine baseline (IDF over STS-B train sentences).
 */
import { stemmer } from 'stemmer';
import { ENGLISH_STOP_WORDS } from '../../server/src/engines/semsearch/stopwords';
import { wordTokens } from '../../server/src/engines/semsearch/tokens';
import type { RankingMode, SemanticSearch } from '../../server/src/services/semsearch/search';
import type { StsPair } from './semsearch-data';
import { spearman } from './semsearch-metrics';

/** Spearman correlation of the API's score for each pair with its gold score, per ranking mode. */
export async function stsThroughSearch(
  search: SemanticSearch,
  teamId: string,
  userId: string,
  pairs: StsPair[],
  modes: RankingMode[],
): Promise<Record<string, number>> {
  const ids = await search.addMany(
    teamId,
    userId,
    pairs.map((p, i) => ({ title: `STS ${i}`, prompt: p.b, plain_text: p.b })),
  );
  const out: Record<string, number> = {};
  for (const mode of modes) {
    const scores: number[] = [];
    for (const [i, p] of pairs.entries()) {
      const hits = await search.query(userId, p.a, 'prompt', { mode, limit: pairs.length });
      scores.push(hits.find((h) => h.id === ids[i])?.score ?? 0);
    }
    out[mode] = Number(
      spearman(
        scores,
        pairs.map((p) => p.score),
      ).toFixed(4),
    );
  }
  return out;
}

function terms(text: string): string[] {
  return wordTokens(text)
    .filter((w) => !ENGLISH_STOP_WORDS.has(w))
    .map((w) => stemmer(w));
}

/** Spearman correlation of plain TF-IDF cosine (stemmed, stop words removed) with the gold scores. */
export function tfidfSts(pairs: StsPair[], idfSource: StsPair[]): number {
  const df = new Map<string, number>();
  const docs = idfSource.flatMap((p) => [p.a, p.b]);
  for (const d of docs) for (const t of new Set(terms(d))) df.set(t, (df.get(t) ?? 0) + 1);
  const vector = (text: string) => {
    const v = new Map<string, number>();
    for (const t of terms(text)) v.set(t, (v.get(t) ?? 0) + 1);
    let norm = 0;
    for (const [t, tf] of v) {
      const w = tf * Math.log((docs.length + 1) / ((df.get(t) ?? 0) + 1));
      v.set(t, w);
      norm += w * w;
    }
    for (const [t, w] of v) v.set(t, w / (Math.sqrt(norm) || 1));
    return v;
  };
  const sims = pairs.map((p) => {
    const a = vector(p.a);
    const b = vector(p.b);
    let s = 0;
    for (const [t, w] of a) s += w * (b.get(t) ?? 0);
    return s;
  });
  return spearman(
    sims,
    pairs.map((p) => p.score),
  );
}
