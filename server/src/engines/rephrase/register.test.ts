/**
 * formal_to_informal on sentences with no formal word to swap (#16): the spoken form of a future, a
 * modal or a likelihood, spoken sentence patterns and verbs for nouns. Sentences written for these
 * tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { spokenPatterns, verbsForNouns } from './register';

const informal = (text: string) =>
  rephraseEmbedded({ text, mapping: 'formal_to_informal', numResults: 1 })[0] ?? null;

describe('formal_to_informal: the spoken form of a future, a modal or a likelihood', () => {
  it.each([
    [
      'The logistics team will deliver the boxes on Monday.',
      'The logistics team is going to deliver the boxes on Monday.',
    ],
    ['Every visitor must sign the guest book.', 'Every visitor has to sign the guest book.'],
    ['The visitors must sign the guest book.', 'The visitors have to sign the guest book.'],
    ['Fuel prices are likely to fall next spring.', 'Fuel prices will probably fall next spring.'],
    ['We have already sent the invoice.', "We've already sent the invoice."],
    ['Many of our suppliers ship overseas.', 'A lot of our suppliers ship overseas.'],
  ])('%s → %s', (input, expected) => {
    expect(informal(input)).toBe(expected);
  });

  it('keeps the "must have" of inference and a "due to" that means owed', () => {
    // Not "has to have lost": at most signposted (#16).
    expect(informal('The courier must have lost the parcel.') ?? '').toMatch(
      /the courier must have lost the parcel\.$/i,
    );
    expect(informal('The rent is due to the landlord on Friday.')).toContain('due to the landlord');
  });

  it('says a cause after a participle with "because of"', () => {
    expect(informal('The shipment was held up due to the strike.')).toBe(
      'The shipment was held up because of the strike.',
    );
  });
});

describe('spokenPatterns', () => {
  it.each([
    ['The inspector found no faults in the wiring.', "The inspector didn't find any faults in the wiring."],
    ['We expect the new printer to arrive on Tuesday.', 'We think the new printer will arrive on Tuesday.'],
    ['We should meet again next week.', "Let's meet again next week."],
    ['The canteen is closed for repairs.', "The canteen's closed for repairs."],
  ])('%s → %s', (input, expected) => {
    expect(spokenPatterns(input)).toBe(expected);
  });

  it('leaves what has no such frame alone', () => {
    // A plural subject's "are" has no contraction after a noun; "should not" is no proposal.
    expect(spokenPatterns('The offices are closed for repairs.')).toBeNull();
    expect(spokenPatterns('We should not ignore the warning.')).toBeNull();
    // "had no" is possession, "has found no" a perfect: neither is a simple past verb.
    expect(spokenPatterns('The hotel has found no rooms for us.')).toBeNull();
    // "the glass is" ends in s: "glass's" would read as a possessive.
    expect(spokenPatterns('The glass is cracked.')).toBeNull();
  });
});

describe('verbsForNouns', () => {
  it('says a plan or aim with its verb', () => {
    expect(verbsForNouns('Our goal is to double the number of members.')).toBe(
      'We want to double the number of members.',
    );
    expect(verbsForNouns('My plan is to visit the site in May.')).toBe('I plan to visit the site in May.');
  });

  it('leaves a noun that is not the subject alone', () => {
    expect(verbsForNouns('They explained that our goal is to grow.')).toBeNull();
    expect(verbsForNouns('Our goal is clear.')).toBeNull();
  });
});

describe('word tables', () => {
  it('does not read a noun after a preposition as a verb ("a list of new hires")', () => {
    expect(informal('The list of new hires is on the wiki.') ?? '').not.toContain('takes on');
  });
});

describe('formal_to_informal: a verb for the noun that hides it (#16)', () => {
  it('says "held a discussion about" as "discussed"', () => {
    expect(informal('The board held a discussion about the merger.')).toBe('The board discussed the merger.');
  });
});

describe('formal_to_informal: words it must not swap (#16)', () => {
  it('never reads the head of a compound noun in an object as a verb ("expense reports" → "expense says")', () => {
    const out = informal('The office manager asked us to submit our mileage reports by Friday.') ?? '';
    expect(out).not.toMatch(/mileage says/);
  });

  it('never makes a job or an event "set out" ("Our new hire starts on Monday")', () => {
    expect(informal('The new accountant starts on the first of the month.') ?? '').not.toMatch(/sets? out/);
  });
});

describe('formal_to_informal: a quantifier after a degree word (#16)', () => {
  it('never writes "so lots of"', () => {
    expect(informal('We did not expect so many parents to come to the concert.') ?? '').not.toMatch(
      /so lots of/,
    );
    expect(informal('There are too many boxes in the hallway.') ?? '').not.toMatch(/too lots of/);
  });
});

describe('formal letter formulas in everyday words (#16)', () => {
  it('"are required to" is "have to", never "are needed to"', () => {
    expect(informal('All visitors are required to wear a hard hat on site.')).toBe(
      'All visitors have to wear a hard hat on site.',
    );
  });

  it('never asks a formula as a request ("Can you feel free to…?")', () => {
    expect(informal('Please do not hesitate to call us should you require any help.') ?? '').not.toMatch(
      /Can you feel free/,
    );
  });

  it('straightforward says an inverted condition with "if" and drops "do not hesitate to"', () => {
    const out =
      rephraseEmbedded({
        text: 'Please do not hesitate to call us should you require any help.',
        mapping: 'switch_tone',
        tone: 'straightforward',
        numResults: 1,
      })[0] ?? '';
    expect(out).toBe('Call us if you need any help.');
  });
});

describe('formal_to_informal: a statement with nothing formal in it (#16)', () => {
  it('opens it with a conversational signpost, keeping a name capitalised', () => {
    expect(informal('Our depot in Hull opens on weekdays.')).toMatch(
      /^(?:Just so you know|Basically), our depot in Hull opens on weekdays\.$/,
    );
    expect(informal('Tomasz leads the night shift.')).toMatch(
      /^(?:Just so you know|Basically), Tomasz leads/,
    );
  });

  it('says an opinion the way speech does, and stacks no signpost on an opening phrase', () => {
    expect(informal('In my opinion, the second venue is better.')).toBe(
      'I think the second venue is better.',
    );
    expect(informal('On Mondays, the depot opens at six.') ?? '').not.toMatch(/Just so you know|Basically/);
  });

  it('never contracts "has" after a noun inside a phrase, where it would read as a possessive', () => {
    expect(informal('The lift in the east wing has been out of order since May.') ?? '').not.toMatch(
      /wing's/,
    );
    expect(informal('The invoice has been paid.')).toBe("The invoice's been paid.");
  });
});

describe('informal_to_formal: chat messages (#16, eighth session)', () => {
  const formal = (text: string) =>
    rephraseEmbedded({ text, mapping: 'informal_to_formal', numResults: 1 })[0] ?? null;

  it('writes out chat abbreviations and clipped words', () => {
    expect(formal('idk when the van arrives, ask the depot tbh')).toBe(
      'I do not know when the van arrives, ask the depot to be honest.',
    );
    expect(formal('lmk when you have the info')).toBe('Please let me know when you have the information.');
    expect(formal('I called the vendor but we still need to sort it out')).toBe(
      'I called the vendor but we still need to resolve it.',
    );
  });

  it('gives a sentence that opens with its verb its subject, a day its capital and the end its full stop', () => {
    expect(formal('been waiting for the courier since monday')).toBe(
      'I have been waiting for the courier since Monday.',
    );
    expect(formal("gonna miss the train, can't leave yet")).toBe(
      'I am going to miss the train, cannot leave yet.',
    );
    expect(formal('Cannot join the call today.')).toBe('I cannot join the call today.');
    // A question keeps its subject and mark; "May" and "March" are no day or month to capitalise.
    expect(formal('Cannot you see the file?') ?? '').not.toMatch(/I cannot/);
    expect(formal('we may sign it in march')).toBe('We may sign it in march.');
  });
});

describe('formal_to_informal: an abbreviation’s full stop ends no request (#16, eleventh session sweep)', () => {
  const informal = (text: string) =>
    rephraseEmbedded({ text, mapping: 'formal_to_informal', numResults: 1 })[0] ?? text;
  it.each([
    [
      'Please tell me whether the 4 p.m. call suits you.',
      'Can you tell me whether the 4 p.m. call suits you?',
    ],
    ['Please send the U.K. totals to Dr. Osei by noon.', 'Can you send the U.K. totals to Dr. Osei by noon?'],
    ['Please ring the front desk after 6 p.m.', 'Can you ring the front desk after 6 p.m.?'],
  ])('%s', (text, expected) => {
    expect(informal(text)).toBe(expected);
  });
});

describe('register word tables: words that need their frame (#16, eleventh session sweep)', () => {
  const formal = (text: string) =>
    rephraseEmbedded({ text, mapping: 'informal_to_formal', numResults: 1 })[0] ?? text;
  const informal = (text: string) =>
    rephraseEmbedded({ text, mapping: 'formal_to_informal', numResults: 1 })[0] ?? text;

  it('"I\'m sorry" before a clause sympathises and is no "I apologise"', () => {
    expect(formal("I'm sorry your flight was cancelled.")).not.toMatch(/apologise/);
    expect(formal("I'm sorry for the late reply.")).toMatch(/I apologise for the late reply/);
  });

  it('"enough" after an adjective is a degree word ("large sufficient")', () => {
    expect(formal("The van isn't big enough for the desks.")).not.toMatch(/sufficient/);
    expect(formal("We don't have enough staff on Fridays.")).toMatch(/sufficient staff/);
  });

  it('"inform" takes the person told and a clause ("informing yours", "inform me the price")', () => {
    expect(formal('Thanks for telling yours, it helps.')).not.toMatch(/inform/);
    expect(formal('Can you tell me the date?')).not.toMatch(/inform me the/);
    expect(formal('Please tell us if the hall is free.')).toMatch(/inform us whether the hall is free/);
  });

  it('degree word before a quantifier stays ("really little else")', () => {
    expect(informal('The council offered very little else in return.')).not.toMatch(/really little/);
  });

  it('fronted place word inverts the clause: no "Nearby\'s"', () => {
    expect(informal('Nearby is the old covered market, open on Sundays.')).not.toMatch(/Nearby's/);
  });

  it('nationality opening a sentence keeps its capital behind a frame', () => {
    const diplomatic = rephraseEmbedded({
      text: 'French growers export most of the harvest to the north.',
      mapping: 'switch_tone',
      tone: 'diplomatic',
      numResults: 1,
    })[0];
    expect(diplomatic).toMatch(/, French growers export/);
  });
});

describe('informal_to_formal word rows that need their frame (#16, eleventh session tone sweep)', () => {
  const formal = (text: string) =>
    rephraseEmbedded({ text, mapping: 'informal_to_formal', numResults: 1 })[0] ?? text;

  it('"guys" is "everyone" only when a group is addressed', () => {
    expect(formal('Hey guys, can you send the file?')).toMatch(/^Hello everyone,/);
    expect(formal('These two guys came in yesterday.')).not.toMatch(/two everyone/);
  });

  it('"try" is "attempt" only before its infinitive', () => {
    expect(formal('We tried to call you.')).toBe('We attempted to call you.');
    expect(formal('We tried harder this time.')).not.toMatch(/attempted harder/);
  });

  it('"thanks to" (because of) and "in thanks for" keep "thanks"', () => {
    expect(formal('Thanks to the new system, we saved time.')).not.toMatch(/Thank you to/);
    expect(formal('In thanks for your gift, we send a card.')).not.toMatch(/thank you for your gift/);
  });
});

describe('formal_to_informal keeps the comma after an opening "Also" (twelfth session sweep)', () => {
  it('"Moreover," → "Also,", while "However," → "But" drops it', () => {
    expect(informal('Moreover, the team agreed to the plan.')).toBe('Also, the team agreed to the plan.');
    expect(informal('However, the team agreed to the plan.')).toMatch(/^But the team/);
  });
});

describe('informal_to_formal says "right now" by what the clause does (thirteenth session)', () => {
  const formal = (text: string) =>
    rephraseEmbedded({ text, mapping: 'informal_to_formal', numResults: 1 })[0] ?? text;
  it('a state is "at the moment", an action to be done "immediately"', () => {
    expect(formal("I'm kinda swamped right now, can we do this tomorrow?")).toMatch(/swamped at the moment/);
    expect(formal('We are hiring right now.')).toMatch(/hiring at the moment/);
    expect(formal('Please send it right now.')).toMatch(/send it immediately/);
  });
});
