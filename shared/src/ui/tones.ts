import type { z } from 'zod';
import type { ToneResponse } from '../contract/analysis';

export type ToneAnalysis = z.output<typeof ToneResponse>;

/**
 * A sentence carries a tone when it is the sentence's most probable tone, or one of its tones with
 * probability at least this: a second tone at 0.05 says little, one at 0.4 is clearly present.
 */
export const TONE_PRESENCE = 0.3;

/** Indexes (into `analysis.sents`) of the sentences that carry `tone`. */
export function sentencesCarrying(analysis: ToneAnalysis, tone: string): number[] {
  const found: number[] = [];
  analysis.results.forEach((scores, i) => {
    const carries = scores.some(([p, t], rank) => t === tone && (rank === 0 || p >= TONE_PRESENCE));
    if (carries) found.push(i);
  });
  return found;
}

/** Locates each sentence in `text`, in order (sentences are substrings of the analysed text). */
export function locateSentences(
  text: string,
  sents: readonly string[],
): ({ start: number; end: number } | null)[] {
  let from = 0;
  return sents.map((s) => {
    const needle = s.trim();
    if (!needle) return null;
    const at = text.indexOf(needle, from);
    if (at < 0) return null;
    from = at + needle.length;
    return { start: at, end: at + needle.length };
  });
}
