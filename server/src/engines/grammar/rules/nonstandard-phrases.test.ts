import { describe, expect, it } from 'vitest';
import { nonstandardPhrases } from './nonstandard-phrases';
import { applyRule, matchesOf } from './testing';

describe('nonstandard-phrases', () => {
  it.each([
    [
      'Be aware of the changes in regards to this program.',
      'Be aware of the changes regarding this program.',
    ],
    ['With regards to America, we agree.', 'Regarding America, we agree.'],
    ['There is an on going investigation.', 'There is an ongoing investigation.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(nonstandardPhrases, text)).toBe(fixed));

  it.each(['With regard to America, we agree.', 'Kind regards to all.', 'Keep on going home.'])(
    'leaves %j alone',
    (text) => expect(matchesOf(nonstandardPhrases, text)).toEqual([]),
  );
});
