import { describe, expect, it } from 'vitest';
import { type ChunkOptions, chunkText, defaultStepSize } from './chunk';
import { codePointLength } from './offsets';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The properties every chunking must have, whatever the input. */
function expectValidChunks(text: string, options: ChunkOptions, chunks = chunkText(text, options)) {
  expect(chunks.join('')).toBe(text);
  const graphemes = Array.from(segmenter.segment(text));
  const boundaries = new Set(graphemes.map((g) => g.index));
  const longest = Math.max(0, ...graphemes.map((g) => codePointLength(g.segment)));
  let at = 0;
  for (const chunk of chunks) {
    expect(chunk.length).toBeGreaterThan(0);
    expect(codePointLength(chunk)).toBeLessThanOrEqual(options.maxLength);
    at += chunk.length;
    // Only a grapheme longer than maxLength may be cut, and then only between code points.
    if (longest <= options.maxLength) expect(boundaries.has(at) || at === text.length).toBe(true);
    expect(Array.from(text.slice(0, at)).join('')).toBe(text.slice(0, at));
  }
  return chunks;
}

const FAMILY = '👨‍👩‍👧‍👦'; // 7 code points, one grapheme

describe('chunkText', () => {
  it.each<[string, string, ChunkOptions, string[]]>([
    ['empty text', '', { maxLength: 10 }, []],
    ['text that fits', 'Short text.', { maxLength: 100 }, ['Short text.']],
    ['text exactly at the limit', 'abcde', { maxLength: 5 }, ['abcde']],
    [
      'huge maxLength',
      'Some text.\f\nMore.',
      { maxLength: Number.MAX_SAFE_INTEGER },
      ['Some text.\f\nMore.'],
    ],
    ['infinite maxLength', 'Some text.', { maxLength: Number.POSITIVE_INFINITY }, ['Some text.']],
    [
      'page break beats paragraph break',
      'Aa.\n\nBb.\fCc dd ee',
      { maxLength: 12, stepSize: 12 },
      ['Aa.\n\nBb.\f', 'Cc dd ee'],
    ],
    [
      'paragraph break beats line break',
      'One one.\n\nTwo two.\nThree three',
      { maxLength: 22, stepSize: 22 },
      ['One one.\n\n', 'Two two.\nThree three'],
    ],
    [
      'CRLF blank line is a paragraph break',
      'One.\r\n\r\nTwo.\r\nThree',
      { maxLength: 16, stepSize: 16 },
      ['One.\r\n\r\n', 'Two.\r\nThree'],
    ],
    ['line break beats tab', 'a b\nc\td e', { maxLength: 8, stepSize: 8 }, ['a b\n', 'c\td e']],
    ['tab beats punctuation', 'a. b\tc d', { maxLength: 7, stepSize: 7 }, ['a. b\t', 'c d']],
    [
      'sentence end beats comma',
      'One. Two, three four',
      { maxLength: 16, stepSize: 16 },
      ['One. ', 'Two, three four'],
    ],
    [
      'comma beats space',
      'One, two three four',
      { maxLength: 16, stepSize: 16 },
      ['One, ', 'two three four'],
    ],
    [
      'closing quote after the full stop',
      'He said "Stop." Then left now',
      { maxLength: 22, stepSize: 22 },
      ['He said "Stop." ', 'Then left now'],
    ],
    ['rightmost split point of the best kind', 'aa bb cc dd ee', { maxLength: 10 }, ['aa bb cc ', 'dd ee']],
    [
      'step size limits where to look',
      'One.\n\nword word word word',
      { maxLength: 20, stepSize: 5 },
      ['One.\n\nword word ', 'word word'],
    ],
    ['no split point: cut at the limit', 'abcdefghij', { maxLength: 4 }, ['abcd', 'efgh', 'ij']],
    [
      'no-break space is not a split point',
      'ab\u00a0cd ef',
      { maxLength: 6, stepSize: 6 },
      ['ab\u00a0cd ', 'ef'],
    ],
    ['maxLength 1', 'ab c', { maxLength: 1 }, ['a', 'b', ' ', 'c']],
    ['emoji are one character each', '😀😀😀 😀😀', { maxLength: 4 }, ['😀😀😀 ', '😀😀']],
    [
      'combining marks stay on their letter',
      'e\u0301e\u0301e\u0301',
      { maxLength: 3 },
      ['e\u0301', 'e\u0301', 'e\u0301'],
    ],
    ['maxLength 1 hard-splits a combining sequence', 'e\u0301', { maxLength: 1 }, ['e', '\u0301']],
    ['a ZWJ family is kept whole', `${FAMILY}${FAMILY}`, { maxLength: 10 }, [FAMILY, FAMILY]],
    [
      'a grapheme longer than maxLength is cut on code points',
      FAMILY,
      { maxLength: 3 },
      ['👨‍👩', '‍', '👧‍👦'],
    ],
    ['flags are kept whole', '🇫🇷🇩🇪🇯🇵', { maxLength: 3 }, ['🇫🇷', '🇩🇪', '🇯🇵']],
    [
      'CJK cuts after the full stop',
      '日本語の文章です。次の文です。三つ目',
      { maxLength: 10 },
      ['日本語の文章です。', '次の文です。三つ目'],
    ],
    [
      'CJK comma without a space',
      '東京、大阪、名古屋と京都',
      { maxLength: 8 },
      ['東京、大阪、', '名古屋と京都'],
    ],
    [
      'CJK closing bracket stays with its full stop',
      '「はい。」と言った。',
      { maxLength: 7, stepSize: 7 },
      ['「はい。」', 'と言った。'],
    ],
    ['CJK without punctuation', '日本語日本語日本語', { maxLength: 4 }, ['日本語日', '本語日本', '語']],
    ['CRLF is never split', 'ab\r\ncd', { maxLength: 3, stepSize: 1 }, ['ab', '\r\n', 'cd']],
  ])('%s', (_name, text, options, expected) => {
    expect(chunkText(text, options)).toEqual(expected);
    expectValidChunks(text, options);
  });

  it('never exceeds maxLength nor splits a grapheme on mixed text, for every maxLength and step', () => {
    const text =
      'Café\u0301 au lait. Naïve résumé!\n\nこんにちは、世界。👍🏽 Thumbs; 👨‍👩‍👧 family\tand 🇫🇷 flag.\f' +
      'Last page: e\u0301\u0302\u0323 stacked marks, \u00a0no-break, \r\nCRLF, ‘quotes’, 𝒳𝒴𝒵 maths.';
    for (let maxLength = 1; maxLength <= 40; maxLength++) {
      for (const stepSize of [1, 2, Math.ceil(maxLength / 2), maxLength, undefined]) {
        expectValidChunks(text, { maxLength, stepSize });
      }
    }
  });

  it('cuts lone surrogates without throwing', () => {
    const text = 'a\uD83Db c\uDE00d e\uD83D';
    for (let maxLength = 1; maxLength <= 8; maxLength++) expectValidChunks(text, { maxLength });
  });

  it('keeps chunks at least maxLength - stepSize long except the last', () => {
    const text = 'word '.repeat(500);
    const chunks = expectValidChunks(text, { maxLength: 100, stepSize: 10 });
    for (const chunk of chunks.slice(0, -1)) expect(codePointLength(chunk)).toBeGreaterThanOrEqual(90);
  });

  it('prefers paragraph breaks with the default step size', () => {
    const paragraph = `${'Lorem ipsum dolor sit amet, consectetur. '.repeat(5).trim()}\n\n`;
    const chunks = chunkText(paragraph.repeat(10), { maxLength: 500 });
    for (const chunk of chunks.slice(0, -1)) expect(chunk.endsWith('\n\n')).toBe(true);
  });

  it('cuts a long run of whitespace at the limit', () => {
    expectValidChunks(`a${' '.repeat(50)}b`, { maxLength: 7 });
  });

  it('clamps a step size out of range and ignores one that is not a number', () => {
    const text = 'aa bb cc dd ee ff';
    expect(chunkText(text, { maxLength: 6, stepSize: 0 })).toEqual(
      chunkText(text, { maxLength: 6, stepSize: 1 }),
    );
    expect(chunkText(text, { maxLength: 6, stepSize: 99 })).toEqual(
      chunkText(text, { maxLength: 6, stepSize: 6 }),
    );
    expect(chunkText(text, { maxLength: 6, stepSize: Number.NaN })).toEqual(
      chunkText(text, { maxLength: 6 }),
    );
  });

  it('rejects a maxLength below 1', () => {
    expect(() => chunkText('abc', { maxLength: 0 })).toThrow(RangeError);
    expect(() => chunkText('abc', { maxLength: Number.NaN })).toThrow(RangeError);
  });

  it('chunks 100 KB of emoji-heavy text in linear time', () => {
    // Every cut here needs the grapheme segmenter: a quadratic path would take seconds.
    const text = `${FAMILY} 👍🏽 e\u0301 `.repeat(10_000);
    const chunks = chunkText(text, { maxLength: 1000 });
    expect(chunks.join('')).toBe(text);
  });
});

describe('defaultStepSize', () => {
  it.each([
    [1, 1],
    [3, 1],
    [100, 25],
    [4000, 1000],
  ])('is %i → %i', (maxLength, step) => {
    expect(defaultStepSize(maxLength)).toBe(step);
  });
});
