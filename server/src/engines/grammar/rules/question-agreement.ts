import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const FOR_PLURAL: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};
const FOR_SINGULAR: Record<string, string> = {
  are: 'is',
  have: 'has',
  do: 'does',
  "aren't": "isn't",
  "haven't": "hasn't",
  "don't": "doesn't",
};
const FOR_I: Record<string, string> = { is: 'am', are: 'am', has: 'have', does: 'do', was: 'was' };

/** "Is you crazy?", "What has you done?", "Does they know?": the auxiliary of a question agrees with the pronoun after it. */
export const questionAgreement: SentenceRule = {
  kind: 'sentence',
  id: 'question-agreement',
  category: 'grammar',
  description: 'The auxiliary of a question does not agree with its subject',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    const last = tokens[tokens.length - 1];
    if (last?.text !== '?') return out;
    for (let i = 0; i < tokens.length - 1; i++) {
      const aux = tokens[i];
      const subject = tokens[i + 1].lower;
      // The auxiliary opens the question (first word, or after a wh-word).
      const opens = i === 0 || (i === 1 && /^(what|where|when|why|how|who|which)$/.test(tokens[0].lower));
      if (!opens || aux.pos !== 'AUX') continue;
      let form: string | undefined;
      if (subject === 'i') form = FOR_I[aux.lower] === aux.lower ? undefined : FOR_I[aux.lower];
      else if (['you', 'we', 'they'].includes(subject)) form = FOR_PLURAL[aux.lower];
      else if (['he', 'she', 'it'].includes(subject)) form = FOR_SINGULAR[aux.lower];
      if (form)
        out.push({
          start: aux.start,
          end: aux.end,
          replacements: [matchCase(form, aux.text)],
          message: `Use "${form}" with "${tokens[i + 1].text}".`,
          errorType: 'R:VERB:SVA',
        });
    }
    return out;
  },
};
