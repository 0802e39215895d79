import { describe, expect, it } from 'vitest';
import { punctuationSpacing, punctuationSpacingFrench } from './punctuation-spacing';

const fix = (text: string, rule = punctuationSpacing) =>
  rule.check(text).reduceRight((t, m) => t.slice(0, m.start) + m.replacements[0] + t.slice(m.end), text);

describe('punctuation-spacing', () => {
  it.each([
    ['Hello , world .', 'Hello, world.'],
    ['red,green and blue', 'red, green and blue'],
    ['Really ?', 'Really?'],
  ])('fixes %j', (text, fixed) => expect(fix(text)).toBe(fixed));

  it.each(['It costs 1,000 dollars.', 'Use .NET today.', 'See f(a,b) and x=1,y=2.', 'Wait ... what?'])(
    'leaves %j alone',
    (text) => expect(punctuationSpacing.check(text)).toEqual([]),
  );

  it('keeps the French space before ; : ! ?', () => {
    expect(fix('Vraiment ? Oui , bien sûr !', punctuationSpacingFrench)).toBe('Vraiment ? Oui, bien sûr !');
  });
});
