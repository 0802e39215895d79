import { corpusLogProb } from '../corpus';
import type { RuleMatch, SentenceRule } from '../rule';

/**
 * How much likelier the corpus makes the capitalised form than the lower-case one, in nats, for the
 * lower-case one to be an error: "English" 8.3, "German" 7, "Christmas" 6.6 (and "Monday", "London",
 * "Spanish" never lower-case at all) against words that are also common nouns, verbs or adjectives:
 * "august" 4.5, "china" 3.7, "polish" 3.4, "jack" 2.9, "march" 2.4, "frank" 2.0.
 */
const CAPITAL_NATS = 6;
/** Smallest unigram log-probability of the capitalised form: a name the corpus uses often (~1,000 times). */
const COMMON_NAME_LOGP = -12;

/** The capitalised form of a lower-case word when the corpus writes it capitalised, never lower-case. */
export function capitalisedName(word: string): string | undefined {
  if (!/^\p{Ll}{3,}$/u.test(word)) return undefined;
  const name = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  const capital = corpusLogProb([], name);
  if (capital === undefined || capital < COMMON_NAME_LOGP) return undefined;
  const lower = corpusLogProb([], word);
  return lower === undefined || capital - lower >= CAPITAL_NATS ? name : undefined;
}

/**
 * "on monday" → Monday, "in london" → London, "english food" → English: days, months, places,
 * languages and nationalities take a capital. Which words do is not listed but asked of the language
 * model's corpus, which writes them capitalised and (nearly) never lower-case; a word that is also a
 * common noun, verb or adjective ("march", "china", "polish", "frank") is written lower-case often
 * enough to be left alone. Not inside addresses, handles, hashtags or file names.
 */
export const properNounCapitals: SentenceRule = {
  kind: 'sentence',
  id: 'proper-noun-capitals',
  category: 'capitalization',
  description: 'A name, day, month or language written in lower case',
  check({ tokens }, text) {
    const out: RuleMatch[] = [];
    for (const t of tokens) {
      if (t.type !== 'word' || t.text !== t.lower) continue;
      // "john@example.com", "#london", "paris.jpg", "new-york": part of an address, tag or file name.
      const [before, after] = [text.charAt(t.start - 1), text.slice(t.end, t.end + 2)];
      if (/[@#/._\\-]/.test(before) || /^(?:[@/_\\-]|\.[\p{L}\p{N}])/u.test(after)) continue;
      const name = capitalisedName(t.text);
      if (!name) continue;
      out.push({
        start: t.start,
        end: t.end,
        replacements: [name],
        message: `"${name}" is a name: write it with a capital.`,
        errorType: 'R:ORTH',
      });
    }
    return out;
  },
};
