import { describe, expect, it } from 'vitest';
import { Vocabulary } from './vocabulary';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** What the model used before the typed-array index: a Map filled in id order. */
function mapOf(text: string): Map<string, number> {
  const map = new Map<string, number>();
  text.split('\n').forEach((w, i) => {
    map.set(w, i);
  });
  return map;
}

describe('Vocabulary', () => {
  it('finds every word at the id a Map filled in order gives it, and nothing else', () => {
    // Thousands of words (so probes collide), non-Latin-1 and astral letters, an empty line, a word twice.
    const words = [
      '<unk>',
      '<s>',
      '</s>',
      'the',
      'The',
      'THE',
      'naïve',
      'Ελλάδα',
      '東京',
      '𝔘𝔫𝔦',
      '',
      'the',
      "don't",
    ];
    for (let i = 0; i < 3000; i++) words.push(`w${i.toString(36)}`);
    const text = words.join('\n');
    const vocabulary = new Vocabulary(utf8(text));
    const map = mapOf(text);
    expect(vocabulary.size).toBe(words.length);
    for (const w of new Set(words)) expect(vocabulary.id(w), w).toBe(map.get(w));
    // A lone surrogate would be written as U+FFFD, which "\uFFFD" is; the Map never found either.
    for (const absent of [
      'th',
      'thee',
      'the ',
      'Naïve',
      '東',
      'w',
      'wzzz',
      '<unk>\n<s>',
      '\uD835',
      'x\uDC00',
    ])
      expect(vocabulary.id(absent), absent).toBe(-1);
    // A word listed twice keeps its last id; word(id) still reads each line.
    expect(vocabulary.id('the')).toBe(11);
    expect(vocabulary.word(3)).toBe('the');
    expect(vocabulary.word(10)).toBe('');
    expect(vocabulary.word(words.length)).toBeUndefined();
    expect(vocabulary.word(-1)).toBeUndefined();
    expect(vocabulary.words).toEqual(words);
  });

  it('reads a vocabulary of one word and one ending in a line break as split() does', () => {
    expect(new Vocabulary(utf8('solo')).id('solo')).toBe(0);
    const trailing = new Vocabulary(utf8('a\nb\n'));
    expect(trailing.size).toBe(3);
    expect(trailing.id('')).toBe(2);
    expect(trailing.words).toEqual(['a', 'b', '']);
  });

  it('finds a word with U+FFFD only as itself, and drops a leading byte-order mark as decoding does', () => {
    const text = '\uFEFF<unk>\nab\uFFFDc\nx';
    const vocabulary = new Vocabulary(utf8(text));
    const map = mapOf(new TextDecoder().decode(utf8(text)));
    for (const w of ['<unk>', 'ab\uFFFDc', 'ab\uD800c', 'x'])
      expect(vocabulary.id(w), w).toBe(map.get(w) ?? -1);
    expect(vocabulary.word(0)).toBe('<unk>');
  });
});
