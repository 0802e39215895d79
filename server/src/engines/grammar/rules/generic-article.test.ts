import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { genericArticle } from './generic-article';
import { applyRule, matchesOf } from './testing';

describe('generic-article', () => {
  it.each([
    ['The nature is beautiful here.', 'Nature is beautiful here.'],
    ['I love spending time in the nature.', 'I love spending time in nature.'],
    ['We must protect the nature.', 'We must protect nature.'],
    ['The nature in Norway is stunning.', 'Nature in Norway is stunning.'],
    ['People should respect the nature and animals.', 'People should respect nature and animals.'],
    ['The mankind has always fought wars.', 'Mankind has always fought wars.'],
    ['This is a problem for the humankind.', 'This is a problem for humankind.'],
    ['The life is short.', 'Life is short.'],
    ['The life is not easy for immigrants.', 'Life is not easy for immigrants.'],
    ['The life is a journey.', 'Life is a journey.'],
    ['The most of my friends live abroad.', 'Most of my friends live abroad.'],
    ['The most of the time I stay home.', 'Most of the time I stay home.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(genericArticle, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'The nature of the problem is unclear.',
    'We visited the nature reserve.',
    'The nature that surrounds us is fragile.',
    'The nature in which it grows is harsh.',
    "The nature's way is slow.",
    'The life she led was hard.',
    'The life was draining out of him.',
    'The life of a soldier is hard.',
    'The life insurance is expensive.',
    'The life cycle is short.',
    'The life is ebbing from him.',
    'He made the most of his time.',
    'She scored the most of any player.',
    'I love her the most of all.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(genericArticle, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
