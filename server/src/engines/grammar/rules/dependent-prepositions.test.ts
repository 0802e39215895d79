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
    // #14: more of the references' pairs, on new sentences
    ['I am fond from chocolate.', 'I am fond of chocolate.'],
    ['He is jealous on his brother.', 'He is jealous of his brother.'],
    ['You can rely in me.', 'You can rely on me.'],
    ['He is addicted with video games.', 'He is addicted to video games.'],
    // judged by the model
    ['My boss was angry on me.', 'My boss was angry with me.'],
    ['We need to focus in the main goal.', 'We need to focus on the main goal.'],
    ['She complained for the noise.', 'She complained about the noise.'],
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
    'I got angry on the way home.',
    'The photo is in focus.',
  ])('leaves %j alone', async (text) => expect(await applyGrammarFixes(text)).toBe(text));

  // #14: the verb "married" takes its object directly; "to" is only for the adjective after "be"/"get".
  it('drops "with" after the verb "married" instead of writing "married to him"', async () => {
    expect(applyRule(dependentPrepositions, 'She married with him last year.')).toBe(
      'She married him last year.',
    );
    expect(await applyGrammarFixes('He married with Anna in June.')).toBe('He married Anna in June.');
    expect(applyRule(dependentPrepositions, 'She got married with him.')).toBe('She got married to him.');
    expect(matchesOf(dependentPrepositions, 'They married with the blessing of their parents.')).toEqual([]);
  });

  it('asks the model for "married with"', async () => {
    expect(matchesOf(dependentPrepositions, 'She is married with a pilot.')[0]?.certain).toBe(false);
  });
});
