import { describe, expect, it } from 'vitest';
import { compoundAdjectives } from './compound-adjectives';
import { applyRule, matchesOf } from './testing';

describe('compound-adjectives', () => {
  it.each([
    ['Yesterday, she bought a brand new car.', 'Yesterday, she bought a brand-new car.'],
    ['He was a card carrying member.', 'He was a card-carrying member.'],
    ['We need a long term plan.', 'We need a long-term plan.'],
    ['She is a would be actor.', 'She is a would-be actor.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(compoundAdjectives, text)).toBe(fixed));

  it.each([
    'The author is well known.',
    'She works part time.',
    'This car is brand-new.',
    'In the long term, it works.',
    // "would be" after its subject is a verb phrase, not a compound adjective.
    'He would be happy to help.',
    'The results would be useful data.',
  ])('leaves %j alone', (text) => expect(matchesOf(compoundAdjectives, text)).toEqual([]));
});
