/**
 * What the tones' sentence patterns share (confident-phrasing.ts, professional-phrasing.ts): each
 * pattern rewrites one whole sentence or declines, and checks that what follows it is the clause or
 * the verb phrase it needs before rewriting.
 */
import { phraseBefore, verbGroups } from './clause';
import { decapitalize, sentences, surface, type Tok } from './nlp';
import { verbForms } from './verbs';

/** A clause opening on its subject: a finite verb follows whose subject starts at the first token. */
export function isClause(text: string): boolean {
  const toks = sentences(text)[0] ?? [];
  if (!/^(?:PRON|DET|PROPN|NOUN|NUM|ADJ)$/.test(toks[0]?.pos ?? '')) return false;
  const subject = verbGroups(toks)[0]?.subject;
  if (!subject) return false;
  // "the figures in the report are correct": verbGroups gives the phrase next to the verb ("the
  // report"); the subject's head comes before its prepositional phrases.
  let start = subject[0];
  while (start > 0 && toks[start - 1].pos === 'ADP') {
    const head = phraseBefore(toks, start - 1);
    if (!head) break;
    start = head[0];
  }
  return start === 0;
}

/**
 * A verb phrase opening on a verb's base form ("check the figures", "extend the deadline"). Tagged
 * with the words before it when given (alone, "complete the training" reads as an adjective): a
 * word tagged as a noun or adjective counts when an object follows it ("should complete the…").
 */
export function isVerbPhrase(text: string, before = ''): boolean {
  const toks = sentences(`${before}${text}`)[0] ?? [];
  let at = 0;
  let i = 0;
  for (; i < toks.length && at < before.trimEnd().length; i++) at += toks[i].pre.length + toks[i].text.length;
  const first = toks[i];
  // The normal form is American ("finalize"); the lemma may keep the writer's spelling ("finalise").
  if (!first || (first.norm !== first.lemma && first.text.toLowerCase() !== first.lemma)) return false;
  if (first.pos === 'VERB' || first.norm === 'be') return true;
  return /^(?:NOUN|ADJ)$/.test(first.pos) && /^(?:DET|PRON|NUM)$/.test(toks[i + 1]?.pos ?? '');
}

/** Whether `tail`, the last part of sentence `s` that a pattern captured, opens on a verb's base form. */
export function isVerbPhraseIn(s: string, tail: string): boolean {
  const at = s.lastIndexOf(tail);
  return isVerbPhrase(tail, s.slice(0, at));
}

/**
 * The base form of a verb's -ing form ("opening" → "open", "moving" → "move", "planning" → "plan"),
 * whatever the tagger called it, or undefined when no verb has that -ing form.
 */
export function baseOfIng(word: string): string | undefined {
  const stem = /^(.+)ing$/.exec(word)?.[1];
  if (!stem) return undefined;
  const candidates = [stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : ''];
  return candidates.find((c) => c.length > 1 && verbForms(c).ing === word);
}

/** One sentence rewritten, or null when no pattern applies. */
export type Pattern = (sentence: string) => string | null;

/** Either apostrophe a writer types. */
export const APOSTROPHE = "['’]";

/** A sentence after the first pattern that applies to it, or null. */
function rephrased(sentence: string, patterns: Pattern[]): string | null {
  // A quotation is someone else's words, never the writer's to restate.
  if (/["“”]|(?:^|\s)'\S|\S'(?:\s|$)/.test(sentence)) return null;
  for (const pattern of patterns) {
    const out = pattern(sentence);
    if (out !== null && out !== sentence) return out;
  }
  return null;
}

/** The text with each sentence rewritten by the first pattern that applies to it, or the text unchanged. */
export function rephraseSentences(text: string, patterns: Pattern[]): string {
  const said = sentences(text).map((toks: Tok[]) => surface(toks));
  let changedAny = false;
  const out = said.map((s, i) => {
    // A "sentence" the next one continues ("… at 251-9467, ext." + "256.") ends at an abbreviation,
    // not a full stop: its end is not the writer's to change.
    if (/^[\p{Ll}\d]/u.test(said[i + 1] ?? '')) return s;
    const r = rephrased(s, patterns);
    if (r === null) return s;
    changedAny = true;
    return r;
  });
  return changedAny ? out.join(' ') : text;
}

/** "be" agreeing with a subject pronoun ("we cannot" → "we are unable to"). */
const BE: Record<string, string> = { i: 'am', we: 'are' };

/**
 * Verbs after "can't" that make an idiom or a judgement rather than a refusal ("I can't wait", "I
 * can't believe", "I can't help but feel", "we can't be sure").
 */
const NOT_REFUSED =
  /^(?:be|believe|wait|help|imagine|stand|bear|remember|recall|understand|see|tell|say|thank|stop|decide|think|figure|wrap|get|seem|afford|expect|deny|emphasi[sz]e|stress|overstate|argue|agree|disagree|complain)$/i;

/**
 * The writer's own refusal opening a sentence ("Unfortunately, we can't offer a refund for this
 * order."): its opening adverb, "I"/"we", the "be" that agrees with it, and the refused verb phrase on.
 * Null elsewhere: inside another clause, or with another subject, "can't" is often a judgement ("it
 * can't be worse", "you can't fall off the floor") or an idiom ("I can't wait").
 */
export function writerRefusal(s: string): { lead: string; who: string; be: string; rest: string } | null {
  const m = new RegExp(
    `^((?:(?:unfortunately|regrettably|however|sadly|at (?:the moment|present|this time)),? )?)(I|we) (?:cannot|can not|can${APOSTROPHE}t) (\\p{Ll}+)\\b`,
    'iu',
  ).exec(s);
  if (!m || NOT_REFUSED.test(m[3])) return null;
  const rest = s.slice(m[0].length - m[3].length);
  if (!isVerbPhraseIn(s, rest)) return null;
  return { lead: m[1], who: m[2], be: BE[m[2].toLowerCase()], rest };
}

/**
 * The question a sentence asks the reader to answer when it asks whether they know it ("Do you know
 * when the laptops will arrive?", "Any idea who signed it?"): "when the laptops will arrive", or null.
 * The question word opens a clause of its own, or is that clause's subject ("who is responsible").
 */
export function askedAbout(s: string): string | null {
  const m =
    /^(?:do you (?:happen to )?know|any idea) ((?:when|where|whether|if|who|which|how)\b.+?)\s*\?$/i.exec(s);
  if (!m) return null;
  const after = m[1].replace(/^\S+\s+/, '');
  const subjectWh =
    /^(?:who|which)\b/i.test(m[1]) &&
    (/^(?:is|are|was|were|has|have|will|can)\b/i.test(after) ||
      /^(?:AUX|VERB)$/.test(sentences(after)[0]?.[0]?.pos ?? ''));
  return isClause(after) || subjectWh ? m[1] : null;
}

/** What a sentence apologises for when it opens "(I'm) (so) sorry for/about …", or null. */
export function apologyFor(s: string): string | null {
  const m = new RegExp(
    `^(?:(?:I${APOSTROPHE}m |I am )?(?:so |very |really )?sorry) (?:for|about) (?=\\p{Ll})`,
    'iu',
  ).exec(s);
  return m ? s.slice(m[0].length) : null;
}

/**
 * Advice given with "should" as a whole sentence ("The team should (probably) review the contract
 * before signing it."): its subject as written, whether a hedge softened it, "not" when negated, and
 * the verb phrase on. The first finite verb must be that "should", its subject opening the sentence;
 * null for the writer's own duty ("I should…"), a question, or "should" inside another clause ("If
 * anyone asks, we should…", "It is odd that we should…").
 */
export function adviceWithShould(
  s: string,
): { subject: string; hedged: boolean; not: boolean; rest: string; stop: string } | null {
  const m =
    /^(.+?) should(?: (probably|perhaps|maybe|really|definitely))?( not)? (\p{Ll}.*?)\s*([.!])$/u.exec(s);
  if (!m || /^I$/i.test(m[1]) || !isClause(s) || !isVerbPhraseIn(s, m[4])) return null;
  const toks = sentences(s)[0] ?? [];
  const group = verbGroups(toks)[0];
  if (group?.aspect.modal?.toLowerCase() !== 'should') return null;
  return {
    // Lower case for the clause it moves into, unless it opens with a name.
    subject: decapitalize(m[1], toks[0]),
    hedged: /^(?:probably|perhaps|maybe)$/i.test(m[2] ?? ''),
    not: Boolean(m[3]),
    rest: m[4],
    stop: m[5],
  };
}

/**
 * Advice with "should" said as the writer's recommendation, with the mandative subjunctive that
 * "recommend" takes (the base form "should" already governs; Quirk et al. § 16.32): "The team should
 * review the contract." → "`lead` that the team review the contract." Null when `s` is no such advice.
 */
export function recommended(s: string, lead: 'I recommend' | 'I would recommend'): string | null {
  const a = adviceWithShould(s);
  return a ? `${lead} that ${a.subject}${a.not ? ' not' : ''} ${a.rest}.` : null;
}
/**
 * Whether a sentence (its tokens) opens with a fragment rather than its subject: a negation with no subject ("not
 * sure this is gonna work"), or a verbless phrase spliced to a clause by a comma ("Great job on the
 * demo, the client loved it"). A frame written before it ("Please note that great job…", "It is worth
 * noting that not sure…") reads as broken. A phrase of time or place ("In 2020, we…") is no fragment:
 * it opens with a preposition, an adverb or a number.
 */
export function opensWithFragment(toks: readonly Tok[]): boolean {
  const first = toks[0];
  if (!first) return false;
  if (first.pos === 'PART') return true;
  const comma = toks.findIndex((t) => t.text === ',');
  return (
    comma > 0 &&
    // (A capitalised adjective is often read as a name: "Great/PROPN job, …".)
    /^(?:ADJ|NOUN|PROPN|DET|INTJ)$/.test(first.pos) &&
    !toks.slice(0, comma).some((t) => /^(?:VERB|AUX)$/.test(t.pos)) &&
    isClause(surface(toks.slice(comma + 1)))
  );
}
