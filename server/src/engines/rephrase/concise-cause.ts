/**
 * Shorten for "A, so B": the consequence B is what the reader must know or do (shorten never cuts
 * it), and the cause A only says why. When the sentence is over its budget, the cause keeps its core
 * (its subject, verb and object, with its times, figures and deadlines) and loses the phrases and the
 * relative clause of its subject that the full sentence kept ("Several of the engineers [who usually
 * work on the night shift] are on holiday this week, so the maintenance … has been moved to next
 * Tuesday", "The printer [in the main office] keeps jamming, so …"); then the whole sentence gets the
 * usual hard pass.
 */
import { compress } from './concise-compress';
import { reword } from './concise-trim';
import { tidy } from './lexicon';

/** The comma and connective that open a consequence. */
const CONSEQUENCE =
  /,\s+(?:so(?! that\b| far\b| much\b| many\b)|as a result|which means(?: that)?|meaning that)\s/i;

/**
 * Words of the consequence that point back at a phrase of the cause ("come into force in May, so …
 * before then", "… at the Leeds site, so please park there"): the cause then keeps its phrases.
 */
const POINTS_BACK =
  /\b(?:then|there|that (?:date|day|time|week|month|place|site|room)|this (?:date|day|week|month)|the same (?:day|week|time))\b/i;

/** The sentence with its cause compressed to its core, or undefined when it has no ", so" consequence. */
export function causeCompressed(sentence: string, budget: number): string | undefined {
  const m = CONSEQUENCE.exec(sentence);
  // A cause of a few words has nothing to lose.
  if (!m || m.index < 20) return undefined;
  const cause = sentence.slice(0, m.index);
  const effect = sentence.slice(m.index);
  // Compressed alone, the cause would not see the "then" that points back at it.
  if (POINTS_BACK.test(effect)) return undefined;
  const room = Math.max(budget - effect.length, cause.length * 0.4);
  const core = compress(cause, room, true, 'cause');
  if (core === cause) return undefined;
  return tidy(reword(compress(core + effect, budget, true)));
}
