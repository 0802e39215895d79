import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

/** Verbs whose object can be a language, named with no article: "learn English", "speaks French". */
const LANGUAGE_VERBS =
  /^(?:learn|learns|learned|learnt|learning|speak|speaks|spoke|speaking|study|studies|studied|studying|teach|teaches|taught|teaching|practice|practise|practiced|practised|practicing|practising|improve|improved|improving)$/;
const LANGUAGES = new Set(
  'English French Spanish German Italian Portuguese Russian Chinese Mandarin Cantonese Japanese Korean Arabic Hindi Urdu Dutch Greek Latin Polish Turkish Swedish Norwegian Danish Finnish Hebrew Vietnamese Thai Indonesian Swahili Czech Hungarian Romanian Ukrainian Persian Bengali'.split(
    ' ',
  ),
);

// Verbs that cannot take a people as their object: "learn/speak the French" is always the language.
const ONLY_LANGUAGE =
  /^(?:learn|learns|learned|learnt|learning|speak|speaks|spoke|speaking|practi[cs]e|practi[cs]ed|practi[cs]ing|improve|improved|improving)$/;

/**
 * "learn the English" → "learn English": a language is named without an article ("the English
 * language", "the English teacher" and "the English of the report" keep it: a noun or "of" follows). After "learn", "speak", "practise" and
 * "improve" the pattern is certain (the model, judging a deletion by a few words, prefers "learning the
 * Spanish" by 6 nats); after "study" and "teach" "the Japanese" can be the people, so the model judges.
 */
export const languageArticle: SentenceRule = {
  kind: 'sentence',
  id: 'language-article',
  category: 'grammar',
  description: '"the" before the name of a language',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const [verb, the, language, after] = [tokens[i - 1], tokens[i], tokens[i + 1], tokens[i + 2]];
      if (the.lower !== 'the' || !LANGUAGE_VERBS.test(verb.lower) || !LANGUAGES.has(language.text)) continue;
      // "the English teacher", "the English of the report": a noun or an "of" phrase makes it a thing.
      if (after && (after.pos === 'NOUN' || after.pos === 'PROPN' || after.lower === 'of')) continue;
      out.push({
        start: the.start,
        end: language.end,
        replacements: [matchCase(language.text, language.text)],
        message: `Name a language without "the": "${language.text}".`,
        errorType: 'U:DET',
        certain: ONLY_LANGUAGE.test(verb.lower),
      });
    }
    return out;
  },
};
