import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

// What "agree" becomes after each form of "be": "I am agree" → "I agree", "She is agree" → "She agrees".
const AGREE_AFTER: Record<string, string> = {
  am: 'agree',
  "'m": 'agree',
  '’m': 'agree',
  are: 'agree',
  "'re": 'agree',
  '’re': 'agree',
  is: 'agrees',
  "'s": 'agrees',
  '’s': 'agrees',
  was: 'agreed',
  were: 'agreed',
};

/**
 * "I am agree" → "I agree", "She is agree with" → "She agrees with": "agree" and "disagree" are verbs,
 * not adjectives, so a form of "be" before their base form is a learner's error with no standard
 * reading ("The terms are agreed" is the participle, which is left alone).
 */
export const beAgree: SentenceRule = {
  kind: 'sentence',
  id: 'be-agree',
  category: 'grammar',
  description: '"be" before "agree" ("I am agree")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const [be, verb] = [tokens[i - 1], tokens[i]];
      // The tagger keeps "I'm" as one token: the pronoun stays, the clitic goes.
      const merged = /^(\p{L}+)(['’](?:m|re|s))$/u.exec(be.text);
      if (merged && /^(?:i|you|he|she|it|we|they)$/i.test(merged[1]) && /^(?:dis)?agree$/.test(verb.lower)) {
        const form = AGREE_AFTER[merged[2].toLowerCase()];
        out.push({
          start: be.start,
          end: verb.end,
          replacements: [`${merged[1]} ${verb.lower.startsWith('dis') ? 'dis' : ''}${form}`],
          message: `"${verb.lower}" is a verb: write "${merged[1]} ${form}".`,
          errorType: 'U:VERB',
          certain: true,
        });
        continue;
      }
      const form = AGREE_AFTER[be.lower];
      if (!form || !/^(?:dis)?agree$/.test(verb.lower) || merged) continue;
      // "Let's agree": the clitic is "us".
      if (/^['’]s$/.test(be.lower) && tokens[i - 2]?.lower === 'let') continue;
      const prefix = verb.lower.startsWith('dis') ? 'dis' : '';
      // A contraction loses only its clitic, and the space comes back: "I'm agree" → "I agree".
      const clitic = /^['’]/.test(be.text);
      out.push({
        start: be.start,
        end: verb.end,
        replacements: [clitic ? ` ${prefix}${form}` : matchCase(prefix + form, be.text)],
        message: `"${verb.lower}" is a verb: write "${prefix + form}".`,
        errorType: 'U:VERB',
        certain: true,
      });
    }
    return out;
  },
};
