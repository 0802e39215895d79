/**
 * Who does the action of a passive that names no doer, when the writer's words say it: the
 * organisation that writes. Its own module so that voice-active.ts keeps the clause mechanics.
 *
 * Most passives name no agent (Biber et al. 1999, § 6.4: about four in five), and in organisational
 * writing the agent left out is usually the writer's side: "Your order has been shipped" is what
 * "We have shipped your order" says with the company left implicit (the "institutional passive"). The
 * US Federal Plain Language Guidelines ("Use active voice") and the GOV.UK style guide both turn such
 * passives with "we" for the organisation ("New regulations were proposed" → "We proposed new
 * regulations"). "Someone" would say the doer is unknown, which the writer rarely means ("Someone has
 * credited your account" reads as a mistake or an intrusion). But "we" claims a deed for the writer, so
 * it is used only where the sentence itself ties the action to the writer's side:
 *
 * - the passive's subject is the reader or the reader's ("You will be contacted", "Your application
 *   is being reviewed"): what an organisation reports doing to a reader's things is its own deed, in
 *   any tense;
 * - in the present or the future (a procedure or a plan: "Cookies are stored on our website", "The
 *   results will be sent to you"), a phrase after the verb places the action on the writer's side
 *   ("on our website", "in our warehouse") or addresses the reader ("to you", "before you arrive").
 *   Not in the past, where "our" names where something happened, not who did it ("The parcel was left
 *   in our reception": the courier left it), and not "to/from our …", where the writer's side receives
 *   ("Parts are delivered to our warehouse": the supplier delivers them).
 *
 * Never for a modal ("Your claim must be approved before payment": must the reader or the company
 * approve it? "Your order should be delivered tomorrow" is a forecast), a subject of the writer's own
 * ("our application will be reviewed": others review it), a state ("is located", "were delayed"), a
 * "get" passive, or a deed done against the reader ("Your account was hacked").
 */
import type { VerbGroup } from './clause';
import type { Tok } from './nlp';
import { isClass } from './voice-phrase';

/** Deeds done against someone's person or property: their doer is never the writing organisation. */
const AGAINST =
  /^(?:steal|hack|access|rob|burgle|burglarize|vandalise|vandalize|attack|breach|compromise|leak|forge|defraud|scam|phish|threaten|harass|sue|accuse|blame|criticise|criticize|infect|target|spam|break|bite|kill|assault|abuse|misuse|copy|impersonate|block|ban)$/;

/**
 * Verbs that take an object and a to-infinitive in the active (Quirk et al. § 16.63), so that "You are
 * asked to sign the form" is the passive of "We ask you to sign the form". Raising verbs and adjectives
 * ("is supposed to", "is due to", "is likely to") have no such active.
 */
const OBJECT_INFINITIVE =
  /^(?:ask|tell|require|expect|advise|encourage|invite|remind|request|urge|instruct|allow|permit|recommend)$/;

/** Participles that say where a thing is when the present passive has no agent. */
const STATAL = /^(?:attached|enclosed|included|listed|shown|displayed)$/;

/** Words that open a clause of condition, time or comparison ("like you are being paid"). */
const CONDITION = /^(?:if|when|whenever|unless|once|until|after|before|while|like|as|than)$/;

/** The reader, or what belongs to the reader, opening a phrase. */
const READER = /^(?:you|your|yours)$/;
/** The writer's side, which cannot also be what the writer's side acts on ("We will inform us"). */
const WRITER = /^(?:i|me|my|mine|we|us|our|ours)$/;

/**
 * "we" when the writer's side is the doer of an agentless passive group `g` whose subject spans
 * `subject` (see the module comment), or undefined.
 */
export function writerDoer(toks: Tok[], g: VerbGroup, subject: [number, number]): 'we' | undefined {
  const { aspect } = g;
  if (aspect.modal || adjectival(g)) return undefined;
  const main = toks[g.main];
  if (AGAINST.test(main.lemma) || toks.slice(g.start, g.main).some((t) => t.lemma === 'get'))
    return undefined;
  const patient = toks.slice(...subject);
  if (patient.some((t) => WRITER.test(t.norm))) return undefined;
  const infinitive = toks[g.end]?.norm === 'to' && toks[g.end + 1]?.pos === 'VERB';
  if (infinitive ? !OBJECT_INFINITIVE.test(g.lemma) : isClass(main, 'stative')) return undefined;
  if (aspect.perfect && statePerfect(toks, g.end)) return undefined;
  // "Your invoice is attached": in the simple present these participles name where a thing is (a
  // statal passive, Quirk et al. § 3.77), not a deed done now ("We attach your invoice").
  const simplePresent = aspect.time === 'present' && !aspect.perfect && !aspect.continuous;
  if (simplePresent && STATAL.test(main.norm)) return undefined;
  if (discovered(toks, subject[0])) return undefined;
  // "when you are loved", "If you are given a take-home test": a bare "you" in a clause of condition
  // or time is the generic "you" (Quirk et al. § 6.21), not the reader the writer's side acts on.
  const generic =
    patient.length === 1 &&
    patient[0].norm === 'you' &&
    toks.slice(0, subject[0]).some((t) => CONDITION.test(t.norm));
  if (READER.test(patient[0]?.norm ?? '') && !generic && patient.every((t, i) => i === 0 || t.norm !== 'and'))
    return 'we';
  if (aspect.time === 'past' || aspect.perfect) return undefined;
  return placedOnWriterSide(toks, g.end) ? 'we' : undefined;
}

/**
 * Whether the clause after a verb ends in `from` names the writer's side as the place or the means of
 * the action ("on our website", "through our app") or speaks to the reader ("to you", "once you
 * confirm"), before the clause ends.
 */
function placedOnWriterSide(toks: Tok[], from: number): boolean {
  let preposition = '';
  for (let k = from; k < toks.length; k++) {
    const t = toks[k];
    if (/^[,;:.!?]$/.test(t.text)) return false;
    if (t.pos === 'ADP') preposition = t.norm;
    // "Rights are exercised when you are able to…": a "you" that opens a clause of its own is the
    // generic "you" of a condition, not the reader the action is done to or for.
    if (READER.test(t.norm)) return !/^(?:VERB|AUX)$/.test(toks[k + 1]?.pos ?? '');
    if (t.norm === 'our') return !/^(?:to|from|by|into|for)$/.test(preposition) && preposition !== '';
  }
  return false;
}

/** Verbs by which someone finds out about an event: what they found is not what they did. */
const DISCOVERING =
  /^(?:notice|find|discover|detect|learn|hear|see|realise|realize|suspect|observe|spot|identify|uncover)$/;

/**
 * Whether the clause at `from` reports what a verb of discovery found: "We noticed that your account
 * has been accessed" does not say that we accessed it.
 */
function discovered(toks: Tok[], from: number): boolean {
  let k = from - 1;
  if (toks[k]?.norm === 'that') k--;
  while (toks[k]?.pos === 'ADV') k--;
  return toks[k]?.pos === 'VERB' && DISCOVERING.test(toks[k].lemma);
}

/**
 * Whether a perfect passive ending at `from` speaks of the state an event left, not of the event:
 * "has been broken since Monday", "had been closed for a week" ("Someone has broken the printer since
 * Monday" is no English).
 */
export function statePerfect(toks: Tok[], from: number): boolean {
  return toks
    .slice(from)
    .some(
      (t, k, rest) =>
        t.norm === 'since' ||
        (t.norm === 'for' &&
          /^(?:a|an|two|three|four|five|six|several|many|the|\d+)$/.test(rest[k + 1]?.norm ?? '') &&
          rest
            .slice(k + 1, k + 4)
            .some((w) => /^(?:second|minute|hour|day|week|month|year|decade|while|time)s?$/.test(w.norm))),
    );
}

/**
 * Whether a degree adverb makes the participle an adjective ("was well attended", "is highly
 * regarded", "were poorly designed": Quirk et al. § 3.77-3.78, the statal passive), whose active with
 * an invented doer misreads it ("Someone well attended the event").
 */
export function adjectival(g: VerbGroup): boolean {
  return g.adverbs.some((a) => STATAL_DEGREE.test(a));
}

/** Degree adverbs that make a participle after them an adjective ("well attended", "highly regarded"). */
export const STATAL_DEGREE = /^(?:well|badly|poorly|highly|widely|little|much|greatly|ill)$/i;
