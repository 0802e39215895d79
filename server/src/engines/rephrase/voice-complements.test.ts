/**
 * active_to_passive on what follows the object of help/make/see (#16, fourteenth session): a bare
 * infinitive the tagger hid inside the object or called an adverb, and an adjective complement after a
 * degree word; sentences written for these tests, each with the look-alikes it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { tokens } from './nlp';
import { activeToPassive } from './voice';

const passive = (s: string) => activeToPassive(tokens(s));

describe('active_to_passive: a bare infinitive after the object of help/see takes "to"', () => {
  it.each([
    // the infinitive read as the object's second noun, before a manner adverb or an object of its own
    [
      'The new software helps our staff work more efficiently.',
      'Our staff is helped by the new software to work more efficiently.',
    ],
    [
      'The new portal helps our customers track their orders.',
      'Our customers are helped by the new portal to track their orders.',
    ],
    [
      'The new booking tool helped the events team book the venue.',
      'The events team was helped by the new booking tool to book the venue.',
    ],
    // the last of three nouns, not the middle one ("The night is helped … to shift work")
    [
      'The new schedule helps the night shift work more safely.',
      'The night shift is helped by the new schedule to work more safely.',
    ],
    // the infinitive read as an adverb ("close/ADV more deals")
    [
      'The coaching sessions helped the sales team close more deals.',
      'The sales team was helped by the coaching sessions to close more deals.',
    ],
    // a base form the tagger calls a verb inside the phrase
    [
      'Our mentors help new staff settle in quickly.',
      'New staff is helped by our mentors to settle in quickly.',
    ],
  ])('%s', (input, expected) => {
    expect(passive(input)).toBe(expected);
  });

  it('keeps a time or an amount after the object out of any infinitive', () => {
    expect(passive('We watched the sales team the whole afternoon.')).toBe(
      'The sales team was watched by us the whole afternoon.',
    );
    expect(passive('The consultant helped the finance team a lot.') ?? '').not.toMatch(/to team/);
    expect(passive('The assistant helped the sales manager a great deal.') ?? '').not.toMatch(/to manager/);
  });

  it('gives nothing when three nouns in a row may hide the infinitive', () => {
    expect(passive('The new dashboard helps the finance team spot errors early.')).toBeNull();
  });

  it('still turns a plain object of help', () => {
    expect(passive('The manager helped the customer service team.')).toBe(
      'The customer service team was helped by the manager.',
    );
  });
});

describe('active_to_passive: an adjective complement keeps its degree word', () => {
  it.each([
    [
      'The new tool makes our sales process more efficient.',
      'Our sales process is made more efficient by the new tool.',
    ],
    [
      'The update made our reporting process much faster.',
      'Our reporting process was made much faster by the update.',
    ],
  ])('%s', (input, expected) => {
    expect(passive(input)).toBe(expected);
  });

  it('still keeps a graded manner adverb together', () => {
    expect(passive('Our team takes data protection very seriously.')).toBe(
      'Data protection is taken very seriously by our team.',
    );
  });
});

describe('active_to_passive: "make X a Y" says what X becomes, not who gets Y', () => {
  it.each([
    'We made the staff canteen a priority.',
    'The board made the Leeds office its regional headquarters.',
  ])('%s gives no "was made for"', (input) => {
    expect(passive(input) ?? '').not.toMatch(/made for/);
  });

  it('gives no "was made for it" from "make it a Y"', () => {
    expect(passive('The new layout makes it a pleasure to use.') ?? '').not.toMatch(/made for it/);
  });

  it('still gives "for" to a person who gets the thing made', () => {
    expect(passive('Our chef made us a lovely lunch.')).toBe('A lovely lunch was made for us by our chef.');
  });
});

describe('active_to_passive: adjectives joined by "and"', () => {
  it.each([
    // before the object's noun: the phrase goes on past "and", and the verb agrees with the noun
    [
      'Our customers appreciate fast and friendly service.',
      'Fast and friendly service is appreciated by our customers.',
    ],
    [
      'The team delivered a clear and concise report.',
      'A clear and concise report was delivered by the team.',
    ],
    // as a complement or manner after the object: both stay with the verb
    ['We made the process fast and simple.', 'The process was made fast and simple by us.'],
    ['She answered the question calmly and clearly.', 'The question was answered calmly and clearly by her.'],
  ])('%s', (input, expected) => {
    expect(passive(input)).toBe(expected);
  });

  it('gives nothing when a second object and complement follow "and"', () => {
    expect(passive('He left the door open and the lights on.')).toBeNull();
  });

  it('keeps two nouns joined by "and" plural', () => {
    expect(passive('The team prepared the agenda and the minutes.')).toBe(
      'The agenda and the minutes were prepared by the team.',
    );
  });
});

describe('active_to_passive: a place after an indefinite pronoun object goes with it', () => {
  it.each([
    [
      'The survey results surprised everyone in the office.',
      'Everyone in the office was surprised by the survey results.',
    ],
    ['We invited everyone from the London team.', 'Everyone from the London team was invited by us.'],
    ['The news shocked everybody at the meeting.', 'Everybody at the meeting was shocked by the news.'],
  ])('%s', (input, expected) => {
    expect(passive(input)).toBe(expected);
  });

  it.each([
    ['We told everyone on Monday.', 'Everyone was told by us on Monday.'],
    ['The manager told everyone in a short email.', 'Everyone was told by the manager in a short email.'],
    ['We called everyone in the morning.', 'Everyone was called by us in the morning.'],
  ])('leaves a time or a means with the verb: %s', (input, expected) => {
    expect(passive(input)).toBe(expected);
  });
});
