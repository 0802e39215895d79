import { type Embedder, normalise } from './embedder';
import { wordTokens } from './tokens';
import type { SentenceTransform, WordVectorTable } from './vector-table';

/** SIF's smoothing constant: weight a / (a + p) for a word of probability p; chosen on STS-B train. */
export const SIF_A = 3e-4;

/**
 * Smooth-inverse-frequency sentence embeddings: the frequency-weighted mean of the words' vectors,
 * then either the table's sentence transform (centring, whitening and a re-weighting learned on
 * STS-B train) or, for older tables, removal of the corpus's common component; scaled to unit
 * length. Word probabilities come from the words' frequency ranks (Zipf's law), so the table needs
 * no counts.
 */
export class SifEmbedder implements Embedder {
  readonly dimensions: number;
  private readonly index = new Map<string, number>();
  private readonly weights: Float32Array;

  constructor(
    private readonly table: WordVectorTable,
    readonly model: string,
    a = SIF_A,
  ) {
    this.dimensions = table.transform?.rows ?? table.dimensions;
    for (const [i, w] of table.words.entries()) this.index.set(w, i);
    const harmonic = Math.log(table.sourceVocabulary) + 0.5772;
    this.weights = new Float32Array(table.words.length);
    for (let i = 0; i < table.words.length; i++) {
      const p = 1 / (table.ranks[i] * harmonic);
      this.weights[i] = (a / (a + p)) * table.scales[i];
    }
  }

  /** The table's words, most frequent first. */
  get vocabulary(): readonly string[] {
    return this.table.words;
  }

  /**
   * The weighted mean over the text's known words, before the transform (training fits the
   * transform on it). All zeros when no word is known.
   */
  rawEmbedding(text: string): Float32Array {
    const d = this.table.dimensions;
    const out = new Float32Array(d);
    const { vectors } = this.table;
    let known = 0;
    for (const word of wordTokens(text)) {
      const i = this.index.get(word);
      if (i === undefined) continue;
      known++;
      const w = this.weights[i];
      const base = i * d;
      for (let k = 0; k < d; k++) out[k] += w * vectors[base + k];
    }
    if (known > 1) for (let k = 0; k < d; k++) out[k] /= known;
    return out;
  }

  /** One text's unit-length embedding (all zeros when no word is known). */
  embedOne(text: string): Float32Array {
    const v = this.rawEmbedding(text);
    const t = this.table.transform;
    if (t) return v.some((x) => x !== 0) ? normalise(applyTransform(t, v)) : new Float32Array(t.rows);
    const u = this.table.component;
    let proj = 0;
    for (let k = 0; k < v.length; k++) proj += v[k] * u[k];
    for (let k = 0; k < v.length; k++) v[k] -= proj * u[k];
    return normalise(v);
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return texts.map((t) => this.embedOne(t));
  }
}

/** `matrix × (v − centre)`. */
export function applyTransform(t: SentenceTransform, v: Float32Array): Float32Array {
  const d = t.centre.length;
  const centred = new Float32Array(d);
  for (let k = 0; k < d; k++) centred[k] = v[k] - t.centre[k];
  const out = new Float32Array(t.rows);
  for (let r = 0; r < t.rows; r++) {
    let s = 0;
    const base = r * d;
    for (let k = 0; k < d; k++) s += t.matrix[base + k] * centred[k];
    out[r] = s;
  }
  return out;
}
