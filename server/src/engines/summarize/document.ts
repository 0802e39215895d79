import { splitSentences } from '@margin/shared/text/sentences';

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

/** Sentences of one paragraph, its white space runs collapsed to single spaces. */
function paragraphSentences(paragraph: string): string[] {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  return splitSentences(text).map((r) => text.slice(r.start, r.end));
}

/** A line that reads as a heading: short and without closing punctuation. */
export function isHeading(block: string): boolean {
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
    paragraphSentences(block).forEach((s, inParagraph) => {
      out.push({ text: s, index: out.length, paragraph, inParagraph, heading: false });
    });
  });
  return out;
}
