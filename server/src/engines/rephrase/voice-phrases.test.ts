/**
 * Where the phrases of a clause turned by active_to_passive and passive_to_active begin and end
 * (#16, twelfth session), with sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { tokens } from './nlp';
import { activeToPassive, passiveToActive } from './voice';

const passive = (s: string) => activeToPassive(tokens(s));
const active = (s: string) => passiveToActive(tokens(s));

describe('a plural possessive ("customers\'") is inside its noun phrase', () => {
  it.each([
    [
      "We must protect our customers' personal data.",
      "Our customers' personal data must be protected by us.",
    ],
    ["Our clients' lawyers reviewed the contract.", "The contract was reviewed by our clients' lawyers."],
    ["We updated the company's new website.", "The company's new website was updated by us."],
  ])('%s', (input, expected) => {
    expect(passive(input)).toBe(expected);
  });
});

describe('an irregular past keeps its own participle ("showed" → "shown")', () => {
  it('The receptionist showed the visitors the way.', () => {
    expect(passive('The receptionist showed the visitors the way.')).toBe(
      'The way was shown to the visitors by the receptionist.',
    );
  });
});

describe('a chain of prepositional phrases stays with the object it describes', () => {
  it.each([
    [
      'The committee rejected plans for improvements to healthcare.',
      'Plans for improvements to healthcare were rejected by the committee.',
    ],
    [
      'The council approved changes to the parking rules.',
      'Changes to the parking rules were approved by the council.',
    ],
    ['The team found a solution to the problem.', 'A solution to the problem was found by the team.'],
  ])('%s', (input, expected) => {
    expect(passive(input)).toBe(expected);
  });

  it('leaves the receiver of a verb of giving with the verb', () => {
    expect(passive('The manager gave a copy of the contract to every new hire.')).toBe(
      'A copy of the contract was given to every new hire by the manager.',
    );
  });
});
