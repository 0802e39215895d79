/**
 * `npm run train -- aidetect-length`: the 20261130 AI detector.
 *
 * 20261128's model (scripts/train/aidetect-trees.ts: 250 boosted depth-2 trees over the 78 'ranked'
 * features, human texts weighted 30 times the machine texts) with a length-conditional calibration: one
 * intercept shift for texts of 50–149 words and another for 150 words and more, each keeping ≤ 2.5% of
 * every calibration group's texts of that length at ≥ 0.5 (aidetect-calibrated.ts lengthShifts). With one
 * shift for all lengths, the threshold was set by the ai_detection PubMed human answers, which are
 * almost all under 80 words; texts of 150+ words (the stories and news of the training pairs) now face
 * the threshold their own length's human texts set (the WritingPrompts and XSum human texts, Wikipedia,
 * abstracts and fiction of that length). The 150-word edge was chosen from the calibration half's
 * length distribution alone: every PubMed answer lies below it, and each side keeps several groups
 * with 40+ texts. No machine text of the training or test pairs has 300 words or more, so a bucket
 * there could not be measured and is not made.
 */
import { type CalibratedRecipe, trainCalibrated } from './aidetect-calibrated';
import { RECIPE_20261128 } from './aidetect-trees';

export const RECIPE_20261130: CalibratedRecipe = {
  ...RECIPE_20261128,
  version: '20261130',
  script: 'scripts/train/aidetect-length.ts',
  previous: '20261128',
  lengthEdges: [150],
  minCell: 40,
  selection:
    "chosen on the training pairs and the calibration half only, before any held-out figure (reports: scripts/train/aidetect-operating-point.ts margins; AID_EXPERIMENT=1). Out-of-fold margins of 20261128's recipe (4 folds, seven fold draws, seeds 7–13); per draw, the calibration rule applied to them, and the share of machine texts of 50+ words at ≥ 0 (texts of 50–149 / 150+ words), AUROC of the ai_detection training texts through the short-text rule, and the false-positive rate a rule would have on texts it was not set on (100 bootstrap resamples of the calibration groups' human texts set the shifts, the out-of-bag texts are counted; mean per group, and mean of the worst group). One shift (20261128): 59.0% (47.1 / 63.2%), AUROC 0.904; out-of-bag PubMed answers 2.3%, WritingPrompts 1.6%, XSum 0.4%, Wikipedia 0.4%, fiction 0.1%, abstracts 0%, worst 3.1%. Buckets 50–149 / 150+ (chosen): 63.3% (46.6 / 69.2%; higher in 5 of 7 draws, 1.5 and 0.6 points lower in two where the 150+ texts' own groups need a stricter shift than PubMed did), AUROC 0.899; out-of-bag PubMed 1.9%, WritingPrompts 2.3%, XSum 1.1%, Wikipedia 0.7%, fiction 0.1%, abstracts 0%, worst 3.5%. Also measured: 50–149 / 150–299 / 300+ 63.3%, but the 300+ bucket's shift (+1.8 to +2.6 logits above 150–299, set by long Wikipedia and fiction) flagged 2.2% of out-of-bag 300+ texts and Wikipedia 1.5%, with no machine text of that length to gain (every training and test machine text is under 300 words, so the model's length features read long texts as human); edges 100/150 63.5%, 120 64.2%, 100/200/300 63.8% (within the draws' noise of 150, with more cells); without the monotone rule 63.8% (worst 3.9%); 60 texts per cell instead of 40 identical; without pooling small groups 63.3% (worst 3.7%). Smooth shift s0 + β·ln(words/50) (β from a group-fixed-effects quantile regression, τ 0.9, of the out-of-fold human margins, clamped at 500 words): 61.4%, AUROC 0.902, worst 3.0%; clamped at 200 words 60.7%; fixed β 1 / 2: 61.8 / 59.5%. Leave-one-generator-out inside the training pairs (2 folds; mean AUROC / machine texts of 50+ words flagged / the left-out generator's human texts flagged): one shift 0.841 / 44.7% / 0.0–0.5%; buckets 0.840 / 56.8% (davinci 9%, gpt-3.5-turbo 83%, gpt-4 78%) / 1.4–2.0%. Chosen: the two buckets — the most recall for the fewest cells, every group's out-of-bag rate under the 2.5% target; the smooth shift kept the worst group lower but gained half as much. Cost: more of the human texts of 150+ words reach 0.5 (still ≤ 2.5% per group out of bag), and a text's verdict can change at the 150-word edge",
};

export async function train(): Promise<void> {
  await trainCalibrated(RECIPE_20261130);
}
