import { DOCUMENT_FEATURES, documentFeatures, type TextEvidence } from './aidetect-features';
import type { FeatureEncoder, FeatureVocabulary, SparseVector } from './features';

/**
 * How a detector classifier sees a span of text: the dense document features it was trained on
 * (standardised with the training means and deviations) as ids 0..k-1, then optionally the span's
 * n-gram tf-idf features as ids k.. (the stylometric part of the current detector).
 */
export interface DetectorInputSpec {
  dense: string[];
  mean: number[];
  std: number[];
  /** The n-gram vocabulary, when the classifier reads n-grams too. */
  ngrams?: FeatureVocabulary;
}

const CLIP = 5;

/** Positions of the spec's dense features in DOCUMENT_FEATURES. */
const positions = (spec: DetectorInputSpec) =>
  spec.dense.map((f) => DOCUMENT_FEATURES.indexOf(f as (typeof DOCUMENT_FEATURES)[number]));

/** The classifier input for sentences [from, to) of a text. */
export function detectorVector(
  spec: DetectorInputSpec,
  encoder: FeatureEncoder | undefined,
  text: string,
  e: TextEvidence,
  from = 0,
  to = e.sentences.length,
): SparseVector {
  const all = documentFeatures(e, from, to);
  const ids: number[] = [];
  const weights: number[] = [];
  positions(spec).forEach((p, k) => {
    const z = (all[p] - spec.mean[k]) / (spec.std[k] || 1);
    ids.push(k);
    weights.push(Math.max(-CLIP, Math.min(CLIP, z)));
  });
  if (encoder) {
    const start = e.sentences[from]?.start ?? 0;
    const end = e.sentences[to - 1]?.end ?? text.length;
    const v = encoder.encode(text.slice(start, end));
    v.ids.forEach((id, i) => {
      ids.push(spec.dense.length + id);
      weights.push(v.weights[i]);
    });
  }
  return { ids, weights };
}
