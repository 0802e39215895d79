import type { RuleMatch, SentenceRule } from '../rule';

/**
 * Feelings named by a verb's -ing form where the -ed form is meant ("I am interesting in" →
 * interested): the -ing form describes what causes the feeling, the -ed form the person who has it
 * (Swan, Practical English Usage, "-ing and -ed adjectives"; Cambridge, Common Mistakes at
 * Intermediate, "interested / interesting").
 */
// Not the -ing forms that are also a progressive with a preposition after ("I am worrying about you",
// "I'm tiring of this", "relaxing with a book") or praise ("We are amazing at football").
const FEELING_ING =
  /^(?:interesting|boring|exciting|confusing|frightening|disappointing|embarrassing|surprising|terrifying|shocking|satisfying|exhausting|depressing|fascinating|thrilling)$/;
/**
 * -ing forms nobody says of themselves: wrong even at the end of the clause ("I am surprising."); not
 * those a speaker may mean ("I know, I'm exhausting", "I am boring").
 */
const WRONG_ALONE = /^(?:exciting|surprising|thrilling)$/;
/** Prepositions that follow the -ed form: "interested in", "bored with", "excited about" ("at" is praise's: "amazing at"). */
const AFTER_FEELING = /^(?:in|about|with|by|of)$/;
const DEGREE = /^(?:very|really|so|quite|too|extremely|a bit|not|always|never|also|still|really)$/;

/** The -ed form of a feeling's -ing form ("interesting" → interested, "worrying" → worried). */
function edForm(ing: string): string {
  const stem = ing.slice(0, -3);
  if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`;
  return /e$/.test(stem) ? `${stem}d` : `${stem}ed`;
}

const SPEAKER_BE: Record<string, true> = { am: true, are: true, was: true, were: true };

/**
 * "I am interesting in learning French" → "interested", "We were boring with the lecture" → "bored",
 * "I am so exciting about the trip" → "excited": a feeling's -ing form said of "I" or "we" before the
 * preposition the feeling takes (or, for feelings nobody ascribes to themselves, at the end of the
 * clause: "I am surprising."). Others may be interesting ("He is interesting in many ways") and "I
 * am boring" may be meant, so only "I" and "we" and only these positions.
 */
export const participleAdjectives: SentenceRule = {
  kind: 'sentence',
  id: 'participle-adjectives',
  category: 'grammar',
  description: 'A feeling\'s -ing form for the person who has it ("I am interesting in")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const word = tokens[i];
      if (!FEELING_ING.test(word.lower)) continue;
      let b = i - 1;
      while (b > 0 && DEGREE.test(tokens[b].lower)) b--;
      const be = tokens[b];
      const merged = /^(i|we)['’](?:m|re)$/i.test(be.text);
      const speaker =
        merged ||
        (SPEAKER_BE[be.lower] === true &&
          /^(?:i|we)$/.test(tokens[b - 1]?.lower ?? '') &&
          // "Am I boring?": a question asks, it does not say.
          tokens[b - 2]?.pos !== 'AUX');
      if (!speaker) continue;
      const next = tokens[i + 1];
      const endsClause = !next || next.pos === 'PUNCT' || /^(?:and|but|because)$/.test(next.lower);
      const beforePreposition = next !== undefined && AFTER_FEELING.test(next.lower);
      if (!beforePreposition && !(endsClause && WRONG_ALONE.test(word.lower))) continue;
      // "I was boring in class" may describe the speaker.
      if (word.lower === 'boring' && next?.lower === 'in') continue;
      const ed = edForm(word.lower);
      out.push({
        start: word.start,
        end: word.end,
        replacements: [ed],
        message: `"${word.lower}" describes what causes the feeling; the person who has it is "${ed}".`,
        errorType: 'R:ADJ:FORM',
        certain: true,
      });
    }
    return out;
  },
};
