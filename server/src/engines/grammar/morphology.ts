/**
 * Verb-form candidates scored by the language model (Bryant & Briscoe 2018 style): for a verb next to
 * its subject or after a modal, the other forms of the same verb are tried in its place, and the best
 * is proposed when the model prefers it. Classes (from grammar references, not from examples):
 * - subject–verb agreement of be / have / do ("they was" → were, "she have" → has);
 * - third-person -s on regular verbs, added or dropped ("he go" → goes, "they goes" → go);
 * - a modal or "to" followed by an inflected verb ("can goes" → go);
 * - the past participle of an irregular verb used as its past tense ("I seen" → saw) and the other
 *   way round after have / be ("have went" → gone).
 * Forms are built from wink's lemma by English's regular inflection; a form the language model has
 * never seen is not tried, and the pipeline's real-word filter rejects any replacement that is not in
 * the dictionary. What is proposed here is only a candidate: the evidence gate (evidence.ts, family
 * `morphology`) keeps it when the model's preference clears the margin tuned on synthetic errors.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import type { Finding } from '../edits/finding';
import { TO_PLURAL, TO_SINGULAR } from './agreement-forms';
import { findingsByEvidence } from './candidates';
import { thirdSingular } from './inflect';
import { matchCase } from './rule';
import { headsAcrossPhrases } from './rules/head-agreement';
import { subjectOf } from './subject';
import type { TaggedSentence, Token } from './tagger';

/** Rule id of its findings. */
export const MORPHOLOGY_RULE_ID = 'margin:verb-morphology';

/** Agreement groups of the auxiliaries: each form may stand for the others. */
const AGREEMENT: string[][] = [
  ['is', 'are', 'am'],
  ['was', 'were'],
  ['has', 'have'],
  ['does', 'do'],
  ["isn't", "aren't"],
  ["wasn't", "weren't"],
  ["doesn't", "don't"],
  ["hasn't", "haven't"],
];

/**
 * Irregular verbs whose past tense and past participle differ (the class "past participle used as
 * past tense"); a grammar reference's list, not learnt from any evaluation set.
 */
const PAST_PARTICIPLE: [string, string][] = [
  ['arose', 'arisen'],
  ['ate', 'eaten'],
  ['became', 'become'],
  ['began', 'begun'],
  ['bit', 'bitten'],
  ['blew', 'blown'],
  ['broke', 'broken'],
  ['came', 'come'],
  ['chose', 'chosen'],
  ['did', 'done'],
  ['drank', 'drunk'],
  ['drew', 'drawn'],
  ['drove', 'driven'],
  ['fell', 'fallen'],
  ['flew', 'flown'],
  ['forgot', 'forgotten'],
  ['froze', 'frozen'],
  ['gave', 'given'],
  ['got', 'gotten'],
  ['grew', 'grown'],
  ['hid', 'hidden'],
  ['knew', 'known'],
  ['lay', 'lain'],
  ['ran', 'run'],
  ['rang', 'rung'],
  ['rode', 'ridden'],
  ['rose', 'risen'],
  ['sang', 'sung'],
  ['sank', 'sunk'],
  ['saw', 'seen'],
  ['shook', 'shaken'],
  ['showed', 'shown'],
  ['spoke', 'spoken'],
  ['stole', 'stolen'],
  ['swam', 'swum'],
  ['took', 'taken'],
  ['threw', 'thrown'],
  ['went', 'gone'],
  ['woke', 'woken'],
  ['wore', 'worn'],
  ['wrote', 'written'],
];

const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
/** Forms of "have" and "be" that make a following participle a perfect or a passive. */
export const PERFECT_OR_PASSIVE: ReadonlySet<string> = new Set([
  'have',
  'has',
  'had',
  "'ve",
  'having',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
]);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);

const agreementOf = new Map<string, string[]>();
for (const group of AGREEMENT)
  for (const w of group)
    agreementOf.set(
      w,
      group.filter((o) => o !== w),
    );
const participleOf = new Map(PAST_PARTICIPLE);
const pastOf = new Map(PAST_PARTICIPLE.map(([past, participle]) => [participle, past]));

/** The past tense of an irregular verb's distinct past participle ("seen" → "saw"), else undefined. */
export function pastOfParticiple(participle: string): string | undefined {
  return pastOf.get(participle);
}

/** Whether a token could be the subject right before its verb. */
const subjectLike = (t: Token | undefined) =>
  t !== undefined && (SUBJECT_PRONOUNS.has(t.lower) || t.pos === 'NOUN' || t.pos === 'PROPN');

/** Other forms of a verb token worth trying in its place (lower case). */
export function verbAlternatives(tokens: readonly Token[], i: number): string[] {
  const t = tokens[i];
  const prev = tokens[i - 1];
  const lower = t.lower.replace(/’/g, "'");
  const out: string[] = [];
  const agreement = agreementOf.get(lower);
  if (agreement && subjectLike(prev)) out.push(...agreement);
  if (t.pos !== 'VERB' || !/^\p{Ll}+$/u.test(t.text)) return withoutVetoed(tokens, i, out, t.lemma);
  const lemma = t.lemma;
  const afterModal = prev !== undefined && (MODALS.has(prev.lower) || prev.lower === 'to');
  // A gerund after "to" is regular English where "to" is a preposition ("committed to keeping",
  // "key to reducing"), which a few words of context cannot tell from the infinitive's "to"; the
  // injected errors of the gate's tuning never cover that class, so it gets no candidate.
  const gerundAfterTo = prev?.lower === 'to' && /ing$/.test(lower);
  if (afterModal) {
    if (lower !== lemma && /^\p{Ll}+$/u.test(lemma) && !gerundAfterTo) out.push(lemma);
  } else if (subjectLike(prev)) {
    if (lower === lemma) out.push(thirdSingular(lemma));
    else if (lower === thirdSingular(lemma)) out.push(lemma);
  }
  const perfect = prev !== undefined && PERFECT_OR_PASSIVE.has(prev.lower);
  const past = pastOf.get(lower);
  if (past && subjectLike(prev)) out.push(past);
  const participle = participleOf.get(lower);
  if (participle && perfect) out.push(participle);
  return withoutVetoed(tokens, i, out, lemma);
}

/**
 * The alternatives of the verb at `i` but the written form and, after a subject the grammar finds
 * plural ("Interviews were videotaped"), the singular ones: the word model, missing the rarer plural
 * n-gram after the verb ("were videotaped"), can prefer "was" by more than the margin.
 */
function withoutVetoed(tokens: readonly Token[], i: number, out: string[], lemma: string): string[] {
  const lower = tokens[i].lower.replace(/’/g, "'");
  const prev = tokens[i - 1];
  const subject = out.length > 0 ? subjectOf(tokens as Token[], i) : undefined;
  // The tagger reads a capitalised plural opening the sentence as a name ("Interviews/PROPN"); a
  // veto only removes candidates, so a name ending in -s ("James was") losing one costs nothing.
  const openingPlural = i === 1 && prev?.pos === 'PROPN' && /^\p{Lu}\p{Ll}+s$/u.test(prev.text);
  const plural = (subject?.plural === true && !subject.pronoun) || openingPlural;
  // A singular subject whose verb follows a plural noun ("One of the windows was", "The price of the
  // tickets is"): the model judges by that noun and prefers the plural, so none is offered.
  // So with "the number of", an indefinite pronoun or "every" + noun before the phrase ("Everybody in
  // the office knows"), which subjectOf leaves out.
  const attracted =
    (subject?.plural === false && (subject.partitive === true || subject.afterPhrase === true)) ||
    (out.length > 0 && headsAcrossPhrases(tokens).some((h) => h.verb === i));
  const eitherNumber = out.length > 0 && afterEitherNumberPartitive(tokens, i);
  // "She prefers walking" had become "She prefer": past the pronoun the model backs off to "prefer
  // walking", which it knows better. A verb right after "he", "she" or "it" (no do-support, modal or
  // "to" before the pronoun) is its finite verb and keeps its -s.
  const singularPronoun =
    prev !== undefined &&
    /^(?:he|she|it)$/.test(prev.lower) &&
    !/^(?:do|does|did|to|let|make|made|help|can|could|will|would|shall|should|may|might|must)$/.test(
      tokens[i - 2]?.lower ?? '',
    ) &&
    lower !== lemma;
  return out.filter(
    // "My friend and I is going": "am" agrees with "I" alone, not with the coordinated subject.
    (w) =>
      w !== lower &&
      !(eitherNumber && (isSingularForm(w, lemma) || isPluralForm(w, lemma) || w === 'am')) &&
      !(singularPronoun && isPluralForm(w, lemma)) &&
      !(plural && (isSingularForm(w, lemma) || w === 'am')) &&
      !(attracted && isPluralForm(w, lemma)),
  );
}

/** Quantifiers whose partitive takes a verb of either number ("None of my friends like / likes jazz"). */
const EITHER_NUMBER = /^(?:none|either|neither)$/;

/**
 * Whether the verb at `i` follows "none of", "either of" or "neither of" and its noun phrase: both
 * numbers are in common use there (Swan, Practical English Usage, "none"; "neither"), so no agreement
 * form is a fix, however much the model prefers the plural after "friends".
 */
function afterEitherNumberPartitive(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(1, i - 6); j--) {
    const t = tokens[j];
    if (t.lower === 'of') return EITHER_NUMBER.test(tokens[j - 1].lower);
    if (!/^(?:NOUN|PROPN|ADJ|DET|NUM|PRON|ADV)$/.test(t.pos)) return false;
  }
  return false;
}

/** The plural present and past forms of "be", "have", "do" and a lexical verb's base form. */
const isPluralForm = (w: string, lemma: string) => w in TO_SINGULAR || w === lemma;

/** The third-person singular present forms of "be", "have", "do" and a lexical verb. */
const isSingularForm = (w: string, lemma: string) =>
  w in TO_PLURAL || (w !== lemma && w === thirdSingular(lemma));

/**
 * Verb-form findings on one paragraph (code points): for each verb with alternatives, the best one
 * the model prefers to what was written, by any amount (the evidence gate applies the margin).
 */
export function morphologyFindings(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
): Finding[] {
  return findingsByEvidence(text, sentences, lm, (tokens, i, cp) => {
    const t = tokens[i];
    const start = cp(t.start);
    const end = cp(t.end);
    return verbAlternatives(tokens, i).map((alt): Finding => {
      const written = matchCase(alt, t.text);
      return {
        start,
        end,
        ruleId: MORPHOLOGY_RULE_ID,
        category: 'grammar',
        message: `Did you mean "${written}"? This form of the verb fits the sentence better than "${t.text}".`,
        replacements: [written],
      };
    });
  });
}
