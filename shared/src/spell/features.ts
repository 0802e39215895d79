import type { WordFrequencies } from './frequencies';
import type { Suggestion } from './suggest/suggester';

/**
 * Reranker features of one candidate: its edit operations (from the error model's alignment), keyboard
 * and vowel slips, frequency, how it fits the neighbouring words, and its place in the noisy-channel
 * ranking. The training script and the engine build them with this one function, so they cannot drift.
 */
export const FEATURE_NAMES = [
  'cost',
  'distance',
  'insertions',
  'deletions',
  'substitutions',
  'transpositions',
  'keyboard',
  'vowel',
  'accent',
  'doubling',
  'log_prior',
  'has_frequencies',
  'unseen',
  'same_first',
  'same_last',
  'length_diff',
  'from_rep_table',
  'two_words',
  'base_rank',
  'score_gap',
  'left_bigram',
  'right_bigram',
  'has_left',
  'has_right',
  'typed_length',
  'same_skeleton',
  'proper_noun',
] as const;

export const FEATURE_COUNT = FEATURE_NAMES.length;

/** The words around a misspelling (lower case; '' at a text edge). */
export interface WordContext {
  left: string;
  right: string;
}

/** Consonant skeleton: a crude phonetic key ("definately" and "definitely" share "dfntl"). */
export function skeleton(w: string): string {
  return w
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')
    .replace(/[aeiouyhw]/g, '')
    .replace(/(.)\1+/g, '$1')
    .replace(/ck/g, 'k')
    .replace(/ph/g, 'f');
}

/** Writes the feature rows of `candidates` (already ranked by score) into `out` from row `row`. */
export function writeFeatures(
  typed: string,
  candidates: readonly Suggestion[],
  context: WordContext,
  frequencies: WordFrequencies | undefined,
  out: Float32Array,
  row: number,
): void {
  const lower = typed.toLowerCase();
  const best = candidates[0]?.score ?? 0;
  const typedSkeleton = skeleton(lower);
  for (let k = 0; k < candidates.length; k++) {
    const c = candidates[k];
    const p = c.profile;
    const cand = c.word.toLowerCase();
    const f = out.subarray((row + k) * FEATURE_COUNT, (row + k + 1) * FEATURE_COUNT);
    const words = cand.split(' ');
    const first = words[0];
    const last = words[words.length - 1];
    f[0] = p.cost;
    f[1] = c.distance;
    f[2] = p.insertions;
    f[3] = p.deletions;
    f[4] = p.substitutions;
    f[5] = p.transpositions;
    f[6] = p.keyboard;
    f[7] = p.vowel;
    f[8] = p.accent;
    f[9] = p.doubling;
    f[10] = frequencies ? c.logPrior / 10 : 0;
    f[11] = frequencies ? 1 : 0;
    f[12] = frequencies && words.some((w) => frequencies.count(w) === 0) ? 1 : 0;
    f[13] = cand[0] === lower[0] ? 1 : 0;
    f[14] = cand[cand.length - 1] === lower[lower.length - 1] ? 1 : 0;
    f[15] = cand.length - lower.length;
    f[16] = c.source === 'rep' ? 1 : 0;
    f[17] = c.source === 'split' ? 1 : 0;
    f[18] = k / 10;
    f[19] = (c.score - best) / 10;
    f[20] = frequencies && context.left ? frequencies.bigramLogCount(context.left, first) : 0;
    f[21] = frequencies && context.right ? frequencies.bigramLogCount(last, context.right) : 0;
    f[22] = context.left && frequencies?.hasBigrams ? 1 : 0;
    f[23] = context.right && frequencies?.hasBigrams ? 1 : 0;
    f[24] = Math.log(lower.length + 1);
    f[25] = skeleton(cand) === typedSkeleton ? 1 : 0;
    f[26] = c.word !== c.word.toLowerCase() && typed === lower ? 1 : 0;
  }
}
