import { describe, expect, it } from 'vitest';
import { applyRule, matchesOf } from './testing';
import { thenThan } from './then-than';

describe('then-than', () => {
  it.each([
    ['He is taller then me.', 'He is taller than me.'],
    ['I would rather stay then go.', 'I would rather stay than go.'],
    ['We ate and than we left.', 'We ate and then we left.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(thenThan, text)).toBe(fixed));

  it.each([
    'He is taller than me.',
    'We ate, then we left.',
    'It got better, then worse.',
    'Back then, it was better.',
  ])('leaves %j alone', (text) => expect(matchesOf(thenThan, text)).toEqual([]));
});
