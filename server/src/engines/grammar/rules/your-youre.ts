import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

// After "your" these words show that "you're" (you are) was meant.
const AFTER_YOURE = new Set([
  'a',
  'an',
  'the',
  'not',
  'going',
  'welcome',
  'right',
  'wrong',
  'being',
  'doing',
  'getting',
  'making',
  'looking',
  'trying',
  'coming',
  'so',
  'too',
  'very',
  'really',
  'always',
  'never',
  'just',
  'still',
  'sure',
  'gonna',
  'able',
  'done',
  'here',
  'there',
  'late',
  'kidding',
  'joking',
  'invited',
  'probably',
]);

/** "your the best" → "you're"; "you're car is" → "your". */

/** The edit that writes "you're" for a "your" meaning "you are". */
function toYoure(t: { start: number; end: number; text: string }): RuleMatch {
  return {
    start: t.start,
    end: t.end,
    replacements: [matchCase("you're", t.text)],
    message: 'Did you mean "you\'re" (you are)?',
    errorType: 'R:CONTR',
  };
}

export const yourYoure: SentenceRule = {
  kind: 'sentence',
  id: 'your-youre',
  category: 'word-choice',
  description: 'your (belonging to you) confused with you’re (you are)',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const t = tokens[i];
      const next = tokens[i + 1];
      if (t.lower === 'your' && AFTER_YOURE.has(next.lower)) {
        // "your very own", "your right hand", "your so-called": a noun follows the adjective.
        const after = tokens[i + 2];
        if (
          (next.lower === 'very' && after?.lower === 'own') ||
          (next.lower === 'right' && after?.pos === 'NOUN')
        )
          continue;
        if (next.lower === 'welcome' && after?.pos === 'NOUN') continue;
        out.push(toYoure(t));
      }
      // "If your tired, go to bed": "your" before an adjective that ends the phrase, which no noun
      // follows; the model judges ("Do your best.", "on your own" are left out).
      if (
        t.lower === 'your' &&
        next.pos === 'ADJ' &&
        !OWN_ADJECTIVES.test(next.lower) &&
        !AFTER_YOURE.has(next.lower) &&
        (!tokens[i + 2] || tokens[i + 2].pos === 'PUNCT')
      )
        out.push(toYoure(t));
      // "you're car is red": you + 're tokens (or one "You're" token), then a noun that is the subject
      // of a verb.
      const contracted = /^you['’]re$/.test(t.lower);
      if (
        contracted ||
        (t.lower === 'you' && (next.lower === "'re" || next.lower === '’re') && next.start === t.end)
      ) {
        const noun = tokens[contracted ? i + 1 : i + 2];
        const verb = tokens[contracted ? i + 2 : i + 3];
        if (
          // (the tagger may call the noun a verb after "'re": "You're phone is ringing")
          (noun?.pos === 'NOUN' ||
            (noun?.pos === 'VERB' && noun.lower === noun.lemma && verb?.pos === 'AUX')) &&
          (verb?.pos === 'AUX' || (verb?.pos === 'VERB' && /s$/.test(verb.lower)))
        ) {
          out.push({
            start: t.start,
            end: contracted ? t.end : next.end,
            replacements: [matchCase('your', t.text)],
            message: 'Did you mean "your" (belonging to you)?',
            errorType: 'R:CONTR',
            // "you are phone is" has no reading; the model, which under-rates contractions, judged
            // "you're car is outside" the likelier (#14).
            certain: verb?.pos === 'AUX' && /^(?:is|was|has)$/.test(verb.lower),
          });
        }
      }
      // "Thank you for you help", "We rely on you support": "you" between a preposition and a bare
      // noun (the tagger often reads it as a verb) where "your" was meant; the model judges ("depends on
      // you know what" keeps its "you").
      const prev = tokens[i - 1];
      const after = tokens[i + 2];
      if (
        t.lower === 'you' &&
        prev?.pos === 'ADP' &&
        !/^(?:than|as|like)$/.test(prev.lower) &&
        (next.pos === 'NOUN' || next.pos === 'VERB') &&
        next.text === next.lower &&
        next.lemma === next.lower &&
        !NOT_POSSESSED.test(next.lower) &&
        (!after || after.pos === 'PUNCT' || after.pos === 'CCONJ' || after.pos === 'ADP')
      ) {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase('your', t.text)],
          message: 'Did you mean "your" (belonging to you)?',
          errorType: 'R:PRON',
        });
      }
    }
    return out;
  },
};

/** Adjectives that stand for a noun after "your" ("Do your best.", "on your own", "your usual"). */
const OWN_ADJECTIVES =
  /^(?:own|best|worst|usual|favourite|favorite|only|next|last|first|latest|old|new|dear|fault)$/;

/** Words after "you" that are no possession of it: times ("to you tomorrow") and "you guys", "you all". */
const NOT_POSSESSED =
  /^(?:tomorrow|today|tonight|yesterday|now|then|later|soon|again|too|also|guys|folks|people|lot|all|both|two|three|here|there)$/;
