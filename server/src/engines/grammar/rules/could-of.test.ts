import { describe, expect, it } from 'vitest';
import { couldOf } from './could-of';
import { applyRule, matchesOf } from './testing';

describe('could-of', () => {
  it.each([
    ['I could of done it.', 'I could have done it.'],
    ['You should of told me.', 'You should have told me.'],
    ["They wouldn't of known.", "They wouldn't have known."],
  ])('fixes %j', (text, fixed) => expect(applyRule(couldOf, text)).toBe(fixed));

  it.each(['I could have done it.', 'We could, of course, leave.', 'The best we could of the options.'])(
    'leaves %j alone',
    (text) => expect(matchesOf(couldOf, text)).toEqual([]),
  );
});
