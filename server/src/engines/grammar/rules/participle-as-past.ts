import { PERFECT_OR_PASSIVE, pastOfParticiple } from '../morphology';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'we', 'they']);
/** Participles that are also a base form ("they come", "we run") or a past in common use ("sunk"). */
const ALSO_FINITE = new Set(['come', 'become', 'run', 'sunk', 'lain']);

/**
 * "I seen it" → "I saw it", "they done their best" → "did": a subject pronoun followed directly by
 * an irregular verb's past participle, with no "have" or "be" before it, uses the participle as the
 * past tense (a grammar reference's class; the verbs come from morphology.ts's irregular list).
 */
export const participleAsPast: SentenceRule = {
  kind: 'sentence',
  id: 'participle-as-past',
  category: 'grammar',
  description: 'A past participle used as the past tense after a subject pronoun',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [subject, verb] = [tokens[i], tokens[i + 1]];
      const past = pastOfParticiple(verb.lower);
      if (
        !past ||
        ALSO_FINITE.has(verb.lower) ||
        !SUBJECT_PRONOUNS.has(subject.lower) ||
        // Before the pronoun "have" or "be" make it a question's or a clause's perfect ("Have you seen").
        PERFECT_OR_PASSIVE.has(tokens[i - 1]?.lower ?? '') ||
        verb.text !== verb.lower
      )
        continue;
      out.push({
        start: verb.start,
        end: verb.end,
        replacements: [matchCase(past, verb.text)],
        message: `Use the past tense "${past}" here; "${verb.text}" needs "have" before it.`,
        errorType: 'R:VERB:TENSE',
        strong: true,
      });
    }
    return out;
  },
};
