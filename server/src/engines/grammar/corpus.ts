/**
 * What the server's language model says of a word in context, for rules that ask the corpus a
 * question rather than list answers (how a word is spelt, whether two words form a fixed phrase).
 * Undefined when the model cannot be loaded: a rule then falls back on its own spelling rules or
 * leaves the case to the evidence gate.
 */
import { UNK_ID } from '@margin/shared/lm/model';
import { languageModel } from '../lm';

/** Natural log-probability of `word` after `context`; undefined when the model is missing or `word` is unknown. */
export function corpusLogProb(context: readonly string[], word: string): number | undefined {
  try {
    const lm = languageModel();
    return lm.id(word) === UNK_ID ? undefined : lm.logProb(context, word);
  } catch {
    return undefined;
  }
}

/**
 * How much likelier the corpus makes `second` after "`first` and" than alone, in nats: a fixed pair
 * ("salt and pepper", "Romeo and Juliet", "Marks and Spencer": 9–12) names one thing, two people
 * joined for the occasion ("Tom and Anna": under 1) do not. Undefined without the model or either word.
 */
export function pairCohesion(first: string, second: string): number | undefined {
  const alone = corpusLogProb([], second);
  const after = corpusLogProb([first, 'and'], second);
  return alone === undefined || after === undefined || corpusLogProb([], first) === undefined
    ? undefined
    : after - alone;
}
