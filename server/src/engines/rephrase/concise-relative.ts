/**
 * Relative clauses that only say the writer's side dealt with the thing ("the survey [we carried out
 * among our members]", "the feedback [that we received from customers]", "the applications [we have
 * received]"): in a letter the noun already names what both sides know, so shorten's hard pass may
 * drop them as it drops a phrase of place.
 */
import type { Tok } from './nlp';

/** Verbs of doing, sending and receiving that add nothing the noun does not say of itself. */
const LIGHT =
  /^(?:receive|get|carry|conduct|send|make|do|hold|run|submit|complete|place|issue|publish|prepare|produce|have)$/;

/** Words a relative clause's phrases of place and time are made of ("from customers during the pilot"). */
const PHRASE_WORD = /^(?:ADP|DET|ADJ|NOUN|PROPN|NUM|PRON)$/;

/**
 * The token spans of such clauses: after "the" or a possessive and a noun, an optional "that" or
 * "which", a subject pronoun, a light verb (with "have" and a particle), then phrases only, up to a
 * comma or the main clause's verb. Not before "to" or another clause ("the letter we sent you to
 * sign", "the form we asked you to complete"), and not when the subject is not the writer's side.
 */
export function lightRelatives(toks: Tok[]): number[][] {
  const spans: number[][] = [];
  toks.forEach((t, i) => {
    // After "of" too: "the number of applications [we have received]", a bare plural after a quantity.
    if (
      t.pos !== 'NOUN' ||
      !(/^(?:DET|PRON|ADJ|NOUN)$/.test(toks[i - 1]?.pos ?? '') || toks[i - 1]?.norm === 'of')
    )
      return;
    let k = i + 1;
    const start = k;
    if (/^(?:that|which)$/.test(toks[k]?.norm ?? '')) k++;
    if (!/^(?:we|i)$/.test(toks[k]?.norm ?? '')) return;
    k++;
    if (/^(?:have|had|'ve)$/.test(toks[k]?.norm ?? '') && toks[k + 1]?.pos === 'VERB') k++;
    if (toks[k]?.pos !== 'VERB' || !LIGHT.test(toks[k].lemma) || /ing$/.test(toks[k].norm)) return;
    k++;
    if (toks[k]?.norm === 'out') k++;
    // Phrases of place and time only: another verb or a "to" would be a clause the noun needs.
    while (k < toks.length && PHRASE_WORD.test(toks[k].pos) && toks[k].norm !== 'to') k++;
    const end = toks[k];
    // The clause must end at a comma or right before the main clause's verb.
    if (!end || !(end.text === ',' || (/^(?:VERB|AUX)$/.test(end.pos) && !/ing$/.test(end.norm)))) return;
    // Its own phrases may not hold the main clause's subject ("the form we sent you [the manager] …").
    if (toks.slice(start, k).some((u) => /^(?:you|he|she|they|it)$/.test(u.norm))) return;
    // A pronoun later on may stand for a noun of the clause ("among our members … most of them").
    if (
      toks.slice(start, k).some((u) => u.pos === 'NOUN' && /s$/.test(u.norm)) &&
      toks.slice(k).some((u) => /^(?:they|them|their|theirs)$/.test(u.norm))
    )
      return;
    spans.push(Array.from({ length: k - start }, (_, n) => start + n));
  });
  return spans;
}
