import { normalizeToken, tokenize } from './tokens';

/**
 * Bag-of-n-grams features shared by training and inference of the tone and sentiment models:
 * normalised unigrams and bigrams (with sentence-boundary markers), weighted tf-idf and
 * L2-normalised, looked up in a fixed vocabulary shipped beside each model.
 */

/** The vocabulary a model was trained with: feature strings and their idf, aligned by id. */
export interface FeatureVocabulary {
  features: string[];
  idf: number[];
}

/** A sparse feature vector: ids into the vocabulary and their weights (same length). */
export interface SparseVector {
  ids: number[];
  weights: number[];
}

const BOS = '<s>';
const EOS = '</s>';

/** The n-gram strings of a text, with repeats (unigrams, then bigrams including `<s> w` and `w </s>`). */
export function ngramFeatures(text: string): string[] {
  const words = tokenize(text).map((t) => normalizeToken(t.text));
  const out = [...words];
  const padded = [BOS, ...words, EOS];
  for (let i = 0; i + 1 < padded.length; i++) out.push(`${padded[i]} ${padded[i + 1]}`);
  return out;
}

/** Maps texts to tf-idf vectors over a fixed vocabulary. */
export class FeatureEncoder {
  private readonly index = new Map<string, number>();

  constructor(readonly vocabulary: FeatureVocabulary) {
    vocabulary.features.forEach((f, i) => {
      this.index.set(f, i);
    });
  }

  get size(): number {
    return this.vocabulary.features.length;
  }

  /** Sublinear tf × idf, L2-normalised; n-grams outside the vocabulary are dropped. */
  encode(text: string): SparseVector {
    const counts = new Map<number, number>();
    for (const f of ngramFeatures(text)) {
      const id = this.index.get(f);
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const ids = [...counts.keys()].sort((a, b) => a - b);
    const weights = ids.map((id) => (1 + Math.log(counts.get(id) as number)) * this.vocabulary.idf[id]);
    const norm = Math.sqrt(weights.reduce((s, w) => s + w * w, 0)) || 1;
    return { ids, weights: weights.map((w) => w / norm) };
  }
}

/**
 * Builds a vocabulary from training texts: n-grams found in at least `minDocs` documents, the
 * `maxFeatures` most frequent kept, with smoothed idf `ln((1 + N) / (1 + df)) + 1`.
 */
export function buildVocabulary(
  texts: Iterable<string>,
  { minDocs = 2, maxFeatures = 50_000 }: { minDocs?: number; maxFeatures?: number } = {},
): FeatureVocabulary {
  const df = new Map<string, number>();
  let n = 0;
  for (const text of texts) {
    n++;
    for (const f of new Set(ngramFeatures(text))) df.set(f, (df.get(f) ?? 0) + 1);
  }
  const kept = [...df]
    .filter(([, d]) => d >= minDocs)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, maxFeatures);
  return {
    features: kept.map(([f]) => f),
    idf: kept.map(([, d]) => Math.round((Math.log((1 + n) / (1 + d)) + 1) * 1e4) / 1e4),
  };
}
