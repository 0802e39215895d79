import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { encodeLm } from '@margin/shared/lm/format';
import { lmTokens } from '@margin/shared/lm/tokens';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  LanguageModelUnavailableError,
  languageModel,
  languageModelWorkerData,
  loadLanguageModel,
  preloadLanguageModelBytes,
} from '.';

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

  it('finds each of its 250,000 words at its own id (the typed-array vocabulary index)', () => {
    const lm = languageModel();
    const { words } = lm;
    expect(words.length).toBe(lm.vocabSize);
    expect(new Set(words).size).toBe(words.length);
    const misplaced: string[] = [];
    for (let i = 0; i < words.length; i++)
      if (lm.id(words[i]) !== i || lm.word(i) !== words[i]) misplaced.push(words[i]);
    expect(misplaced).toEqual([]);
    expect(lm.id('qzxqzxnotaword')).toBe(0);
  });

  it('scores an edited sentence from the written one exactly as from scratch', () => {
    const lm = languageModel();
    const prose = fs
      .readFileSync(path.join(__dirname, '../grammar/confusion/fixtures/correct-prose.txt'), 'utf8')
      .split(/(?<=[.!?])\s+/)
      .filter(Boolean)
      .slice(0, 40)
      .map((s) => lmTokens(s, false));
    // Swaps, insertions and deletions at the start, inside and at the end; a word the model does not
    // know; an edit that repeats the word beside it (the shared prefix and suffix then overlap).
    const edits = (t: string[]): string[][] => [
      ['A', ...t.slice(1)],
      [...t.slice(0, 2), 'the', ...t.slice(2)],
      [...t.slice(0, 3), ...t.slice(4)],
      [...t.slice(0, -1), 'zzqxv', t[t.length - 1]],
      [...t.slice(0, 1), t[0], ...t.slice(1)],
      [...t, '.'],
      t.slice(1),
      [],
      t,
    ];
    let compared = 0;
    for (const written of [...prose, ['.'], []]) {
      const score = lm.scoreSentence(written);
      const fragment = lm.scoreSentence(written, false);
      for (const edited of edits(written).filter((e) => e.every((w) => w !== undefined))) {
        expect(lm.scoreSentenceFrom(edited, written, score)).toEqual(lm.scoreSentence(edited));
        expect(lm.scoreSentenceFrom(edited, written, fragment, false)).toEqual(
          lm.scoreSentence(edited, false),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});

describe('the model in shared memory', () => {
  // Sentences of real prose and of words drawn across the whole vocabulary, so every order's tables
  // and the backoff paths are read.
  const prose = fs
    .readFileSync(path.join(__dirname, '../grammar/confusion/fixtures/correct-prose.txt'), 'utf8')
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  const ownCopy = loadLanguageModel();
  const drawn = Array.from({ length: 300 }, (_, i) =>
    Array.from({ length: 8 }, (_, k) => ownCopy.words[(i * 7919 + k * 104_729) % ownCopy.vocabSize]),
  );
  const sentences = [...prose.map((s) => lmTokens(s, false)), ...drawn];

  it('gives bit-identical scores and token statistics to a model read into its own buffer', () => {
    const inShared = loadLanguageModel(undefined, true);
    expect(sentences.length).toBeGreaterThan(300);
    for (const tokens of sentences) {
      expect(inShared.scoreSentence(tokens)).toEqual(ownCopy.scoreSentence(tokens));
      const ids = tokens.map((t) => ownCopy.id(t));
      expect(inShared.tokenStats(ids)).toEqual(ownCopy.tokenStats(ids));
    }
  });

  it('is read for workers only asynchronously: starting a worker never blocks on the file', async () => {
    vi.resetModules();
    const fresh = await import('.');
    expect(fresh.languageModelWorkerData()).toBeUndefined();
    await fresh.preloadLanguageModelBytes();
    const data = fresh.languageModelWorkerData();
    expect(Object.values(data ?? {})[0]?.byteLength).toBe(fs.statSync(fresh.LM_FILE).size);
  });

  it('is viewed, not copied, by a worker started with languageModelWorkerData()', async () => {
    await preloadLanguageModelBytes();
    const data = languageModelWorkerData();
    expect(data).toBeDefined();
    const tsx = import.meta.resolve('tsx/esm/api');
    const lm = new URL('./index.ts', import.meta.url).href;
    const worker = new Worker(
      `(async () => {
        await (await import(${JSON.stringify(tsx)})).register();
        const { parentPort, workerData } = await import('node:worker_threads');
        const { languageModel, languageModelWorkerData } = await import(${JSON.stringify(lm)});
        const total = languageModel().scoreSentence(['The', 'dogs', 'are', 'barking', '.']).total;
        const [own] = Object.values(languageModelWorkerData());
        parentPort.postMessage({ total, same: own === Object.values(workerData)[0] });
      })();`,
      { eval: true, workerData: data },
    );
    try {
      const answer = await new Promise<{ total: number; same: boolean }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(answer.same).toBe(true);
      expect(answer.total).toBe(languageModel().scoreSentence(['The', 'dogs', 'are', 'barking', '.']).total);
    } finally {
      await worker.terminate();
    }
  }, 60_000);
});
