import { fileURLToPath } from 'node:url';
import { TONE_EMOJI, TONES, type Tone } from '@margin/shared/contract/analysis';
import { sentenceSpans } from '@margin/shared/text/sentences';
import { BagClassifier } from '../../ml/bag-classifier';
import { lazy } from '../../ml/onnx';

/** `[probability, tone, emoji]`, as the Tone endpoint returns it. */
export type ToneTriple = [number, Tone, string];

export interface ToneAnalysis {
  sents: string[];
  overall: ToneTriple[];
  results: ToneTriple[][];
}

/** How many tones the endpoint returns per sentence and overall (DECISIONS.md). */
export const TOP_TONES = 3;

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));

/** The tone model (28 sigmoid outputs in TONES order), loaded on first use. */
export const loadToneModel = lazy(() => BagClassifier.load(MODEL_DIR));

const round = (p: number) => Math.round(p * 1e4) / 1e4;

/** The most probable tones of one probability vector, most probable first. */
function topTones(probs: Float32Array): ToneTriple[] {
  return TONES.map((tone, i): ToneTriple => [round(probs[i]), tone, TONE_EMOJI[tone]])
    .sort((a, b) => b[0] - a[0])
    .slice(0, TOP_TONES);
}

/**
 * Tone of a text: each sentence on its own, and `overall` predicted from the whole text at once
 * (the model reads the text's n-grams together, not an average of the sentences' answers).
 */
export async function analyseTone(text: string): Promise<ToneAnalysis> {
  const model = await loadToneModel();
  const sents = sentenceSpans(text, { lineBreaks: true }).map((s) => s.text);
  const [overall, ...perSentence] = await model.predict([text, ...sents]);
  return { sents, overall: topTones(overall), results: perSentence.map(topTones) };
}
