import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

// After "its", these show that "it's" (it is / it has) was meant.
const AFTER_ITS = new Set([
  'a',
  'an',
  'the',
  'not',
  'been',
  'going',
  'getting',
  'becoming',
  'very',
  'so',
  'too',
  'really',
  'time',
  'true',
  'important',
  'possible',
  'hard',
  'easy',
  'nice',
  'fine',
  'okay',
  'ok',
  'over',
  'just',
  'about',
  'all',
  'always',
  'never',
  'raining',
  'snowing',
  'cold',
  'hot',
  'late',
  'early',
  'clear',
  'likely',
  'obvious',
  'impossible',
  'difficult',
  'necessary',
  'better',
  'worse',
  'great',
  'good',
  'bad',
]);

/** "its a nice day" → "it's"; "it's tail is long" → "its". */
export const itsIts: SentenceRule = {
  kind: 'sentence',
  id: 'its-its',
  category: 'word-choice',
  description: 'its (belonging to it) confused with it’s (it is)',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const t = tokens[i];
      const next = tokens[i + 1];
      const after = tokens[i + 2];
      if (t.lower === 'its' && AFTER_ITS.has(next.lower)) {
        // "its own", "its very existence", "its time zone": a noun after the word means possession.
        if (
          (next.pos === 'ADJ' || next.pos === 'ADV' || next.lower === 'time') &&
          after &&
          (after.pos === 'NOUN' || after.lower === 'own')
        )
          continue;
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase("it's", t.text)],
          message: 'Did you mean "it\'s" (it is)?',
          errorType: 'R:CONTR',
        });
      } else if (
        t.lower === 'its' &&
        (next.lower === 'where' ||
          next.lower === 'gonna' ||
          (next.pos === 'VERB' &&
            /ing$/.test(next.lower) &&
            after &&
            ['DET', 'PRON', 'ADP'].includes(after.pos)))
      ) {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase("it's", t.text)],
          message: 'Did you mean "it\'s" (it is)?',
          errorType: 'R:CONTR',
        });
      } else if (
        t.lower === 'it' &&
        (next.lower === "'s" || next.lower === '’s') &&
        next.start === t.end &&
        after
      ) {
        const verb = tokens[i + 3];
        const prev = tokens[i - 1];
        // "by it's cover", "all it's footnotes", "are it's benefits": after a preposition or "all" only the possessive fits.
        const afterPreposition =
          prev !== undefined &&
          (prev.pos === 'ADP' || prev.lower === 'all' || prev.lower === 'are') &&
          !['like', 'because', 'if', 'as', 'that'].includes(prev.lower) &&
          ['NOUN', 'ADJ', 'NUM'].concat(/ing$/.test(after.lower) ? [] : ['VERB']).includes(after.pos);
        const possessed =
          afterPreposition ||
          after.lower === 'own' ||
          ((after.pos === 'NOUN' || (after.pos === 'VERB' && after.lemma === after.lower)) &&
            verb &&
            ['is', 'was', 'has', 'are', 'were', 'had'].includes(verb.lower));
        if (possessed)
          out.push({
            start: t.start,
            end: next.end,
            replacements: [matchCase('its', t.text)],
            message: 'Did you mean "its" (belonging to it)?',
            errorType: 'R:CONTR',
          });
      }
    }
    return out;
  },
};
