/**
 * Language-model evidence for grammar findings (precision first): a word-level finding from Harper or a
 * project rule is kept only when the server's language model prefers its sentence with the edit
 * applied over the sentence as written by a margin. The margins are tuned on synthetic errors injected
 * into held-back corpus text (`npm run eval -- grammar-gate`, scripts/eval/grammar-gate.ts), never on
 * the evaluation sets. Only the model's public API is used (`scoreSentence`, `scoreSentenceFrom`), not
 * its file layout.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import { lmTokensOfEdit, type TokenisedText, tokeniseText } from '@margin/shared/lm/tokens';
import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { Finding } from '../edits/finding';
import { CONTRACTION_EXTRA_MARGIN } from './confusion/scorer';

const APOSTROPHE = /\p{L}['’]\p{L}/u;

/** Which margin a finding must clear, by where it came from. */
export type EvidenceFamily =
  | 'harper'
  | 'margin'
  | 'morphology'
  | 'noun-number'
  | 'comparatives'
  | 'prepositions'
  | 'articles'
  | 'joins';

/**
 * How much more likely (natural log) the model must find a sentence in which words are joined
 * ("pre-owned" → "preowned", "under arm" → "underarm") than as written: ln 50, the ratio by which the
 * spelling engine's corpus gate requires a correction to beat a word the corpus uses (en-attested.json
 * minRatio). Both spellings are usually in use, so the closed one must be clearly the usual one. Edits
 * that put hyphens in or split words ("long term" → "long-term", "upto" → "up to") are not gated: the
 * corpus writes many compound adjectives open ("brand new car"), and gating them (at margin 0) cost more
 * right fixes than wrong ones on the LanguageTool and CWEB sets (docs/edits.md).
 */
export const JOIN_MARGIN = Math.log(50);

/**
 * Natural-log margins a finding's edit must win by, per family (tuned by `npm run eval -- grammar-gate`
 * on synthetic errors injected into held-back corpus text; see docs/edits.md for the figures).
 */
export const EVIDENCE_MARGINS: Readonly<Record<EvidenceFamily, number>> = {
  harper: 0.5,
  margin: 2.5,
  morphology: 6,
  'noun-number': 5,
  comparatives: 0,
  prepositions: 7.5,
  articles: 10,
  joins: JOIN_MARGIN,
};

/** Findings the model is not asked about: other engines, or checks it cannot judge word by word. */
const UNGATED_CATEGORIES = new Set(['spelling', 'punctuation', 'whitespace', 'capitalization', 'advanced']);

const WORDS = /^[\p{L}\p{N}'’]+(?:[\s\-‐‑]+[\p{L}\p{N}'’]+)*$/u;

/**
 * Whether a Harper or project-rule finding only moves word boundaries: written and replacement have the
 * same letters in the same case and differ in hyphens and spaces ("non-slip" → "nonslip", "day to day" → "day-to-day").
 */
export function isBoundaryEdit(chars: readonly string[], f: Finding): boolean {
  if (!f.ruleId.startsWith('harper:') && !f.ruleId.startsWith('margin:')) return false;
  const replacement = f.replacements[0];
  if (replacement === undefined) return false;
  const written = chars.slice(f.start, f.end).join('');
  // Words joined only by spaces and hyphens on both sides: no spacing around commas or "$ 300".
  if (written === replacement || !WORDS.test(written) || !WORDS.test(replacement)) return false;
  // Case is kept: "new york" → "New York" is a capitalisation fix, not a boundary one.
  const letters = (s: string) => s.replace(/[\s\-‐‑]+/gu, '');
  return letters(written) === letters(replacement);
}

/**
 * The family of a finding whose edit the model must support, or undefined when it is not gated. With
 * the text's code points, a spelling or punctuation finding that only joins words ("non-slip" →
 * "nonslip") is a 'joins' one: which of two spellings is usual is what the corpus knows (the model's
 * tokens keep hyphens). Word-level findings keep their family's gate, which charges a removed token more.
 */
export function evidenceFamily(f: Finding, chars?: readonly string[]): EvidenceFamily | undefined {
  const family = wordFamily(f);
  if (family !== undefined || !chars || !isBoundaryEdit(chars, f)) return family;
  const separators = (x: string) => (x.match(/[\s\-‐‑]+/gu) ?? []).length;
  const written = chars.slice(f.start, f.end).join('');
  return separators(f.replacements[0] ?? '') < separators(written) ? 'joins' : undefined;
}

/** The family a finding has by its rule and category alone. */
function wordFamily(f: Finding): EvidenceFamily | undefined {
  if (UNGATED_CATEGORIES.has(f.category)) return undefined;
  // Confusion sets are themselves scored by the model (confusion/scorer.ts), with their own margin.
  if (f.ruleId === 'margin:confusion-sets') return undefined;
  if (f.ruleId === 'margin:verb-morphology') return 'morphology';
  if (f.ruleId === 'margin:noun-number' || f.ruleId === 'margin:uncountable-plural') return 'noun-number';
  if (f.ruleId === 'margin:preposition-choice') return 'prepositions';
  if (f.ruleId === 'margin:comparatives') return 'comparatives';
  if (f.ruleId === 'margin:article-choice') return 'articles';
  if (f.ruleId.startsWith('harper:')) return 'harper';
  if (f.ruleId.startsWith('margin:')) return 'margin';
  return undefined;
}

/**
 * "a" ↔ "an": which form is right depends on the next word's first sound, which the rule knows
 * (spelling and pronunciation exceptions) and a word model judges poorly when that word is rare
 * ("a apple" gains only ~4 nats), so the swap is not gated.
 */
function isArticleForm(chars: readonly string[], f: Finding): boolean {
  const written = chars.slice(f.start, f.end).join('').toLowerCase();
  const replacement = f.replacements[0]?.toLowerCase();
  return (written === 'a' && replacement === 'an') || (written === 'an' && replacement === 'a');
}

/** The last sentence scored as written: candidates of one sentence share it. */
let lastScored:
  | {
      lm: LanguageModel;
      tokens: string[];
      key: string;
      score: ReturnType<LanguageModel['scoreSentence']>;
    }
  | undefined;

/** The model's score of `tokens`, reusing the previous call's when it scored the same tokens. */
function scoreOf(lm: LanguageModel, tokens: string[]): ReturnType<LanguageModel['scoreSentence']> {
  if (lastScored?.lm === lm && lastScored.tokens === tokens) return lastScored.score;
  const key = tokens.join('\u0000');
  if (lastScored?.lm !== lm || lastScored.key !== key)
    lastScored = { lm, tokens, key, score: lm.scoreSentence(tokens) };
  return lastScored.score;
}

/** The scores of the sentence as written and as edited (the edited one from the written one's). */
function scoresOf(lm: LanguageModel, original: string[], edited: string[]) {
  const a = scoreOf(lm, original);
  return { a, b: lm.scoreSentenceFrom(edited, original, a) };
}

/** A sentence range in code points. */
interface Span {
  start: number;
  end: number;
}

/**
 * How much the model prefers the sentence with `f`'s first replacement over the sentence as written,
 * in nats; undefined when the model cannot tell them apart (same tokens after its normalisation, e.g.
 * a case-only change for a lower-casing model). A length change is evened out: each token the edit adds
 * is charged, and each it removes credited, the sentence's mean log-probability per token, so deleting
 * a word does not win merely by leaving fewer words to score. An edit that writes a contraction is
 * credited the model's bias against contractions (CONTRACTION_EXTRA_MARGIN), one that undoes a
 * contraction charged it. With `unknownFails`, an edit that brings
 * in a token the model does not know gives undefined too.
 */
/**
 * Of several candidate edits for one sentence, the one the model supports most, if its gain reaches
 * `margin` (evidenceGain with unknown tokens failing): the comma rules offer one comma per sentence.
 */
export function strongestCandidate(
  chars: readonly string[],
  sentence: Span,
  candidates: Iterable<Finding>,
  lm: LanguageModel,
  margin: number,
): Finding | undefined {
  let best: Finding | undefined;
  let bestGain = margin;
  for (const f of candidates) {
    const gain = evidenceGain(chars, sentence, f, lm, true);
    if (gain !== undefined && gain >= bestGain) {
      best = f;
      bestGain = gain;
    }
  }
  return best;
}

/**
 * One paragraph's findings from rules that weigh candidates sentence by sentence (the comma rules):
 * `pick` gets each sentence, a UTF-16 → code-point converter, and `strongest` — strongestCandidate
 * bound to that sentence's span — and returns the findings it keeps (undefined for none).
 */
export function findingsBySentence<S extends { start: number; end: number }>(
  text: string,
  sentences: readonly S[],
  lm: LanguageModel,
  pick: (
    sentence: S,
    cp: (utf16: number) => number,
    strongest: (candidates: Iterable<Finding>, margin: number) => Finding | undefined,
  ) => Iterable<Finding | undefined>,
): Finding[] {
  const chars = Array.from(text);
  const cp = (u: number) => utf16ToCodePoint(text, u);
  const found: Finding[] = [];
  for (const s of sentences) {
    const span = { start: cp(s.start), end: cp(s.end) };
    const strongest = (candidates: Iterable<Finding>, margin: number) =>
      strongestCandidate(chars, span, candidates, lm, margin);
    for (const f of pick(s, cp, strongest)) if (f) found.push(f);
  }
  return found;
}

export function evidenceGain(
  chars: readonly string[],
  sentence: Span,
  f: Finding,
  lm: LanguageModel,
  unknownFails = false,
): number | undefined {
  const replacement = f.replacements[0];
  if (replacement === undefined) return undefined;
  const { original, edited } = windowTokens(chars, sentence, f, replacement, lm);
  if (original.length === edited.length && original.every((t, i) => t === edited[i])) return undefined;
  const { a, b } = scoresOf(lm, original, edited);
  // A replacement the model has never seen is no evidence (asked for by candidate generators).
  if (unknownFails && unknownCount(b) > unknownCount(a)) return undefined;
  const mean = a.total / (original.length + 1);
  const gain = b.total - a.total - (edited.length - original.length) * mean;
  // The model learnt from written text that seldom contracts and under-rates contractions (the same
  // allowance as the confusion sets'): an edit that writes one is credited it, one that undoes one charged.
  const written = chars.slice(f.start, f.end).join('');
  const contracts = APOSTROPHE.test(replacement) && !APOSTROPHE.test(written);
  const uncontracts = APOSTROPHE.test(written) && !APOSTROPHE.test(replacement);
  return gain + (contracts ? CONTRACTION_EXTRA_MARGIN : uncontracts ? -CONTRACTION_EXTRA_MARGIN : 0);
}

/**
 * How much more likely the model finds the sentence with a boundary edit (`isBoundaryEdit`) applied
 * than as written, in nats: the plain log-likelihood ratio of the two strings, with no per-token
 * evening out (the hyphen is a token of its own, and "pre - owned" is three tokens for one word).
 * Undefined when the edit brings in a word the model does not know ("nonslip"): an unseen form is no
 * evidence for itself.
 */
export function boundaryGain(
  chars: readonly string[],
  sentence: Span,
  f: Finding,
  lm: LanguageModel,
): number | undefined {
  const replacement = f.replacements[0];
  if (replacement === undefined) return undefined;
  const { original, edited } = windowTokens(chars, sentence, f, replacement, lm);
  const { a, b } = scoresOf(lm, original, edited);
  if (unknownCount(b) > unknownCount(a)) return undefined;
  return b.total - a.total;
}

/** The last evidence window tokenised: candidates of one sentence share it. */
let lastWindow:
  | { chars: readonly string[]; start: number; end: number; lowercase: boolean; tokens: TokenisedText }
  | undefined;

/** UTF-16 length of `chars[from..to)`. */
function utf16Length(chars: readonly string[], from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n += (chars[i] as string).length;
  return n;
}

/** The model's tokens of the finding's evidence window as written and with `replacement` applied. */
function windowTokens(
  chars: readonly string[],
  sentence: Span,
  f: Finding,
  replacement: string,
  lm: LanguageModel,
): { original: string[]; edited: string[] } {
  const window = evidenceWindow(chars, sentence, f);
  const lowercase = lm.info.lowercase;
  if (
    lastWindow?.chars !== chars ||
    lastWindow.start !== window.start ||
    lastWindow.end !== window.end ||
    lastWindow.lowercase !== lowercase
  ) {
    const text = chars.slice(window.start, window.end).join('');
    lastWindow = { chars, ...window, lowercase, tokens: tokeniseText(text, lowercase) };
  }
  const start = utf16Length(chars, window.start, f.start);
  const end = start + utf16Length(chars, f.start, f.end);
  return {
    original: lastWindow.tokens.normalised,
    edited: lmTokensOfEdit(lastWindow.tokens, start, end, replacement, lowercase),
  };
}

/** Tokens of a scored sentence the model does not know. */
const unknownCount = (scored: { tokens: readonly { unknown: boolean }[] }) =>
  scored.tokens.filter((t) => t.unknown).length;

/**
 * The candidate the model prefers most over the text as written (positive gain only), or undefined.
 * Unknown replacement tokens count as no evidence: candidate generators propose words, not facts.
 */
export function bestByEvidence(
  chars: readonly string[],
  sentence: Span,
  candidates: readonly Finding[],
  lm: LanguageModel,
): Finding | undefined {
  let best: Finding | undefined;
  let bestGain = 0;
  for (const c of candidates) {
    const gain = evidenceGain(chars, sentence, c, lm, true);
    if (gain !== undefined && gain > bestGain) {
      bestGain = gain;
      best = c;
    }
  }
  return best;
}

/** The code-point sentence ranges of `text`, from UTF-16 ones. */
export function codePointSentences(text: string, sentences: readonly Span[]): Span[] {
  return sentences.map((s) => ({
    start: utf16ToCodePoint(text, s.start),
    end: utf16ToCodePoint(text, s.end),
  }));
}

/**
 * Code points of context kept on each side of a finding. An n-gram model's score difference between
 * the two versions depends only on the tokens near the edit, so a window this wide changes nothing for
 * ordinary sentences, while a run-on "sentence" of 100 KB (pasted data, no full stops) is not
 * re-tokenised and re-scored whole for each of its thousands of findings (that was quadratic).
 */
export const EVIDENCE_WINDOW = 300;

/** The sentence holding a finding, or the whole text when no single sentence does (sentences sorted). */
export function sentenceOf(f: Finding, sentences: readonly Span[], length: number): Span {
  // The last sentence starting at or before the finding; the one before it when the finding is empty
  // and sits on their boundary (the first match in order, as a linear scan would give).
  let lo = 0;
  let hi = sentences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sentences[mid] as Span).start <= f.start) lo = mid + 1;
    else hi = mid;
  }
  for (const s of [sentences[lo - 2], sentences[lo - 1]]) {
    if (s && s.start <= f.start && f.end <= s.end) return s;
  }
  return { start: 0, end: length };
}

/** `span` cut to EVIDENCE_WINDOW code points either side of the finding, at whitespace so no word is cut. */
export function evidenceWindow(chars: readonly string[], span: Span, f: Finding): Span {
  let start = Math.max(span.start, f.start - EVIDENCE_WINDOW);
  let end = Math.min(span.end, f.end + EVIDENCE_WINDOW);
  if (start > span.start) {
    while (start < f.start && !/\s/u.test(chars[start - 1] ?? ' ')) start++;
  }
  if (end < span.end) {
    while (end > f.end && !/\s/u.test(chars[end] ?? ' ')) end--;
  }
  return { start, end };
}

/**
 * Drops gated findings whose edit the model does not prefer by its family's margin. A project-rule
 * finding the rule marked strong (`isStrong`: its pattern alone makes the error near certain) needs
 * only Harper's margin; one marked certain (`isCertain`: a closed pattern the corpus itself misuses)
 * passes unjudged. Findings the model cannot judge, and ungated ones, pass unchanged. Of two kept gated findings at most one word
 * apart, only the one with the larger gain stays: each was judged against the text as written, not
 * with the other applied, and near each other they are usually two fixes of one error ("These problem
 * have" → "problems", not also "This" and "has").
 */
export function gateByEvidence(
  text: string,
  utf16Sentences: readonly Span[],
  findings: Finding[],
  lm: LanguageModel,
  margins: Readonly<Record<EvidenceFamily, number>> = EVIDENCE_MARGINS,
  isStrong: (f: Finding) => boolean = () => false,
  isCertain: (f: Finding) => boolean = () => false,
): Finding[] {
  const chars = Array.from(text);
  if (!findings.some((f) => evidenceFamily(f, chars))) return findings;
  const sentences = codePointSentences(text, utf16Sentences);
  const gains = new Map<Finding, number>();
  const kept = findings.filter((f) => {
    const family = evidenceFamily(f, chars);
    if (!family || isArticleForm(chars, f) || isCertain(f)) return true;
    const sentence = sentenceOf(f, sentences, chars.length);
    if (family === 'joins') {
      // Not a contender for the one-fix-per-error choice below: it changes no word.
      const gain = boundaryGain(chars, sentence, f, lm);
      return gain !== undefined && gain >= margins.joins;
    }
    const gain = evidenceGain(chars, sentence, f, lm);
    if (gain === undefined) return true;
    const margin = family === 'margin' && isStrong(f) ? margins.harper : margins[family];
    if (gain < margin) return false;
    gains.set(f, gain);
    return true;
  });
  const judged = [...gains.keys()].sort((a, b) => a.start - b.start);
  const beaten = new Set<Finding>();
  for (let i = 0; i < judged.length; i++) {
    for (let j = i + 1; j < judged.length; j++) {
      const [a, b] = [judged[i], judged[j]];
      if (!nearby(chars, a, b)) break;
      const loser = (gains.get(a) ?? 0) >= (gains.get(b) ?? 0) ? b : a;
      beaten.add(loser);
    }
  }
  return beaten.size === 0 ? kept : kept.filter((f) => !beaten.has(f));
}

/** Whether `b` (starting at or after `a`) is at most one word away from `a`. */
function nearby(chars: readonly string[], a: Finding, b: Finding): boolean {
  if (b.start < a.end) return true;
  const between = chars.slice(a.end, b.start).join('');
  return (between.match(/[\p{L}\p{N}'’]+/gu) ?? []).length <= 1;
}
