import { codePointLength } from '@margin/shared/text/offsets';

/** One paragraph of a request text: its text and where it starts, in code points and UTF-16. */
export interface Paragraph {
  text: string;
  /** Start in the request text, in code points. */
  cpStart: number;
  /** Start in the request text, in UTF-16 code units. */
  start: number;
}

/** Longest paragraph sent to an engine in one piece; longer ones are cut at a sentence end or space. */
export const MAX_PARAGRAPH_CHARS = 20_000;

/**
 * The paragraphs of `text` (split at line breaks), lazily, so a 1,000,000-character text is walked
 * once and engines only ever hold one paragraph. Blank lines yield nothing.
 */
export function* paragraphs(text: string): Generator<Paragraph> {
  let cp = 0;
  let i = 0;
  const re = /\r\n|\n|\r|\u2028|\u2029/g;
  while (i <= text.length) {
    re.lastIndex = i;
    const m = re.exec(text);
    const end = m ? m.index : text.length;
    for (const piece of cut(text.slice(i, end))) {
      if (piece.text.trim())
        yield { text: piece.text, start: i + piece.offset, cpStart: cp + piece.cpOffset };
    }
    cp += codePointLength(text.slice(i, end));
    if (!m) break;
    cp += codePointLength(m[0]);
    i = end + m[0].length;
  }
}

/** Cuts an over-long line into pieces of at most MAX_PARAGRAPH_CHARS, at a sentence end or a space. */
function* cut(line: string): Generator<{ text: string; offset: number; cpOffset: number }> {
  let offset = 0;
  let cpOffset = 0;
  while (line.length - offset > MAX_PARAGRAPH_CHARS) {
    const window = line.slice(offset, offset + MAX_PARAGRAPH_CHARS);
    let at = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
    at = at > MAX_PARAGRAPH_CHARS / 2 ? at + 2 : window.lastIndexOf(' ') + 1;
    if (at <= 0) at = MAX_PARAGRAPH_CHARS;
    // Never split a surrogate pair.
    if (/[\uD800-\uDBFF]/.test(window[at - 1] ?? '')) at--;
    const text = line.slice(offset, offset + at);
    yield { text, offset, cpOffset };
    offset += at;
    cpOffset += codePointLength(text);
  }
  yield { text: line.slice(offset), offset, cpOffset };
}
