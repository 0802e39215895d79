/**
 * Fits the sentence transform of the built-in embedder on STS-B train only (see
 * semsearch-transform.ts for the maths): whitening from news and STS-B train sentences, then a
 * linear map whose number of training steps is chosen on a fold of train (every fifth pair).
 */
import type { SifEmbedder } from '../../../server/src/engines/semsearch/sif';
import type { SentenceTransform } from '../../../server/src/engines/semsearch/vector-table';
import type { StsPair } from '../../eval/semsearch-data';
import { spearman } from '../../eval/semsearch-metrics';
import {
  composeTransform,
  cosines,
  fitMap,
  principalAxes,
  type TrainingPair,
  whiten,
} from './semsearch-transform';

/** Adam step size and checks: past ~15 steps the map overfits the fold (measured 2026-11-24). */
const RATE = 0.003;
const MAX_STEPS = 40;
const CHECK_EVERY = 5;

export interface FittedTransform {
  transform: SentenceTransform;
  steps: number;
  foldSpearman: number;
  foldSpearmanAtStart: number;
  trainPairs: number;
}

function foldSpearman(W: Float64Array, k: number, pairs: TrainingPair[]): number {
  return spearman(
    cosines(W, k, pairs).map((c) => c.cos),
    pairs.map((p) => p.gold),
  );
}

/** Whitening plus the learned map, from the raw (untransformed) SIF embedder. */
export function fitSentenceTransform(raw: SifEmbedder, news: string[], train: StsPair[]): FittedTransform {
  const d = raw.dimensions;
  const rows = [...news, ...train.flatMap((p) => [p.a, p.b])].map((s) => raw.rawEmbedding(s));
  const { centre, axes, variances } = principalAxes(rows, d);
  const k = axes.length;
  const pairs: TrainingPair[] = train.map((p) => ({
    a: whiten(raw.rawEmbedding(p.a), centre, axes, variances),
    b: whiten(raw.rawEmbedding(p.b), centre, axes, variances),
    gold: p.score,
  }));
  const fit = pairs.filter((_, i) => i % 5 !== 0);
  const fold = pairs.filter((_, i) => i % 5 === 0);

  const identity = new Float64Array(k * k);
  for (let q = 0; q < k; q++) identity[q * k + q] = 1;
  const atStart = foldSpearman(identity, k, fold);
  let best = { steps: 0, score: atStart };
  let worse = 0;
  fitMap(fit, k, MAX_STEPS, {
    rate: RATE,
    l2: 0,
    onStep: (step, W) => {
      if (step % CHECK_EVERY !== 0) return false;
      const score = foldSpearman(W, k, fold);
      console.log(`  map step ${step}: fold Spearman ${score.toFixed(4)}`);
      if (score > best.score) {
        best = { steps: step, score };
        worse = 0;
      } else worse++;
      return worse >= 2;
    },
  });
  console.log(`  ${best.steps} steps (fold ${best.score.toFixed(4)}, whitened only ${atStart.toFixed(4)})`);
  const W = best.steps > 0 ? fitMap(pairs, k, best.steps, { rate: RATE, l2: 0 }) : identity;
  return {
    transform: composeTransform(centre, axes, variances, W),
    steps: best.steps,
    foldSpearman: best.score,
    foldSpearmanAtStart: atStart,
    trainPairs: pairs.length,
  };
}
