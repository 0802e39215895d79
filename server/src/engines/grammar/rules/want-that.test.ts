import { describe, expect, it } from 'vitest';
import { applyRule, matchesOf } from './testing';
import { wantThat } from './want-that';

describe('want-that', () => {
  it.each([
    ['He wants that I send him an email.', 'He wants me to send him an email.'],
    ['They wanted that we sends it.', 'They wanted us to send it.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(wantThat, text)).toBe(fixed));

  it.each(['He wants me to send it.', 'I want that book.', 'They wanted that one.'])(
    'leaves %j alone',
    (text) => expect(matchesOf(wantThat, text)).toEqual([]),
  );
});
