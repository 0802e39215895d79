import { describe, expect, it } from 'vitest';
import { type OperationName, operationFindings } from './operations';

const run = (text: string, ops: OperationName[], lang = 'en') => {
  const chars = [...text];
  const fs = operationFindings(text, ops, lang).sort((a, b) => b.start - a.start);
  for (const f of fs) chars.splice(f.start, f.end - f.start, f.replacements[0]);
  return chars.join('');
};

describe('operations', () => {
  it('capitalize: sentence starts and the pronoun I', () => {
    expect(run("hello there. i think i'm fine", ['capitalize'])).toBe("Hello there. I think I'm fine");
  });
  it('capitalize leaves "i" alone outside English', () => {
    expect(run('ciao. i gatti', ['capitalize'], 'it')).toBe('Ciao. I gatti');
    expect(run('der i-Punkt', ['capitalize'], 'de')).toBe('Der i-Punkt');
  });
  it('punctuate: a full stop where the last sentence has none', () => {
    expect(run('We met on Tuesday', ['punctuate'])).toBe('We met on Tuesday.');
    expect(run('We met on Tuesday!', ['punctuate'])).toBe('We met on Tuesday!');
  });
  it('fixspaces: repeated spaces and spaces before punctuation', () => {
    expect(run('One  two , three .  Four', ['fixspaces'])).toBe('One two, three. Four');
  });
  it('works on text with emoji (code points)', () => {
    expect(run('😀 ok.  yes', ['capitalize', 'fixspaces'])).toBe('😀 ok. Yes');
  });
});
