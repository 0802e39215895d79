/**
 * A misspelling's correction chosen by its sentence: the server's language model scores the sentence
 * with each of the first candidates in the word's place, and a later candidate goes first when the model
 * prefers it by a clear margin ("This arguement is" → "argument", not "agreement"; "a wierd day" →
 * "weird", not "wired"). Precision first: only a candidate no farther from the typed word than the first
 * one may overtake it (learners' sentences are themselves ungrammatical, and a freer model picks a
 * common word that fits the broken context: "the familes tend" → "females"), and only a word the model
 * knows, since an unseen word's score is no evidence.
 */
import { type LanguageModel, UNK_ID } from '@margin/shared/lm/model';
import { lmTokens } from '@margin/shared/lm/tokens';
import type { SpellFinding } from '@margin/shared/spell/checker';
import { boundedDistance } from '@margin/shared/spell/suggest/edit-distance';
import { codePointToUtf16 } from '@margin/shared/text/offsets';
import { sentenceSpans } from '@margin/shared/text/sentences';

/** How many of a finding's candidates the model compares (the first and the ones after it). */
export const CONTEXT_CANDIDATES = 3;

/**
 * How much more likely (natural log) the sentence must be with a later candidate than with the first
 * for the later one to go first.
 */
export const CONTEXT_MARGIN = 3;

/** A correction the model can score as one word: letters and apostrophes, no space or hyphen. */
const ONE_WORD = /^\p{L}+(?:['’]\p{L}+)*$/u;

/** How the choice is made (the defaults are the engine's). */
export interface ContextChoiceOptions {
  /** @default CONTEXT_MARGIN */
  margin?: number;
  /** @default CONTEXT_CANDIDATES */
  candidates?: number;
}

/** The findings with each one's candidates reordered by its sentence where the model is clear. */
export function chooseByContext(
  text: string,
  findings: readonly SpellFinding[],
  lm: LanguageModel,
  options: ContextChoiceOptions = {},
): SpellFinding[] {
  const choice = {
    margin: options.margin ?? CONTEXT_MARGIN,
    candidates: options.candidates ?? CONTEXT_CANDIDATES,
  };
  if (!findings.some((f) => f.candidates.length > 1)) return [...findings];
  const sentences = sentenceSpans(text, { lineBreaks: true });
  return findings.map((f) => {
    if (f.candidates.length < 2) return f;
    const sentence = sentences.find((s) => s.cpStart <= f.start && f.end <= s.cpEnd);
    if (!sentence) return f;
    const best = bestInContext(text, sentence, f, findings, lm, choice);
    if (best <= 0) return f;
    const candidates = [f.candidates[best], ...f.candidates.filter((_, i) => i !== best)];
    return { ...f, candidates };
  });
}

/** Index of the candidate the sentence supports (0 keeps the first). */
function bestInContext(
  text: string,
  sentence: { start: number; end: number },
  f: SpellFinding,
  findings: readonly SpellFinding[],
  lm: LanguageModel,
  choice: Required<ContextChoiceOptions>,
): number {
  const first = f.candidates[0];
  if (!ONE_WORD.test(first) || lm.id(first) === UNK_ID) return 0;
  const typed = f.original.toLowerCase();
  const firstDistance = boundedDistance(typed, first.toLowerCase(), 4);
  const { before, after } = contextOf(text, sentence, f, findings);
  const score = (word: string) => lm.scoreSentence(lmTokens(before + word + after, lm.info.lowercase)).total;
  let best = 0;
  let bestScore = score(first) + choice.margin;
  for (let i = 1; i < Math.min(choice.candidates, f.candidates.length); i++) {
    const c = f.candidates[i];
    if (!ONE_WORD.test(c) || lm.id(c) === UNK_ID) continue;
    if (boundedDistance(typed, c.toLowerCase(), firstDistance) > firstDistance) continue;
    const s = score(c);
    if (s >= bestScore) {
      best = i;
      bestScore = s;
    }
  }
  return best;
}

/**
 * The sentence's text before and after the finding, with the other misspellings in it read as their
 * first corrections (an unknown word beside the finding would tell the model nothing).
 */
function contextOf(
  text: string,
  sentence: { start: number; end: number },
  f: SpellFinding,
  findings: readonly SpellFinding[],
): { before: string; after: string } {
  const at = (cp: number) => codePointToUtf16(text, cp);
  let before = '';
  let after = '';
  let from = sentence.start;
  let inBefore = true;
  for (const g of findings) {
    const start = at(g.start);
    const end = at(g.end);
    if (start < sentence.start || end > sentence.end) continue;
    const piece = text.slice(from, start);
    if (g === f) {
      before += piece;
      inBefore = false;
    } else if (inBefore) before += piece + (g.candidates[0] ?? g.original);
    else after += piece + (g.candidates[0] ?? g.original);
    from = end;
  }
  after += text.slice(from, sentence.end);
  return { before, after };
}
