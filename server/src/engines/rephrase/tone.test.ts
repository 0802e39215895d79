/**
 * The straightforward tone on sentences with no hedge or wordy phrase to cut (#16): plain-language
 * sentence patterns, and active voice only when it needs no invented agent. Sentences written for
 * these tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const straightforward = (text: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: 'straightforward', numResults: 1 })[0] ?? null;

describe('straightforward: plain-language sentence patterns', () => {
  it.each([
    [
      'It is essential that every driver checks the tyres before a trip.',
      'Every driver must check the tyres before a trip.',
    ],
    ['It is necessary for them to renew the licence each year.', 'They must renew the licence each year.'],
    ['Marco is responsible for the payroll.', 'Marco handles the payroll.'],
    ['The library is currently closed for renovation.', 'The library is closed for renovation.'],
    ['Our aim is to answer every email within a day.', 'We want to answer every email within a day.'],
    ['We should book the venue before March.', "Let's book the venue before March."],
    ['You can find the minutes attached to this message.', 'The minutes are attached to this message.'],
    ['Fuel costs are likely to climb next winter.', 'Fuel costs will probably climb next winter.'],
    ['The surveys show that staff want more training.', 'Staff want more training, the surveys show.'],
    // a request wrapped in how welcome it would be, a wish wrapped in whether it is possible
    [
      'It would be helpful if you could send the figures before the meeting.',
      'Please send the figures before the meeting.',
    ],
    ['I was wondering if it would be possible to get an extension.', 'I would like to get an extension.'],
  ])('%s → %s', (input, expected) => {
    expect(straightforward(input)).toBe(expected);
  });

  it('leaves "responsible for" before an -ing form, and a necessity with no clear subject', () => {
    expect(straightforward('The drivers are responsible for making sure the vans are clean.')).toBeNull();
    expect(straightforward('It is important to keep receipts.') ?? '').not.toMatch(/must/);
  });
});

describe('straightforward: active voice', () => {
  it('makes a passive with an agent active', () => {
    expect(straightforward('The invoice was paid by the client.')).toBe('The client paid the invoice.');
  });

  it('does not invent "someone" as the agent of a passive without one', () => {
    expect(straightforward('The parcel was sent to the wrong address.') ?? '').not.toMatch(/someone/i);
  });
});

describe('straightforward: requests and questions', () => {
  it('says a "Can you" request directly', () => {
    expect(straightforward('Can you print the agenda for the board?')).toBe(
      'Print the agenda for the board.',
    );
  });

  it.each(['Do you have the keys to the archive?', 'Is the projector working again?'])(
    'never ends a question that is still one with a full stop: %s',
    (input) => {
      expect(straightforward(input) ?? '?').toMatch(/\?$/);
    },
  );
});

describe('straightforward: the simplest verb form (#16)', () => {
  it.each([
    [
      'Priya will be chairing the review while Omar is away.',
      'Priya will chair the review while Omar is away.',
    ],
    [
      'The landlord has raised the rent for the warehouse.',
      'The landlord raised the rent for the warehouse.',
    ],
    ['The interns have been assigned to the audit.', 'The interns were assigned to the audit.'],
  ])('%s → %s', (input, expected) => {
    expect(straightforward(input)).toBe(expected);
  });

  it('keeps the perfect where a time phrase needs it, and after a modal', () => {
    const unchanged = (text: string) => straightforward(text) ?? text;
    expect(unchanged('The landlord has raised the rent twice since January.')).toMatch(/has raised/);
    expect(unchanged('The courier should have collected the boxes.')).toMatch(/should have collected/);
  });
});

describe('straightforward: verbs for the nouns that hide them (#16)', () => {
  it.each([
    ['The directors held a discussion about the merger.', 'The directors discussed the merger.'],
    ['Our tenant made a complaint about the heating.', 'Our tenant complained about the heating.'],
  ])('%s → %s', (input, expected) => {
    expect(straightforward(input)).toBe(expected);
  });

  it('leaves a noun spelled like its verb, and one whose verb would need an object', () => {
    const unchanged = (text: string) => straightforward(text) ?? text;
    expect(unchanged('I have a question about the lease.')).toMatch(/a question/);
    expect(unchanged('The panel will make a recommendation to the council.')).toMatch(/recommendation to/);
  });
});

describe('straightforward: wrapped requests and questions, and what it no longer swaps (#16)', () => {
  it.each([
    ['Are you able to print the badges this afternoon?', 'Please print the badges this afternoon.'],
    ['I hope you can join us for the farewell lunch.', 'Please join us for the farewell lunch.'],
    ['Do you think we should rent a bigger van for the move?', 'Should we rent a bigger van for the move?'],
  ])('%s → %s', (input, expected) => {
    expect(straightforward(input)).toBe(expected);
  });

  it('never swaps a noun for its more common synonym, nor a verb for a form of another verb', () => {
    expect(straightforward('Our accountant checked the receipts for the trip.') ?? '').toMatch(/accountant/);
    expect(straightforward('The charity worked hard to launch the appeal before winter.') ?? '').not.toMatch(
      /\bfound\b/,
    );
  });
});
