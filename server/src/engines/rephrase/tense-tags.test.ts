import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const tense = (text: string, to: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tense', tense: to, numResults: 1 });

describe('switch_tense: a plural verb after a group noun that both taggers read as a compound (#16)', () => {
  it.each([
    [
      'Most of our staff work from home on Wednesdays.',
      'simple past',
      'Most of our staff worked from home on Wednesdays.',
    ],
    ['The staff work hard.', 'present perfect', 'The staff have worked hard.'],
    [
      'Our personnel travel abroad twice a year.',
      'simple future',
      'Our personnel will travel abroad twice a year.',
    ],
  ])('%s (%s)', (input, to, expected) => {
    expect(tense(input, to)).toEqual([expected]);
  });

  it('leaves a compound noun whose clause has its own verb alone', () => {
    expect(tense('Staff work is reviewed monthly.', 'simple past')).toEqual([
      'Staff work was reviewed monthly.',
    ]);
    expect(tense('The staff room needs cleaning.', 'simple future')).toEqual([
      'The staff room will need cleaning.',
    ]);
  });
});

describe('switch_tense: the verb of the clause after "make sure" (#16)', () => {
  it("reads the clause as the command's, keeping its present", () => {
    expect(tense('Please make sure everyone signs the attendance sheet.', 'simple future')).toEqual([
      'Will you please make sure everyone signs the attendance sheet?',
    ]);
  });
});

describe('switch_tense: an -s verb before an object is no noun before a later verb (#16)', () => {
  it('moves "helps", not the bare infinitive after its object', () => {
    expect(tense('The training program helps new staff settle in quickly.', 'simple past')).toEqual([
      'The training program helped new staff settle in quickly.',
    ]);
  });

  it('still reads an -s noun heading a subject before its plural verb', () => {
    expect(tense('The sales figures for April look encouraging.', 'simple past')).toEqual([
      'The sales figures for April looked encouraging.',
    ]);
  });
});
