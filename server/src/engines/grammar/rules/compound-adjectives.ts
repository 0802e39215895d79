import type { RuleMatch, SentenceRule } from '../rule';

// Open compounds that take a hyphen before the noun they modify ("a well known author" → "well-known").
const COMPOUNDS = [
  'brand new',
  'well known',
  'well written',
  'well paid',
  'well educated',
  'well established',
  'well meaning',
  'long term',
  'short term',
  'long lasting',
  'long standing',
  'long distance',
  'full time',
  'part time',
  'high quality',
  'low quality',
  'high level',
  'low level',
  'high speed',
  'high risk',
  'low risk',
  'high end',
  'low cost',
  'first class',
  'second hand',
  'last minute',
  'one time',
  'one way',
  'two way',
  'real time',
  'open source',
  'up to date',
  'state of the art',
  'face to face',
  'day to day',
  'out of date',
  'year old',
  'old fashioned',
  'good looking',
  'hard working',
  'easy going',
  'far reaching',
  'time consuming',
  'never ending',
  'record breaking',
  'card carrying',
  'bug eyed',
  'blue eyed',
  'brick red',
  'middle aged',
  'so called',
  'would be',
  'all time',
  'world class',
  'ice cold',
  'life long',
  'mind blowing',
  'eye catching',
];
const PATTERN = new RegExp(`\\b(${COMPOUNDS.map((c) => c.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');

/** "a brand new car" → "brand-new": a compound adjective before its noun takes hyphens. */
export const compoundAdjectives: SentenceRule = {
  kind: 'sentence',
  id: 'compound-adjectives',
  category: 'punctuation',
  description: 'A compound adjective before a noun without its hyphens',
  check({ tokens, start, end }, text) {
    const out: RuleMatch[] = [];
    const sentence = text.slice(start, end);
    for (const m of sentence.matchAll(PATTERN)) {
      const at = start + (m.index ?? 0);
      const after = tokens.find((t) => t.start >= at + m[0].length);
      // Only before a noun ("the author is well known" keeps its spaces).
      if (!after || (after.pos !== 'NOUN' && after.pos !== 'PROPN' && after.pos !== 'ADJ')) continue;
      const before = tokens.filter((t) => t.end <= at).pop();
      // A compound opening with an auxiliary ("would be") is a verb phrase unless a determiner makes it
      // a modifier: "He would be happy" keeps its space, "a would-be actor" takes the hyphen.
      const first = tokens.find((t) => t.start >= at);
      if (first?.pos === 'AUX' && before?.pos !== 'DET') continue;
      if (before && !['DET', 'ADJ', 'ADP', 'NUM', 'PRON', 'VERB', 'AUX', 'CCONJ'].includes(before.pos))
        continue;
      out.push({
        start: at,
        end: at + m[0].length,
        replacements: [m[0].replace(/\s+/g, '-')],
        message: `Hyphenate "${m[0]}" before a noun.`,
        errorType: 'R:ORTH',
      });
    }
    return out;
  },
};
