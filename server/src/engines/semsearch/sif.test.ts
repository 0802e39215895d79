import { describe, expect, it } from 'vitest';
import { dot } from './embedder';
import { applyTransform, SifEmbedder } from './sif';
import { builtinEmbedder } from './sif-model';
import { decodeTable, encodeTable, quantise, type WordVectorTable } from './vector-table';

/** A three-word table with 2-d vectors and a transform that swaps and doubles the axes. */
function tinyTable(): WordVectorTable {
  const { scales, vectors } = quantise(Float32Array.from([1, 0, 0, 1, 1, 1]), 2);
  return {
    model: 'tiny',
    dimensions: 2,
    words: ['cat', 'dog', 'pet'],
    ranks: Uint32Array.from([1, 2, 3]),
    sourceVocabulary: 1000,
    scales,
    vectors,
    component: new Float32Array(2),
    transform: { rows: 2, centre: Float32Array.from([0.5, 0]), matrix: Float32Array.from([0, 2, 2, 0]) },
  };
}

describe('word-vector table', () => {
  it('round-trips a table with its sentence transform', () => {
    const table = tinyTable();
    const back = decodeTable(encodeTable(table));
    expect(back.words).toEqual(table.words);
    expect([...(back.transform?.matrix ?? [])]).toEqual([0, 2, 2, 0]);
    expect([...(back.transform?.centre ?? [])]).toEqual([0.5, 0]);
  });

  it('refuses a file that is not a table, or is cut short', () => {
    expect(() => decodeTable(Buffer.from('nope nope'))).toThrow(/not a word-vector table/);
    const bin = encodeTable(tinyTable());
    expect(() => decodeTable(bin.subarray(0, bin.length - 1))).toThrow(/truncated/);
  });
});

describe('SifEmbedder with a transform', () => {
  it('centres, then maps: matrix × (v − centre)', () => {
    expect([...applyTransform(tinyTable().transform!, Float32Array.from([1.5, 1]))]).toEqual([2, 2]);
  });

  it('answers all zeros for a text with no known word, and unit vectors otherwise', () => {
    const e = new SifEmbedder(tinyTable(), 'tiny');
    expect([...e.embedOne('zebra!')]).toEqual([0, 0]);
    const v = e.embedOne('cat');
    expect(dot(v, v)).toBeCloseTo(1, 5);
  });
});

describe('built-in embedder', () => {
  const e = builtinEmbedder();
  const sim = (a: string, b: string) => dot(e.embedOne(a), e.embedOne(b));

  it('scores a paraphrase above an unrelated sentence', () => {
    const base = 'A man is playing a guitar on stage.';
    expect(sim(base, 'Someone plays the guitar at a concert.')).toBeGreaterThan(
      sim(base, 'The central bank raised interest rates again.'),
    );
    expect(
      sim('How do I get my money back?', 'Refunds are paid within five days of a return.'),
    ).toBeGreaterThan(sim('How do I get my money back?', 'Our office is closed on public holidays.'));
  });

  it('gives unit vectors of the table dimension, and zeros for text without known words', () => {
    const v = e.embedOne('Semantic search finds meaning.');
    expect(v.length).toBe(e.dimensions);
    expect(dot(v, v)).toBeCloseTo(1, 4);
    expect(e.embedOne('1234 !!!').every((x) => x === 0)).toBe(true);
  });
});
