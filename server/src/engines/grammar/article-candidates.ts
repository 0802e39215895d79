/**
 * Article candidates scored by the language model: a missing article before a noun phrase that starts
 * after a preposition or a verb ("I went to shop" → "to the shop"), an article too many ("in the
 * nature"), and a ↔ the. What is proposed here is only a candidate: the evidence gate (evidence.ts,
 * family `articles`) keeps it when the model's preference clears the margin tuned on synthetic errors.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import type { Finding } from '../edits/finding';
import { findingsByEvidence } from './candidates';
import type { TaggedSentence } from './tagger';

/** Rule id of its findings. */
export const ARTICLE_RULE_ID = 'margin:article-choice';

/** Where a noun phrase without a determiner may start: after these parts of speech. */
const PHRASE_OPENERS = new Set(['ADP', 'VERB']);

/** The indefinite article for a word, by its first letter (the model settles the rest). */
const indefinite = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** Article findings on one paragraph (code points): the best candidate per place the model prefers at all. */
export function articleFindings(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
): Finding[] {
  return findingsByEvidence(text, sentences, lm, (t, i, cp) => {
    if (i === 0) return [];
    const candidates: Finding[] = [];
    const make = (start: number, end: number, replacement: string, message: string): Finding => ({
      start,
      end,
      ruleId: ARTICLE_RULE_ID,
      category: 'grammar',
      errorType: 'M:DET:ART',
      message,
      replacements: [replacement],
    });
    const tok = t[i];
    const next = t[i + 1];
    if ((tok.lower === 'a' || tok.lower === 'an' || tok.lower === 'the') && tok.text === tok.lower && next) {
      // An article too many: remove it with the space after it.
      candidates.push({
        ...make(cp(tok.start), cp(next.start), '', `"${tok.text}" does not belong here.`),
        errorType: 'U:DET:ART',
      });
      const other = tok.lower === 'the' ? indefinite(next.text) : 'the';
      candidates.push({
        ...make(cp(tok.start), cp(tok.end), other, `Did you mean "${other}"?`),
        errorType: 'R:DET:ART',
      });
    } else if (
      (tok.pos === 'NOUN' || tok.pos === 'ADJ') &&
      /^\p{Ll}+$/u.test(tok.text) &&
      PHRASE_OPENERS.has(t[i - 1].pos) &&
      !/s$/.test(tok.lower)
    ) {
      const at = cp(tok.start);
      for (const article of ['the', indefinite(tok.text)])
        candidates.push(make(at, at, `${article} `, `An article is missing: "${article} ${tok.text}".`));
    }
    return candidates;
  });
}
