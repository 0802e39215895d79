import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { applyRule, matchesOf } from './testing';
import { toldThat } from './told-that';

describe('told-that: "told that" with no listener', () => {
  it.each([
    ['She told that he was tired.', 'She said that he was tired.'],
    ['He told that they were coming.', 'He said that they were coming.'],
    ['My teacher tells that we need more practice.', 'My teacher says that we need more practice.'],
    ['The manager told that there was a problem.', 'The manager said that there was a problem.'],
    ['Yesterday she told that I was wrong.', 'Yesterday she said that I was wrong.'],
    ['The report tells that it is safe.', 'The report says that it is safe.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(toldThat, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'I could tell that she was upset.',
    'He told that story many times.',
    'I was told that it was free.',
    'We were never told that they had left.',
    'She told me that he was tired.',
    'He told us that it was late.',
    'You can tell that he is lying.',
    "We've been told that they are coming.",
    'She said that he was tired.',
    'He tells that joke at every party.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(toldThat, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
