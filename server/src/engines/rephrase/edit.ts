import { capitalize, type Tok } from './nlp';

/** Replace tokens [start, end) with words. */
export interface TokenEdit {
  start: number;
  end: number;
  words: string[];
}

const NO_SPACE_BEFORE = /^(?:[.,!?;:%)\]}]|'s|'re|'ve|'ll|'d|'m|n't|’s)$/i;

/**
 * Applies edits to a sentence's tokens and writes it back: untouched tokens keep their spacing,
 * new words are spaced normally, and the first letter is capitalised when the start changed.
 */
export function applyEdits(toks: Tok[], edits: TokenEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const pieces: { text: string; pre: string }[] = [];
  let i = 0;
  for (const e of sorted) {
    for (; i < e.start; i++) pieces.push({ text: toks[i].text, pre: toks[i].pre });
    const pre = e.start < toks.length && toks[e.start].pre ? toks[e.start].pre : ' ';
    e.words.forEach((w, k) => {
      pieces.push({ text: w, pre: NO_SPACE_BEFORE.test(w) ? '' : k === 0 ? pre : ' ' });
    });
    i = Math.max(i, e.end);
  }
  for (; i < toks.length; i++) pieces.push({ text: toks[i].text, pre: toks[i].pre });
  let out = '';
  for (const p of pieces) {
    if (!p.text) continue;
    out += (out === '' ? '' : p.pre) + p.text;
  }
  out = out
    .replace(/\s+([.,!?;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return sorted.some((e) => e.start === 0) ? capitalize(out) : out;
}

/** Whether a sentence is a question (voice and tense rules leave those alone). */
export function isQuestion(toks: Tok[]): boolean {
  return toks.at(-1)?.text === '?';
}
