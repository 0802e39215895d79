import type { VerbGroup } from './clause';
import type { TENSES } from './conjugate';
import type { TokenEdit } from './edit';
import type { Tok } from './nlp';
import { verbForms } from './verbs';

type Target = (typeof TENSES)[string];

/**
 * A modal group in another tense: "can go" → "could go" / "will be able to go" / "has been able to
 * go", "must go" → "had to go" / "will have to go" / "has had to go", "should go" → "should have
 * gone" (past). Null for the rest, and for groups with negation, adverbs or a perfect inside.
 */
export function modalShift(toks: Tok[], g: VerbGroup, target: Target): TokenEdit | null {
  if (g.adverbs.length || g.aspect.perfect || g.aspect.continuous || target.continuous) return null;
  const modal = toks[g.start].norm;
  // "may" after "you" or a bare plural ("Visitors may park here") usually gives permission, whose
  // past is not "may have parked".
  const subject = g.subject ? toks.slice(g.subject[0], g.subject[1]) : [];
  const permission =
    modal === 'may' &&
    (subject.length === 0 ||
      subject[0].norm === 'you' ||
      (g.agreement === 'pl' && subject.every((t) => /^(?:NOUN|ADJ)$/.test(t.pos))));
  const possibility = (modal === 'may' || modal === 'might') && !permission;
  // Only "cannot" keeps its sense with the negation moved ("could not", "will not be able to");
  // "must not" forbids, where "did not have to" would only free. "may not have" keeps it in place.
  if (g.negated && modal !== 'can' && !possibility) return null;
  const main = g.aspect.passive ? ['be', verbForms(g.lemma).pp] : [verbForms(g.lemma).base];
  const have = g.agreement === '3sg' ? 'has' : 'have';
  const past = target.time === 'past' && !target.perfect;
  const future = target.time === 'future' && !target.perfect;
  const presentPerfect = target.time === 'present' && target.perfect;
  let words: string[] | null = null;
  if (possibility && (past || presentPerfect)) {
    // "The client may cancel" → "may have cancelled": a possibility about the past keeps its modal.
    const perfect = g.aspect.passive
      ? ['have', 'been', verbForms(g.lemma).pp]
      : ['have', verbForms(g.lemma).pp];
    return {
      start: g.start,
      end: g.end,
      words: [toks[g.start].text, ...(g.negated ? ['not'] : []), ...perfect],
    };
  }
  // "will be able to be printed" is not how anyone writes: passives only move to the past.
  if (g.aspect.passive && !past) return null;
  if (modal === 'can') {
    if (past) words = ['could', ...main];
    else if (future) words = ['will', 'be', 'able', 'to', ...main];
    else if (presentPerfect) words = [have, 'been', 'able', 'to', ...main];
  } else if (modal === 'must') {
    if (past) words = ['had', 'to', ...main];
    else if (future) words = ['will', 'have', 'to', ...main];
    else if (presentPerfect) words = [have, 'had', 'to', ...main];
  } else if (modal === 'should' && past && !g.aspect.passive) {
    words = ['should', 'have', verbForms(g.lemma).pp];
  } else if (modal === 'would' && g.lemma === 'like' && toks[g.end]?.norm === 'to' && past && !g.negated) {
    // "I would like to thank …" → "I wanted to thank …".
    words = ['wanted'];
  }
  if (words && g.negated) {
    const [first, ...others] = words;
    const contracted: Record<string, string> = {
      could: "couldn't",
      will: "won't",
      has: "hasn't",
      have: "haven't",
    };
    words = g.contracted ? [contracted[first] ?? first, ...others] : [first, 'not', ...others];
  }
  return words ? { start: g.start, end: g.end, words } : null;
}
