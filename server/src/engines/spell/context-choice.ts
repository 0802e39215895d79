/**
 * A misspelling's correction chosen by its sentence: the server's language model scores the sentence
 * with each of the first candidates in the word's place, and a later candidate goes first when the model
 * prefers it by a clear margin ("This arguement is" → "argument", not "agreement"; "a wierd day" →
 * "weird", not "wired"). Precision first: only a candidate no farther from the typed word than the first
 * one may overtake it (learners' sentences are themselves ungrammatical, and a freer model picks a
 * common word that fits the broken context: "the familes tend" → "females"), and only a word the model
 * knows, since an unseen word's score is no evidence.
 */
import { type LanguageModel, UNK_ID } from '@margin/shared/lm/model';
import { lmTokens } from '@margin/shared/lm/tokens';
import type { SpellFinding } from '@margin/shared/spell/checker';
import { boundedDistance } from '@margin/shared/spell/suggest/edit-distance';
import { advanceCodePoints, codePointLength } from '@margin/shared/text/offsets';
import { type SentenceSpan, sentenceSpans } from '@margin/shared/text/sentences';

/** How many of a finding's candidates the model compares (the first and the ones after it). */
export const CONTEXT_CANDIDATES = 3;

/**
 * How much more likely (natural log) the sentence must be with a later candidate than with the first
 * for the later one to go first.
 */
export const CONTEXT_MARGIN = 3;

/** A correction the model can score as one word: letters and apostrophes, no space or hyphen. */
const ONE_WORD = /^\p{L}+(?:['’]\p{L}+)*$/u;

/** How the choice is made (the defaults are the engine's). */
export interface ContextChoiceOptions {
  /** @default CONTEXT_MARGIN */
  margin?: number;
  /** @default CONTEXT_CANDIDATES */
  candidates?: number;
}

/** The findings with each one's candidates reordered by its sentence where the model is clear. */
export function chooseByContext(
  text: string,
  findings: readonly SpellFinding[],
  lm: LanguageModel,
  options: ContextChoiceOptions = {},
): SpellFinding[] {
  const choice = {
    margin: options.margin ?? CONTEXT_MARGIN,
    candidates: options.candidates ?? CONTEXT_CANDIDATES,
  };
  if (!findings.some((f) => f.candidates.length > 1)) return [...findings];
  const sentences = sentenceSpans(text, { lineBreaks: true });
  // Each sentence read once with its misspellings as their first corrections (`ReadSentence`): a
  // finding's context is a slice of it, so the work stays linear in the text, not findings × sentence.
  const inSentence = new Map<number, SpellFinding[]>();
  const indexOf = new Map<SpellFinding, number>();
  for (const f of findings) {
    const i = sentenceIndex(sentences, f);
    if (i < 0) continue;
    indexOf.set(f, i);
    const list = inSentence.get(i);
    if (list) list.push(f);
    else inSentence.set(i, [f]);
  }
  const at = utf16Of(text);
  const read = new Map<number, ReadSentence>();
  const sentenceOf = (f: SpellFinding): ReadSentence | undefined => {
    const i = indexOf.get(f);
    if (i === undefined) return undefined;
    let r = read.get(i);
    if (!r) {
      r = readSentence(text, sentences[i], inSentence.get(i) ?? [], at);
      read.set(i, r);
    }
    return r;
  };
  return findings.map((f) => {
    if (f.candidates.length < 2) return f;
    const sentence = sentenceOf(f);
    if (!sentence) return f;
    const best = bestInContext(sentence, f, lm, choice);
    if (best <= 0) return f;
    const candidates = [f.candidates[best], ...f.candidates.filter((_, i) => i !== best)];
    return { ...f, candidates };
  });
}

/**
 * Index of the first sentence that holds the whole finding (code points), or -1: the first one whose end
 * reaches the finding's end, if it starts at or before the finding (the spans are in order).
 */
function sentenceIndex(sentences: readonly SentenceSpan[], f: SpellFinding): number {
  let lo = 0;
  let hi = sentences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sentences[mid].cpEnd >= f.end) hi = mid;
    else lo = mid + 1;
  }
  return lo < sentences.length && sentences[lo].cpStart <= f.start ? lo : -1;
}

/** UTF-16 index of a code point offset of `text` (`codePointToUtf16`), in O(1) after one pass. */
function utf16Of(text: string): (cp: number) => number {
  // Without surrogates the offsets are the same (tested once: each test reads the whole text).
  if (!SURROGATE.test(text)) return (cp) => Math.min(Math.max(0, cp), text.length);
  let table: Uint32Array | undefined;
  return (cp) => {
    if (!table) {
      table = new Uint32Array(codePointLength(text) + 1);
      for (let n = 0, i = 0; n < table.length; n++) {
        table[n] = i;
        i = advanceCodePoints(text, i, 1);
      }
    }
    return table[Math.min(Math.max(0, cp), table.length - 1)];
  };
}

const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * A sentence as the model reads it: its text with every misspelling in it replaced by its first
 * correction, and where each finding's replacement sits in that text.
 */
interface ReadSentence {
  text: string;
  /** Per finding in the sentence: start of its replacement in `text`, and its length. */
  slots: Map<SpellFinding, { start: number; length: number }>;
}

/**
 * The sentence's text with the misspellings in it read as their first corrections (an unknown word
 * beside a finding would tell the model nothing); the finding being decided takes each candidate in
 * turn in its slot.
 */
function readSentence(
  text: string,
  sentence: { start: number; end: number },
  findings: readonly SpellFinding[],
  at: (cp: number) => number,
): ReadSentence {
  // `findings` are the sentence's (`sentenceIndex`), in the order the checker gave them.
  let out = '';
  let from = sentence.start;
  const slots = new Map<SpellFinding, { start: number; length: number }>();
  for (const g of findings) {
    const start = at(g.start);
    const end = at(g.end);
    if (start < sentence.start || end > sentence.end) continue;
    out += text.slice(from, start);
    const replacement = g.candidates[0] ?? g.original;
    slots.set(g, { start: out.length, length: replacement.length });
    out += replacement;
    from = end;
  }
  out += text.slice(from, sentence.end);
  return { text: out, slots };
}

/** Index of the candidate the sentence supports (0 keeps the first). */
function bestInContext(
  sentence: ReadSentence,
  f: SpellFinding,
  lm: LanguageModel,
  choice: Required<ContextChoiceOptions>,
): number {
  const first = f.candidates[0];
  if (!ONE_WORD.test(first) || lm.id(first) === UNK_ID) return 0;
  const slot = sentence.slots.get(f);
  if (!slot) return 0;
  const typed = f.original.toLowerCase();
  const firstDistance = boundedDistance(typed, first.toLowerCase(), 4);
  const { before, after } = contextWindow(
    sentence.text.slice(0, slot.start),
    sentence.text.slice(slot.start + slot.length),
    lm,
  );
  const score = (word: string) => lm.scoreSentence(lmTokens(before + word + after, lm.info.lowercase)).total;
  let best = 0;
  let bestScore = score(first) + choice.margin;
  for (let i = 1; i < Math.min(choice.candidates, f.candidates.length); i++) {
    const c = f.candidates[i];
    if (!ONE_WORD.test(c) || lm.id(c) === UNK_ID) continue;
    if (boundedDistance(typed, c.toLowerCase(), firstDistance) > firstDistance) continue;
    const s = score(c);
    if (s >= bestScore) {
      best = i;
      bestScore = s;
    }
  }
  return best;
}

/**
 * The part of a word's context (`before` and `after` it in its sentence) that decides between words in
 * its place under an n-gram model: `order - 1` whole tokens on each side of the word's run of non-space
 * text, or the sentence's edge. The candidates change only the log-probabilities of the tokens whose
 * n-grams hold them, so the sentence's other tokens add the same to every candidate's score and the
 * comparison is the whole sentence's.
 */
export function contextWindow(
  before: string,
  after: string,
  lm: LanguageModel,
): { before: string; after: string } {
  const reach = lm.info.order - 1;
  return {
    before: windowBefore(before, reach, lm.info.lowercase),
    after: windowAfter(after, reach, lm.info.lowercase),
  };
}

const isSpace = (s: string, i: number) => /\s/u.test(s[i]);

/**
 * The end of `before` that `contextWindow` keeps: at least `reach` whole tokens before the word's own
 * run of non-space text, or all of it. The cut falls at white space, and no token spans white space
 * nor looks past its match (`lmTokensOfEdit`), so the tokens kept are the sentence's own; the
 * window's first tokens read `<s>` before them instead of the sentence's earlier words, the same for
 * every candidate (and the window's `</s>` follows tokens no candidate touches).
 */
function windowBefore(before: string, reach: number, lowercase: boolean): string {
  let end = before.length;
  while (end > 0 && !isSpace(before, end - 1)) end--;
  if (end === 0) return before;
  let cut = end;
  for (let words = reach; ; words *= 2) {
    for (let n = 0; n < words && cut > 0; n++) {
      while (cut > 0 && isSpace(before, cut - 1)) cut--;
      while (cut > 0 && !isSpace(before, cut - 1)) cut--;
    }
    if (cut === 0) return before;
    if (lmTokens(before.slice(cut, end), lowercase).length >= reach) return before.slice(cut);
  }
}

/** The start of `after` the same comparison needs: `reach` whole tokens after the word's run, or all of it. */
function windowAfter(after: string, reach: number, lowercase: boolean): string {
  let start = 0;
  while (start < after.length && !isSpace(after, start)) start++;
  if (start === after.length) return after;
  let cut = start;
  for (let words = reach; ; words *= 2) {
    for (let n = 0; n < words && cut < after.length; n++) {
      while (cut < after.length && isSpace(after, cut)) cut++;
      while (cut < after.length && !isSpace(after, cut)) cut++;
    }
    if (cut === after.length) return after;
    if (lmTokens(after.slice(start, cut), lowercase).length >= reach) return after.slice(0, cut);
  }
}
