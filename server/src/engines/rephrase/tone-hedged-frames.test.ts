/**
 * Frames and hedges that contradict each other (#16, twelfth session): a tone's frame never stacks on
 * a hedge the writer already used, the confident frame fits the verb it frames, and a hedged
 * recommendation stays a recommendation. Sentences written for these tests; none is in
 * scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { isClause } from './phrasing';

const tone = (text: string, t: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: t, numResults: 1 })[0] ?? '';

describe('no frame on a statement the writer already hedges', () => {
  it.each([
    'It seems the courier lost the package.',
    'The team should probably review the contract before signing it.',
    'The new system might reduce our costs.',
  ])('%s', (text) => {
    expect(tone(text, 'professional')).not.toMatch(/^Please note that/);
    expect(tone(text, 'diplomatic')).not.toMatch(/^From what I can see/);
    expect(tone(text, 'confident')).not.toMatch(/(?:confident|confirm) that/);
  });
  it('diplomatic offers it modestly instead, and confident recommends advice', () => {
    expect(tone('The new system might reduce our costs.', 'diplomatic')).toBe(
      "For what it's worth, the new system might reduce our costs.",
    );
    expect(tone('Other options should be considered before we decide.', 'confident')).toBe(
      'I recommend that other options be considered before we decide.',
    );
  });
  it('an unhedged statement still gets them', () => {
    expect(tone('The delivery will arrive on Monday.', 'professional')).toBe(
      'Please note that the delivery will arrive on Monday.',
    );
    expect(tone('The pilot ended in March.', 'diplomatic')).toMatch(/^From what I can see/);
  });
});

describe('the confident frame fits the verb it frames', () => {
  it('a prediction is stated with confidence, a fact or a refusal confirmed', () => {
    expect(tone('The delivery will arrive on Monday.', 'confident')).toBe(
      'I am confident that the delivery will arrive on Monday.',
    );
    expect(tone('The auditors checked every invoice.', 'confident')).toBe(
      'I can confirm that the auditors checked every invoice.',
    );
    expect(tone('We can’t offer a refund after thirty days.', 'confident')).toMatch(/^I can confirm that/);
  });
  it.each([
    'Customers may return items within fourteen days.',
    'You must wear a badge at all times.',
    'The client could cancel the order at any time.',
  ])('no confidence in a possibility or an obligation: %s', (text) => {
    expect(tone(text, 'confident')).not.toMatch(/^I (?:am confident|can confirm) that/);
  });
  it('advice before a clause stays advice ("should be considered before we decide")', () => {
    expect(tone('Other options should be considered before we decide.', 'confident')).not.toMatch(
      /will be considered/,
    );
    // A participle before its time is still what will be.
    expect(tone('The new printer should be installed by Friday.', 'confident')).toMatch(/will be installed/);
  });
});

describe('a hedged recommendation stays a recommendation', () => {
  it('confident says "we should" firmly, not as a decision taken', () => {
    expect(tone('Maybe we should postpone the workshop until the new tools arrive.', 'confident')).toBe(
      'We need to postpone the workshop until the new tools arrive.',
    );
    expect(tone('We should update the price list.', 'confident')).not.toMatch(/We will/);
  });
  it('diplomatic hedges it once', () => {
    expect(tone('Maybe we should postpone the workshop until the new tools arrive.', 'diplomatic')).toBe(
      'Perhaps we could postpone the workshop until the new tools arrive.',
    );
    expect(tone('Perhaps we should ask the legal team first.', 'diplomatic')).not.toMatch(/might want/);
  });
});

describe('a subject with a prepositional phrase is a clause', () => {
  it('isClause reads the head before the phrase', () => {
    expect(isClause('the figures in the report are correct.')).toBe(true);
    expect(isClause('the manager of the branch in Leeds called.')).toBe(true);
    expect(isClause('in the morning we left.')).toBe(false);
  });
  it('a doubt about such a clause is said as one, and never argued with "Clearly"', () => {
    expect(tone('I’m not sure the figures in the report are correct.', 'confident')).toBe(
      'I doubt that the figures in the report are correct.',
    );
    expect(tone('I’m not sure the figures in the report are correct.', 'persuasive')).not.toMatch(/^Clearly/);
  });
  it('an impression before such a clause is made outright', () => {
    expect(tone('It seems the owner of the shop closed it early.', 'confident')).toBe(
      'The owner of the shop closed it early.',
    );
    // Not before a word that is no clause.
    expect(tone('It seems reasonable to most of us.', 'confident')).not.toMatch(/^Reasonable/);
  });
});

describe('advice with "should" in each tone', () => {
  it('professional recommends it, with the subjunctive', () => {
    expect(tone('The new starters should probably shadow a colleague for a week.', 'professional')).toBe(
      'I would recommend that the new starters shadow a colleague for a week.',
    );
    expect(tone('Other options should be considered before we decide.', 'professional')).toBe(
      'I would recommend that other options be considered before we decide.',
    );
    // A name keeps its capital; the writer's own duty and a question are no advice to recommend.
    expect(tone('Priya should call the supplier before Friday.', 'professional')).toMatch(
      /^I would recommend that Priya/,
    );
    expect(tone('I should call the supplier before Friday.', 'professional')).not.toMatch(/recommend that I/);
    expect(tone('Should we cancel the meeting?', 'professional')).not.toMatch(/recommend/);
  });
  it('diplomatic offers hedged advice as a possibility, and softens a "should not" whole', () => {
    expect(tone('Everyone should probably bring a laptop to the workshop.', 'diplomatic')).toBe(
      'Perhaps everyone could bring a laptop to the workshop.',
    );
    expect(tone('You should not share your password with anyone.', 'diplomatic')).toBe(
      'You may not want to share your password with anyone.',
    );
  });
  it('persuasive stresses it once, and never inside a question', () => {
    expect(tone('Should we cancel the meeting?', 'persuasive')).not.toMatch(/^Really/);
    expect(tone('Why should the client pay for the delay?', 'persuasive')).not.toMatch(/really should the/);
    expect(tone('You really should read the report.', 'persuasive')).not.toMatch(
      /really (?:really )?should really/,
    );
  });
});

describe('professional says possibility and impression in the register of correspondence', () => {
  it('"might" is "may", "it seems that" "it appears that"', () => {
    expect(tone('The update might slow the site down for an hour.', 'professional')).toMatch(/may slow/);
    expect(tone('It seems that the courier left the parcel at reception.', 'professional')).toMatch(
      /^It appears that the courier/,
    );
    expect(tone('We might as well start the call now.', 'professional')).not.toMatch(/may as well/);
  });
});

describe('confident states results and news without effort or regret around them', () => {
  it.each([
    ['I managed to finish the budget before the deadline.', 'I finished the budget before the deadline.'],
    ['We were able to cut our energy bill by a fifth.', 'We cut our energy bill by a fifth.'],
    [
      'The support team managed to restore the service within an hour.',
      'The support team restored the service within an hour.',
    ],
    ['Unfortunately, the venue can only hold eighty people.', 'The venue can only hold eighty people.'],
  ])('%s', (input, expected) => {
    expect(tone(input, 'confident')).toBe(expected);
  });
  it('keeps what is no clause or no success', () => {
    expect(tone('I was able to not lose any data.', 'confident')).not.toMatch(/^I (?:lost|losed)/);
    expect(tone('Unfortunately, not today.', 'confident')).not.toMatch(/^Not today/);
  });
});

describe('a fragment with no verb takes no frame', () => {
  it.each(['confident', 'persuasive', 'professional', 'diplomatic', 'straightforward'])('%s', (t) => {
    expect(tone('Unfortunately not.', t)).not.toMatch(/that unfortunately|, unfortunately not/);
  });
});

describe('straightforward keeps an aside that carries a fact', () => {
  it.each([
    'The new printer (which cost us $450) keeps jamming on double-sided jobs.',
    'The conference starts at 9 a.m. on Tuesday (registration opens at 8).',
  ])('%s', (input) => {
    const aside = /\([^)]+\)/.exec(input)?.[0] ?? '';
    expect(tone(input, 'straightforward')).toContain(aside);
  });
  it('an aside that only comments may still go', () => {
    expect(
      tone('The new printer (a gift from the board) keeps jamming on double-sided jobs.', 'straightforward'),
    ).not.toMatch(/a gift from the board/);
  });
});

describe('casual and straightforward on hedged proposals and doubts', () => {
  it('"We should probably V" is no "Let\'s probably V"', () => {
    expect(tone('We should probably update the price list.', 'casual')).not.toMatch(/Let's probably/);
    expect(tone('We should also update the price list.', 'casual')).toBe("Let's also update the price list.");
  });
  it('straightforward says an uncertainty plainly and frames no hedge', () => {
    expect(tone("I'm not sure whether the client will renew the contract.", 'straightforward')).toBe(
      "I don't know whether the client will renew the contract.",
    );
    expect(tone('Apparently the courier might be late today.', 'straightforward')).not.toMatch(/^Simply put/);
  });
});
