/**
 * compress (concise-compress.ts): phrases that must stay with what they complete, and times that are
 * facts. Sentences written for these tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { compress } from './concise-compress';
import { trim } from './concise-trim';

describe('compress keeps what a phrase needs', () => {
  it('a gerund the tagger read as a noun keeps its object ("a role in building the network")', () => {
    const text = 'The council has played a central role in building the new cycle network across the city.';
    expect(compress(text, 40, true)).toMatch(/in building the new cycle network/);
  });

  it('examples after a comma keep the noun they are examples of', () => {
    const text =
      'Staff can save money in a number of ways, including car sharing and cycling to work on most days.';
    const out = compress(text, 50, true);
    expect(out).toMatch(/ways, including/);
  });

  it.each([
    [
      'The grant helps us to prepare our apprentices with a sound knowledge of the trade, as well as the skills they need at work.',
      /apprentices with a sound knowledge of the trade, as well as/,
    ],
    [
      'The course gives our staff a grounding in the basics of accounting, as well as the confidence to use it.',
      /a grounding in the basics of accounting, as well as/,
    ],
  ])('a phrase whose partner follows "as well as" stays: %s', (text, kept) => {
    expect(compress(text, 40, true)).toMatch(kept);
  });

  it('a manner phrase after "for example" is the verb’s: the phrase before it may still go', () => {
    const text = 'We want to cut paper use in the office, for example by printing on both sides.';
    expect(compress(text, 60, true)).toMatch(/^We want to cut paper use, for example by printing\b/);
  });

  it.each([
    ['The review will take place on the following Monday in the main hall.', /on the following Monday/],
    ['The deadline for nominations is next Friday at noon in the staff room.', /at noon/],
  ])('%s keeps its time', (text, kept) => {
    expect(compress(text, 30, true)).toMatch(kept);
  });
});

describe('a subject shared by two clauses is said once', () => {
  it('"it" for the noun subject goes with its comma', () => {
    expect(
      compress('The board approved all four budgets, and it will publish them in May.', 40, true),
    ).toMatch(/^The board approved all four budgets and will publish them/);
  });

  it.each([
    // "it" may be the object: another singular noun stands between.
    'The board approved the budget, and it will be published in May.',
    // The first clause has no verb before the "and": an aside inside the subject.
    'At the hearing, the council, and it is in the minutes, agreed to the plan.',
  ])('%s keeps its pronoun', (text) => {
    expect(compress(text, 20, true)).toMatch(/, and it /);
  });

  it('"a great deal of" keeps its adjective', () => {
    expect(compress('She has lost a great deal of money on the project this year.', 20, true)).toMatch(
      /a great deal of/,
    );
  });
});

describe('the reminder formula with "just" inside it', () => {
  it('"I would just like to remind everyone that X" → "X"', () => {
    expect(trim('I would just like to remind everyone that the car park closes at six.')).toBe(
      'The car park closes at six.',
    );
  });
});
