import { describe, expect, it } from 'vitest';
import { documentText, sentenceBudget, summarize } from '.';
import { toKeyPoint } from './keypoints';
import { splitDocument, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('does not end a sentence at abbreviations or initials', () => {
    expect(splitSentences('Dr. Smith met J. Brown in the U.S. capital. They talked.')).toEqual([
      'Dr. Smith met J. Brown in the U.S. capital.',
      'They talked.',
    ]);
  });
});

describe('splitDocument', () => {
  it('keeps headings as boundaries and counts paragraphs', () => {
    const doc = splitDocument('Results\n\nSales rose. Costs fell.\n\nOutlook\n\nGrowth will slow.');
    expect(doc.map((s) => [s.text, s.heading, s.paragraph])).toEqual([
      ['Results', true, 0],
      ['Sales rose.', false, 1],
      ['Costs fell.', false, 1],
      ['Outlook', true, 2],
      ['Growth will slow.', false, 3],
    ]);
  });
});

describe('documentText', () => {
  it('strips markup only when there is some', () => {
    expect(documentText('<h2>Title</h2><p>One. Two.</p>')).toBe('Title\n\nOne. Two.');
    expect(documentText('5 < 6 and 7 > 3.')).toBe('5 < 6 and 7 > 3.');
  });
});

describe('toKeyPoint', () => {
  it('drops link words, asides and attributions', () => {
    expect(toKeyPoint('However, profits (before tax) rose by 8%, the company said.')).toBe(
      'Profits rose by 8%.',
    );
  });
});

describe('summarize', () => {
  it('keeps the chosen sentences in document order and grows with the length', () => {
    const text = Array.from(
      { length: 12 },
      (_, i) => `Sentence number ${i} talks about topic ${i % 3} in some detail.`,
    ).join(' ');
    const short = summarize(text, 'short');
    const long = summarize(text, 'long');
    expect(short.summary.split('. ').length).toBeLessThan(long.summary.split('. ').length);
    const numbers = [...long.summary.matchAll(/number (\d+)/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(sentenceBudget('medium', 12)).toBe(4);
  });
});
