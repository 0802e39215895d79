import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

/** Adverbs without -ly that "enough" follows ("fast enough", "early enough"). */
const PLAIN_ADVERBS = /^(?:fast|well|early|late|soon|hard|high|far|close|long|often)$/;

/** Adjectives that follow a pronoun "enough" ("There is enough available", "enough left for us"). */
const POSTPOSITIVE =
  /^(?:available|left|remaining|possible|necessary|needed|required|spare|extra|present|involved)$/;

/** What may follow the adjective when "enough" modified it: the end of its phrase. */
const PHRASE_END = /^(?:PUNCT|ADP|PART|CCONJ|SCONJ)$/;

/**
 * "The room is not enough big" → "big enough", "He didn't run enough fast" → "fast enough": "enough"
 * comes after the adjective or adverb it modifies and before a noun (Swan, Practical English Usage,
 * "enough"; Cambridge, Common Mistakes, "enough"). Only an adjective or adverb that ends its phrase
 * (the sentence, a comma, "for", "to", "that", "and"): before a noun "enough" belongs to the noun ("enough
 * good food", "enough old clothes"), which is right. Certain: "enough big" has no standard reading there.
 */
export const enoughOrder: SentenceRule = {
  kind: 'sentence',
  id: 'enough-order',
  category: 'grammar',
  description: '"enough" before the adjective it modifies ("enough big")',
  check({ tokens }, text) {
    const out: RuleMatch[] = [];
    tokens.forEach((t, i) => {
      const word = tokens[i + 1];
      if (t.lower !== 'enough' || !word || word.text !== word.lower || POSTPOSITIVE.test(word.lower)) return;
      const modifiable =
        word.pos === 'ADJ' ||
        (word.pos === 'ADV' && (/^\p{Ll}{3,}ly$/u.test(word.lower) || PLAIN_ADVERBS.test(word.lower)));
      const next = tokens[i + 2];
      if (!modifiable || (next && !PHRASE_END.test(next.pos))) return;
      // "good enough" already in order ("not good enough"), or a second "enough" nearby: leave it.
      if (tokens[i - 1]?.pos === 'ADJ') return;
      out.push({
        start: t.start,
        end: word.end,
        replacements: [`${matchCase(word.text, t.text)}${text.slice(t.end, word.start)}enough`],
        message: `"enough" follows the word it modifies: "${word.text} enough".`,
        errorType: 'R:WO',
        certain: true,
      });
    });
    return out;
  },
};
