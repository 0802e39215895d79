import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { lessFewer } from './less-fewer';
import { applyRule, matchesOf } from './testing';

describe('less-fewer', () => {
  it.each([
    ['I have less friends than you.', 'I have fewer friends than you.'],
    ['We need less meetings and more action.', 'We need fewer meetings and more action.'],
    ['Less students came this year.', 'Fewer students came this year.'],
    ['She made less mistakes in the second test.', 'She made fewer mistakes in the second test.'],
    ['Less people use cash these days.', 'Fewer people use cash these days.'],
    // the verb of "there is" agrees with the plural too
    ['There is less people here today.', 'There are fewer people here today.'],
    ['There was less cars on the road.', 'There were fewer cars on the road.'],
    ["There's less buses on Sundays.", 'There are fewer buses on Sundays.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(lessFewer, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'There were less than ten people there.',
    'It is less expensive than the other cars.',
    'He drinks less water these days.',
    'They sold less water bottles this year.',
    'More or less people agree.',
    'I have fewer friends than you.',
    'It uses less energy and fewer resources.',
    'Nothing less glamorous exists.',
    'Much less students would have come.',
    'He cares less and less.',
  ])('leaves alone %j', (text) => {
    expect(matchesOf(lessFewer, text)).toEqual([]);
  });
});
