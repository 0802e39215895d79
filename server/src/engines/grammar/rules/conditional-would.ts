import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';
import { DETERMINERS } from './determiners';

const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);
/** Stative verbs, which have no "willing to" reading after "would": "If I would know" → knew. */
const STATIVE_PAST: Record<string, string> = { know: 'knew' };
const WISH = /^(?:wish|wishes|wished)$/;

/** The index after a clause's subject starting at `k`: a pronoun, a name, or a short noun phrase. */
function subjectEnd(tokens: readonly Token[], k: number): number | undefined {
  const t = tokens[k];
  if (!t) return undefined;
  if (SUBJECT_PRONOUNS.has(t.lower) && t.pos === 'PRON') return k + 1;
  let j = k;
  if (DETERMINERS.has(t.lower)) j++;
  else if (t.pos !== 'PROPN') return undefined;
  while (j < tokens.length && j - k < 4 && /^(?:ADJ|NOUN|PROPN)$/.test(tokens[j].pos)) j++;
  return /^(?:NOUN|PROPN)$/.test(tokens[j - 1]?.pos ?? '') ? j : undefined;
}

/** Whether the verb at `i` is a past participle ("known", "told", "been"), not a base, -s or -ing form. */
function pastParticiple(t: Token | undefined): boolean {
  return t !== undefined && t.pos === 'VERB' && t.lower !== t.lemma && !/(?:ing|[^s]s)$/.test(t.lower);
}

/**
 * "If she would have called, …" → "If she had called", "I wish I would have studied" → "had
 * studied", "If I would know the answer" → "If I knew": the conditional's "would" belongs in the main
 * clause, not the if-clause (grammar references list it among the commonest learner errors with
 * conditionals). Only where "if" opens a condition — at the sentence's start, after a comma or a
 * conjunction, "even" or "as" — not where it means "whether" ("I wonder if they would have finished",
 * "She asked if I would know"). "If you would help me" (a polite request) has no past participle or
 * stative verb and stays.
 */
export const conditionalWould: SentenceRule = {
  kind: 'sentence',
  id: 'conditional-would',
  category: 'grammar',
  description: '"would" in an if-clause or after "wish"',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      let k: number;
      if (t.lower === 'if') {
        const before = tokens[i - 1];
        // A main clause before it with a past conditional ("We would have won if …") makes it one too.
        const opens =
          !before ||
          before.pos === 'PUNCT' ||
          before.pos === 'CCONJ' ||
          /^(?:even|as|only)$/.test(before.lower) ||
          tokens
            .slice(0, i)
            .some(
              (x, j) =>
                /^(?:would|could|might|should)$/.test(x.lower) &&
                /^(?:have|'ve)$/.test(tokens[j + 1]?.lower ?? ''),
            );
        if (!opens) continue;
        k = i + 1;
        if (tokens[k]?.lower === 'only') k++;
      } else if (WISH.test(t.lower) && t.pos === 'VERB') {
        k = i + 1;
      } else continue;
      const end = subjectEnd(tokens, k);
      if (end === undefined) continue;
      const subject = tokens[k];
      const would = tokens[end];
      if (would?.lower !== 'would') continue;
      const next = tokens[end + 1];
      if ((next?.lower === 'have' || next?.lower === "'ve") && pastParticiple(tokens[end + 2])) {
        out.push({
          start: would.start,
          end: next.end,
          replacements: [matchCase('had', would.text)],
          message: `Use the past perfect in the ${t.lower === 'if' ? 'if-clause' : 'wish'}: "had ${tokens[end + 2].text}".`,
          errorType: 'R:VERB:TENSE',
          // A closed pattern the corpus's dialogue misuses ("if she would have called"): the model
          // prefers the error, so it is not asked.
          certain: true,
        });
        continue;
      }
      // "If I would know" → knew; not with "you", which may be a polite request, nor after "if only",
      // which wishes for willingness ("If only he would understand" is right, so "understand" is left out).
      const past = next ? STATIVE_PAST[next.lower] : undefined;
      const ifOnly = tokens[i + 1]?.lower === 'only';
      if (t.lower === 'if' && !ifOnly && past && subject.lower !== 'you' && next?.pos === 'VERB')
        out.push({
          start: would.start,
          end: next.end,
          replacements: [past],
          message: `Use the past tense in the if-clause: "${past}".`,
          errorType: 'R:VERB:TENSE',
          strong: true,
        });
    }
    return out;
  },
};
