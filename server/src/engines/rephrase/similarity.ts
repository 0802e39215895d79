/**
 * Distributional similarity of two words: the cosine of their vectors in the committed word-vector
 * table (GloVe, trained on Wikipedia and newswire; server/src/engines/semsearch/data). WordNet says
 * which words can share a sense, not whether they share it in today's prose: "accounts" and
 * "chronicles" share a synset (cosine 0.28), "errors" and "mistakes" share one and are used alike (0.79).
 */
import { builtinTable } from '../semsearch/sif-model';

let index: Map<string, number> | undefined;

function vectorAt(word: string): number | undefined {
  const table = builtinTable();
  index ??= new Map(table.words.map((w, i) => [w, i]));
  return index.get(word.toLowerCase());
}

/** Cosine similarity of two words' vectors, or undefined when either is not in the table. */
export function wordSimilarity(a: string, b: string): number | undefined {
  const i = vectorAt(a);
  const j = vectorAt(b);
  if (i === undefined || j === undefined) return undefined;
  const { vectors } = builtinTable();
  const d = vectors.length / builtinTable().words.length;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let k = 0; k < d; k++) {
    const x = vectors[i * d + k];
    const y = vectors[j * d + k];
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
