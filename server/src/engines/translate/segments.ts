/**
 * Line structure of a text (API.md: line breaks kept, whitespace not normalised). A text is cut into
 * lines; each line into its leading whitespace, its core and its trailing whitespace. Engines only ever
 * see cores, so every line break and every run of outer whitespace comes back exactly as sent — and
 * Apertium cannot move words from one line to another (it does across single newlines).
 */

/** One piece of a text: either layout kept verbatim, or a core an engine may translate. */
export type Piece = { layout: string } | { core: string };

const LINE_BREAK = /(\r\n|\n|\r|\u2028|\u2029|\u0085)/;

/** Cuts `text` into layout (line breaks, outer whitespace) and cores; joining the pieces gives `text` back. */
export function splitLines(text: string): Piece[] {
  const pieces: Piece[] = [];
  // split() with a capture group puts the separators at the odd indices.
  for (const [i, part] of text.split(LINE_BREAK).entries()) {
    if (part === '') continue;
    if (i % 2 === 1) {
      pieces.push({ layout: part });
      continue;
    }
    const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(part)!;
    if (m[1]) pieces.push({ layout: m[1] });
    if (m[2]) pieces.push({ core: m[2] });
    if (m[3]) pieces.push({ layout: m[3] });
  }
  return pieces;
}

/** Joins pieces back into a text, the n-th core replaced by `cores[n]`. */
export function joinPieces(pieces: readonly Piece[], cores: readonly string[]): string {
  let i = 0;
  return pieces.map((p) => ('layout' in p ? p.layout : cores[i++])).join('');
}

/** Whether a piece of text has anything an engine could translate (a letter). */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text);
}
