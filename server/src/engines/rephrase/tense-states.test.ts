/**
 * switch_tense on sentences nobody wrote for it (#16, twelfth session): a verb of state takes no
 * continuous, and a subject with a prepositional phrase agrees by its head inside a clause after an
 * adjective or a verb of saying. Sentences written for these tests; none is in the eval sets.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const tense = (text: string, t: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tense', tense: t, numResults: 1 })[0] ?? '';

describe('switch_tense: states have no continuous', () => {
  it.each([
    'It seems that the courier lost the parcel.',
    'The figures are correct.',
    'We need more chairs for the meeting.',
    'The new policy includes two extra days of leave.',
  ])('%s', (input) => {
    for (const t of ['past continuous', 'present continuous', 'future continuous'])
      expect(tense(input, t)).not.toMatch(/\b(?:seeming|being correct|needing|including)\b/);
  });
  it('an action still does', () => {
    expect(tense('The team reviews the contract on Mondays.', 'past continuous')).toBe(
      'The team was reviewing the contract on Mondays.',
    );
  });
});

describe('switch_tense: agreement with the head before a prepositional phrase', () => {
  it.each([
    [
      "I'm not sure the figures in the report are correct.",
      'simple past',
      /the figures in the report were correct/,
    ],
    [
      'We think the costs of the new office are too high.',
      'simple past',
      /the costs of the new office were too high/,
    ],
  ])('%s', (input, t, expected) => {
    expect(tense(input, t)).toMatch(expected);
  });
});
