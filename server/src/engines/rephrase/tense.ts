import { type VerbGroup, verbGroups } from './clause';
import { buildGroup, TENSES } from './conjugate';
import { applyEdits, isQuestion, type TokenEdit } from './edit';
import type { Tok } from './nlp';
import { verbForms } from './verbs';

const FUTURE_TIME =
  /\b(?:tomorrow|tonight|soon|next (?:week|month|year|quarter|time|monday|tuesday|wednesday|thursday|friday)|in the coming \w+)\b/;
const PAST_TIME =
  /\b(?:yesterday|ago|last (?:week|month|year|quarter|night|time|monday|tuesday|wednesday|thursday|friday)|earlier today)\b/;
const BACKSHIFT: Record<string, string> = { can: 'could', may: 'might', shall: 'should' };
const OPINION = /^(?:think|believe|suppose|guess|reckon|expect)$/;
/** Verbs taking an object and a bare infinitive: "let me know", "help both companies grow". */
const BARE_INFINITIVE = /^(?:let|make|help|have|see|watch|hear|feel|bid)$/;

/**
 * Whether a verb group the tagger found is a finite verb: not the bare infinitive after "let me",
 * "help them" …, and not a base form after a singular subject ("the product launch" is a noun).
 */
function isFiniteVerb(toks: Tok[], g: VerbGroup): boolean {
  const before = g.subject ? toks[g.subject[0] - 1] : undefined;
  if (before && BARE_INFINITIVE.test(before.lemma) && /^(?:VERB|AUX)$/.test(before.pos)) return false;
  const main = toks[g.main];
  const bare = g.start === g.main && main.norm === main.lemma && main.lemma !== 'be';
  return !(bare && g.agreement === '3sg' && g.aspect.time === 'present');
}

/**
 * switch_tense: rewrites every finite verb group of the sentence in the target tense, keeping voice,
 * negation, subject agreement and inner adverbs. Modal groups ("can swim") and questions stay as
 * they are. Null when nothing can change (no finite verb, or already in that tense).
 */
export function switchTense(toks: Tok[], tense: string): string | null {
  const target = TENSES[tense];
  if (!target || isQuestion(toks)) return null;
  // A time adverbial the new tense contradicts ("next week" in the past): leave the sentence alone.
  const text = toks.map((t) => t.norm).join(' ');
  if (FUTURE_TIME.test(text) && target.time !== 'future') return null;
  if (PAST_TIME.test(text) && (target.time !== 'past' || target.perfect)) return null;
  const edits: TokenEdit[] = [];
  for (const g of verbGroups(toks)) {
    if (g.aspect.modal) {
      // In the past, "can"/"may"/"shall" shift back with the rest ("I believed it could help").
      const shifted = BACKSHIFT[toks[g.start].norm];
      if (shifted && target.time === 'past' && !target.perfect && edits.length > 0)
        edits.push({ start: g.start, end: g.start + 1, words: [shifted] });
      continue;
    }
    if (!isFiniteVerb(toks, g)) continue;
    // "I have thought we should…", "I will believe…": opinion verbs only move to the past.
    if (OPINION.test(g.lemma) && g.aspect.time === 'present' && (target.time !== 'past' || target.perfect))
      continue;
    const words = buildGroup({
      lemma: g.lemma,
      aspect: { ...target, passive: g.aspect.passive },
      agreement: g.agreement,
      negated: g.negated,
      contracted: g.contracted,
      adverbs: g.adverbs,
    });
    const first = toks[g.start];
    if (g.start === 0 && /^[A-Z]/.test(first.text) === false) words[0] = words[0].toLowerCase();
    edits.push({ start: g.start, end: g.end, words });
  }
  // Only modal verbs: "can"/"must"/"should" have past, future and perfect paraphrases.
  if (edits.length === 0) {
    for (const g of verbGroups(toks)) {
      const e = g.aspect.modal && g.start > 0 ? modalShift(toks, g, target) : null;
      if (e) edits.push(e);
    }
  }
  if (edits.length === 0) return null;
  return applyEdits(toks, edits);
}

/**
 * A modal group in another tense: "can go" → "could go" / "will be able to go" / "has been able to
 * go", "must go" → "had to go" / "will have to go" / "has had to go", "should go" → "should have
 * gone" (past). Null for the rest, and for groups with negation, adverbs or a perfect inside.
 */
function modalShift(toks: Tok[], g: VerbGroup, target: (typeof TENSES)[string]): TokenEdit | null {
  if (g.negated || g.adverbs.length || g.aspect.perfect || g.aspect.continuous || target.continuous)
    return null;
  const modal = toks[g.start].norm;
  const main = g.aspect.passive ? ['be', verbForms(g.lemma).pp] : [verbForms(g.lemma).base];
  const have = g.agreement === '3sg' ? 'has' : 'have';
  const past = target.time === 'past' && !target.perfect;
  const future = target.time === 'future' && !target.perfect;
  const presentPerfect = target.time === 'present' && target.perfect;
  let words: string[] | null = null;
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
  }
  return words ? { start: g.start, end: g.end, words } : null;
}
