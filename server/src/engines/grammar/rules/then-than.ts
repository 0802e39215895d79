import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const COMPARATIVES = new Set([
  'more',
  'less',
  'fewer',
  'better',
  'worse',
  'rather',
  'other',
  'larger',
  'smaller',
  'greater',
  'higher',
  'lower',
  'faster',
  'slower',
  'older',
  'younger',
  'bigger',
  'longer',
  'shorter',
  'earlier',
  'later',
  'easier',
  'harder',
  'further',
  'farther',
]);
// "and than", "since than": "then" (at that time, next) was meant.
const BEFORE_THEN = new Set([
  'and',
  'since',
  'until',
  'till',
  'by',
  'just',
  'back',
  'even',
  'now',
  'but',
  'so',
]);

/** "taller then" → "than"; "and than we left" → "then". */
export const thenThan: SentenceRule = {
  kind: 'sentence',
  id: 'then-than',
  category: 'word-choice',
  description: 'then (time) confused with than (comparison)',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i];
      const prev = tokens[i - 1];
      const rather = tokens.slice(Math.max(0, i - 4), i);
      // "would rather walk then wait": two base forms compared by "rather … than".
      const ratherVerbs =
        rather.some((x) => x.lower === 'rather') &&
        !rather.some((x) => x.pos === 'PUNCT' || x.pos === 'CCONJ') &&
        tokens[i + 1]?.pos === 'VERB' &&
        tokens[i + 1].lower === tokens[i + 1].lemma;
      // "fewer apples then me", "more staff then last year": a comparative quantifier and its noun
      // (up to three words of it) before "then" and a noun phrase.
      const quantified =
        i >= 2 &&
        [2, 3, 4].some((n) => {
          const q = tokens[i - n];
          const np = tokens.slice(i - n + 1, i);
          return (
            q !== undefined &&
            /^(?:more|less|fewer)$/.test(q.lower) &&
            np.length > 0 &&
            np.every((x) => x.pos === 'NOUN' || x.pos === 'ADJ') &&
            np.at(-1)?.pos === 'NOUN'
          );
        }) &&
        /^(?:PRON|DET|PROPN|NUM|NOUN|ADJ)$/.test(tokens[i + 1]?.pos ?? '') &&
        // "If the structure is one or more thin layers then it will…": the "then" of a condition.
        !tokens.slice(0, i).some((x) => /^(?:if|when|whenever|once|unless|since|because)$/.test(x.lower));
      const comparative =
        quantified ||
        COMPARATIVES.has(prev.lower) ||
        (prev.pos === 'ADJ' && /[^e]er$/.test(prev.lower) && prev.lemma !== prev.lower) ||
        (rather.some((x) => x.lower === 'rather') && !rather.some((x) => x.pos === 'PUNCT'));
      if (t.lower === 'then' && comparative && tokens[i + 1] && tokens[i + 1].pos !== 'PUNCT') {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase('than', t.text)],
          message: 'Use "than" in comparisons.',
          errorType: 'R:CONJ',
          // "rather" + verb … "then" + base form has no reading with "then" (a time "then" after "rather
          // stay home" would need a comma or "and"); the model, judging "home then go" by its few
          // words, prefers the error.
          certain: ratherVerbs,
        });
      } else if (
        t.lower === 'than' &&
        // "First we ate, than we left": after a comma, before a clause's subject pronoun (#14), when
        // nothing before it compares ("rather", "other", "different" do).
        (BEFORE_THEN.has(prev.lower) ||
          (prev.text === ',' &&
            /^(?:i|we|you|he|she|they|it)$/.test(tokens[i + 1]?.lower ?? '') &&
            !tokens
              .slice(0, i)
              .some((x) => /^(?:rather|other|else|different|differently)$/.test(x.lower)))) &&
        !COMPARATIVES.has(tokens[i - 2]?.lower ?? '') &&
        !tokens.slice(0, i).some((x) => COMPARATIVES.has(x.lower) || (x.pos === 'ADJ' && /er$/.test(x.lower)))
      ) {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase('then', t.text)],
          message: 'Use "then" for time or sequence.',
          errorType: 'R:ADV',
        });
      }
    }
    return out;
  },
};
