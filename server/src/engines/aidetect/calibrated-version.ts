import path from 'node:path';
import {
  type LmLogistic,
  lmLogit,
  type ShortTextRule,
  shrinkShortScore,
} from '@margin/shared/ml/aidetect-lm-features';
import type { NgramLanguageModel } from '@margin/shared/ml/ngram-lm';
import { languageModel } from '../lm';
import { explainDetection, type LmDetection } from './explain';
import {
  CALIBRATED_FEATURES,
  calibratedFeatures,
  LEXICON_FEATURE,
  needsRanks,
  PAIR_LEXICON_FEATURE,
  readText,
} from './features';
import { type MachineLexicon, readLexicon } from './lexicon';
import { type StumpEnsemble, stumpMargin } from './stumps';

/** The fitted model of a calibrated detector (20261125, 20261126, 20261128–20261130), reading the feature columns it was trained on. */
export type CalibratedModel = ((LmLogistic & { type: 'logistic' }) | (StumpEnsemble & { type: 'stumps' })) & {
  columns: number[];
  /** Whether its features include the 4-gram model's token ranks (the text must be read with them). */
  withRanks?: boolean;
  /** The machine-word lexicon its `l.machine_words` feature reads, when it has one. */
  lexicon?: MachineLexicon;
  /** The machine-phrase lexicon its `l.machine_pairs` feature reads, when it has one (20261129). */
  pairLexicon?: MachineLexicon;
  /** A further intercept shift per text length, when calibrated per length bucket (20261130). */
  lengthShift?: LengthShift;
};

/**
 * Intercept shifts by text length: `shifts[b]` logits added to the margin of a text whose word count
 * has `b` of `edges` at or below it (edges ascending; a text under the first edge, short texts
 * included, gets `shifts[0]`). Calibrated per bucket, so that each calibration group's texts of that
 * length stay under the target share at ≥ 0.5.
 */
export interface LengthShift {
  edges: number[];
  shifts: number[];
}

/** The length-bucket shift of `m` for a text of `words` words (0 for a model without one). */
export function lengthShiftOf(m: { lengthShift?: LengthShift }, words: number): number {
  const l = m.lengthShift;
  if (!l) return 0;
  let b = 0;
  while (b < l.edges.length && words >= l.edges[b]) b++;
  return l.shifts[b];
}

/** A calibrated detector (20261125, 20261126, 20261128) as stored in metadata.json. */
export interface CalibratedVersion {
  kind: 'calibrated';
  /** Names of the features the model reads (a subset of CALIBRATED_FEATURES, in its order). */
  features: string[];
  model: Omit<CalibratedModel, 'columns'>;
  /** Margin per nat of mean context gain (4-gram over unigram log-probability), for the token heat map. */
  tokenSlope: number;
  shortText: ShortTextRule;
  /** File (in the model folder) of the machine-word lexicon, for versions reading `l.machine_words`. */
  lexicon?: string;
  /** File of the machine-phrase lexicon, for versions reading `l.machine_pairs`. */
  pairLexicon?: string;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The model's margin (log-odds of machine text) for a full CALIBRATED_FEATURES vector. */
export function calibratedMargin(m: CalibratedModel, x: readonly number[]): number {
  const own = m.columns.map((j) => x[j]);
  return m.type === 'logistic' ? lmLogit(m, own) : stumpMargin(m, own);
}

/**
 * The stored version's model with its feature columns resolved and its lexicon read from `dir`;
 * throws on a feature this code lacks or a lexicon feature without a lexicon file.
 */
export function calibratedModel(v: CalibratedVersion, dir?: string): CalibratedModel {
  const columns = v.features.map((f) => {
    const j = CALIBRATED_FEATURES.indexOf(f);
    if (j < 0) throw new Error(`aidetect metadata.json names unknown feature ${f}`);
    return j;
  });
  const needsLexicon = v.features.includes(LEXICON_FEATURE);
  if (needsLexicon && !(v.lexicon && dir))
    throw new Error(`aidetect metadata.json: a version reading ${LEXICON_FEATURE} names no lexicon file`);
  const lexicon = needsLexicon ? readLexicon(path.join(dir as string, v.lexicon as string)) : undefined;
  const needsPairs = v.features.includes(PAIR_LEXICON_FEATURE);
  if (needsPairs && !(v.pairLexicon && dir))
    throw new Error(
      `aidetect metadata.json: a version reading ${PAIR_LEXICON_FEATURE} names no phrase lexicon file`,
    );
  const l = v.model.lengthShift;
  if (l && (l.shifts.length !== l.edges.length + 1 || l.edges.some((e, i) => i > 0 && e <= l.edges[i - 1])))
    throw new Error(
      'aidetect metadata.json: a length shift needs ascending edges and one shift more than edges',
    );
  const pairLexicon = needsPairs ? readLexicon(path.join(dir as string, v.pairLexicon as string)) : undefined;
  return {
    ...v.model,
    columns,
    withRanks: v.features.some(needsRanks),
    lexicon,
    pairLexicon,
  } as CalibratedModel;
}

/**
 * Scores a text with a calibrated detector (20261125, 20261126, 20261128): one reading of the text, the calibrated model on the
 * whole text and on each sentence, then the short-text rule (under 50 words: `confidence: 'low'`,
 * score below 0.5).
 */
export function detectCalibrated(
  v: CalibratedVersion,
  model: CalibratedModel,
  lm3: NgramLanguageModel,
  text: string,
): LmDetection {
  const r = readText(languageModel(), lm3, text, model.withRanks);
  // The document's length shift moves every sentence's margin with it, so a sentence reads against
  // its document as before; only the document's verdict depends on the text's length.
  const byLength = lengthShiftOf(model, r.words);
  const margin =
    calibratedMargin(model, calibratedFeatures(r, undefined, undefined, model.lexicon, model.pairLexicon)) +
    byLength;
  const gain = r.lm4.logProbs.map((lp, i) => lp - r.unigram[i]);
  return explainDetection(r, text, {
    score: shrinkShortScore(sigmoid(margin), r.words, v.shortText),
    margin,
    sentenceMargin: (i) =>
      calibratedMargin(model, calibratedFeatures(r, i, i + 1, model.lexicon, model.pairLexicon)) + byLength,
    tokenValues: gain,
    perValue: v.tokenSlope,
    minWords: v.shortText.minWords,
  });
}
