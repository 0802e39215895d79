import { hasSense } from '../../rephrase/thesaurus';
import type { RuleMatch, SentenceRule } from '../rule';

/** Irregular comparatives and superlatives, which never take "more" or "most". */
const IRREGULAR = /^(?:better|best|worse|worst)$/;

/**
 * Whether `word` is the -er (or, for "most", -est) form of an adjective WordNet knows ("smarter" of
 * "smart", "bigger" of "big", "happier" of "happy", "nicer" of "nice"): the tagger's lemma often keeps
 * the inflected form. "clever", "eager" and "honest" have no such base.
 */
function inflectedFrom(word: string, superlative: boolean): boolean {
  const m = (superlative ? /^(.+?)(i?)est$/ : /^(.+?)(i?)er$/).exec(word);
  if (!m) return false;
  const [, stem, i] = m;
  const bases = i ? [`${stem}y`] : [stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : ''];
  return bases.some((b) => b.length > 2 && hasSense(b, 'adj'));
}

/**
 * "more smarter than" → "smarter than", "the most easiest way" → "the easiest way": a comparative or
 * superlative ending in -er / -est (or "better", "worst") takes no "more" or "most" as well. Certain:
 * a grammar reference's error everywhere, and the word model, seldom having seen the inflected form,
 * does not always support the fix. Not where "more" counts the noun after it ("more younger voters
 * came" is more of them); "the most" before a noun is the double superlative.
 */
export const doubleComparatives: SentenceRule = {
  kind: 'sentence',
  id: 'double-comparatives',
  category: 'grammar',
  description: '"more" or "most" before an adjective already inflected',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const [degree, adjective, next] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      const most = degree.lower === 'most';
      if (degree.lower !== 'more' && !most) continue;
      const inflected =
        adjective.pos === 'ADJ' && (IRREGULAR.test(adjective.lower) || inflectedFrom(adjective.lower, most));
      // "more better-paid jobs": the adjective is the first half of a compound.
      if (!inflected || (next?.text === '-' && next.start === adjective.end)) continue;
      const beforeNoun = next?.pos === 'NOUN';
      if (beforeNoun && !(most && tokens[i - 1]?.lower === 'the')) continue;
      out.push({
        start: degree.start,
        end: adjective.start,
        replacements: [''],
        message: `"${adjective.text}" is already ${most ? 'a superlative' : 'a comparative'}: drop "${degree.text}".`,
        errorType: 'U:ADV',
        certain: true,
      });
    }
    return out;
  },
};
