import { fileURLToPath } from 'node:url';
import { SENTIMENTS, type Sentiment } from '@margin/shared/contract/analysis';
import { sentenceSpans } from '@margin/shared/text/sentences';
import { BagClassifier } from '../../ml/bag-classifier';
import { lazy } from '../../ml/onnx';

/** `[probability, sentiment]`, as the Sentiment endpoint returns it. */
export type SentimentPair = [number, Sentiment];

export interface SentimentAnalysis {
  sents: string[];
  overall: SentimentPair[];
  results: SentimentPair[][];
}

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));

/** The sentiment model (softmax over SENTIMENTS), loaded on first use. */
export const loadSentimentModel = lazy(() => BagClassifier.load(MODEL_DIR));

const round = (p: number) => Math.round(p * 1e4) / 1e4;

/** All three sentiments of one probability vector, most probable first. */
function ranked(probs: Float32Array): SentimentPair[] {
  return SENTIMENTS.map((s, i): SentimentPair => [round(probs[i]), s]).sort((a, b) => b[0] - a[0]);
}

/** Sentiment of each sentence, and `overall` predicted from the whole text at once. */
export async function analyseSentiment(text: string): Promise<SentimentAnalysis> {
  const model = await loadSentimentModel();
  const sents = sentenceSpans(text, { lineBreaks: true }).map((s) => s.text);
  const [overall, ...perSentence] = await model.predict([text, ...sents]);
  return { sents, overall: ranked(overall), results: perSentence.map(ranked) };
}
