import { isQuestion } from './edit';
import { decapitalize, surface, type Tok } from './nlp';
import { retagVerbs } from './tense-tags';
import { compromiseVerbs, verbForms } from './verbs';
import { passiveToActive as activeOf } from './voice-active';
import { aroundAside } from './voice-aside';
import { nonFinitePassive, requestPassive, wantedPassive } from './voice-nonfinite';
import { participleComplements, quantifiedNouns } from './voice-object';
import { finitePassive } from './voice-passive';
import { circumstanceQuestion, questionPassive, whoPassive } from './voice-question';
import { shiftedObject } from './voice-shift';

/** passive_to_active: "The report was written by Ana." → "Ana wrote the report." Null when no passive clause. */
export function passiveToActive(toks: Tok[]): string | null {
  return aroundAside(toks, activeOf);
}

/** active_to_passive: "Ana wrote the report." → "The report was written by Ana." Null when no transitive clause. */
export function activeToPassive(toks: Tok[]): string | null {
  return aroundAside(toks, passiveOf);
}

function passiveOf(toks: Tok[]): string | null {
  // The tagger's verb/noun slips ("The warehouse ships most orders") corrected as for switch_tense.
  // …and a participle after the object read as a noun ("left the door unlocked") made a complement.
  const retagged = quantifiedNouns(participleComplements(retagVerbs(toks)));
  if (isQuestion(toks))
    return (
      requestPassive(retagged) ??
      questionPassive(retagged) ??
      whoPassive(retagged) ??
      circumstanceQuestion(retagged, questionPassive)
    );
  return (
    finitePassive(retagged) ??
    wantedPassive(retagged) ??
    nonFinitePassive(retagged) ??
    reportPassive(toks) ??
    shiftedObject(retagged, finitePassive)
  );
}

/** A reporting verb with a that-clause after a noun-phrase subject ("The survey shows that …"). */
const REPORTING_CLAUSE =
  /^(.{3,60}?) (reports|reported|says|said|shows|showed|confirms|confirmed|finds|found|notes|noted|suggests|suggested|indicates|indicated|states|stated|announces|announced) that (.+?)([.!])$/;

/**
 * The impersonal passive of a reported clause: "The survey shows that most customers prefer email."
 * → "It is shown by the survey that most customers prefer email." Not for personal pronoun subjects
 * ("It is thought by me that…" is not English anyone writes).
 */
function reportPassive(toks: Tok[]): string | null {
  const m = REPORTING_CLAUSE.exec(surface(toks));
  if (!m) return null;
  const [, who, verb, clause, stop] = m;
  if (/^(?:I|we|you|he|she|they|it)$/i.test(who) || /[,;:]/.test(who)) return null;
  // "From all the press reports that I have read": a subject opens with no preposition.
  if (toks[0]?.pos === 'ADP') return null;
  const past = !/s$/.test(verb) || /^(?:said|found|noted|stated)$/.test(verb);
  const { verb: transform, model } = compromiseVerbs();
  const lemma = past
    ? transform.toInfinitive(verb, model, 'PastTense')
    : transform.toInfinitive(verb, model, 'PresentTense');
  const first = toks[0];
  return `It ${past ? 'was' : 'is'} ${verbForms(lemma).pp} by ${decapitalize(who, first)} that ${clause}${stop}`;
}
