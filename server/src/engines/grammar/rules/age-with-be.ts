import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import { isPluralNoun, type Token } from '../tagger';

const HAVE = new Set(['have', 'has', 'had']);

/** The form of "be" for a subject and a tense ("I" + present → am). */
function beFor(subject: Token, have: string): string {
  const s = subject.lower;
  const plural = s === 'you' || s === 'we' || s === 'they' || isPluralNoun(subject);
  if (have === 'had') return plural ? 'were' : 'was';
  if (s === 'i') return 'am';
  return plural ? 'are' : 'is';
}

/**
 * "I have 25 years old" → "I am 25 years old", "My son has ten years old" → "is": English gives an age
 * with "be", not "have" (Cambridge, Common Mistakes at Intermediate, "age"; Swan, Practical English
 * Usage, "age": a learner's transfer of "tener" / "avoir"). Only a number followed by "years old" that
 * ends its phrase ("has 100 years old traditions" is another error), so that "He has 30 years of experience" and "We have two years left" stay.
 */
export const ageWithBe: SentenceRule = {
  kind: 'sentence',
  id: 'age-with-be',
  category: 'grammar',
  description: 'An age given with "have" ("I have 25 years old")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 1; i + 3 < tokens.length; i++) {
      const [have, number, years, old] = [tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3]];
      if (!HAVE.has(have.lower) || (number.pos !== 'NUM' && number.type !== 'number')) continue;
      if (years.lower !== 'years' || old.lower !== 'old') continue;
      // "has 100 years old traditions": an adjective before a noun, not an age of the subject.
      if (/^(?:NOUN|ADJ|PROPN)$/.test(tokens[i + 4]?.pos ?? '')) continue;
      // "the 20-year-old" aside, the age must describe the subject, right before "have".
      const subject = tokens[i - 1];
      if (!/^(?:PRON|NOUN|PROPN)$/.test(subject.pos)) continue;
      const be = beFor(subject, have.lower);
      out.push({
        start: have.start,
        end: have.end,
        replacements: [matchCase(be, have.text)],
        message: `An age takes "be": "${be} ${number.text} ${years.text} old".`,
        errorType: 'R:OTHER',
        certain: true,
      });
    }
    return out;
  },
};
