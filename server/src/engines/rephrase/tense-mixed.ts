import type { Aspect, VerbGroup } from './clause';
import type { TokenEdit } from './edit';
import type { Tok } from './nlp';

type Target = Omit<Aspect, 'passive'>;

/**
 * "Our team is working on the report and will share a draft soon": verbs sharing one subject in
 * different tenses, the last a future whose time word ("soon", "later today", "next week") only a
 * future can hold. The sentence cannot move as a whole, but its reference time can (the sequence of
 * tenses, Quirk et al. § 14.31): in the simple past each verb moves back one step and the future is
 * seen from the past ("was working … and would share a draft soon"); in the present perfect the
 * verbs before the future take it and the future stays ("has been working … and will share …").
 *
 * `edit` writes a group in an aspect; `timeEditsBefore` gives the time-word edits for the words
 * before a token (null when one of them rules the tense out). Null when the sentence is not of
 * this shape or nothing would change.
 */
export function futureAfterCoordination(
  toks: Tok[],
  groups: VerbGroup[],
  target: Target,
  edit: (g: VerbGroup, aspect: Target) => TokenEdit,
  timeEditsBefore: (end: number) => TokenEdit[] | null,
): TokenEdit[] | null {
  const past = target.time === 'past' && !target.perfect && !target.continuous;
  const presentPerfect = target.time === 'present' && target.perfect && !target.continuous;
  if ((!past && !presentPerfect) || groups.length < 2) return null;
  const future = groups.at(-1) as VerbGroup;
  const earlier = groups.slice(0, -1);
  if (future.aspect.time !== 'future' || future.aspect.perfect) return null;
  // One subject for every verb: "and"/"but" before the future, which has no subject of its own.
  const joined = /^(?:and|but)$/.test(toks[future.start - 1]?.norm ?? '');
  const shared = earlier.every((g) => g.subject && sameRange(g.subject, future.subject));
  if (!joined || !shared || earlier.some((g) => g.aspect.time === 'future' || g.aspect.modal)) return null;
  if (earlier.some((g) => g.subject?.[0] !== earlier[0].subject?.[0])) return null;
  // "would deploy a patch later today": a time named from today does not hold seen from the past.
  const after = toks.slice(future.end).map((t) => t.norm);
  if (past && after.some((w) => /^(?:today|tonight|tomorrow|next|this|later)$/.test(w))) return null;
  const time = timeEditsBefore(future.start);
  if (!time) return null;
  const edits: TokenEdit[] = [...time];
  for (const g of earlier) {
    const a = g.aspect;
    if (past) {
      // One step back: present → past, present perfect → past perfect; a past verb stays.
      if (a.time === 'past') continue;
      edits.push(edit(g, { time: 'past', perfect: a.perfect, continuous: a.continuous }));
    } else {
      if (a.perfect && a.time === 'present') continue;
      edits.push(
        edit(g, { time: 'present', perfect: true, continuous: a.continuous && a.time === 'present' }),
      );
    }
  }
  if (past)
    edits.push(
      edit(future, { time: 'present', perfect: false, continuous: future.aspect.continuous, modal: 'would' }),
    );
  return edits.length > time.length ? edits : null;
}

function sameRange(a: [number, number] | undefined, b: [number, number] | undefined): boolean {
  return a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];
}
