/**
 * Two words written as one ("inorder" → "in order", "ofcourse" → "of course", "hardwork" → "hard
 * work", "alot" → "a lot"): a flagged word that splits into two dictionary words is corrected to the
 * split when the language model, reading the words around it, prefers the two words to every single-word
 * correction the spell engine has and to the joined word itself by a clear margin. The spell engine's
 * candidates are one word each, so without this step such a word gets a neighbour ("ofcourse" →
 * "course", "hardwork" → "hardware") or, when the corpus has seen the joined form, nothing at all.
 */
import { type LanguageModel, UNK_ID } from '@margin/shared/lm/model';
import { lmTokens } from '@margin/shared/lm/tokens';
import { CodePointCursor, type SpellChecker, type SpellFinding } from '@margin/shared/spell/checker';
import { type SentenceSpan, sentenceSpans } from '@margin/shared/text/sentences';
import { contextWindow } from './context-choice';

/**
 * How much more likely (natural log) the words around must be with the split than with the best
 * single word (the typed one, or any of the spell engine's first candidates).
 */
export const SPLIT_MARGIN = 3;

/** The model's training size and the fewest uses that put a word in its vocabulary (its metadata.json). */
export const TRAINED_TOKENS = 126e6;
export const VOCABULARY_MIN_COUNT = 3;

/** How many times more often than the rarest word of the vocabulary the split's pair must occur. */
const PAIR_RATIO = 100;

/** Shortest joined word considered: shorter ones split into too many chance pairs ("ane" → "an e"). */
const MIN_LENGTH = 5;

/** The candidates beside the split that it must beat (the first few of the spell engine's). */
const COMPARED = 3;

/** Lower case, or a capital and lower case: "Inorder" may be a sentence's first word; "PayPal" is a name. */
const PLAIN_WORD = /^\p{Lu}?\p{Ll}+$/u;

/**
 * The findings with a split of two joined words put first where the model prefers it, and a new finding
 * for a flagged word the spell engine left out (the corpus uses the joined form: "inorder", a term of
 * computing) when the model prefers the split to it.
 */
export function splitJoinedWords(
  text: string,
  findings: readonly SpellFinding[],
  checker: SpellChecker,
  lm: LanguageModel,
  options: { margin?: number; userWords?: ReadonlySet<string> } = {},
): SpellFinding[] {
  const margin = options.margin ?? SPLIT_MARGIN;
  const cursor = new CodePointCursor(text);
  const byStart = new Map(findings.map((f) => [f.start, f]));
  const added: SpellFinding[] = [];
  const changed = new Map<SpellFinding, SpellFinding>();
  let sentences: SentenceSpan[] | undefined;
  let at = 0;
  const splitsByWord = new Map<string, string[]>();
  for (const token of checker.misspelledTokens(text, { userWords: options.userWords })) {
    const word = token.text;
    if (word.length < MIN_LENGTH || !PLAIN_WORD.test(word)) continue;
    let splits = splitsByWord.get(word);
    if (!splits) {
      splits = splitsOf(word, checker);
      splitsByWord.set(word, splits);
    }
    if (splits.length === 0) continue;
    const start = cursor.at(token.start);
    const end = cursor.at(token.end);
    const finding = byStart.get(start);
    // A finding whose first correction is already two words was split by the dictionary's own rules.
    if (finding && (finding.end !== end || /\s/u.test(finding.candidates[0] ?? ''))) continue;
    // The spell engine flags a capitalised word inside a sentence only near a name it knows; left out, it
    // is most likely a name itself ("Partin", "Dobson"), not two words.
    if (!finding && !token.sentenceInitial && word[0] !== word[0].toLowerCase()) continue;
    sentences ??= sentenceSpans(text, { lineBreaks: true });
    // Tokens come in order, so the sentence holding each is found by walking forward once.
    while (at < sentences.length && sentences[at].end < token.end) at++;
    const sentence = sentences[at];
    if (!sentence || sentence.start > token.start) continue;
    const { before, after } = contextWindow(
      text.slice(sentence.start, token.start),
      text.slice(token.end, sentence.end),
      lm,
    );
    const score = (w: string) => lm.scoreSentence(lmTokens(before + w + after, lm.info.lowercase)).total;
    // The joined word competes only when the model knows it: its vocabulary holds every word the corpus
    // uses three times or more, so a closed compound ("skincare", "homepage") keeps its own score, while an
    // unknown word's score is the model's pooled rare-word estimate, no evidence either way.
    const rivals = [word, word.toLowerCase(), ...(finding?.candidates.slice(0, COMPARED) ?? [])].filter(
      (w) => lm.id(w) !== UNK_ID,
    );
    const toBeat = rivals.length > 0 ? Math.max(...rivals.map(score)) + margin : Number.NEGATIVE_INFINITY;
    let best: string | undefined;
    let bestScore = toBeat;
    for (const s of splits) {
      if (!commonPair(s, lm)) continue;
      const v = score(s);
      // A word the spell engine left out (the corpus has seen it) is split only when both words belong
      // there: the split beats either of its words alone by the margin too ("playin" is no "play in").
      const [left, right] = s.split(' ');
      if (!finding && v < Math.max(score(left), score(right)) + margin) continue;
      if (v >= bestScore) {
        best = s;
        bestScore = v;
      }
    }
    if (!best) continue;
    if (finding)
      changed.set(finding, {
        ...finding,
        candidates: [best, ...finding.candidates.filter((c) => c !== best)],
      });
    else added.push({ start, end, original: word, candidates: [best] });
  }
  if (added.length === 0 && changed.size === 0) return [...findings];
  return [...findings.map((f) => changed.get(f) ?? f), ...added].sort((a, b) => a.start - b.start);
}

/**
 * Whether the two words of a split are a pair the corpus uses far more often than a word outside the
 * model's vocabulary can occur: at least `PAIR_RATIO` times its vocabulary's minimum count, estimated
 * from the model's probability of the pair over the tokens it was trained on.
 */
function commonPair(split: string, lm: LanguageModel): boolean {
  const [left, right] = split.split(' ');
  const l = left.toLowerCase();
  const logPair = lm.logProb([], l) + lm.logProb([l], right);
  return logPair + Math.log(TRAINED_TOKENS) >= Math.log(PAIR_RATIO * VOCABULARY_MIN_COUNT);
}

/** Every way to write `word` as two dictionary words (each of two letters or more, or "a"), capital kept. */
export function splitsOf(word: string, checker: Pick<SpellChecker, 'isCorrect'>): string[] {
  const out: string[] = [];
  for (let k = 1; k < word.length - 1; k++) {
    const left = word.slice(0, k);
    const right = word.slice(k);
    if (left.length < 2 && left.toLowerCase() !== 'a') continue;
    if (checker.isCorrect(left) && checker.isCorrect(right)) out.push(`${left} ${right}`);
  }
  return out;
}
