import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import { SINGULAR_S } from '../subject';
import { isPluralNoun, isSingularNoun, type Token } from '../tagger';

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

const SINGULAR_DETERMINERS = new Set(['a', 'an', 'this', 'that', 'each', 'every', 'another']);
const DETERMINERS = new Set(['the', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'these', 'those']);

/**
 * The number of the noun phrase starting at `k` when it is a question's subject beyond doubt: a
 * determiner, adjectives and nouns, then the verb, an adjective, an adverb or the question mark
 * ("Where is my glasses?", "Does your parents know?", "Are a car required?"). Plural when its head noun
 * has a plural ending (or is "children", "people", …) and its determiner allows it; singular only after
 * a determiner that makes it so ("Are this seat free?"); otherwise undefined.
 */
function nounPhraseNumber(tokens: readonly Token[], k: number): { plural: boolean; head: Token } | undefined {
  const determiner = tokens[k]?.lower ?? '';
  if (!SINGULAR_DETERMINERS.has(determiner) && !DETERMINERS.has(determiner)) return undefined;
  let j = k + 1;
  while (tokens[j]?.pos === 'ADJ') j++;
  const first = j;
  while (tokens[j]?.pos === 'NOUN') j++;
  if (j === first) return undefined;
  const after = tokens[j];
  if (!after || !(after.text === '?' || ['VERB', 'ADJ', 'ADV', 'ADP', 'PART'].includes(after.pos)))
    return undefined;
  if (after.pos === 'PART' && after.lower !== 'not') return undefined;
  const head = tokens[j - 1];
  // "data" and "criteria" are singular as often as plural in current use.
  if (SINGULAR_S.has(head.lower) || head.lower === 'data' || head.lower === 'criteria') return undefined;
  if (SINGULAR_DETERMINERS.has(determiner))
    // "Are a lot of people coming?": a quantity noun before "of" gives no number.
    return isSingularNoun(head) && after.pos !== 'ADP' ? { plural: false, head } : undefined;
  return isPluralNoun(head) ? { plural: true, head } : undefined;
}

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
      let who = tokens[i + 1].text;
      const phrase = nounPhraseNumber(tokens, i + 1);
      if (subject === 'i') form = FOR_I[aux.lower] === aux.lower ? undefined : FOR_I[aux.lower];
      else if (['you', 'we', 'they'].includes(subject)) form = FOR_PLURAL[aux.lower];
      else if (['he', 'she', 'it'].includes(subject)) form = FOR_SINGULAR[aux.lower];
      else if (phrase) {
        form = phrase.plural ? FOR_PLURAL[aux.lower] : FOR_SINGULAR[aux.lower];
        who = phrase.head.text;
      }
      if (form)
        out.push({
          start: aux.start,
          end: aux.end,
          replacements: [matchCase(form, aux.text)],
          message: `Use "${form}" with "${who}".`,
          errorType: 'R:VERB:SVA',
          // The word model, seeing the auxiliary at the question's start far from the noun, prefers
          // the error ("Where is my glasses?" by ~4 nats); the pattern itself is closed.
          certain: phrase !== undefined && !['i', 'you', 'we', 'they', 'he', 'she', 'it'].includes(subject),
        });
    }
    return out;
  },
};
