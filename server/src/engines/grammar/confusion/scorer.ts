/**
 * Confusion sets scored by the language model (Bryant & Briscoe 2018): for each word of a confusion
 * set, the sentence is scored with every alternative in its place, and the best alternative is
 * suggested only when it beats what was written by a margin (precision first). With a 4-gram model
 * the sentence totals differ only in the ±3 tokens around the word, so the difference of totals is
 * that window's score; the model is consulted only for sentences holding a candidate word.
 */
import type { LanguageModel, SentenceScore } from '@margin/shared/lm/model';
import { lmToken } from '@margin/shared/lm/tokens';
import { tokenize } from '@margin/shared/ml/tokens';
import { matchCase, type RuleMatch } from '../rule';
import type { ConfusionTable } from './sets';

/**
 * Natural-log margin an alternative must win by, tuned on synthetic errors injected into held-back
 * corpus text (`npm run eval -- confusion`): the smallest margin (in steps of 0.5) whose false alarms
 * on the unchanged sentences stay at or under 1 per 1,000 candidate words (measured 0.96 per 1,000;
 * 76% of injected errors restored).
 */
export const CONFUSION_MARGIN = 6.5;

/**
 * Extra margin to replace a contraction by a word without an apostrophe ("they're" → "their"): the
 * model learnt from written text (encyclopaedia, books) that seldom contracts, so it under-rates
 * contractions; on held-back text "they're → their" and "you're → your" were among the commonest false
 * alarms, and a correct "since they're the ones" lost by 8.3 nats.
 */
export const CONTRACTION_EXTRA_MARGIN = 4;

const APOSTROPHE = /['’]/;

/** The gain a candidate needs to become a finding: the margin, more to undo a contraction, less for a non-word. */
export function requiredGain(
  c: Pick<ConfusionCandidate, 'original' | 'best'>,
  sets: ConfusionTable,
  margin: number = CONFUSION_MARGIN,
): number {
  // A form that is no word is fixed unless the model clearly prefers it (by more than its bias against contractions).
  if (sets.nonWords.has(c.original.toLowerCase().replace(/’/g, "'"))) return -CONTRACTION_EXTRA_MARGIN;
  const uncontracts = APOSTROPHE.test(c.original) && !APOSTROPHE.test(c.best);
  return margin + (uncontracts ? CONTRACTION_EXTRA_MARGIN : 0);
}

/** Options of one confusion check. */
export interface ConfusionOptions {
  /** @default CONFUSION_MARGIN */
  margin?: number;
}

/** Scored alternatives of one candidate word: what it is, where, and each alternative's gain. */
export interface ConfusionCandidate {
  start: number;
  end: number;
  original: string;
  /** Best alternative and its log-probability gain over the original (negative: original wins). */
  best: string;
  gain: number;
}

/** Every candidate word of one sentence (UTF-16 offsets into `text`) with its best alternative. */
export function scoreConfusions(
  text: string,
  sentence: { start: number; end: number },
  lm: LanguageModel,
  sets: ConfusionTable,
): ConfusionCandidate[] {
  const raw = tokenize(text.slice(sentence.start, sentence.end));
  const found: ConfusionCandidate[] = [];
  // The sentence as written, tokenised and scored once it holds a candidate.
  let written: { tokens: string[]; score: SentenceScore } | undefined;
  for (let i = 0; i < raw.length; i++) {
    const word = raw[i].text;
    const alternatives = sets.alternatives.get(word.toLowerCase().replace(/’/g, "'"));
    if (!alternatives) continue;
    // A capitalised word inside the sentence is a name or a title; ALL CAPS is an acronym or shouting.
    if (i > 0 && /^\p{Lu}/u.test(word) && !alternatives.some((a) => /^\p{Lu}/u.test(a))) continue;
    if (word.length > 1 && word === word.toUpperCase()) continue;
    if (!written) {
      const tokens = raw.map((t) => lmToken(t.text, lm.info.lowercase));
      written = { tokens, score: lm.scoreSentence(tokens) };
    }
    const base = written.score.total;
    let best = '';
    let gain = Number.NEGATIVE_INFINITY;
    for (const alt of alternatives) {
      const form = i === 0 ? matchCase(alt, word) : alt;
      const swapped = [...written.tokens];
      swapped[i] = lmToken(form, lm.info.lowercase);
      const score = lm.scoreSentenceFrom(swapped, written.tokens, written.score);
      if (score.tokens[i].unknown) continue;
      if (score.total - base > gain) {
        gain = score.total - base;
        best = form;
      }
    }
    if (best) {
      const start = sentence.start + raw[i].start;
      found.push({ start, end: start + word.length, original: word, best, gain });
    }
  }
  return found;
}

/** Confusion-set findings of one sentence: alternatives that beat the written word by `requiredGain`. */
export function confusionMatches(
  text: string,
  sentence: { start: number; end: number },
  lm: LanguageModel,
  sets: ConfusionTable,
  options: ConfusionOptions = {},
): RuleMatch[] {
  const margin = options.margin ?? CONFUSION_MARGIN;
  return scoreConfusions(text, sentence, lm, sets)
    .filter((c) => c.gain >= requiredGain(c, sets, margin))
    .map((c) => ({
      start: c.start,
      end: c.end,
      replacements: [c.best],
      message: `Did you mean "${c.best}"? It fits this sentence far better than "${c.original}".`,
    }));
}
