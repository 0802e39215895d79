import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeLm } from '@margin/shared/lm/format';
import { lmTokens } from '@margin/shared/lm/tokens';
import { afterAll, describe, expect, it } from 'vitest';
import { LanguageModelUnavailableError, languageModel, loadLanguageModel } from '.';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-load-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, bytes: Uint8Array) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('loadLanguageModel', () => {
  it('names the missing file and how to build it', () => {
    const load = () => loadLanguageModel(path.join(dir, 'nope.bin'));
    expect(load).toThrow(LanguageModelUnavailableError);
    expect(load).toThrow(/nope\.bin is missing; run `npm run train -- lm`/);
  });

  it('rejects a file that is not a model', () => {
    expect(() =>
      loadLanguageModel(write('text.bin', new TextEncoder().encode('hello world, not a model'))),
    ).toThrow(/is corrupt: not a Margin language model/);
  });

  it('rejects a well-formed file whose sections are missing', () => {
    const bytes = encodeLm(
      { order: 2, smoothing: 'absolute-discounting', lowercase: false, bucketBits: [1] },
      {
        vocab: '<unk>\n<s>\n</s>',
      },
    );
    expect(() => loadLanguageModel(write('partial.bin', bytes))).toThrow(/lacks section uni\.logp/);
  });

  it('rejects a vocabulary without the special tokens', () => {
    const bytes = encodeLm(
      { order: 2, smoothing: 'absolute-discounting', lowercase: false, bucketBits: [1] },
      {
        vocab: 'a\nb\nc',
      },
    );
    expect(() => loadLanguageModel(write('vocab.bin', bytes))).toThrow(/lacks <unk>, <s>/);
  });
});

describe('the committed model', () => {
  const score = (sentence: string) => languageModel().scoreSentence(lmTokens(sentence, false)).total;

  it.each([
    ['The dogs are barking loudly.', 'The dogs is barking loudly.'],
    ['She has written three books.', 'She has wrote three books.'],
    ['I would like a cup of tea.', 'I would like a cup of the tea of.'],
    ["They're going to the store.", 'Their going to the store.'],
  ])('prefers "%s" to "%s"', (good, bad) => {
    expect(score(good)).toBeGreaterThan(score(bad));
  });

  it('is loaded once and shared', () => {
    expect(languageModel()).toBe(languageModel());
  });
});
