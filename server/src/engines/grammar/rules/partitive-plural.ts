import { corpusLogProb } from '../corpus';
import { otherNumber, pluralOf } from '../noun-number';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import { listedUncountable } from '../uncountable-plural';
import { VERB_NATS, verbness } from './subject-verb-agreement';

/**
 * Smallest plural-to-singular frequency ratio of a noun counted here: countable nouns are at 0.03 or
 * more ("breads" 0.03, "hairs" 0.06), uncountable ones below 0.01 ("advices" 0.004; uncountable-plural.ts).
 */
const COUNTABLE_RATIO = 0.03;

/** Whether the corpus uses the noun's plural often enough for the noun to be countable. */
function countable(singular: string, plural: string): boolean {
  if (listedUncountable().has(singular)) return false;
  const [one, many] = [corpusLogProb([], singular), corpusLogProb([], plural)];
  return one !== undefined && many !== undefined && many - one >= Math.log(COUNTABLE_RATIO);
}

/** Words that pick one out of several: "one of my friends", "each of the students". */
const PICKS_ONE = /^(?:one|each|either|neither)$/;
const DETERMINER = /^(?:the|my|your|his|her|its|our|their)$/;
/**
 * Nouns naming a group, after which "one of the team" means a member (British usage), and nouns the
 * tagger reads as nouns that are really a partitive's own words ("each of the following").
 */
const GROUP =
  /^(?:team|family|staff|crew|group|class|band|audience|committee|public|police|couple|pair|crowd|gang|party|set|lot|rest|world|following|above|latter|former|two|three|kind)$/;

/**
 * "One of my friend lives there" → "friends", "Each of the student has a book" → "students", "She is one
 * of the best singer" → "singers": "one of", "each of", "either of" and "neither of" before a
 * determiner pick one out of several, so the noun is plural (Swan, Practical English Usage, "one of";
 * Cambridge, Common Mistakes, "one of + plural"). Harper fixes "one of the" + noun; this rule adds the
 * possessives, "each", "either", "neither", and a noun before an -s verb the tagger read as a noun
 * ("friend lives"). A group noun ("one of the team") stays: it names the group's member; and so does an
 * uncountable noun ("one of the best advice" wants "pieces of advice"), listed or rare in the plural.
 */
export const partitivePlural: SentenceRule = {
  kind: 'sentence',
  id: 'partitive-plural',
  category: 'grammar',
  description: 'A singular noun after "one of my", "each of the" ("one of my friend")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i + 3 < tokens.length; i++) {
      if (!PICKS_ONE.test(tokens[i].lower) || tokens[i + 1].lower !== 'of') continue;
      if (!DETERMINER.test(tokens[i + 2].lower)) continue;
      // "one of the dogs" is right; "one" after a number is a compound numeral ("twenty-one of the").
      let n = i + 3;
      while (n < tokens.length && (tokens[n].pos === 'ADJ' || tokens[n].pos === 'ADV') && n < i + 6) n++;
      const noun = tokens[n];
      if (noun?.pos !== 'NOUN' || GROUP.test(noun.lower) || /ing$/.test(noun.lower)) continue;
      const plural = otherNumber(noun);
      // Singular only: a regular plural's lemma is its singular.
      // ("people" is a plural whose other number is "person").
      if (!plural || plural !== pluralOf(noun.lower) || noun.lemma !== noun.lower || /s$/.test(noun.lower))
        continue;
      const next = tokens[n + 1];
      // "one of the break-ins", "climate-friendly": a hyphenated compound goes on after the noun.
      if (next && next.start === noun.end && /^[-‐–]$/.test(next.text)) continue;
      const endsPhrase =
        !next ||
        /^(?:VERB|AUX|PUNCT|ADP|PRON|SCONJ|CCONJ|PART|ADV)$/.test(next.pos) ||
        // "friend lives": an -s verb the tagger read as a noun.
        (next.pos === 'NOUN' && /[^s]s$/.test(next.lower) && (verbness(next.lower) ?? -1) > VERB_NATS);
      if (!endsPhrase || !countable(noun.lower, plural)) continue;
      out.push({
        start: noun.start,
        end: noun.end,
        replacements: [matchCase(plural, noun.text)],
        message: `"${tokens[i].lower} of ${tokens[i + 2].lower} …" picks one of several: "${plural}".`,
        errorType: 'R:NOUN:NUM',
        certain: true,
      });
    }
    return out;
  },
};
