/**
 * An object written after an adverbial ("We will discuss in detail the new pricing model", "The team
 * reviewed carefully every single invoice"): English puts a long object last for end-weight (Quirk et
 * al. § 18.36-18.39, postponed object), which hides it from the passive rules, which look for the object
 * right after the verb. The clause is read in the canonical order (verb, object, adverbial) and made
 * passive from that, so the object is its subject again ("The new pricing model will be discussed in
 * detail by us").
 */
import type { Tok } from './nlp';
import { isTimeAdverbial } from './voice-object';
import { isClass, PARTICLES, phraseFrom, TIME } from './voice-phrase';

/** A bare noun after a preposition that makes a manner adverbial ("in detail", "at length", "by hand"). */
const MANNER_PHRASE =
  /^(?:detail|full|length|advance|person|hand|writing|principle|total|bulk|turn|time|depth)$/;
/** Determiners of a time phrase ("next week", "last Friday", "this morning"). */
const TIME_DETERMINER = /^(?:next|last|this|every)$/;

/** The end of an adverbial starting at `k` between a verb and its object, or `k` when there is none. */
function adverbialEnd(toks: Tok[], k: number): number {
  const t = toks[k];
  if (!t) return k;
  if (t.pos === 'ADV' && !PARTICLES.has(t.norm) && !/^(?:not|n't|also|only|even|just)$/.test(t.norm))
    return k + 1;
  if (TIME.has(t.norm)) return k + 1;
  if (TIME_DETERMINER.test(t.norm) && toks[k + 1] && isClass(toks[k + 1], 'time')) return k + 2;
  if (t.pos === 'ADP' && MANNER_PHRASE.test(toks[k + 1]?.norm ?? '')) return k + 2;
  return k;
}

/**
 * The tokens in canonical order when an object follows an adverbial after the verb at `verb` and
 * ends the clause ("discuss in detail [the new pricing model]."), or undefined.
 */
function canonicalOrder(toks: Tok[], verb: number): Tok[] | undefined {
  const adverbial = adverbialEnd(toks, verb + 1);
  if (adverbial === verb + 1) return undefined;
  const opener = toks[adverbial];
  if (!opener || !/^(?:DET|PRON|NUM|ADJ)$/.test(opener.pos)) return undefined;
  // ("reviewed carefully them" is no English; a lone pronoun is no postponed object.)
  if (opener.pos === 'PRON' && !/^(?:my|your|his|her|its|our|their)$/.test(opener.norm)) return undefined;
  const end = phraseFrom(toks, adverbial, true);
  if (end === adverbial) return undefined;
  // The object ends the sentence: a phrase after it may be the object's own ("explained clearly the
  // reasons for the delay"), which the canonical order would hand to the verb.
  const rest = toks.slice(end);
  if (rest.length > 1 || (rest.length === 1 && !/^[.!?]$/.test(rest[0].text))) return undefined;
  // ("worked hard all week": a time phrase is no object.)
  if (isTimeAdverbial(toks.slice(adverbial, end))) return undefined;
  const spaced = (t: Tok): Tok => ({ ...t, pre: ' ' });
  const object = toks.slice(adverbial, end);
  const adv = toks.slice(verb + 1, adverbial);
  return [
    ...toks.slice(0, verb + 1),
    spaced(object[0]),
    ...object.slice(1),
    spaced(adv[0]),
    ...adv.slice(1),
    ...rest,
  ];
}

/** `turn` applied to the sentence read with a postponed object back after its verb; null when there is none. */
export function shiftedObject(toks: Tok[], turn: (toks: Tok[]) => string | null): string | null {
  for (let v = 0; v < toks.length; v++) {
    if (toks[v].pos !== 'VERB') continue;
    const canonical = canonicalOrder(toks, v);
    if (canonical) return turn(canonical);
  }
  return null;
}
