import type { SentenceRule } from '../rule';
import type { Token } from '../tagger';

/** Subjects a finite clause opens with: a personal pronoun, a noun or a name. */
const SUBJECT_POS = /^(?:NOUN|PROPN|PRON)$/;
/**
 * A sentence opening with an auxiliary or a question word is likely a question that lost its "?", not
 * a statement that lost its full stop: a full stop would be the wrong fix, so it is left alone.
 */
const QUESTION_OPENER =
  /^(?:what|why|how|where|when|who|whom|whose|which|do|does|did|is|are|was|were|am|can|could|will|would|shall|should|may|might|must|have|has|had|isn't|aren't|don't|doesn't|didn't|can't|won't)$/;
/** A list item or a heading marker at the paragraph's start ("- buy milk", "2) Call Anna", "# Notes"). */
const LIST_MARKER = /^\s*(?:[-*•#>]|\d+[.)])/u;
/** Fewer words than this are a label, a greeting or a heading ("Learn", "Thanks all"), not a sentence. */
const MIN_WORDS = 4;

const isWord = (t: Token) => t.type === 'word' && /^[\p{L}'’-]+$/u.test(t.text);

/**
 * Whether the tokens hold a finite clause: a subject (a pronoun, noun or name) with a verb or an
 * auxiliary after it. Imperatives ("Read the rest of this entry") and noun phrases ("Discovery of new
 * elements") have none, and stay: they are headings and link texts as often as sentences.
 */
function hasClause(tokens: readonly Token[]): boolean {
  const subject = tokens.findIndex((t) => SUBJECT_POS.test(t.pos));
  return subject >= 0 && tokens.slice(subject + 1).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

/**
 * "It was late. We must trust ourselves" → "ourselves.": a statement that ends a paragraph of several
 * sentences without a full stop (learner essays drop it; grammar references and LanguageTool's
 * paragraph-end rule ask for one). Only a statement of at least MIN_WORDS words with a subject and a
 * verb, ending in a plain word, after a sentence that ends as sentences do: one-sentence paragraphs,
 * headings (title case, no verb), list items, questions without their "?", and text ending in a URL,
 * a number, a colon, a dash or a closing bracket stay as written.
 */
export const paragraphEndStop: SentenceRule = {
  kind: 'sentence',
  id: 'paragraph-end-stop',
  category: 'punctuation',
  description: 'A statement at the end of a paragraph without a full stop',
  check({ tokens }, text) {
    const last = tokens[tokens.length - 1];
    // Only the paragraph's last sentence: nothing but white space after it up to a line break.
    if (!last || !isWord(last) || !/^[^\S\n]*(?:\n|$)/u.test(text.slice(last.end))) return [];
    // All capitals ("NEW COLLECTION", "NASA") is a heading or an acronym.
    if (last.text.length > 1 && last.text === last.text.toUpperCase()) return [];
    const words = tokens.filter(isWord);
    if (words.length < MIN_WORDS) return [];
    // Title case: most words capitalised is a heading ("What We Do", "Read with Ease").
    if (words.filter((t) => /^\p{Lu}/u.test(t.text)).length * 2 > words.length) return [];
    if (QUESTION_OPENER.test(words[0].lower)) return [];
    const lineStart = text.lastIndexOf('\n', tokens[0].start - 1) + 1;
    const before = text.slice(lineStart, tokens[0].start);
    // A paragraph of one sentence may be a title, a caption, a chat line or an example: it stays
    // (LanguageTool's paragraph-end rule does the same; on its correct examples, fragments such as
    // "Energy is the capacity to do work over time", flagging them cost 1.2 points of false positives).
    if (!/[.!?]["'”’)\]]*\s+$/u.test(before)) return [];
    if (LIST_MARKER.test(before)) return [];
    if (!hasClause(tokens)) return [];
    return [
      {
        start: last.start,
        end: last.end,
        replacements: [`${last.text}.`],
        message: 'End the sentence with a full stop.',
        errorType: 'M:PUNCT',
      },
    ];
  },
};
