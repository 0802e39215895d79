import type { RuleMatch, SentenceRule } from '../rule';
import type { Token } from '../tagger';

/** Comparative forms: "as" before them is not the equal comparison ("as good as" is, "as better than" is not). */
function isComparative(t: Token): boolean {
  return (
    /^(?:more|less|better|worse|further|farther)$/.test(t.lower) ||
    (/er$/.test(t.lower) && t.lemma !== t.lower)
  );
}

/**
 * "He is as tall than his brother" → "as tall as", "My phone is the same than yours" (or "the same like
 * yours") → "the same as":
 * an equal comparison ends in "as", not "than" (Swan, Practical English Usage, "as … as", "the same
 * as"; Cambridge, Common Mistakes, "same"). "as" must open the comparison with an adjective or adverb
 * that is not itself a comparative (and at most "many" / "much" and a noun between), and "the same" may
 * have a noun between ("the same age than me").
 */
export const asThan: SentenceRule = {
  kind: 'sentence',
  id: 'as-than',
  category: 'grammar',
  description: '"than" closing an equal comparison ("as tall than", "the same than", "the same like")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 2; i < tokens.length; i++) {
      const than = tokens[i];
      if (than.lower !== 'than' && than.lower !== 'like') continue;
      let k = i - 1;
      // "the same age than", "as many people than": a noun or two between.
      let nouns = 0;
      while (k > 0 && tokens[k].pos === 'NOUN' && nouns < 2) {
        k--;
        nouns++;
      }
      const head = tokens[k];
      const before = tokens[k - 1];
      const same = head.lower === 'same' && before?.lower === 'the';
      const equal =
        before?.lower === 'as' &&
        (head.pos === 'ADJ' || head.pos === 'ADV' || /^(?:many|much|few|little)$/.test(head.lower)) &&
        !isComparative(head) &&
        // "such as" and "as well as" are not the comparison's first "as"; nor "as … as" already closed.
        tokens[k - 2]?.lower !== 'such' &&
        (nouns === 0 || /^(?:many|much|few|little)$/.test(head.lower));
      // "like" only after "the same" ("My phone is the same like yours"); "as tall like" is no learner's form.
      if (!same && (!equal || than.lower === 'like')) continue;
      out.push({
        start: than.start,
        end: than.end,
        replacements: ['as'],
        message: same
          ? `"the same" is followed by "as", not "${than.lower}".`
          : 'An equal comparison ends in "as": "as … as", not "as … than".',
        errorType: 'R:PREP',
        certain: true,
      });
    }
    return out;
  },
};
