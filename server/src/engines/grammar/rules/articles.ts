import type { RuleMatch, SentenceRule } from '../rule';
import { isPluralNoun } from '../tagger';

// Plural nouns that "a"/"an" may precede ("a means to an end", "a series of").
const SINGULAR_USE = new Set([
  'means',
  'series',
  'species',
  'news',
  'lens',
  'bus',
  'gas',
  'kudos',
  'crossroads',
  'headquarters',
]);

const TIME_WORDS = new Set(['yesterday', 'today', 'tomorrow', 'tonight', 'now', 'again']);

/** "a books" → "books": an indefinite article before a plural noun. */
export const articles: SentenceRule = {
  kind: 'sentence',
  id: 'articles',
  category: 'grammar',
  description: 'An indefinite article before a plural noun',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const t = tokens[i];
      const noun = tokens[i + 1];
      const after = tokens[i + 2];
      if (
        (t.lower === 'a' || t.lower === 'an') &&
        isPluralNoun(noun) &&
        !SINGULAR_USE.has(noun.lower) &&
        /s$/.test(noun.lower)
      ) {
        // "a sports car", "a news story": the plural is a modifier of the noun after it.
        if (after && (after.pos === 'NOUN' || after.pos === 'PROPN') && !TIME_WORDS.has(after.lower))
          continue;
        out.push({
          start: t.start,
          end: noun.start,
          replacements: [''],
          message: `"${noun.text}" is plural: drop "${t.text}".`,
          errorType: 'U:DET:ART',
        });
      }
    }
    return out;
  },
};
