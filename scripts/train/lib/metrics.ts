/** Classification metrics shared by the training and eval scripts of the analysis models. */

/** Precision, recall and F1 of one label from counts. */
export function f1(tp: number, fp: number, fn: number): { precision: number; recall: number; f1: number } {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
  };
}

/** Per-label F1 of multi-label predictions (`predicted[i][c]`, `truth[i][c]` booleans). */
export function perLabelF1(predicted: boolean[][], truth: boolean[][]): ReturnType<typeof f1>[] {
  const labels = truth[0]?.length ?? 0;
  return Array.from({ length: labels }, (_, c) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (let i = 0; i < truth.length; i++) {
      if (predicted[i][c] && truth[i][c]) tp++;
      else if (predicted[i][c]) fp++;
      else if (truth[i][c]) fn++;
    }
    return f1(tp, fp, fn);
  });
}

/** Mean of numbers (0 for none). */
export const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/** Accuracy and macro-F1 of single-label predictions over the given classes. */
export function classification<T>(predicted: T[], truth: T[], classes: readonly T[]) {
  const per = classes.map((c) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    predicted.forEach((p, i) => {
      if (p === c && truth[i] === c) tp++;
      else if (p === c) fp++;
      else if (truth[i] === c) fn++;
    });
    return f1(tp, fp, fn).f1;
  });
  const correct = predicted.filter((p, i) => p === truth[i]).length;
  return { accuracy: truth.length ? correct / truth.length : 0, macroF1: mean(per), perClassF1: per };
}

/** Area under the ROC curve of scores for positives vs negatives (ties count half). */
export function auroc(scores: number[], positive: boolean[]): number {
  const items = scores.map((s, i) => ({ s, p: positive[i] })).sort((a, b) => a.s - b.s);
  let rankSum = 0;
  let nPos = 0;
  for (let i = 0; i < items.length; ) {
    let j = i;
    while (j < items.length && items[j].s === items[i].s) j++;
    const avgRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if (items[k].p) {
        rankSum += avgRank;
        nPos++;
      }
    }
    i = j;
  }
  const nNeg = items.length - nPos;
  if (nPos === 0 || nNeg === 0) return Number.NaN;
  return (rankSum - (nPos * (nPos + 1)) / 2) / (nPos * nNeg);
}

/** True-positive rate at the threshold that lets at most `fpr` of the negatives through. */
export function tprAtFpr(scores: number[], positive: boolean[], fpr: number): number {
  const neg = scores.filter((_, i) => !positive[i]).sort((a, b) => b - a);
  const pos = scores.filter((_, i) => positive[i]);
  const allowed = Math.floor(neg.length * fpr);
  // Strictly above the (allowed+1)-th highest negative score.
  const threshold = neg[allowed] ?? Number.NEGATIVE_INFINITY;
  return pos.length ? pos.filter((s) => s > threshold).length / pos.length : Number.NaN;
}
