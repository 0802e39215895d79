import type { Aspect, VerbGroup } from './clause';
import type { Tok } from './nlp';

type Target = Omit<Aspect, 'passive'>;

/** A clause of reason ("because the supplier delayed it", "since prices rose"): its opener and token range. */
export interface ReasonClause {
  opener: 'because' | 'since';
  from: number;
  to: number;
}

/**
 * The clauses of reason in a sentence: "because" or "since" followed by a clause whose subject starts
 * right after it, up to the next comma or the end ("because of the delay" is a preposition's phrase).
 */
export function reasonClauses(toks: Tok[], groups: VerbGroup[]): ReasonClause[] {
  const out: ReasonClause[] = [];
  toks.forEach((t, i) => {
    if (t.norm !== 'because' && t.norm !== 'since') return;
    if (!groups.some((g) => g.subject?.[0] === i + 1)) return;
    let to = i + 1;
    while (to < toks.length && !/^[,;:.!?]$/.test(toks[to].text)) to++;
    out.push({ opener: t.norm, from: i + 1, to });
  });
  return out;
}

/** What becomes of a verb group in a clause of reason when its sentence moves into `target`. */
export type ReasonShift =
  /** Moves into the target like the main clause (both clauses speak of the same time). */
  | { kind: 'along' }
  /** Keeps its own tense: its time is fixed by itself, not by the main clause. */
  | { kind: 'keep' }
  /** Takes this aspect instead (the past seen from the past, the future seen from the past). */
  | { kind: 'shift'; aspect: Target }
  /** No tense of the sentence can be written safely. */
  | { kind: 'reject' };

/** Whether a group of a clause of reason speaks of another time than its main clause's. */
export function ownReasonTime(g: VerbGroup, main: Aspect): boolean {
  const a = g.aspect;
  return Boolean(a.modal || main.modal) || a.time !== main.time || a.perfect !== main.perfect;
}

const SIMPLE_PAST: Target = { time: 'past', perfect: false, continuous: false };
const FUTURE_IN_PAST: Target = { time: 'present', perfect: false, continuous: false, modal: 'would' };

/**
 * How a clause of reason in another time than its main clause follows the main clause into `target`
 * (the sequence of tenses, Quirk et al. § 14.31; Swan, Practical English Usage § 481). A cause names
 * its own time: "We will be late because the supplier delayed the delivery" keeps the cause in the
 * past, and so does the present perfect; in the simple past an earlier cause moves back to the past
 * perfect ("we were late because the supplier had delayed …") and a later one to "would". "Since" with
 * a past verb may also say from when ("Sales are down since prices rose"), which only the present
 * perfect of the main clause keeps true.
 */
export function reasonShift(g: VerbGroup, main: Aspect, clause: ReasonClause, target: Target): ReasonShift {
  const a = g.aspect;
  const earlier = a.time === 'past' || a.perfect;
  const presentPerfect = target.time === 'present' && target.perfect && !target.continuous;
  if (clause.opener === 'since' && earlier)
    return presentPerfect && a.time === 'past' && !a.perfect ? { kind: 'keep' } : { kind: 'reject' };
  if (a.modal) return { kind: 'keep' };
  // "We lost the account because our prices were too high" → "We have lost … because our prices
  // were too high": what was true then stays in the past beside the present perfect.
  if (presentPerfect && a.time === 'past' && !a.perfect) return { kind: 'keep' };
  if (!ownReasonTime(g, main)) return { kind: 'along' };
  // "could", "would", "might" in the main clause already say how its time is seen.
  if (main.modal && !/^(?:can|may|must|shall|should)$/.test(main.modal)) return { kind: 'keep' };
  const past = target.time === 'past' && !target.perfect && !target.continuous;
  if (!past) return { kind: 'keep' };
  if (a.time === 'future') return { kind: 'shift', aspect: { ...FUTURE_IN_PAST, continuous: a.continuous } };
  if (a.time === 'past' && a.perfect) return { kind: 'keep' };
  if (earlier) return { kind: 'shift', aspect: { ...SIMPLE_PAST, perfect: true, continuous: a.continuous } };
  return { kind: 'along' };
}
