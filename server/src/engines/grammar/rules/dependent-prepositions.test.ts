import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { dependentPrepositions } from './dependent-prepositions';
import { applyRule, matchesOf } from './testing';

describe('dependent-prepositions', () => {
  it.each([
    ['She is interested for the design job.', 'She is interested in the design job.'],
    ['The price depends of the season.', 'The price depends on the season.'],
    ['My son is scared from spiders.', 'My son is scared of spiders.'],
    ['The kit consists from three parts.', 'The kit consists of three parts.'],
    ['Who is responsible of the budget?', 'Who is responsible for the budget?'],
    ['We are proud on our team.', 'We are proud of our team.'],
    ['The town is famous of its cheese.', 'The town is famous for its cheese.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(dependentPrepositions, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'She is married with two children.',
    'He was interested to hear the news.',
    'It depends on the weather.',
    'The plan is similar to ours.',
    'They are capable of winning.',
  ])('leaves %j alone', async (text) => expect(await applyGrammarFixes(text)).toBe(text));

  it('asks the model for "married with"', async () => {
    expect(matchesOf(dependentPrepositions, 'She is married with a pilot.')[0]?.certain).toBe(false);
  });
});
