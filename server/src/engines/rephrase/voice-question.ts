/**
 * Yes/no questions in either voice: "Did the courier deliver the samples?" ↔ "Were the samples
 * delivered by the courier?". The first auxiliary goes before the subject and the rest of the verb
 * group after it, as in a statement (Quirk et al. § 11.5, subject-operator inversion); "did", "does"
 * and "do" are the operator only of a simple active verb.
 */
import type { Aspect } from './clause';
import { MODALS } from './clause';
import { buildGroup } from './conjugate';
import type { Tok } from './nlp';
import { type Agreement, agreementOf, verbForms } from './verbs';
import { isAgent } from './voice-agent';
import { transitiveAt } from './voice-nonfinite';
import { isIdiom } from './voice-object';
import { assemble, keptWordsAt, phraseFrom, recase, TO_OBJECT, TO_SUBJECT, words } from './voice-phrase';

/** The operator of a question and the aspect it gives the verb group (without the main verb's part). */
function operatorAspect(op: Tok): Aspect | undefined {
  const n = op.norm;
  const a: Aspect = { time: 'present', perfect: false, continuous: false, passive: false };
  if (/^(?:did|was|were|had)$/.test(n)) a.time = 'past';
  if (/^(?:has|have|had)$/.test(n)) a.perfect = true;
  else if (/^(?:will|shall)$/.test(n)) a.time = 'future';
  else if (MODALS.has(n)) a.modal = n;
  else if (!/^(?:do|does|did|is|are|was|were|am)$/.test(n)) return undefined;
  return a;
}

/** The group written for a question: its operator and what follows the subject. */
function questionGroup(lemma: string, aspect: Aspect, agreement: Agreement): [string, string[]] {
  const group = buildGroup({ lemma, aspect, agreement });
  if (group.length > 1) return [group[0], group.slice(1)];
  // A simple verb asks with "do": "Did the courier deliver …?", "Does the team review …?".
  const op = aspect.time === 'past' ? 'did' : agreement === '3sg' ? 'does' : 'do';
  return [op, [verbForms(lemma).base]];
}

/**
 * Whether the words are adverbials only, with no verb of a second clause to lose its subject: an -ing
 * form counts only after a preposition ("before shipping").
 */
function onlyAdverbials(ts: Tok[]): boolean {
  return ts.every(
    (t, i) =>
      !/^(?:AUX|CCONJ|SCONJ|PUNCT)$/.test(t.pos) &&
      (t.pos !== 'VERB' || (t.norm.endsWith('ing') && ts[i - 1]?.pos === 'ADP')),
  );
}

/** The subject after the operator: a noun phrase up to the verb, or undefined. */
function subjectAfter(toks: Tok[], verbAt: number): [number, number] | undefined {
  const end = phraseFrom(toks, 1, false);
  return end === verbAt && end > 1 ? [1, end] : undefined;
}

/** "Did the courier deliver the samples?" → "Were the samples delivered by the courier?"; null for others. */
export function questionPassive(toks: Tok[]): string | null {
  const op = toks[0];
  const aspect = op && operatorAspect(op);
  if (!aspect || toks.at(-1)?.text !== '?') return null;
  let v = phraseFrom(toks, 1, false);
  const subject = subjectAfter(toks, v);
  if (!subject) return null;
  // "Is the team preparing …?": the continuous; "Was the report written …?" is already passive.
  if (/^(?:is|are|was|were|am)$/.test(op.norm)) {
    if (!toks[v]?.norm.endsWith('ing')) return null;
    aspect.continuous = true;
  }
  if (toks[v]?.norm === 'not' || toks[v]?.pos !== 'VERB') return null;
  const verb = toks[v];
  const expected = aspect.perfect
    ? verbForms(verb.lemma).pp
    : aspect.continuous
      ? verbForms(verb.lemma).ing
      : verbForms(verb.lemma).base;
  if (verb.norm !== expected) return null;
  // "Did you get my email?", "Does this plan make sense?" have no passive anyone asks.
  if (/^(?:get|become|seem|lack|cost|fit|suit|mean)$/.test(verb.lemma)) return null;
  const inner = transitiveAt(toks, v, false, true);
  if (!inner || inner.pronoun || isIdiom(verb.lemma, toks.slice(v + 1, inner.end))) return null;
  // Only adverbials may follow the object: a second verb would lose its subject.
  if (!onlyAdverbials(toks.slice(inner.end, -1))) return null;
  v = inner.end;
  const [first, after] = questionGroup(verb.lemma, { ...aspect, passive: true }, inner.agreement);
  const agent = recase(toks, subject, TO_OBJECT);
  return assemble([
    first,
    inner.patient,
    ...after.slice(0, -1),
    inner.pp,
    inner.indirect,
    // "Should we cancel the order?" asks what to do: the writer as agent goes, as in a request.
    /^(?:i|we)$/.test(toks[1].norm) && subject[1] === 2 ? '' : `by ${agent}`,
    words(toks, [v, toks.length]),
  ]);
}

/** "Was the invoice approved by the manager?" → "Did the manager approve the invoice?"; null for others. */
export function questionActive(toks: Tok[]): string | null {
  const op = toks[0];
  const aspect = op && operatorAspect(op);
  if (!aspect || toks.at(-1)?.text !== '?' || /^(?:do|does|did)$/.test(op.norm)) return null;
  let v = phraseFrom(toks, 1, false);
  const subject = subjectAfter(toks, v);
  if (!subject) return null;
  // The rest of the passive group: "been" after "have", "be" after a modal, "being" in a continuous.
  if (aspect.perfect) {
    if (toks[v]?.norm !== 'been') return null;
    v++;
  } else if (aspect.modal || aspect.time === 'future') {
    if (toks[v]?.norm !== 'be') return null;
    v++;
  } else if (toks[v]?.norm === 'being') {
    aspect.continuous = true;
    v++;
  }
  const participle = toks[v];
  if (!participle || !/^(?:VERB|ADJ)$/.test(participle.pos)) return null;
  const lemma = participle.lemma;
  // ("cancelled", "labelled": the writer's British spelling of a participle the table spells "canceled".)
  const undoubled = (w: string) => w.replace(/([lp])\1ed$/, '$1ed');
  if (undoubled(participle.norm) !== undoubled(verbForms(lemma).pp)) return null;
  // A particle ("picked up") or a prepositional verb's preposition ("dealt with") before "by".
  const kept = keptWordsAt(toks, v + 1, lemma);
  const particle = kept.n > 0 ? words(toks, [v + 1, v + 1 + kept.n]) : '';
  // What comes between the participle and "by" follows the object ("told about the changes by …").
  let by = v + 1 + kept.n;
  const middleAt = by;
  while (by < toks.length - 1 && toks[by].norm !== 'by' && by - middleAt < 6) by++;
  if (toks[by]?.norm !== 'by' || !onlyAdverbials(toks.slice(middleAt, by))) return null;
  const end = phraseFrom(toks, by + 1, false);
  if (end === by + 1 || !isAgent(toks, [by + 1, end])) return null;
  if (!onlyAdverbials(toks.slice(end, -1)) || toks.slice(end).some((t) => t.norm === 'by')) return null;
  const agentToks = toks.slice(by + 1, end);
  const agreement = agreementOf(
    agentToks.map((t) => (TO_SUBJECT[t.norm] ? { ...t, norm: TO_SUBJECT[t.norm].toLowerCase() } : t)),
  );
  const [first, after] = questionGroup(lemma, aspect, agreement);
  return assemble([
    first,
    recase(toks, [by + 1, end], TO_SUBJECT),
    ...after,
    particle,
    recase(toks, subject, TO_OBJECT),
    words(toks, [middleAt, by]),
    words(toks, [end, toks.length]),
  ]);
}

/**
 * A question whose subject is "who" or "what" ("Who approved this expense?", "What caused the
 * delay?") asks for the agent, which ends the passive question ("Who was this expense approved
 * by?"). Only a simple past or present verb with an object and nothing after it.
 */
export function whoPassive(toks: Tok[]): string | null {
  if (!/^(?:who|what)$/.test(toks[0]?.norm ?? '') || toks.at(-1)?.text !== '?') return null;
  const verb = toks[1];
  if (verb?.pos !== 'VERB') return null;
  const f = verbForms(verb.lemma);
  const text = verb.text.toLowerCase();
  const time =
    text === f.past && text !== f.base ? 'past' : text === f.s && text !== f.base ? 'present' : undefined;
  // ("Who knows the answer?" asks for no doer: "Who is the answer known by?")
  if (
    !time ||
    /^(?:get|become|seem|lack|cost|fit|suit|mean|happen|know|own|like|love|want|need|believe|understand|remember)$/.test(
      verb.lemma,
    )
  )
    return null;
  const inner = transitiveAt(toks, 1, false, true);
  if (!inner || inner.pronoun || isIdiom(verb.lemma, toks.slice(2, inner.end))) return null;
  // Only the object: words after it would stand between it and the stranded "by".
  if (inner.indirect || inner.end !== toks.length - 1) return null;
  const aspect: Aspect = { time, perfect: false, continuous: false, passive: true };
  const [first, after] = questionGroup(verb.lemma, aspect, inner.agreement);
  return assemble([
    toks[0].text,
    first,
    inner.patient,
    ...after.slice(0, -1),
    inner.pp,
    'by',
    toks.at(-1)?.text ?? '?',
  ]);
}

/** Question words that ask about the circumstances of the event, not its doer or its object. */
const CIRCUMSTANCE = /^(?:why|when|where|how)$/;

/**
 * A question opened by "why", "when", "where" or "how" before its operator, turned as the yes/no
 * question after it (Quirk et al. § 11.14: the wh-word leaves subject-operator inversion as it is):
 * "Why did the supplier cancel the order?" ↔ "Why was the order cancelled by the supplier?".
 */
export function circumstanceQuestion(toks: Tok[], turn: (toks: Tok[]) => string | null): string | null {
  const [wh, op] = toks;
  if (!wh || !CIRCUMSTANCE.test(wh.norm) || op?.pos !== 'AUX' || !operatorAspect(op)) return null;
  const out = turn(toks.slice(1));
  return out ? `${wh.text} ${out.charAt(0).toLowerCase()}${out.slice(1)}` : null;
}
