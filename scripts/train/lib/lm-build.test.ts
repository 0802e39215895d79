import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashIds, lastHashKey } from '@margin/shared/lm/hash';
import { LanguageModel } from '@margin/shared/lm/model';
import { lmSentences } from '@margin/shared/lm/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageModelUnavailableError, loadLanguageModel } from '../../../server/src/engines/lm';
import { buildLm, chooseThresholds, type LmBuildOptions } from './lm-build';
import { KeyIndex, mergeRuns } from './lm-count';

const TEXT = `The cat sat on the mat. The dog sat on the rug. The cat ate the fish.
A dog ate the bone. The children were playing in the garden. She was reading a book.
The cat sat on the mat again. He was reading the paper. They were playing outside.`;

const corpus = () => {
  const sentences: string[][] = [];
  // Repeat with variety so most n-grams clear the minimum count of 2.
  for (let i = 0; i < 5; i++) sentences.push(...lmSentences(TEXT, false));
  sentences.push(['A', 'bird', 'sang', '.']);
  return sentences;
};

let dir: string;
let file: string;
let lm: LanguageModel;
const options = (): LmBuildOptions => ({
  order: 4,
  lowercase: false,
  smoothing: 'absolute-discounting',
  maxVocab: 1000,
  minWordCount: 2,
  maxNgrams: 100_000,
  workDir: path.join(dir, 'work'),
  bufferSize: 64,
});

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-test-'));
  const { bytes, stats } = await buildLm(corpus(), options());
  expect(stats.orders.map((o) => o.kept).every((k) => k > 0)).toBe(true);
  file = path.join(dir, 'lm.bin');
  fs.writeFileSync(file, bytes);
  lm = loadLanguageModel(file);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const vocabulary = (model: LanguageModel) => [...model.words];

describe('language model built from a tiny corpus', () => {
  it('gives a probability distribution over the vocabulary after seen and unseen contexts', () => {
    const words = vocabulary(lm).filter((w) => w !== '<s>');
    for (const context of [['<s>'], ['The', 'cat'], ['on', 'the'], ['sat', 'on', 'the'], ['zebra', 'the']]) {
      const total = words.reduce((s, w) => s + Math.exp(lm.logProb(context, w)), 0);
      expect(total, context.join(' ')).toBeCloseTo(1, 1);
    }
  });

  it('prefers seen continuations and uses the longest known context', () => {
    expect(lm.logProb(['the', 'cat', 'sat', 'on'], 'the')).toBeGreaterThan(
      lm.logProb(['the', 'cat', 'sat', 'on'], 'cat'),
    );
    const seen = lm.scoreSentence(['The', 'cat', 'sat', 'on', 'the', 'mat', '.']);
    expect(seen.tokens.map((t) => t.order)).toEqual([2, 3, 4, 4, 4, 4, 4, 4]);
    const shuffled = lm.scoreSentence(['mat', 'the', 'on', 'sat', 'cat', 'The', '.']);
    expect(seen.total).toBeGreaterThan(shuffled.total);
    expect(shuffled.tokens[1].order).toBe(1);
  });

  it('scores a sentence as the sum of its tokens, </s> included', () => {
    const score = lm.scoreSentence(['The', 'dog', 'ate', 'the', 'fish', '.']);
    expect(score.tokens).toHaveLength(7);
    expect(score.tokens[6].token).toBe('</s>');
    expect(score.total).toBeCloseTo(
      score.tokens.reduce((s, t) => s + t.logProb, 0),
      6,
    );
    expect(lm.scoreSentence(['The', 'dog'], false).tokens).toHaveLength(2);
  });

  it('maps words below the minimum count and unseen words to <unk>', () => {
    const score = lm.scoreSentence(['A', 'bird', 'flew', '.']);
    expect(score.tokens.map((t) => t.unknown)).toEqual([false, true, true, false, false]);
    expect(lm.id('bird')).toBe(0);
    expect(Number.isFinite(score.total)).toBe(true);
    expect(lm.logProb(['the'], 'bird')).toBe(lm.logProb(['the'], 'flew'));
  });

  it('keeps case as trained (a cased model does not know "THE")', () => {
    expect(lm.id('The')).not.toBe(lm.id('the'));
    expect(lm.id('THE')).toBe(0);
  });

  it('can be built with stupid backoff, whose scores are not normalised', async () => {
    const { bytes } = await buildLm(corpus(), {
      ...options(),
      smoothing: 'stupid-backoff',
      workDir: path.join(dir, 'sb'),
    });
    const sb = new LanguageModel(bytes);
    expect(sb.info.smoothing).toBe('stupid-backoff');
    expect(sb.logProb(['sat', 'on', 'the'], 'mat')).toBeCloseTo(Math.log(2 / 3), 1);
    expect(sb.logProb(['zebra', 'zebra', 'the'], 'mat')).toBeCloseTo(
      Math.log(0.4 * 0.4) + sb.logProb(['the'], 'mat'),
      1,
    );
  });
});

describe('continuation lists (format 2)', () => {
  it("lists the stored continuations of a context, most probable first, with the model's probabilities", () => {
    const next = lm.nextWords(['sat', 'on', 'the'], 3);
    // Seen after "sat on the": mat (3 times), rug (once); then the best of the shorter contexts.
    expect(next.map((n) => n.word).slice(0, 2)).toEqual(['mat', 'rug']);
    expect(next[0].logProb).toBe(lm.logProb(['sat', 'on', 'the'], 'mat'));
    expect(next[0].logProb).toBeGreaterThan(next[1].logProb);
  });

  it('falls back to shorter contexts and frequent words when a context is unknown', () => {
    const next = lm.nextWords(['zebra'], 4);
    expect(next).toHaveLength(4);
    expect(next.map((n) => n.word)).toContain('the');
    expect(lm.nextWords(['zebra', 'the'], 8).map((n) => n.word)).toContain('mat');
    expect(lm.nextWords(['<s>'], 2, (w) => w !== 'The').every((n) => n.word !== 'The')).toBe(true);
  });

  it("ranks a token among its context's continuations, after them when unlisted", () => {
    const ids = ['The', 'cat', 'sat', 'on', 'the', 'rug'].map((w) => lm.id(w));
    const stats = lm.tokenStats(ids);
    const after = lm.nextWords(['sat', 'on', 'the'], 10);
    expect(stats[5].rank).toBe(after.findIndex((n) => n.word === 'rug') + 1);
    expect(stats[5].logp).toBe(lm.logProb(['sat', 'on', 'the'], 'rug'));
    expect(stats.every((s) => s.entropy >= 0 && s.rank >= 1)).toBe(true);
    // "on" never follows "The cat sat mat": unlisted, so it ranks after the listed continuations.
    const unseen = lm.tokenStats(['The', 'mat', 'on'].map((w) => lm.id(w)));
    expect(unseen[2].rank).toBeGreaterThan(1);
  });
});

describe('bad artefacts', () => {
  it('reports a missing file as unavailable, not a crash', () => {
    expect(() => loadLanguageModel(path.join(dir, 'absent.bin'))).toThrow(/is missing/);
  });

  it.each([
    ['garbage', () => new Uint8Array(64).fill(7), /bad magic/],
    ['a truncated model', () => fs.readFileSync(file).subarray(0, 2000), /truncated|inconsistent/],
    ['an empty file', () => new Uint8Array(0), /bad magic/],
    [
      'a model from a future format',
      () => {
        const b = Uint8Array.from(fs.readFileSync(file));
        b[4] = 9;
        return b;
      },
      /format 9 is not supported/,
    ],
  ])('reports %s as corrupt', (_, bytes, message) => {
    const bad = path.join(dir, 'bad.bin');
    fs.writeFileSync(bad, bytes());
    expect(() => loadLanguageModel(bad)).toThrow(LanguageModelUnavailableError);
    expect(() => loadLanguageModel(bad)).toThrow(message);
  });
});

describe('hashing and counting', () => {
  it('gives distinct n-grams distinct keys and tells orders apart', () => {
    const keys = new Set<number>();
    const ids = new Uint32Array(4);
    for (let a = 0; a < 60; a++)
      for (let b = 0; b < 60; b++)
        for (let c = 0; c < 60; c++) {
          ids.set([a, b, c, 7]);
          hashIds(ids, 0, 4);
          keys.add(lastHashKey());
          hashIds(ids, 0, 3);
          keys.add(lastHashKey());
        }
    expect(keys.size).toBe(2 * 60 ** 3);
  });

  it('finds no n-gram the model never stored among many random probes', () => {
    const words = vocabulary(lm);
    let falseMatches = 0;
    for (let i = 0; i < 20_000; i++) {
      const pick = () => words[(i * 7919 + Math.floor(i / 3) * 104729) % words.length];
      const context = [`w${i}`, pick(), `v${i}`];
      if (lm.scoreSentence([...context, 'zzz'], false).tokens[3].order > 1) falseMatches++;
    }
    expect(falseMatches).toBe(0);
  });

  it('merges runs by adding the counts of shared keys', () => {
    const a = { keys: Float64Array.from([1, 5, 9]), counts: Uint32Array.from([1, 2, 3]) };
    const b = { keys: Float64Array.from([2, 5, 10]), counts: Uint32Array.from([4, 5, 6]) };
    const m = mergeRuns(a, b);
    expect([...m.keys]).toEqual([1, 2, 5, 9, 10]);
    expect([...m.counts]).toEqual([1, 4, 7, 3, 6]);
  });

  it('indexes every key of a run and nothing else', () => {
    const keys = Float64Array.from(
      { length: 5000 },
      (_, i) => i * 4294967296 * 3 + ((i * 2654435761) % 4294967296),
    );
    keys.sort();
    const index = new KeyIndex(keys);
    for (let i = 0; i < keys.length; i++) expect(index.find(keys[i])).toBe(i);
    expect(index.find(keys[10] + 1)).toBe(-1);
    expect(index.find(2 ** 52 + 12345)).toBe(-1);
  });

  it('raises count thresholds until the budget holds, never lower for a higher order', () => {
    const hist = (entries: Record<number, number>) => {
      const h = new Float64Array(1024);
      for (const [c, n] of Object.entries(entries)) h[Number(c)] = n;
      return h;
    };
    const hists = [hist({ 2: 100, 3: 50, 10: 20 }), hist({ 2: 300, 3: 30, 4: 10 }), hist({ 2: 500, 5: 5 })];
    expect(chooseThresholds(hists, 10_000)).toEqual([2, 2, 2]);
    const t = chooseThresholds(hists, 100);
    expect(t[0]).toBeLessThanOrEqual(t[1]);
    expect(t[1]).toBeLessThanOrEqual(t[2]);
    expect(t[0]).toBeGreaterThan(2);
  });
});
