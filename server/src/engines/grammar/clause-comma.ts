/**
 * A comma after a fronted adverbial clause, scored by the language model: "When I was young I lived in
 * Paris" → "young, I lived", "Although the food was good we left early" → "good, we left". Grammar
 * references ask for the comma where the adverbial clause comes first (and for none when it follows
 * the main clause, which is not touched). The clause is found by its tags: a subordinator opens the
 * sentence, a verb follows inside the clause, and the main clause starts at a subject pronoun ("I",
 * "you", "he", "she", "it", "we", "they") right before its verb; the model must prefer
 * the comma by CLAUSE_COMMA_MARGIN. Punctuation is not gated by evidence.ts, so the margin is applied here.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import type { Finding } from '../edits/finding';
import { findingsBySentence } from './evidence';
import type { TaggedSentence, Token } from './tagger';

/** Rule id of its findings. */
export const CLAUSE_COMMA_RULE_ID = 'margin:clause-comma';

/**
 * Nats by which the model must prefer the comma. Tuned on held-back corpus sentences that open with a
 * subordinator (a throwaway script): of 380 whose fronted clause ends in a comma before a subject
 * pronoun, with that comma taken out, 4 nats restores 232 and puts 3 in a wrong place (5 nats: 199 / 3,
 * 6 nats: 145 / 0); of 111 written with no comma at all it adds one to 19, at the clause's end (the
 * comma grammar references ask for, which the writer left out: "When she became a little calmer she
 * opened the sash"). The model also keeps out reported and relative clauses the tags cannot tell
 * from a clause boundary ("Because he told me he was ill", "When the man I met arrived").
 */
export const CLAUSE_COMMA_MARGIN = 4;

/** Subordinators that open an adverbial clause at the start of a sentence ("As" and "Since" are also prepositions: left out). */
const SUBORDINATORS = new Set([
  'when',
  'whenever',
  'if',
  'because',
  'although',
  'though',
  'while',
  'unless',
  'once',
  'after',
  'before',
]);
/**
 * Subject pronouns that start the main clause. "you" and "it" can also be objects ("When I told you
 * it was late you…"): the model, judging every place, puts the comma after the whole fronted clause
 * (on held-back corpus sentences they restored 27 more commas and misplaced 2, docs/edits.md).
 */
const SUBJECT = /^(?:i|you|he|she|it|we|they)$/;
/**
 * Tags of a word that can end the fronted clause: not a preposition, a determiner or a conjunction
 * ("When I arrived he", "While she was cooking he", "Because it was late we").
 */
const CLAUSE_END = new Set(['NOUN', 'PROPN', 'ADJ', 'ADV', 'NUM', 'PRON', 'VERB']);

/**
 * Indexes of the tokens that may end the fronted clause, when the sentence opens with one and has no
 * comma before them: each word before a subject pronoun and its verb, once the clause has a verb.
 */
function frontedClauseEnds(t: readonly Token[]): number[] {
  if (t.length < 6 || t.at(-1)?.text === '?') return [];
  const start = t[0].lower === 'even' ? 1 : 0;
  if (!SUBORDINATORS.has(t[start].lower)) return [];
  // A writer who punctuates inside the sentence has marked its boundaries ("If you think the plan he
  // proposed works, we should try it"): only a sentence with no comma, colon or dash before its end is tried.
  if (t.slice(0, -1).some((x) => x.pos === 'PUNCT')) return [];
  const ends: number[] = [];
  let verb = false;
  for (let j = start + 2; j + 1 < t.length; j++) {
    const prev = t[j - 1];
    if (prev.pos === 'VERB' || prev.pos === 'AUX') verb = true;
    if (!verb || !SUBJECT.test(t[j].lower) || !/^(?:AUX|VERB)$/.test(t[j + 1].pos)) continue;
    if (CLAUSE_END.has(prev.pos) && prev.lower !== 'that') ends.push(j - 1);
  }
  return ends;
}

/** The comma candidates of one sentence (code points by `cp`), one per place the fronted clause may end. */
export function frontedClauseCandidates(s: TaggedSentence, cp: (utf16: number) => number): Finding[] {
  return frontedClauseEnds(s.tokens).map((k) => {
    const end = s.tokens[k];
    return {
      start: cp(end.start),
      end: cp(end.end),
      ruleId: CLAUSE_COMMA_RULE_ID,
      category: 'punctuation',
      errorType: 'M:PUNCT',
      message: 'Put a comma after a clause that opens the sentence.',
      replacements: [`${end.text},`],
    };
  });
}

/** Fronted-clause comma findings on one paragraph (code points), where the model clearly wants the comma. */
export function clauseCommaFindings(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
): Finding[] {
  // The candidate the model prefers most: an earlier pronoun may open a reported or relative clause
  // inside the fronted one ("Because he told me he was ill I went").
  return findingsBySentence(text, sentences, lm, (s, cp, strongest) => [
    strongest(frontedClauseCandidates(s, cp), CLAUSE_COMMA_MARGIN),
  ]);
}
