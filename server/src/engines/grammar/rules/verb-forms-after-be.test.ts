import { describe, expect, it } from 'vitest';
import { applyRule, matchesOf } from './testing';
import { verbFormsAfterBe } from './verb-forms-after-be';

describe('verb-forms-after-be', () => {
  it.each([
    ['The software was introduce yesterday.', 'The software was introduced yesterday.'],
    ['The program has been introduce.', 'The program has been introduced.'],
    // A final consonant doubles as the corpus spells it ("stoped" and "admited" are no words).
    ['The meeting was stop early.', 'The meeting was stopped early.'],
    ['She was admit last night.', 'She was admitted last night.'],
    ['The job was offer yesterday.', 'The job was offered yesterday.'],
    ['I am doubting these results.', 'I doubt these results.'],
    ['I am not understanding this.', 'I do not understand this.'],
    ['The conflict is merely seeming over.', 'The conflict is merely seeming over.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(verbFormsAfterBe, text)).toBe(fixed));

  it.each(['The software was introduced.', 'I am reading a book.', 'It was to be expected.', 'I doubt it.'])(
    'leaves %j alone',
    (text) => expect(matchesOf(verbFormsAfterBe, text)).toEqual([]),
  );
});
