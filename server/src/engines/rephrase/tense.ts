import { type VerbGroup, verbGroups } from './clause';
import { buildGroup, TENSES } from './conjugate';
import { applyEdits, isQuestion, type TokenEdit } from './edit';
import type { Tok } from './nlp';
import { verbForms } from './verbs';

// "the next quarter", "the last week of May" name a period, not a time relative to now.
const FUTURE_TIME =
  /\b(?:tomorrow|tonight|soon|(?<!\bthe )next (?:week|month|year|quarter|time|monday|tuesday|wednesday|thursday|friday)|in the coming \w+)\b/;
const PAST_TIME =
  /\b(?:yesterday|ago|(?<!\bthe )last (?:week|month|year|quarter|night|time|monday|tuesday|wednesday|thursday|friday)|earlier today)\b/;
/** Deictic time words and their mirror in the other direction ("next" before a time noun). */
const TO_PAST: Record<string, string> = { tomorrow: 'yesterday', tonight: 'last night', next: 'last' };
const TO_FUTURE: Record<string, string> = { yesterday: 'tomorrow', last: 'next' };
const TIME_NOUN = /^(?:week|month|year|quarter|night|time|monday|tuesday|wednesday|thursday|friday)$/;

/** Edits mirroring every deictic time word, or null when one of them has no mirror ("soon", "ago"). */
function timeSwaps(toks: Tok[], map: Record<string, string>): TokenEdit[] | null {
  const edits: TokenEdit[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (/^(?:soon|ago|coming|earlier)$/.test(t.norm)) return null;
    const to = map[t.norm];
    if (!to) continue;
    if (
      (t.norm === 'next' || t.norm === 'last') &&
      (!TIME_NOUN.test(toks[i + 1]?.norm ?? '') || toks[i - 1]?.norm === 'the')
    )
      continue;
    // "last night" read backwards is "tomorrow night", not "next night".
    if (t.norm === 'last' && toks[i + 1]?.norm === 'night')
      edits.push({ start: i, end: i + 1, words: ['tomorrow'] });
    else
      edits.push({
        start: i,
        end: i + 1,
        words: [/^\p{Lu}/u.test(t.text) ? to.charAt(0).toUpperCase() + to.slice(1) : to],
      });
  }
  return edits.length ? edits : null;
}

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
  const edits: TokenEdit[] = [];
  // Simple past and future move a deictic time word with the verb ("next week" ↔ "last week");
  // the other tenses cannot take it, and "soon", "ago", "in the coming …" have no simple mirror.
  const simple = !target.perfect && !target.continuous;
  if (FUTURE_TIME.test(text) && target.time !== 'future') {
    const swap = simple && target.time === 'past' ? timeSwaps(toks, TO_PAST) : null;
    if (!swap) return null;
    edits.push(...swap);
  }
  if (PAST_TIME.test(text) && (target.time !== 'past' || target.perfect)) {
    const swap = simple && target.time === 'future' ? timeSwaps(toks, TO_FUTURE) : null;
    if (!swap) return null;
    edits.push(...swap);
  }
  const timeEdits = edits.length;
  for (const g of verbGroups(toks)) {
    if (g.aspect.modal) {
      // In the past, "can"/"may"/"shall" shift back with the rest ("I believed it could help").
      const shifted = BACKSHIFT[toks[g.start].norm];
      if (shifted && target.time === 'past' && !target.perfect && edits.length > timeEdits)
        edits.push({ start: g.start, end: g.start + 1, words: [shifted] });
      continue;
    }
    if (!isFiniteVerb(toks, g)) continue;
    // "I have thought we should…", "I will believe…": opinion verbs only move to the past.
    // With only a noun phrase after it ("customers expect fast delivery") the verb is no opinion.
    const takesClause = toks.slice(g.end).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    if (
      OPINION.test(g.lemma) &&
      takesClause &&
      g.aspect.time === 'present' &&
      (target.time !== 'past' || target.perfect)
    )
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
  if (edits.length === timeEdits) {
    for (const g of verbGroups(toks)) {
      const e = g.aspect.modal && g.start > 0 ? modalShift(toks, g, target) : null;
      if (e) edits.push(e);
    }
  }
  if (edits.length === timeEdits) return null;
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
