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
    ['He told he was tired.', 'He said he was tired.'],
    ['My mother told she would call later.', 'My mother said she would call later.'],
    ['Yesterday the teacher told we had to wait.', 'Yesterday the teacher said we had to wait.'],
    ['She tells they are coming tomorrow.', 'She says they are coming tomorrow.'],
    ['I told I was sorry.', 'I said I was sorry.'],
    ['Our guide told we could take photos.', 'Our guide said we could take photos.'],
    ['The doctor told I should rest.', 'The doctor said I should rest.'],
    ['He always tells he is busy.', 'He always says he is busy.'],
    ['Last week they told they were moving.', 'Last week they said they were moving.'],
    ['My boss told she needed the report.', 'My boss said she needed the report.'],
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
    'He told me he was tired.',
    'I told you he was tired.',
    'The story he told they loved.',
    'She told him she would call.',
    'We told them we were coming.',
    'I was told he had left.',
    'He told it well.',
    'She could tell he was lying.',
    'Everything he told us was true.',
    'They told her they would wait.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(toldThat, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
