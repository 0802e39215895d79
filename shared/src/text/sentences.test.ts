import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

const parts = (text: string) => splitSentences(text).map((r) => text.slice(r.start, r.end));

describe('splitSentences', () => {
  it.each([
    ['One. Two! Three?', ['One.', 'Two!', 'Three?']],
    ['Dr. Smith met Mr. J. Jones. Then he left.', ['Dr. Smith met Mr. J. Jones.', 'Then he left.']],
    ['e.g. this. and that', ['e.g. this. and that']],
    ['これは文です。これも。', ['これは文です。', 'これも。']],
    ['  padded.  ', ['padded.']],
  ])('%j', (text, expected) => expect(parts(text)).toEqual(expected));
});
