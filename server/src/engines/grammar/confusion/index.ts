/**
 * The confusion-set check of the grammar engine: words of sets.tsv rescored by the server's language
 * model (loaded on the first sentence that holds a candidate word, inside the grammar worker).
 */
import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { Finding } from '../../edits/finding';
import { languageModel } from '../../lm';
import type { Token } from '../tagger';
import { type ConfusionOptions, confusionMatches } from './scorer';
import { confusionSets } from './sets';

export { CONFUSION_MARGIN, confusionMatches, requiredGain, scoreConfusions } from './scorer';
export { type ConfusionTable, confusionSets, parseConfusionSets } from './sets';

/** Rule id of its findings (`margin:confusion-sets`). */
export const CONFUSION_RULE_ID = 'margin:confusion-sets';

/**
 * Confusion-set findings on one paragraph (code points). Without a usable language model it finds
 * nothing rather than failing the paragraph: every other check still answers.
 */
export function confusionFindings(
  text: string,
  sentences: readonly { start: number; end: number; tokens?: readonly Token[] }[],
  options: ConfusionOptions = {},
): Finding[] {
  const sets = confusionSets();
  const lower = text.toLowerCase().replace(/’/g, "'");
  const words = lower.match(/\p{L}+(?:'\p{L}+)*/gu) ?? [];
  if (!words.some((w) => sets.alternatives.has(w))) return [];
  let lm: ReturnType<typeof languageModel>;
  try {
    lm = languageModel();
  } catch {
    return [];
  }
  return sentences.flatMap((s) =>
    confusionMatches(text, s, lm, sets, options)
      .filter((m) => !fewerBeforePlural(text, m, s.tokens))
      // A part of a hyphenated compound ("a lose-lose situation", "a then-manager") is the compound's
      // word, which the n-gram model never saw whole: no swap.
      .filter((m) => text[m.start - 1] !== '-' && text[m.end] !== '-')
      .map((m) => ({
        start: utf16ToCodePoint(text, m.start),
        end: utf16ToCodePoint(text, m.end),
        ruleId: CONFUSION_RULE_ID,
        category: 'word-choice' as const,
        message: m.message,
        replacements: m.replacements,
      })),
  );
}

/**
 * Whether a match would write "less" for "fewer" before a plural noun: "fewer" goes with plurals and
 * "less" with mass nouns (the set's source, Merriam-Webster), so that direction is never a fix, however
 * much the model likes "less cars in" (it preferred it by more than the margin in "there will be fewer
 * cars in use than there are today"). Needs the sentence's tags; without them nothing is dropped.
 */
function fewerBeforePlural(
  text: string,
  m: { start: number; end: number },
  tokens: readonly Token[] | undefined,
): boolean {
  if (!tokens || text.slice(m.start, m.end).toLowerCase() !== 'fewer') return false;
  const next = tokens[tokens.findIndex((t) => t.start === m.start) + 1];
  return next?.pos === 'NOUN' && next.lower !== next.lemma && /s$/.test(next.lower);
}
