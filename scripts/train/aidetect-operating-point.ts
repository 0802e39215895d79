/**
 * `npm run train -- aidetect-operating-point`: writes nothing; measures, on the fittable texts only
 * (ai_detection training pairs and the calibration half), how many machine texts a calibrated recipe
 * would flag. Each text gets its out-of-fold margin (4 folds, an ai_detection pair in one fold); the
 * shift is the one that keeps ≤ 2.5% of every calibration group's margins at ≥ 0; printed: the share
 * of machine texts of 50+ words above it (all, per domain, per generator), the binding group and the
 * shift each group alone would need, for three fold draws; and the AUROC of the ai_detection training
 * texts' scores, raw and through the short-text rule at several floors. AID_GRID lists recipes as
 * model:humanWeight:featureSet:negativeWeight:rounds:learningRate:depth, comma-separated; AID_SEEDS
 * the fold draws (default 7,8,9).
 * Used to choose 20261128 (scripts/train/aidetect-trees.ts).
 */

import { shrinkShortScore } from '@margin/shared/ml/aidetect-lm-features';
import {
  FEATURE_SETS,
  featurise,
  fitModel,
  fittable,
  groupOf,
  HYPER,
  type Item,
  marginOf,
} from './aidetect-calibrated';
import { SHORT_TEXT } from './aidetect-lm';
import { HUMAN_SPLIT } from './lib/aidetect-human';
import { auroc } from './lib/metrics';
import { seededRandom } from './lib/random';

/** A fold per item, an ai_detection pair in one fold. */
function folds(items: Item[], k: number, seed: number): number[] {
  const random = seededRandom(seed);
  const foldOfPair = new Map<string, number>();
  return items.map((t) => {
    if (!t.pair) return Math.floor(random() * k);
    if (!foldOfPair.has(t.pair)) foldOfPair.set(t.pair, Math.floor(random() * k));
    return foldOfPair.get(t.pair) as number;
  });
}

/** Each item's margin under a model fitted without its fold. */
export function oofMargins(items: Item[], columns: number[], k = 4, seed = 7): number[] {
  const fold = folds(items, k, HUMAN_SPLIT.seed + seed);
  const oof = new Array<number>(items.length).fill(0);
  for (let f = 0; f < k; f++) {
    const model = fitModel(
      items.filter((_, i) => fold[i] !== f),
      columns,
    );
    items.forEach((t, i) => {
      if (fold[i] === f) oof[i] = marginOf(model, t);
    });
  }
  return oof;
}

/** Prints the recall at the shift the out-of-fold margins set. */
function report(label: string, fitItems: Item[], oof: number[], fpr = 0.025) {
  const groups = new Map<string, number[]>();
  fitItems.forEach((t, i) => {
    const g = groupOf(t);
    if (g) groups.set(g, [...(groups.get(g) ?? []), oof[i]]);
  });
  let shift = Infinity;
  let binding = '';
  const need: string[] = [];
  for (const [g, m] of groups) {
    if (m.length < 50) continue;
    const s = [...m].sort((a, b) => b - a);
    const v = -s[Math.floor(fpr * s.length)];
    need.push(`${g.replace('ai_detection-', 'ai-')} ${v.toFixed(2)}`);
    if (v < shift) {
      shift = v;
      binding = g;
    }
  }
  const machine = fitItems
    .map((t, i) => [t, oof[i]] as const)
    .filter(([t]) => t.y === 1 && t.words >= SHORT_TEXT.minWords);
  const recall = (ms: (typeof machine)[number][]) => ms.filter(([, m]) => m + shift >= 0).length / ms.length;
  const per = ['pubmed', 'writing', 'xsum'].map(
    (d) => `${d} ${(100 * recall(machine.filter(([t]) => t.group === d))).toFixed(0)}%`,
  );
  const gens = ['davinci', 'gpt-3.5-turbo', 'gpt-4'].map(
    (g) => `${g} ${(100 * recall(machine.filter(([t]) => t.generator === g))).toFixed(0)}%`,
  );
  // AUROC over the ai_detection training texts, raw and through the short-text rule at several floors.
  const ai = fitItems.map((t, i) => [t, oof[i] + shift] as const).filter(([t]) => t.set === 'ai-train');
  const labels = ai.map(([t]) => t.y === 1);
  const floors = [0.3, 0.2, 0.1, 0.05, 0].map((floor) => {
    const rule = { ...SHORT_TEXT, floor };
    const scores = ai.map(([t, m]) => shrinkShortScore(1 / (1 + Math.exp(-m)), t.words, rule));
    return `floor ${floor} ${auroc(scores, labels).toFixed(3)}`;
  });
  console.log(
    `  AUROC raw ${auroc(
      ai.map(([, m]) => m),
      labels,
    ).toFixed(3)}; short-text rule ${floors.join(', ')}`,
  );
  console.log(
    `${label.padEnd(34)} recall ${(100 * recall(machine)).toFixed(1)}% (${binding}) | ${per.join(' ')} | ${gens.join(' ')} | shifts ${need.join(', ')}`,
  );
}

export async function train(): Promise<void> {
  const items = await featurise();
  const fitItems = items.filter(fittable);
  for (const config of (process.env.AID_GRID ?? 'stumps:0.3:ranked:1').split(',')) {
    const [model, h, features, neg, rounds, lr, depth] = config.split(':');
    HYPER.stumps.depth = Number(depth ?? 1);
    HYPER.model = model as 'stumps';
    HYPER.humanWeight = Number(h);
    HYPER.negativeWeight = Number(neg ?? 1);
    HYPER.stumps.rounds = Number(rounds ?? 250);
    HYPER.stumps.learningRate = Number(lr ?? 0.15);
    // AID_SEEDS: more fold draws when two recipes differ by less than the draws' spread.
    for (const seed of (process.env.AID_SEEDS ?? '7,8,9').split(',').map(Number)) {
      const oof = oofMargins(fitItems, FEATURE_SETS[features as 'ranked'](), 4, seed);
      report(`${config} s${seed}`, fitItems, oof);
    }
  }
}
