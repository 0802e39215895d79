import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isWholeWord, MODEL_TOKENS, tokenize, tokenPattern, words } from './tokens';

/**
 * The regular expressions each consumer had before the one tokenizer, frozen here: the language
 * model, AI detection, tone, sentiment and the semantic-search word vectors were trained on their
 * output, so the shared tokenizer must reproduce them exactly.
 */
const BEFORE = {
  model:
    /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*|\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]*(?:\u200D\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]*)*|[\u{1F1E6}-\u{1F1FF}]{2}|[^\s\p{L}\p{M}\p{N}]/gu,
  invisible: /^[\u{FE0E}\u{FE0F}\u200B-\u200D\u2060]$/u,
  complete: /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[.,!?;:]/gu,
  summarize: /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu,
  fts: /[\p{L}\p{N}\p{M}]+/gu,
  vectors: /\p{L}[\p{L}\p{M}]*/gu,
  spelling: /^[\p{L}\p{M}\u200c\u200d]+(?:['’][\p{L}\p{M}\u200c\u200d]+)*$/u,
};

const foldCase = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every consumer's tokens of `text`, the old way and the shared way. */
function both(text: string) {
  const before = {
    model: [...text.matchAll(BEFORE.model)]
      .filter((m) => !BEFORE.invisible.test(m[0]))
      .map((m) => [m[0], m.index, m.index + m[0].length]),
    complete: [...text.matchAll(BEFORE.complete)].map((m) => [m[0], m.index + m[0].length]),
    summarize: text.toLowerCase().match(BEFORE.summarize) ?? [],
    fts: foldCase(text).match(BEFORE.fts) ?? [],
    vectors: text.toLowerCase().match(BEFORE.vectors) ?? [],
    spelling: text.split(/[\s-]+/).map((w) => BEFORE.spelling.test(w.replace(/^['’]+|['’]+$/g, ''))),
  };
  const after = {
    model: tokenize(text, MODEL_TOKENS).map((t) => [t.text, t.start, t.end]),
    complete: tokenize(text, { words: 'joined', punctuation: '.,!?;:' }).map((t) => [t.text, t.end]),
    summarize: words(text, { words: 'joined', lowercase: true }),
    fts: words(foldCase(text), { words: 'alnum' }),
    vectors: words(text, { words: 'letters', lowercase: true }),
    spelling: text.split(/[\s-]+/).map((w) => isWholeWord(w.replace(/^['’]+|['’]+$/g, ''), 'spelling')),
  };
  return { before, after };
}

const EDGE_CASES = [
  "Don't stop—it's 1990's rock-'n'-roll, isn't it?",
  'Curly ’quotes’ and don’t, o’clock, rock’n’roll.',
  'well-known e-mail co-operate -- dash - lone',
  'Emoji: 👍🏽 👨‍👩‍👧 ❤️ ☺︎ 🇫🇷🇩🇪 a\u200Db \uFE0F alone \u200B\u2060',
  'İstanbul ÉCOLE naïve cafe\u0301 Straße ǅemal',
  'می‌خواهم हिन्दी தமிழ் 日本語のテキスト 한국어',
  'a.b.c 3.14 1,000,000 $5 50% #tag @user x_y foo() <b>bold</b>',
  'Numbers ١٢٣ ² ½ Ⅻ and 2nd 3rd',
  "''quoted'' 'tis ’twas rock'' - ' ’",
  'Tabs\tand\nnew lines\r\nand   spaces',
  '',
];

describe('the one tokenizer reproduces every consumer', () => {
  it.each(EDGE_CASES)('%j', (text) => {
    const { before, after } = both(text);
    expect(after).toEqual(before);
  });

  it('builds each option set once and escapes punctuation lists', () => {
    expect(tokenPattern(MODEL_TOKENS)).toBe(tokenPattern({ ...MODEL_TOKENS }));
    expect(tokenize('a-b ^ c]d\\', { words: 'letters', punctuation: '^]\\-' }).map((t) => t.text)).toEqual([
      'a',
      '-',
      'b',
      '^',
      'c',
      ']',
      'd',
      '\\',
    ]);
  });

  it('tells whole words', () => {
    expect(isWholeWord("don't", 'spelling')).toBe(true);
    expect(isWholeWord('well-known', 'spelling')).toBe(false);
    expect(isWholeWord('well-known', 'joined')).toBe(true);
    expect(isWholeWord('a1', 'letters')).toBe(false);
  });
});

// The shared data folder sits beside the repository checkout; a plain clone does not have it.
const DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/data');
const FILES = [
  'goemotions/data_original_dev.tsv',
  'goemotions/data_original_test.tsv',
  'translation/tatoeba_laser/data_tatoeba_v1_tatoeba.deu-eng.deu',
  'translation/tatoeba_laser/data_tatoeba_v1_tatoeba.fra-eng.fra',
  'translation/tatoeba_laser/data_tatoeba_v1_tatoeba.spa-eng.eng',
].map((f) => path.join(DATA, f));
const available = FILES.every((f) => fs.existsSync(f));
if (!available) {
  console.warn(
    `\n*** SKIPPED: the tokenizer corpus check needs ${FILES.join(', ')}. ***\n` +
      '*** Put the shared data folder beside the repository to compare the tokenizers on 13,000+ texts. ***\n',
  );
}

describe.skipIf(!available)('the one tokenizer on corpus text', () => {
  it('gives every consumer the same tokens as before on Reddit comments (emoji) and German, French, English sentences', () => {
    const texts = FILES.flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .map((line) => (f.endsWith('.tsv') ? line.split('\t')[0] : line)),
    ).filter((t) => t.trim().length > 0);
    expect(texts.length).toBeGreaterThan(13_000);
    let differing = 0;
    let tokens = 0;
    for (const text of texts) {
      const { before, after } = both(text);
      tokens += before.model.length;
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        differing++;
        if (differing <= 3) expect(after, text).toEqual(before);
      }
    }
    expect(differing).toBe(0);
    expect(tokens).toBeGreaterThan(150_000);
  });
});
