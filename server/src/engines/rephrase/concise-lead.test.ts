/**
 * What a clause needs from the clause shorten drops beside it (concise-lead.ts, concise-core.ts).
 * Sentences written for these tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { clauseCore, withFirstClauseCore } from './concise-core';
import { standAlone } from './concise-lead';

const shorten = (text: string) => rephraseEmbedded({ text, mapping: 'shorten', numResults: 1 })[0] ?? null;

describe('a subject pronoun takes back the noun phrase of the dropped clause', () => {
  it.each([
    [
      'Although the new printers are slower, ',
      'they are much cheaper to run.',
      'The new printers are much cheaper to run.',
    ],
    [
      'While we accept that the canteen is small, ',
      'it serves hot food all day.',
      'The canteen serves hot food all day.',
    ],
    // A singular group or person noun takes "they" and its verb agrees with the noun.
    [
      'We called the supplier twice',
      'they have now confirmed the order.',
      'The supplier has now confirmed the order.',
    ],
    [
      'Our audit team checked the accounts',
      'they believe two invoices were paid twice.',
      'Our audit team believes two invoices were paid twice.',
    ],
  ])('%s%s', (dropped, kept, expected) => {
    expect(standAlone(dropped, kept)).toBe(expected);
  });

  it.each([
    // Number disagrees: "it" cannot stand for a plural.
    ['Although the new printers are slower, ', 'it is cheaper to run.'],
    // "their" would have nothing left to stand for.
    ['Once the auditors have finished, ', 'we will share their findings.'],
    // The subject is the writer: no noun phrase to give back.
    ['Because we moved offices, ', 'they could not find us.'],
  ])('%s%s keeps the other clause', (dropped, kept) => {
    expect(standAlone(dropped, kept)).toBeUndefined();
  });

  it.each([
    // A dummy "it" before an extraposing adjective needs nothing from the dropped clause.
    [
      'Because prices change daily, ',
      'it is best to check the website first.',
      'It is best to check the website first.',
    ],
    // The dropped clause's own subject is the same pronoun.
    ['Since they moved to Leeds, ', 'they have hired six people.', 'They have hired six people.'],
    // A name.
    ['Although Bristol is smaller, ', 'it has the busier port.', 'Bristol has the busier port.'],
  ])('%s%s needs nothing', (dropped, kept, expected) => {
    expect(standAlone(dropped, kept)).toBe(expected);
  });

  it('shorten drops a fronted concession and names its subject', () => {
    const out = shorten(
      'Although the new booking software took several weeks to install, it now handles twice as many requests as the old one did.',
    );
    expect(out).not.toMatch(/^It\b/);
    expect(out).toMatch(/software/);
  });
});

describe('the first of two coordinated clauses cut to its core', () => {
  it.each([
    [
      'We tried to reach the tenant several times last month to discuss the repairs',
      'We tried to reach the tenant',
    ],
    [
      'Our lawyers have looked closely at the revised lease with the agent',
      'Our lawyers have looked at the revised lease',
    ],
    [
      'The manager asked each shift leader to check the rota carefully with their deputies',
      'The manager asked each shift leader to check the rota',
    ],
  ])('%s', (clause, core) => {
    expect(clauseCore(clause)).toBe(core);
  });

  it.each([
    // What would go holds a number, a deadline, a negation, a clause or a name.
    'We ordered the chairs in March',
    'We sent the invoice to the client by Friday',
    'We have noticed many invoices are paid late',
    'We contacted the bank about the missing payment of 300 pounds',
    'The team moved the servers to Leeds',
    // What completes the object: its "of" phrase, and the phrase of a noun that says nothing alone.
    'Our lawyers have looked closely at the revised terms of the lease',
    'The new rota has had some effect on absences this winter',
    // "be" says what its complement says.
    'The report is almost finished for the board',
  ])('%s has no core to offer', (clause) => {
    expect(clauseCore(clause)).toBeUndefined();
  });
});

describe('cuts leave no word hanging', () => {
  it.each([
    'Demand for our garden furniture has been rising steadily over the past two years, largely because more people are working from home.',
    'Visitor numbers at the museum have been growing steadily over the last few years, partly because the council has improved the bus links.',
  ])('an adverb before a cut reason goes with it: %s', (text) => {
    expect(shorten(text)).not.toMatch(/\b(?:largely|partly|mainly)\.$/);
  });
});

describe('the core of a first clause keeps what a pronoun after the comma stands for', () => {
  it('"they" for the object the core keeps', () => {
    expect(
      withFirstClauseCore(
        'We phoned the landlord twice last week to ask about the heating, but they say the engineer cannot come until May.',
      ),
    ).toBe('We phoned the landlord, but they say the engineer cannot come until May.');
  });

  it.each([
    // "it" may be the brochure the core would drop.
    'Our designers have been working hard on the new brochure, and we are sure that it will bring in new orders.',
    // "there" points back at a place the core would drop.
    'We held the training day at the hotel near the station, and everyone said the food there was excellent.',
  ])('%s keeps its first clause whole', (text) => {
    expect(withFirstClauseCore(text)).toBeUndefined();
  });
});
