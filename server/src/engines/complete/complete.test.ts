import { describe, expect, it } from 'vitest';
import { completeQuery, MAX_QUERY_CHARS, usedQuery } from './complete';
import { loadModel } from './model';
import { PersonalModel } from './personal';
import { tokenize } from './tokens';

describe('usedQuery', () => {
  it('keeps short queries and cuts long ones to their end at a word boundary', () => {
    expect(usedQuery('Thank you for')).toBe('Thank you for');
    const long = `${'word '.repeat(100)}the end`;
    const used = usedQuery(long);
    expect(used.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(long.endsWith(used)).toBe(true);
    expect(used.startsWith('word')).toBe(true);
  });
});

describe('tokenize', () => {
  it('lower-cases words, keeps apostrophes and punctuation', () => {
    expect(tokenize('Don’t stop, Ana!').map((t) => t.key)).toEqual(["don't", 'stop', ',', 'ana', '!']);
  });
});

describe('completeQuery', () => {
  const model = loadModel();

  it('capitalises the first word of a new sentence', () => {
    const { output } = completeQuery(model, 'It was late. ');
    expect(output).toMatch(/^[A-Z]/);
  });

  it('finishes the word being typed, keeping the letters typed', () => {
    expect(completeQuery(model, 'He moved to the United Sta').output).toMatch(/^tes\b/);
    expect(completeQuery(model, 'She was born in Lon').output).toMatch(/^don\b/);
  });

  it("predicts the next words from the language model's continuations", () => {
    expect(completeQuery(model, 'He moved to the United ').output).toMatch(/^States\b/);
    expect(completeQuery(model, 'at the end of the').output).toMatch(/^ \p{L}/u);
  });

  it('offers each word once, whatever its case, with probabilities that fall', () => {
    const next = model.next(tokenize('It was one of the'), true, () => true, 8);
    expect(new Set(next.map((n) => n.key)).size).toBe(next.length);
    for (let i = 1; i < next.length; i++) expect(next[i].score).toBeLessThanOrEqual(next[i - 1].score);
  });

  it('prefers what the user accepted before in a matching context', () => {
    const personal = new PersonalModel([{ text: 'the quarterly numbers look healthy', weight: 3 }]);
    expect(completeQuery(model, 'the quarterly numbers look', personal).output).toMatch(/^ healthy/);
  });
});
