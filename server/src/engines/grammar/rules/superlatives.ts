import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

/** "an oldest city" → "the oldest city": a superlative takes "the". */
export const superlatives: SentenceRule = {
  kind: 'sentence',
  id: 'superlatives',
  category: 'grammar',
  description: 'An indefinite article before a superlative',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const article = tokens[i];
      const adjective = tokens[i + 1];
      if (article.lower !== 'a' && article.lower !== 'an') continue;
      // "-est" forms whose base the tagger knows (oldest → old), not words like "honest" or "interest".
      if (adjective.pos !== 'ADJ' || !/est$/.test(adjective.lower) || adjective.lemma === adjective.lower)
        continue;
      out.push({
        start: article.start,
        end: article.end,
        replacements: [matchCase('the', article.text)],
        message: `Use "the" with the superlative "${adjective.text}".`,
        errorType: 'R:DET:ART',
      });
    }
    return out;
  },
};
