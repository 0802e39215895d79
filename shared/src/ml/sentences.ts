/**
 * Sentence segmentation for the analysis endpoints (tone, sentiment, AI detection). Rule based:
 * a sentence ends at . ! ? … (with any closing quotes or brackets after them) followed by white space,
 * unless the word before the full stop is a known abbreviation or a single initial, and at every
 * line break. Sentences never include the white space around them.
 */

/** A sentence with its half-open UTF-16 range and its code point range in the text. */
export interface SentenceSpan {
  text: string;
  /** UTF-16 offsets (for slicing in JavaScript). */
  start: number;
  end: number;
  /** Code point offsets (what the API reports). */
  cpStart: number;
  cpEnd: number;
}

// Lower-cased, without the final full stop. Titles, Latin abbreviations and common short forms.
const ABBREVIATIONS = new Set(
  [
    'mr mrs ms dr prof sr jr st mt vs etc e.g i.e cf al approx dept est fig inc ltd co corp no nos vol',
    'jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun',
    'gen col lt sgt capt cmdr adm gov sen rep rev hon pres u.s u.k u.n a.m p.m ph.d b.a m.a',
  ]
    .join(' ')
    .split(' '),
);

const TERMINATOR = /[.!?…‽。！？]+['"’”)\]»]*/gu;

/** True when the full stop at UTF-16 index `dot` ends an abbreviation or an initial ("J."). */
function endsAbbreviation(text: string, dot: number): boolean {
  let i = dot;
  while (i > 0 && /[\p{L}.]/u.test(text[i - 1])) i--;
  const word = text.slice(i, dot).toLowerCase();
  if (word.length === 0) return false;
  if (ABBREVIATIONS.has(word)) return true;
  // A single capital letter: an initial, as in "J. R. R. Tolkien".
  return /^\p{Lu}$/u.test(text.slice(i, dot));
}

/** UTF-16 ranges of the sentences of `text`, trimmed, in order. */
function sentenceRanges(text: string): Array<[number, number]> {
  const cuts: number[] = [];
  for (const m of text.matchAll(TERMINATOR)) {
    const after = m.index + m[0].length;
    if (after >= text.length || !/\s/u.test(text[after])) continue;
    if (m[0] === '.' && endsAbbreviation(text, m.index)) {
      // "Dr. Smith" continues; "in the U.S. Then" would need a guess: keep it one sentence.
      continue;
    }
    cuts.push(after);
  }
  for (const m of text.matchAll(/\r?\n|\r|\u2028|\u2029/gu)) cuts.push(m.index);
  cuts.sort((a, b) => a - b);

  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    let s = from;
    let e = cut;
    while (s < e && /\s/u.test(text[s])) s++;
    while (e > s && /\s/u.test(text[e - 1])) e--;
    if (e > s) ranges.push([s, e]);
    from = Math.max(from, cut);
  }
  return ranges;
}

/** Splits text into sentences with UTF-16 and code point offsets; white space alone has none. */
export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let cp = 0;
  let at = 0;
  const advance = (to: number) => {
    for (; at < to; at++) {
      const c = text.charCodeAt(at);
      // The high half of a pair counts the code point; its low half does not count again.
      if (c >= 0xdc00 && c <= 0xdfff && at > 0) {
        const p = text.charCodeAt(at - 1);
        if (p >= 0xd800 && p <= 0xdbff) continue;
      }
      cp++;
    }
    return cp;
  };
  for (const [start, end] of sentenceRanges(text)) {
    const cpStart = advance(start);
    const cpEnd = advance(end);
    spans.push({ text: text.slice(start, end), start, end, cpStart, cpEnd });
  }
  return spans;
}
