import { regularPast, thirdSingular } from '../inflect';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';

// Which form of the verb each form of "be" stands for: "I am agree" → "I agree", "She is agree" →
// "She agrees", "It was depend" → "It depended".
const FORM_AFTER: Record<string, 'base' | 'third' | 'past'> = {
  am: 'base',
  "'m": 'base',
  '’m': 'base',
  are: 'base',
  "'re": 'base',
  '’re': 'base',
  is: 'third',
  "'s": 'third',
  '’s': 'third',
  was: 'past',
  were: 'past',
};
/**
 * Verbs learners put after "be" as if they were adjectives ("I am agree", "It is depend on you", "This
 * book is belong to me"): verbs with no adjective use whose base form after "be" has no standard
 * reading. Only intransitive ones (and "agree"), so that no passive was meant ("It is believe that" wants
 * "believed", not "believes").
 */
const STATE_VERB = /^(?:(?:dis)?agree|depend|belong|consist|exist|seem)$/;

/**
 * The verb's form for a form of "be" ("is" + depend → depends); the -s form itself after "is" ("It's
 * depends on you" → "It depends", a blend of the two).
 */
function formAfter(be: string, verb: string): string | undefined {
  const form = FORM_AFTER[be];
  if (!form) return undefined;
  if (!STATE_VERB.test(verb)) {
    const base = verb.replace(/s$/, '');
    return form === 'third' && STATE_VERB.test(base) && thirdSingular(base) === verb ? verb : undefined;
  }
  return form === 'base' ? verb : form === 'third' ? thirdSingular(verb) : regularPast(verb);
}

/** "do" for a form of "be" opening a question: "Are you agree?" → "Do you agree?". */
const DO_FOR: Record<string, string> = { am: 'do', are: 'do', is: 'does', was: 'did', were: 'did' };
const SUBJECT_PRONOUN = /^(?:i|you|he|she|it|we|they)$/;

/**
 * "Are you agree?" → "Do you agree?", "Is it depend on the weather?" → "Does it depend": the question
 * of "I am agree" takes "do" as every lexical verb's does. Only a subject pronoun between.
 */
function questionWithBe(be: Token, subject: Token, verb: Token): RuleMatch | undefined {
  const auxiliary = DO_FOR[be.lower];
  if (!auxiliary || !SUBJECT_PRONOUN.test(subject.lower) || !STATE_VERB.test(verb.lower)) return undefined;
  return {
    start: be.start,
    end: verb.end,
    replacements: [`${matchCase(auxiliary, be.text)} ${subject.text} ${verb.lower}`],
    message: `"${verb.lower}" is a verb: ask with "${auxiliary}".`,
    errorType: 'R:OTHER',
    certain: true,
  };
}

/**
 * "I am agree" → "I agree", "She is agree with" → "She agrees with", "It is depend on you" → "It
 * depends on you": "agree", "depend", "belong", "consist", "exist" and "seem" are verbs, not adjectives,
 * so a form of "be" before their base form is a learner's error with no standard reading ("The terms
 * are agreed" is the participle, which is left alone).
 */
export const beAgree: SentenceRule = {
  kind: 'sentence',
  id: 'be-agree',
  category: 'grammar',
  description: '"be" before a verb such as "agree" or "depend" ("I am agree", "It is depend on")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 2; i < tokens.length; i++) {
      const question = questionWithBe(tokens[i - 2], tokens[i - 1], tokens[i]);
      if (question) out.push(question);
    }
    for (let i = 1; i < tokens.length; i++) {
      const [be, verb] = [tokens[i - 1], tokens[i]];
      // The tagger keeps "I'm" as one token: the pronoun stays, the clitic goes.
      const merged = /^(\p{L}+)(['’](?:m|re|s))$/u.exec(be.text);
      if (merged && /^(?:i|you|he|she|it|we|they)$/i.test(merged[1])) {
        const form = formAfter(merged[2].toLowerCase(), verb.lower);
        if (!form) continue;
        out.push({
          start: be.start,
          end: verb.end,
          replacements: [`${merged[1]} ${form}`],
          message: `"${verb.lower}" is a verb: write "${merged[1]} ${form}".`,
          errorType: 'U:VERB',
          certain: true,
        });
        continue;
      }
      if (merged) continue;
      const form = formAfter(be.lower, verb.lower);
      if (!form) continue;
      // "Let's agree": the clitic is "us".
      if (/^['’]s$/.test(be.lower) && tokens[i - 2]?.lower === 'let') continue;
      // "John's depend…" would be a possessive; after a clitic only a pronoun subject is read.
      if (/^['’]/.test(be.text) && tokens[i - 2]?.pos !== 'PRON') continue;
      // A contraction loses only its clitic, and the space comes back: "I'm agree" → "I agree".
      const clitic = /^['’]/.test(be.text);
      out.push({
        start: be.start,
        end: verb.end,
        replacements: [clitic ? ` ${form}` : matchCase(form, be.text)],
        message: `"${verb.lower}" is a verb: write "${form}".`,
        errorType: 'U:VERB',
        certain: true,
      });
    }
    return out;
  },
};
