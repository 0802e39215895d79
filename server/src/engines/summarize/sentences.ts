/** One sentence of a document, with where it sits. */
export interface DocSentence {
  text: string;
  /** Index among the document's sentences. */
  index: number;
  /** Index of its paragraph (headings count as paragraphs). */
  paragraph: number;
  /** Position inside its paragraph (0 = first). */
  inParagraph: number;
  /** A heading or title line: a boundary, never summary material. */
  heading: boolean;
}

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = new Set(
  'mr mrs ms dr prof sr jr st vs etc e.g i.e inc ltd co corp no gen gov sen rep jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k a.m p.m fig approx dept est'.split(
    ' ',
  ),
);

/** Splits one paragraph into sentences at . ! ? followed by space and a likely sentence start. */
export function splitSentences(paragraph: string): string[] {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const out: string[] = [];
  const re = /[.!?…]+["'”’)\]]*\s+(?=["'“‘([]?[\p{Lu}\p{N}])/gu;
  let start = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].trimEnd().length;
    const before = text.slice(start, m.index);
    const lastWord = /([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase() ?? '';
    // "Dr. Smith", "U.S. officials", and single initials ("J. Smith") do not end a sentence.
    if (m[0].startsWith('.') && (ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord))) continue;
    out.push(text.slice(start, end).trim());
    start = m.index + m[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** A line that reads as a heading: short and without closing punctuation. */
function isHeading(block: string): boolean {
  const t = block.trim();
  return !/[.!?…:;"”'’)]$/u.test(t) && t.split(/\s+/).length <= 14 && !t.includes('\n');
}

/** Splits plain text into sentences, keeping paragraph and heading boundaries. */
export function splitDocument(text: string): DocSentence[] {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n|\n(?=\s*[-*•]\s)/)
    .flatMap((b) => {
      // A single line break inside a block separates a heading from what follows it.
      const lines = b.split('\n').filter((l) => l.trim());
      if (lines.length > 1 && isHeading(lines[0])) return [lines[0], lines.slice(1).join(' ')];
      return [lines.join(' ')];
    })
    .map((b) => b.replace(/^\s*[-*•]\s+/, '').trim())
    .filter(Boolean);
  const out: DocSentence[] = [];
  blocks.forEach((block, paragraph) => {
    if (isHeading(block) && blocks.length > 1) {
      out.push({ text: block, index: out.length, paragraph, inParagraph: 0, heading: true });
      return;
    }
    splitSentences(block).forEach((s, inParagraph) => {
      out.push({ text: s, index: out.length, paragraph, inParagraph, heading: false });
    });
  });
  return out;
}
