import { describe, expect, it } from 'vitest';
import { countTextstatSentences } from './textstat-sentences';
import { EASY_TEXT, PUNCT_TEXT, SHORT_TEXT } from './textstat-texts';

describe('countTextstatSentences', () => {
  it.each([
    ['', 0],
    [SHORT_TEXT, 1],
    [EASY_TEXT, 11],
    [PUNCT_TEXT, 5],
  ])('counts %j as textstat does', (text, expected) => {
    expect(countTextstatSentences(text)).toBe(expected);
  });

  it('does not count fragments of two words or fewer', () => {
    expect(countTextstatSentences('It works. Yes. It really does work.')).toBe(1);
  });

  it('finds at least one sentence in any non-empty text', () => {
    expect(countTextstatSentences('   ')).toBe(1);
    expect(countTextstatSentences('...')).toBe(1);
  });

  it('starts sentences at word boundaries in any script', () => {
    expect(countTextstatSentences('Ещё ты дремлешь, друг прелестный! Пора, красавица, проснись.')).toBe(2);
    expect(countTextstatSentences('Élise arrive demain matin. Öffnen Sie bitte die Tür.')).toBe(2);
  });
});
