/**
 * `npm run train -- aidetect-pairs`: the 20261129 AI detector.
 *
 * 20261128's recipe (scripts/train/aidetect-trees.ts: 250 boosted depth-2 trees, human texts weighted
 * 30 times the machine texts, an intercept set so that ≤ 2.5% of each calibration group scores ≥ 0.5
 * from three pooled fold draws) with one more piece of evidence: a machine-phrase lexicon, the word
 * lexicon's method applied to adjacent word pairs (server/src/engines/aidetect/lexicon.ts wordPairs).
 * It compares a "domain model" of the training split's machine texts with the human texts at the
 * phrase level ("plays a", "it is important"), which the general 4-gram model, trained on human text
 * only, cannot do; built from training texts only and cross-fitted while fitting, as the word lexicon is.
 */
import { type CalibratedRecipe, trainCalibrated } from './aidetect-calibrated';
import { RECIPE_20261128 } from './aidetect-trees';

export const RECIPE_20261129: CalibratedRecipe = {
  ...RECIPE_20261128,
  version: '20261129',
  script: 'scripts/train/aidetect-pairs.ts',
  previous: '20261128',
  featureSet: 'pairs',
  selection:
    "chosen on the training pairs and the calibration half only (scripts/train/aidetect-operating-point.ts; AID_EXPERIMENT=1). Out-of-fold recall at the calibrated shift (4 folds, ≤ 2.5% of every calibration group at ≥ 0; machine texts of 50+ words above it) and out-of-fold AUROC of the ai_detection training texts, seven fold draws (seeds 7–13): 20261128 (features 'ranked') 59.0% / 0.904; + machine-phrase lexicon ('pairs', chosen) 61.6% / 0.913 (AUROC higher in 7 of 7 draws, recall in 5 of 7; single draws range 43–71%, the binding group is the 112 ai_detection PubMed human answers); + per-sentence aggregates and the phrase lexicon ('sentences-pairs') 59.3% / 0.912; per-sentence aggregates alone ('sentences', three draws) 54.8% / 0.903 against 56.7% / 0.904 for 'ranked' on the same draws. Leave-one-generator-out inside the training pairs (2 folds; mean AUROC over the three left-out generators / machine texts flagged): ranked 0.841 / 44.7%, pairs 0.849 / 44.5% (davinci 0.590, gpt-3.5-turbo 0.981, gpt-4 0.978), sentences-pairs 0.853 / 49.7%. Chosen: the phrase lexicon alone — the best out-of-fold recall and AUROC, and the sentence aggregates added nothing on their own. Everything else (trees, weights, calibration target 2.5%, three pooled fold draws, short-text floor 0.05) kept from 20261128",
};

export async function train(): Promise<void> {
  await trainCalibrated(RECIPE_20261129);
}
