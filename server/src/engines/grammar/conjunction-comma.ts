/**
 * A comma before "but" joining two independent clauses, scored by the language model: "I called him
 * yesterday but he did not answer" → "yesterday, but he". Grammar references ask for a comma before a
 * coordinating conjunction that joins two clauses each with its own subject and verb, and "but", which
 * contrasts them, is the one writers most often leave without it. The clauses are found by their tags:
 * a verb before "but" since the last punctuation, and after it a subject (a subject pronoun, or a
 * noun phrase of up to four words) right before its verb; "but" joining words or phrases ("tall but
 * thin", "tea but not coffee", "all but one") offers no candidate. The model must prefer the comma by
 * CONJUNCTION_COMMA_MARGIN; punctuation is not gated by evidence.ts, so the margin is applied here.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import type { Finding } from '../edits/finding';
import { findingsBySentence } from './evidence';
import type { TaggedSentence, Token } from './tagger';

/** Rule id of its findings. */
export const CONJUNCTION_COMMA_RULE_ID = 'margin:conjunction-comma';

/**
 * Nats by which the model must prefer the comma (docs/edits.md, 2026-11-29). The comma a writer put
 * before "but" and a subject clause, taken out of held-back corpus sentences, is restored well above
 * this; where writers leave it out the model prefers it by less.
 */
export const CONJUNCTION_COMMA_MARGIN = 6;

/** Pronouns that open a clause after the conjunction ("you" and "it" too: a verb follows them here). */
const SUBJECT_PRONOUN =
  /^(?:i|you|he|she|it|we|they|there|nobody|somebody|everybody|someone|everyone|nothing|something|everything)$/;
/** Possessives that may open the second clause's subject ("my phone", "their car"). */
const POSSESSIVE = /^(?:my|your|his|her|its|our|their)$/;
/** Tags of a noun phrase that may be the second clause's subject ("the service", "my old phone"). */
const NOUN_PHRASE = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);
/** Tags of a word that can end the first clause right before the conjunction. */
const CLAUSE_END = new Set(['NOUN', 'PROPN', 'ADJ', 'ADV', 'NUM', 'PRON', 'VERB', 'PART']);
/** Longest noun phrase tried as the second clause's subject, in tokens. */
const MAX_SUBJECT = 4;

const isVerb = (x: Token | undefined) => x !== undefined && (x.pos === 'AUX' || x.pos === 'VERB');

/** Whether a verb starts at token `k`, or after one adverb ("she still failed", "they never did"). */
function verbAt(t: readonly Token[], k: number): boolean {
  return isVerb(t[k]) || (t[k]?.pos === 'ADV' && isVerb(t[k + 1]));
}

/** Whether a subject and its verb start at token `k` (the token after the conjunction). */
function clauseStartsAt(t: readonly Token[], k: number): boolean {
  const first = t[k];
  if (first?.type !== 'word') return false;
  if (SUBJECT_PRONOUN.test(first.lower)) return verbAt(t, k + 1);
  if (!NOUN_PHRASE.has(first.pos) && !POSSESSIVE.test(first.lower)) return false;
  for (let j = k + 1; j <= k + MAX_SUBJECT && j < t.length; j++) {
    // The phrase must end in a noun right before the verb ("the service was", not "the was").
    if ((t[j - 1].pos === 'NOUN' || t[j - 1].pos === 'PROPN') && verbAt(t, j)) return true;
    if (!NOUN_PHRASE.has(t[j].pos)) return false;
  }
  return false;
}

/** Whether the stretch of the sentence before token `j`, back to the last punctuation, holds a verb. */
function clauseBefore(t: readonly Token[], j: number): boolean {
  for (let k = j - 1; k >= 0; k--) {
    if (t[k].pos === 'PUNCT') return false;
    if (t[k].pos === 'VERB' || t[k].pos === 'AUX') return true;
  }
  return false;
}

/**
 * Openers after which "but" or "so" doubles the link ("Although it was late but we went out"): the
 * double-conjunction rule deletes that "but", so no comma is put before it.
 */
const CONCESSIVE_OPENER = /^(?:although|though|even|because|since)$/;

/** The comma candidates of one sentence (code points by `cp`): the word before each "but" that joins two clauses. */
export function conjunctionCommaCandidates(s: TaggedSentence, cp: (utf16: number) => number): Finding[] {
  const t = s.tokens;
  if (t.length < 6 || t.at(-1)?.text === '?' || CONCESSIVE_OPENER.test(t[0].lower)) return [];
  const out: Finding[] = [];
  for (let j = 2; j + 2 < t.length; j++) {
    if (t[j].lower !== 'but') continue;
    const before = t[j - 1];
    if (!CLAUSE_END.has(before.pos) || before.type !== 'word' || before.end === t[j].start) continue;
    if (!clauseBefore(t, j) || !clauseStartsAt(t, j + 1)) continue;
    out.push({
      start: cp(before.start),
      end: cp(before.end),
      ruleId: CONJUNCTION_COMMA_RULE_ID,
      category: 'punctuation',
      errorType: 'M:PUNCT',
      message: 'Put a comma before "but" when it joins two clauses.',
      replacements: [`${before.text},`],
    });
  }
  return out;
}

/** Conjunction-comma findings on one paragraph (code points), where the model clearly wants the comma. */
export function conjunctionCommaFindings(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
): Finding[] {
  return findingsBySentence(text, sentences, lm, (s, cp, strongest) =>
    conjunctionCommaCandidates(s, cp).map((c) => strongest([c], CONJUNCTION_COMMA_MARGIN)),
  );
}
