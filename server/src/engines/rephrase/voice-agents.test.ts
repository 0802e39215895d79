/**
 * passive_to_active on what follows the agent (#16, fourteenth session): a phrase that says which
 * agent it is moves with it, and a denied second agent ("not by …") goes beside it; sentences written
 * for these tests, each with the look-alikes it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { tokens } from './nlp';
import { passiveToActive } from './voice';

const active = (s: string) => passiveToActive(tokens(s));

describe('passive_to_active: a phrase that says which agent moves with it', () => {
  it.each([
    // a place whose noun names a body, after people
    [
      'The decision was welcomed by staff across the company.',
      'Staff across the company welcomed the decision.',
    ],
    [
      'The proposal was supported by managers in the sales division.',
      'Managers in the sales division supported the proposal.',
    ],
    // a phrase the language model ties to the agent's noun
    [
      'The plan was criticised by engineers at our Leeds plant.',
      'Engineers at our Leeds plant criticised the plan.',
    ],
    [
      'The delay was caused by a fault in the cooling system.',
      'A fault in the cooling system caused the delay.',
    ],
  ])('%s', (input, expected) => {
    expect(active(input)).toBe(expected);
  });

  it('agrees with the agent, not with a noun in its phrase', () => {
    expect(active('The office is supported by a bank for trade and development.')).toMatch(/ supports /);
  });

  it.each([
    // a time, a means, a thing that is no body of people, a name's phrase, a cut coordination
    ['The report was written by the team in March.', 'The team wrote the report in March.'],
    ['The goods were carried by trucks across the country.', 'Trucks carried the goods across the country.'],
    ['The figures were checked by the auditors in detail.', 'The auditors checked the figures in detail.'],
    ['The error was spotted by Maria on Monday.', 'Maria spotted the error on Monday.'],
  ])('leaves the verb its phrase: %s', (input, expected) => {
    expect(active(input)).toBe(expected);
  });

  it('does not cut a coordination after the agent', () => {
    expect(active('The salt is produced by mixing acids with metals or oxides.') ?? '').not.toMatch(
      /with metals \w+ .*or oxides/,
    );
  });
});

describe('passive_to_active: a denied second agent goes beside the first', () => {
  it.each([
    [
      'These decisions are made by senior management, not by individual teams.',
      'Senior management, not individual teams, makes these decisions.',
    ],
    [
      'The invoices are approved by the finance director rather than by the team leads.',
      'The finance director, rather than the team leads, approves the invoices.',
    ],
    [
      'The logo was designed by an agency, not by our own team.',
      'An agency, not our own team, designed the logo.',
    ],
  ])('%s', (input, expected) => {
    expect(active(input)).toBe(expected);
  });

  it('gives nothing when more of the clause follows the denied agent', () => {
    expect(active('The route was chosen by the driver, not by the dispatcher, on that day.')).toBeNull();
  });

  it('leaves two means alone', () => {
    expect(active('The work was done by hand, not by machine.') ?? '').not.toMatch(/Hand/);
  });
});

describe('passive_to_active: an adverb between "be" and the participle', () => {
  it.each([
    // the tagger calls the participle an adjective after an adverb
    ['Customers are often confused by our pricing.', 'Our pricing often confuses customers.'],
    ['Our staff are regularly trained by external experts.', 'External experts regularly train our staff.'],
    ['The plan was widely criticised by experts.', 'Experts widely criticised the plan.'],
  ])('%s', (input, expected) => {
    expect(active(input)).toBe(expected);
  });

  it.each([
    'The project is well managed by the team.',
    'The event was well attended by staff.',
    'The report was much improved by your edits.',
  ])('gives nothing for a participle graded as an adjective: %s', (input) => {
    expect(active(input)).toBeNull();
  });
});
