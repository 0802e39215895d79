import { describe, expect, it } from 'vitest';
import { joinLines, type LayoutLine, linesFromRuns, type TextRun, textFromPages } from './layout';

/** A line of 11 pt text at baseline `y`; full-width (450 pt) unless `width` says otherwise. */
function line(text: string, y: number, { x = 72, size = 11, width = 450 } = {}): LayoutLine {
  return { text, x, y, size, right: x + width };
}

/** A paragraph of full-width lines from `y` down, 14 pt apart. */
const paragraph = (y: number, ...texts: string[]) => texts.map((t, i) => line(t, y - 14 * i));

describe('joinLines (end-of-line hyphenation)', () => {
  const evidence = { compounds: new Set(['well-known']), words: new Set(['well', 'known']) };
  it.each([
    ['a lowercase word broken by the layout', 'small test docu-', 'ment. Next', 'small test document. Next'],
    [
      'a compound the document writes hyphenated elsewhere',
      'such as well-',
      'known words',
      'such as well-known words',
    ],
    ['a capital before the hyphen', 'the COVID-', '19 pandemic', 'the COVID-19 pandemic'],
    ['a capital after the hyphen', 'the Anglo-', 'Saxon kings', 'the Anglo-Saxon kings'],
    ['a soft hyphen', 'soft\u00ad', 'ware', 'software'],
    ['a Unicode hyphen', 'hyphen\u2010', 'ation', 'hyphenation'],
    ['a spaced hyphen used as a dash', 'a pause -', 'then more', 'a pause - then more'],
    ['an unspaced em dash', 'a pause—', 'then more', 'a pause—then more'],
    ['a spaced em dash', 'a pause —', 'then more', 'a pause — then more'],
    ['Japanese lines', '日本語の', '文章です。', '日本語の文章です。'],
    ['ordinary words', 'one line', 'and the next', 'one line and the next'],
  ])('%s', (_name, text, next, expected) => {
    expect(joinLines(text, next, evidence)).toBe(expected);
  });

  it('drops the hyphen of a lowercase compound the document never writes whole', () => {
    expect(joinLines('such as well-', 'known words')).toBe('such as wellknown words');
  });
});

describe('linesFromRuns', () => {
  const run = (str: string, x: number, y: number, width: number, hasEOL = false): TextRun => ({
    str,
    transform: [11, 0, 0, 11, x, y],
    width,
    height: 11,
    hasEOL,
  });

  it('joins runs on one baseline and splits at end-of-line marks and baseline changes', () => {
    const lines = linesFromRuns([
      run('Hello ', 72, 700, 30),
      run('world', 102, 700, 28, true),
      run('', 72, 686, 0, true),
      run('Second', 72, 686, 35),
      run('line', 72, 672, 20),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Hello world', 'Second', 'line']);
    expect(lines[0]).toMatchObject({ x: 72, y: 700, size: 11, right: 130 });
  });

  it('puts a space between runs set apart without one', () => {
    expect(linesFromRuns([run('two', 72, 700, 17), run('words', 95, 700, 28)])[0]!.text).toBe('two words');
    expect(linesFromRuns([run('kern', 72, 700, 22), run('ed', 94.5, 700, 10)])[0]!.text).toBe('kerned');
  });

  it('keeps a superscript on its line', () => {
    expect(linesFromRuns([run('x', 72, 700, 5), run('2', 77, 703, 4)]).map((l) => l.text)).toEqual(['x2']);
  });

  it('drops control characters and collapses justified spacing', () => {
    expect(linesFromRuns([run('a\u0000b   c\u0007', 72, 700, 40)])[0]!.text).toBe('ab c');
  });
});

describe('textFromPages', () => {
  it('joins the lines of a paragraph and separates paragraphs at a larger gap', () => {
    const page = [
      ...paragraph(700, 'The first paragraph runs over', 'two lines.'),
      ...paragraph(660, 'The second one', 'too.'),
    ];
    expect(textFromPages([page])).toBe('The first paragraph runs over two lines.\n\nThe second one too.');
  });

  it('separates a heading set in a larger size', () => {
    const page = [
      line('Heading', 714, { size: 16 }),
      ...paragraph(700, 'Body text starts', 'right under it.'),
    ];
    expect(textFromPages([page])).toBe('Heading\n\nBody text starts right under it.');
  });

  it('starts a paragraph at a first-line indent', () => {
    const page = [
      ...paragraph(700, 'It was a dark night.', 'The end.'),
      line('Next morning came.', 672, { x: 90 }),
    ];
    expect(textFromPages([page])).toBe('It was a dark night. The end.\n\nNext morning came.');
  });

  it('ends a paragraph at a short line that ends a sentence', () => {
    const page = [
      ...paragraph(700, 'A full line of text that reaches the right margin of', 'the column.'),
      line('Another full line follows with the next paragraph in', 672),
    ];
    page[1]!.right = 72 + 60;
    expect(textFromPages([page])).toBe(
      'A full line of text that reaches the right margin of the column.\n\nAnother full line follows with the next paragraph in',
    );
  });

  it('puts list items on lines of their own', () => {
    const page = paragraph(700, 'Shopping:', '• bread', '• milk and', 'honey', '2. two', 'a) letter');
    expect(textFromPages([page])).toBe('Shopping:\n• bread\n• milk and honey\n2. two\na) letter');
  });

  it('drops page numbers', () => {
    const pages = [
      [line('- 1 -', 760), ...paragraph(700, 'One.')],
      [...paragraph(700, 'Two.'), line('Page 2 of 3', 40)],
      [...paragraph(700, 'Three.'), line('iii', 40)],
    ];
    expect(textFromPages(pages)).toBe('One.\n\nTwo.\n\nThree.');
  });

  it('drops a running head repeated on most pages', () => {
    const pages = [1, 2, 3].map((n) => [
      line(`Annual report ${n}`, 760),
      ...paragraph(700, `Page ${n} text.`),
    ]);
    expect(textFromPages(pages)).toBe('Page 1 text.\n\nPage 2 text.\n\nPage 3 text.');
  });

  it('continues a sentence across a page break, hyphenated or not', () => {
    const pages = [
      paragraph(700, 'This sentence goes on to the'),
      paragraph(700, 'next page and is hyphen-'),
      paragraph(700, 'ated.'),
    ];
    expect(textFromPages(pages)).toBe('This sentence goes on to the next page and is hyphenated.');
  });

  it('starts a paragraph on a new page after a finished sentence', () => {
    expect(textFromPages([paragraph(700, 'Done.'), paragraph(700, 'fresh start')])).toBe(
      'Done.\n\nfresh start',
    );
    expect(textFromPages([paragraph(700, 'No stop'), paragraph(700, 'Capital start')])).toBe(
      'No stop\n\nCapital start',
    );
  });

  it('continues a sentence from the foot of one column to the head of the next', () => {
    const page = [
      ...paragraph(700, 'The left column ends in the', 'middle of a'),
      line('sentence.', 700, { x: 320 }),
    ];
    expect(textFromPages([page])).toBe('The left column ends in the middle of a sentence.');
  });

  it('gives nothing for pages without text', () => {
    expect(textFromPages([[], []])).toBe('');
  });
});
