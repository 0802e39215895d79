/**
 * Finished past time in a clause, and the past tense a verb takes there. "He give me the keys last
 * night" is an agreement error to a word model ("gives"), but the writer's own time word says the
 * verb is past: learners drop the past ending as often as the -s (Swan, Practical English Usage,
 * "past simple": with finished-time expressions, "yesterday", "ago", "last week", "in 2019"), so a
 * base form after a singular subject in such a clause is offered the past tense first.
 */

import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { Finding } from '../edits/finding';
import { regularPast, thirdSingular } from './inflect';
import { matchCase } from './rule';
import { irregularPastOf } from './rules/regularised-forms';
import type { TaggedSentence, Token } from './tagger';

/** Nouns after "last" that name a finished period ("last night", "last May"). */
const LAST_PERIOD =
  /^(?:night|week|weekend|month|year|summer|winter|spring|autumn|fall|semester|term|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/;
/** Words that open another clause: a time word past them dates that clause, not this one. */
export const CLAUSE_BREAK =
  /^(?:and|but|or|so|because|since|when|while|after|before|until|till|if|unless|although|though|that|which|who|whom|whose|what|why|how|whether|where|as|than|once|whereas)$/;
/**
 * Irregular verbs whose regular -ed form is another word ("seed", "leaved", "singed") and so are not
 * in regularised-forms.tsv; from the same grammar references' lists of irregular verbs.
 */
const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  see: 'saw',
  leave: 'left',
  lead: 'led',
  build: 'built',
  sing: 'sang',
  ring: 'rang',
  wake: 'woke',
  have: 'had',
  wind: 'wound',
  bid: 'bid',
  put: 'put',
  quit: 'quit',
  shed: 'shed',
};

/** The past tense of a verb's base form: "give" → "gave", "move" → "moved", "see" → "saw". */
export function pastTense(lemma: string): string {
  return IRREGULAR_PAST[lemma] ?? irregularPastOf(lemma) ?? regularPast(lemma);
}

/**
 * Whether `tokens[i]` is a finished-time word: "yesterday", "ago", a bare "last" before a period
 * ("last year"; "the last week" and "my last year" reach up to now).
 */
export function finishedTimeAt(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  // "yesterday's paper" is a noun phrase, not a time.
  if (t.lower === 'yesterday') return !/^['’]s$/.test(tokens[i + 1]?.lower ?? '');
  if (t.lower === 'ago') return true;
  const before = tokens[i - 1];
  return (
    t.lower === 'last' &&
    LAST_PERIOD.test(tokens[i + 1]?.lower ?? '') &&
    before?.pos !== 'DET' &&
    before?.pos !== 'PRON' &&
    before?.lower !== 'past'
  );
}

/**
 * Whether `tokens[i]` is "in" before a year earlier than `thisYear` ("in 2019"). Not used with the
 * perfect, which reports use for a year's results ("sales have grown in 2019 compared with").
 */
function pastYearAt(tokens: readonly Token[], i: number, thisYear: number): boolean {
  if (tokens[i].lower !== 'in' || !/^\d{4}$/.test(tokens[i + 1]?.text ?? '')) return false;
  const year = Number(tokens[i + 1].text);
  return year >= 1000 && year < thisYear && !/^(?:%|percent|per)$/.test(tokens[i + 2]?.lower ?? '');
}

/** Whether the clause holding the verb at `v` (bounded by conjunctions, relatives and non-comma punctuation) has a finished time. */
export function clauseHasFinishedTime(
  tokens: readonly Token[],
  v: number,
  thisYear = new Date().getUTCFullYear(),
): boolean {
  const breaks = (t: Token) =>
    (t.pos === 'PUNCT' && !/^[,\u2013\u2014-]$/.test(t.text)) ||
    (CLAUSE_BREAK.test(t.lower) && t.pos !== 'DET');
  let from = v;
  while (from > 0 && !breaks(tokens[from - 1])) from--;
  let to = v;
  while (to + 1 < tokens.length && !breaks(tokens[to + 1])) to++;
  for (let k = from; k <= to; k++)
    if (finishedTimeAt(tokens, k) || pastYearAt(tokens, k, thisYear)) return true;
  return false;
}

/**
 * `found` with the past tense put first on each finding that gives a base-form verb its -s ("give" →
 * "gives") in a clause with a finished time ("last night"): "gave" keeps the writer's time.
 */
export function pastBeforeAgreement(
  text: string,
  sentences: readonly TaggedSentence[],
  found: Finding[],
): Finding[] {
  return found.map((f) => {
    const written = f.replacements[0];
    if (!written || !/^\p{L}+$/u.test(written)) return f;
    for (const s of sentences) {
      const v = s.tokens.findIndex((t) => utf16ToCodePoint(text, t.start) === f.start);
      if (v < 0) continue;
      const t = s.tokens[v];
      if (utf16ToCodePoint(text, t.end) !== f.end || t.pos !== 'VERB' || t.lower !== t.lemma) return f;
      if (written.toLowerCase() !== thirdSingular(t.lemma) || !clauseHasFinishedTime(s.tokens, v)) return f;
      const past = matchCase(pastTense(t.lemma), t.text);
      return {
        ...f,
        replacements: [past, ...f.replacements.filter((r) => r !== past)],
        message: `The clause names a finished time, so the verb is past: "${past}" (or "${f.replacements[0]}" for a habit).`,
        errorType: 'R:VERB:TENSE',
      };
    }
    return f;
  });
}
