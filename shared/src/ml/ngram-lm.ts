/**
 * The AI-detection trigram model, as the detectors read it: a model in Margin's one language-model
 * format (shared/src/lm; re-encoded by scripts/train/aidetect-trigram-convert.ts, built by
 * scripts/train/lib/ngram-builder.ts) scored by the one reader, `LanguageModel`. This module only
 * keeps the detectors' interface: ids by the model's own normalisation and per-token statistics.
 */

import { LanguageModel, type TokenStat } from '../lm/model';

export type { TokenStat };

/** A loaded trigram model (bytes of a language-model artefact with continuation lists). */
export class NgramLanguageModel {
  private readonly lm: LanguageModel;
  readonly vocabSize: number;

  constructor(bytes: Uint8Array) {
    this.lm = new LanguageModel(bytes);
    if (!this.lm.hasContinuations)
      throw new Error('the AI-detection n-gram model needs continuation lists (language-model format 2)');
    this.vocabSize = this.lm.vocabSize;
  }

  /** Vocabulary id of a raw token (normalised as the model was trained), 0 when unknown. */
  id(token: string): number {
    return this.lm.id(token);
  }

  /** Statistics of each token of a sequence of vocabulary ids, the text starting after `<s>`. */
  score(ids: readonly number[]): TokenStat[] {
    return this.lm.tokenStats(ids);
  }
}
