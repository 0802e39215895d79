import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LmLogistic, lmLogit } from '@margin/shared/ml/aidetect-lm-features';
import { SENTENCE_FEATURES } from './features';

/** A logistic model over some of SENTENCE_FEATURES: how likely a sentence is summary material. */
export interface SentenceModel extends LmLogistic {
  /** The features it reads, by name, in weight order. */
  features: string[];
}

/** The learned ranker of documents that are not lead-first reports (reports keep tuning.ts's mix). */
export interface SentenceRanker {
  other: SentenceModel;
}

/** The committed ranker, written by `npm run train -- summarize`. */
export const RANKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'model', 'ranker.json');

/** Reads a ranker and checks that its features are ones this code computes. */
export function loadRanker(file: string = RANKER_FILE): SentenceRanker {
  const ranker = JSON.parse(fs.readFileSync(file, 'utf8')) as SentenceRanker;
  const known = new Set<string>(SENTENCE_FEATURES);
  for (const model of [ranker.other]) {
    const unknown = model.features.filter((f) => !known.has(f));
    if (unknown.length > 0) {
      throw new Error(
        `${file} reads features features.ts does not compute (${unknown.join(', ')}); run \`npm run train -- summarize\``,
      );
    }
  }
  return ranker;
}

let committed: SentenceRanker | undefined;

/** The committed ranker, read once. */
export function defaultRanker(): SentenceRanker {
  committed ??= loadRanker();
  return committed;
}

/** The columns of full feature rows (SENTENCE_FEATURES order) that a model reads. */
export function selectFeatures(features: number[][], names: readonly string[]): number[][] {
  const columns = names.map((n) => SENTENCE_FEATURES.indexOf(n as (typeof SENTENCE_FEATURES)[number]));
  return features.map((row) => columns.map((c) => row[c]));
}

/** Log-odds of each sentence being summary material under one model. */
export function rankSentences(model: SentenceModel, features: number[][]): number[] {
  return selectFeatures(features, model.features).map((x) => lmLogit(model, x));
}
