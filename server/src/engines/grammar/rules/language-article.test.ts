import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { languageArticle } from './language-article';
import { matchesOf } from './testing';

describe('language-article', () => {
  it.each([
    ['My cousin is learning the Spanish at night school.', 'My cousin is learning Spanish at night school.'],
    ['She speaks the French very well.', 'She speaks French very well.'],
    ['I want to improve the German before my trip.', 'I want to improve German before my trip.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'He teaches the English language.',
    'She learned the English alphabet first.',
    'They speak English at home.',
    'We met the French at the border.',
    'Could you improve the English of this letter?',
    'He speaks the Spanish of Madrid.',
  ])('leaves %j alone', (text) => expect(matchesOf(languageArticle, text)).toEqual([]));

  it('lets the model judge "study the Japanese" (the people, or the language)', () => {
    expect(matchesOf(languageArticle, 'We studied the Japanese for a year.')[0]?.certain).toBe(false);
  });
});
