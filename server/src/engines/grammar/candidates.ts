/**
 * The loop every model-scored candidate family shares: at each token of each tagged sentence the
 * family proposes replacements, and the one the language model prefers most to what was written (by
 * any amount) becomes a finding; the evidence gate applies the family's margin afterwards.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { Finding } from '../edits/finding';
import { bestByEvidence } from './evidence';
import type { TaggedSentence, Token } from './tagger';

/** A family's candidates at token `i` (`cp` turns the tokens' UTF-16 offsets into code points). */
export type ProposeAt = (tokens: readonly Token[], i: number, cp: (utf16: number) => number) => Finding[];

/** At most one finding per token of a paragraph (code points): the family's best-supported candidate there. */
export function findingsByEvidence(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
  propose: ProposeAt,
): Finding[] {
  const found: Finding[] = [];
  const chars = Array.from(text);
  const cp = (u: number) => utf16ToCodePoint(text, u);
  for (const s of sentences) {
    const sentence = { start: cp(s.start), end: cp(s.end) };
    for (let i = 0; i < s.tokens.length; i++) {
      const candidates = propose(s.tokens, i, cp);
      if (candidates.length === 0) continue;
      const best = bestByEvidence(chars, sentence, candidates, lm);
      if (best) found.push(best);
    }
  }
  return found;
}
