import { FEATURE_COUNT, type WordContext, writeFeatures } from './features';
import type { WordFrequencies } from './frequencies';
import type { Suggestion } from './suggest/suggester';

/**
 * The context reranker: a model that scores candidate rows of `FEATURE_COUNT` features (higher is
 * better). The server evaluates the trained ONNX model in JavaScript (`MlpReranker`); the browser
 * worker can run the same file with onnxruntime-web.
 */
export interface CandidateReranker {
  score(features: Float32Array, rows: number): Promise<Float32Array>;
}

/** One misspelling with its ranked candidates and context, to be reranked. */
export interface RerankItem {
  typed: string;
  candidates: Suggestion[];
  context: WordContext;
}

/** How many of the noisy-channel candidates the reranker sees. */
export const RERANK_DEPTH = 10;

/** Reorders each item's candidates by the reranker's scores, in one batched model call. */
export async function rerank(
  reranker: CandidateReranker,
  items: RerankItem[],
  frequencies: WordFrequencies | undefined,
): Promise<Suggestion[][]> {
  const heads = items.map((it) => it.candidates.slice(0, RERANK_DEPTH));
  const rows = heads.reduce((n, h) => n + h.length, 0);
  if (rows === 0) return items.map((it) => it.candidates);
  const features = new Float32Array(rows * FEATURE_COUNT);
  let row = 0;
  for (let i = 0; i < items.length; i++) {
    writeFeatures(items[i].typed, heads[i], items[i].context, frequencies, features, row);
    row += heads[i].length;
  }
  const scores = await reranker.score(features, rows);
  row = 0;
  return items.map((it, i) => {
    const head = heads[i].map((c, k) => ({ c, s: scores[row + k] }));
    row += head.length;
    head.sort((a, b) => b.s - a.s);
    return [...head.map((h) => h.c), ...it.candidates.slice(RERANK_DEPTH)];
  });
}
