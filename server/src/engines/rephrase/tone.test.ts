/**
 * The straightforward tone on sentences with no hedge or wordy phrase to cut (#16): plain-language
 * sentence patterns, and active voice only when it needs no invented agent. Sentences written for
 * these tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

/** The text in a tone, or '' when the tone has no rewrite for it. */
const tone = (text: string, t: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: t, numResults: 1 })[0] ?? '';

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
    // Nothing in it is rewritten ("handle making sure" would be wrong); it is only signposted.
    expect(straightforward('The drivers are responsible for making sure the vans are clean.')).toBe(
      'Simply put, the drivers are responsible for making sure the vans are clean.',
    );
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

describe('proposals, spoken dates and frames about the writer (#16)', () => {
  it.each([
    ['Could we push the review to Tuesday afternoon?', "Let's push the review to Tuesday afternoon."],
    ['Shall we meet at the café after the workshop?', "Let's meet at the café after the workshop."],
  ])('a proposal put as a question is said as one: %s', (input, expected) => {
    expect(straightforward(input)).toBe(expected);
    expect(tone(input, 'confident')).toBe(expected);
  });

  it('keeps a question that asks for an opinion or is no proposal', () => {
    expect(straightforward('Should we hire a second driver?') ?? '').not.toMatch(/Let's/);
    expect(straightforward('Can we afford a second driver?') ?? '').not.toMatch(/Let's/);
  });

  it('writes a spoken date as a plain-style date', () => {
    expect(straightforward('The new rates apply from the fifteenth of October.')).toBe(
      'The new rates apply from October 15.',
    );
    expect(straightforward('Rent is due on the twenty-third of May.')).toBe('Rent is due on May 23.');
  });

  it("puts no frame of the writer's view before what the writer says of themselves", () => {
    expect(tone('I checked the meter readings on Monday.', 'confident') ?? '').not.toMatch(
      /confident that I\b/,
    );
    expect(tone('I booked the hall for the spring fair.', 'diplomatic')).toBe(
      "For what it's worth, I booked the hall for the spring fair.",
    );
    // What has happened is confirmed; "I am confident that" would cast doubt on a fact the writer knows.
    expect(tone('Our driver checked the meter readings on Monday.', 'confident')).toBe(
      'I can confirm that our driver checked the meter readings on Monday.',
    );
    expect(tone('The tenants have paid the deposit.', 'confident')).toBe(
      'I can confirm that the tenants have paid the deposit.',
    );
    // A judgement or a habit is stated with confidence.
    expect(tone('The second floor gets the most light.', 'confident')).toBe(
      'I am confident that the second floor gets the most light.',
    );
  });
});

describe('a question stays a question (#16)', () => {
  it.each([
    'Does anybody know who took the spare keys?',
    'Where did we store the winter tyres?',
    'Is there any milk left in the fridge?',
    'How many chairs do we need for the meeting?',
  ])('keeps the question mark of %s', (input) => {
    for (const t of ['straightforward', 'confident']) {
      const out = rephraseEmbedded({ text: input, mapping: 'switch_tone', tone: t, numResults: 1 })[0];
      if (out) expect(out).toMatch(/\?$/);
    }
  });
});

describe('diplomatic and empathetic on everyday messages (#16)', () => {
  it('never turns "no" or "never" into a weaker claim, nor a noun\'s adjective', () => {
    expect(tone('There is no parking at the new office.', 'diplomatic')).not.toMatch(/not quite/);
    expect(tone('No worries, I can cover your shift.', 'diplomatic')).not.toMatch(/not quite/);
    expect(tone('We never share customer data with advertisers.', 'diplomatic')).not.toMatch(/rarely/);
    expect(tone('I uploaded the wrong file to the portal.', 'diplomatic')).not.toMatch(/not quite/);
    expect(tone('The totals in column C are wrong.', 'diplomatic')).toMatch(/are not quite right/);
  });

  it('offers a proposal instead of commanding it', () => {
    expect(tone("Let's move the review to Thursday.", 'diplomatic')).toBe(
      'Shall we move the review to Thursday?',
    );
    expect(tone('Can you check the seating plan?', 'diplomatic')).toBe(
      'Could you please check the seating plan?',
    );
  });

  it('puts no frame before a fragment or a note', () => {
    expect(tone('Just following up on the quote we sent.', 'diplomatic')).not.toMatch(/^From what I can see/);
    expect(tone('FYI the lift is out of order again.', 'diplomatic')).not.toMatch(/^From what I can see/);
  });

  it('acknowledges what the writer is doing', () => {
    expect(tone("Sorry, I can't join the call today.", 'empathetic')).toMatch(/^I know this isn't ideal\./);
    expect(tone('Thanks so much for covering for me!', 'empathetic')).toMatch(/I really appreciate it\.$/);
    expect(tone('Could you look over my cover letter?', 'empathetic')).toMatch(
      /^I know you have a lot on your plate\./,
    );
    expect(tone('The client is upset about the delay.', 'empathetic')).toMatch(
      /^I understand how frustrating/,
    );
  });
});

describe('informal_to_formal keeps phrasal verbs whole (#16)', () => {
  it('never swaps the verb of "check in"', () => {
    const out =
      rephraseEmbedded({
        text: 'Just checking in about the contract.',
        mapping: 'informal_to_formal',
        numResults: 1,
      })[0] ?? '';
    expect(out).not.toMatch(/verifying in/);
  });
});

describe('tones on a message of several sentences (#16)', () => {
  it('empathetic: the acknowledgement goes after the greeting, and "Unfortunately," loses its comma', () => {
    expect(tone('Hello Priya, the workshop is on Monday. Please bring a laptop.', 'empathetic')).toBe(
      'Hello Priya, I know you have a lot on your plate. The workshop is on Monday. Please bring a laptop.',
    );
    expect(tone('Unfortunately, the venue is fully booked that week.', 'empathetic')).toBe(
      "I'm sorry to say that the venue is fully booked that week.",
    );
  });

  it('professional: "ask someone to" keeps "ask"; "ask for" is "request"', () => {
    expect(tone('Could you ask the caterer to add two vegan meals?', 'professional')).not.toMatch(
      /request the caterer to/,
    );
    expect(tone('We asked for a refund last week.', 'professional')).toMatch(/requested a refund/);
  });

  it('casual: no heads-up before a thank-you', () => {
    expect(tone('Thanks for your patience with the move.', 'casual')).not.toMatch(/heads-up/);
  });
});

describe('tones never frame the writer’s own stance (#16, ninth session)', () => {
  it.each([
    ['confident', 'We regret to inform you that the event has been cancelled.', /confident that we regret/i],
    ['professional', 'We regret to inform you that the event has been cancelled.', /note that we regret/i],
    [
      'diplomatic',
      'We are pleased to announce that our new office opens in March.',
      /can see, we are pleased/i,
    ],
    ['persuasive', 'We are excited to welcome three new members to the team.', /Clearly, we are excited/i],
    ['confident', "We're happy to offer you the position of sales manager.", /confident that we're happy/i],
  ])('%s: %s', (t, text, frame) => {
    expect(tone(text, t) ?? '').not.toMatch(frame);
  });

  it('offers an opinion modestly and keeps a disagreement’s object where the verb takes it', () => {
    expect(tone('We believe the new layout is easier to read.', 'diplomatic')).toBe(
      "For what it's worth, we believe the new layout is easier to read.",
    );
    expect(tone('I disagree with the new parking rules.', 'diplomatic')).toBe(
      'I am not sure I agree with the new parking rules.',
    );
  });

  it.each([
    [
      'We are pleased to announce that our new office opens in March.',
      'We are delighted to announce that our new office opens in March.',
    ],
    ['We are very happy to offer you the position.', 'We are delighted to offer you the position.'],
    ['We recommend that you update the app.', 'We strongly recommend that you update the app.'],
    [
      'We appreciate your patience while we fix the issue.',
      'We truly appreciate your patience while we fix the issue.',
    ],
  ])('persuasive says the writer’s stance at full strength: %s', (text, expected) => {
    expect(tone(text, 'persuasive')).toBe(expected);
  });

  it('persuasive says how something went with an adverb ("went exceptional" is no English)', () => {
    expect(tone('The launch event went great.', 'persuasive')).toBe(
      'The launch event went exceptionally well.',
    );
  });

  it('confident recommends instead of suggesting and drops the throat-clearing before the news', () => {
    expect(tone('I suggest that we meet on Thursday instead.', 'confident')).toBe(
      'I recommend that we meet on Thursday instead.',
    );
    expect(tone('I just wanted to let you know that the invoice has been paid.', 'confident')).toBe(
      'The invoice has been paid.',
    );
  });

  it.each([
    ['The report appears to be complete.', 'The report is complete.'],
    ['The results look fairly promising so far.', 'The results look promising so far.'],
    ['In my opinion, the second option is better.', 'The second option is better.'],
    ['We are fairly sure that the issue is fixed.', 'We are sure that the issue is fixed.'],
    ['The proposal was reviewed by our legal team.', 'Our legal team reviewed the proposal.'],
    ['It looks like the courier lost two of the parcels.', 'The courier lost two of the parcels.'],
    ['Apparently, the venue has no parking.', 'The venue has no parking.'],
    ['It seems that nobody read the memo.', 'Nobody read the memo.'],
    ['The audit went reasonably well, all things considered.', 'The audit went well.'],
    ['The handover went fairly smoothly.', 'The handover went smoothly.'],
    ['The upgrade was mostly painless, more or less.', 'The upgrade was mostly painless.'],
    ['We are planning to hire two more drivers in May.', 'We will hire two more drivers in May.'],
    ['I intend to finish the inventory count tonight.', 'I will finish the inventory count tonight.'],
  ])('confident drops what hedges the claim and says a passive actively: %s', (text, expected) => {
    expect(tone(text, 'confident')).toBe(expected);
  });

  it('never doubles a word ("confident that that\'s", "please please")', () => {
    expect(tone("That's the main reason we changed suppliers.", 'confident') ?? '').not.toMatch(/that that/i);
    expect(tone("That's the main reason we changed suppliers.", 'professional') ?? '').not.toMatch(
      /that that/i,
    );
    expect(tone('Could you please check the totals before Friday?', 'confident') ?? '').not.toMatch(
      /please please/i,
    );
  });

  it('confident says a request for something to be sent as what the writer needs', () => {
    expect(tone('Please send me the signed contract by Monday.', 'confident')).toBe(
      'I need the signed contract by Monday.',
    );
    expect(tone('Feel free to reach out if you have any questions about the invoice.', 'confident')).toBe(
      'I am happy to answer any questions about the invoice.',
    );
    expect(tone('Let us know if you have any concerns.', 'confident')).toBe(
      'We are happy to address any concerns.',
    );
    // Not an offer to answer questions: left to the other rules.
    expect(tone('Let me know if you have any spare chairs.', 'confident') ?? '').not.toMatch(
      /happy to answer/,
    );
    // "give me a call" asks for something else.
    expect(tone('Please give me a call tomorrow.', 'confident') ?? '').not.toMatch(/I need/);
  });

  it('confident keeps degree words that describe rather than hedge, and frames no opening phrase', () => {
    for (const text of [
      'Fairly large orders ship on Mondays.',
      'The draft is not quite ready.',
      'The staff were treated fairly.',
    ])
      expect(tone(text, 'confident') ?? '').toMatch(/fairly large|not quite ready|treated fairly/);
    expect(tone('Quite honestly, the plan is good.', 'confident') ?? '').not.toMatch(/confident that quite/);
    // An impression of a thing, not of a clause, keeps its words; so does "well" after "not quite".
    expect(tone('It looks like rain this afternoon.', 'confident') ?? '').toMatch(/looks like rain/);
    // (An impression with no clause after it is no claim to make outright, nor one to be confident in.)
    expect(tone('It seems that way to most of the staff.', 'confident') ?? '').not.toMatch(
      /that way to most/i,
    );
    expect(tone('It seems that way to most of the staff.', 'confident') ?? '').not.toMatch(
      /confident that it seems/,
    );
    expect(tone('The pump is not working quite well.', 'confident') ?? '').toMatch(/quite well/);
  });

  it('empathetic reads bad news as bad news ("unsuccessful", "overdue", "will be down")', () => {
    for (const text of [
      'Your application for the grant was unsuccessful.',
      'The booking system will be down on Sunday morning.',
    ])
      expect(tone(text, 'empathetic')).not.toMatch(/I appreciate you sharing this/);
  });
});

describe('tones on what is not a statement: sign-offs, requests after a condition (#16, tenth session)', () => {
  it('never writes a word twice where the replacement starts with the word before it', () => {
    expect(tone('Best regards, Dana.', 'friendly') ?? '').not.toMatch(/best best/i);
    expect(tone('If the new rota suits you better, please let me know.', 'diplomatic') ?? '').not.toMatch(
      /please please/i,
    );
  });

  it('frames no sign-off and asks nothing of it ("Could you please best regards" was written)', () => {
    for (const t of ['diplomatic', 'persuasive', 'straightforward', 'confident'])
      expect(tone('Kind regards, Dana.', t) ?? '').not.toMatch(
        /could you|clearly|simply put|confident that/i,
      );
  });

  it('puts no statement frame before a request that follows its condition', () => {
    for (const t of ['diplomatic', 'persuasive', 'confident'])
      expect(tone('If the new rota suits you better, please let me know.', t) ?? '').not.toMatch(
        /^(?:From what I can see|Clearly|I am confident that)/,
      );
  });
});

describe('casual: a sentence that continues the one before takes no opener (#16, eleventh session sweep)', () => {
  it('no "Just a heads-up: but…"', () => {
    const out = rephraseEmbedded({
      text: 'But the new rota is a key part of the plan.',
      mapping: 'switch_tone',
      tone: 'casual',
      numResults: 1,
    });
    expect(out.join(' ')).not.toMatch(/heads-up: but/i);
  });
});

describe('tone word tables keep the frame their words need (#16, eleventh session sweep)', () => {
  const say = (text: string, t: string) =>
    rephraseEmbedded({ text, mapping: 'switch_tone', tone: t, numResults: 1 })[0] ?? text;

  it('professional: "moved to" is "rescheduled for" only for an event moved to a day', () => {
    expect(say('The deadline has moved to May 3 after the call.', 'professional')).not.toMatch(/rescheduled/);
    expect(say('Our team moved to Leeds last spring.', 'professional')).not.toMatch(/rescheduled/);
    expect(say('The review has been moved to Friday.', 'professional')).toMatch(/rescheduled for Friday/);
  });

  it('empathetic: "wrong" before a noun names a fact ("the not quite right person")', () => {
    expect(say('You sent the form to the wrong office.', 'empathetic')).not.toMatch(/not quite right office/);
    expect(say('The totals on the invoice are wrong.', 'empathetic')).toMatch(/are not quite right/);
  });

  it('diplomatic: "failed to" and "failed the" keep their complement ("did not succeed to")', () => {
    expect(say('The update failed to fix the login bug.', 'diplomatic')).not.toMatch(/succeed to/);
    expect(say('The van failed the safety check.', 'diplomatic')).not.toMatch(/succeed the/);
  });
});

describe('diplomatic and professional: an abbreviation ends no request; "inform" takes the person told (#16, eleventh session sweep)', () => {
  const say = (text: string, t: string) =>
    rephraseEmbedded({ text, mapping: 'switch_tone', tone: t, numResults: 1 })[0] ?? text;
  it.each([
    [
      'Please tell me whether the 4 p.m. call suits you.',
      'Could you please tell me whether the 4 p.m. call suits you?',
    ],
    [
      'Send the U.K. totals to Dr. Osei by 6 p.m.',
      'Could you please send the U.K. totals to Dr. Osei by 6 p.m.?',
    ],
  ])('%s', (text, expected) => {
    expect(say(text, 'diplomatic')).toBe(expected);
  });

  it('no "informing yours"', () => {
    expect(say('Thanks again for telling yours, it helped.', 'professional')).not.toMatch(/informing yours/);
  });
});

describe('straightforward: a number that opens a sentence stays in words (#16, eleventh session sweep)', () => {
  const say = (text: string) =>
    rephraseEmbedded({ text, mapping: 'switch_tone', tone: 'straightforward', numResults: 1 })[0] ?? text;
  it('no "3 senior managers reviewed…" after the passive turns', () => {
    expect(say('The plan was checked by four site engineers before it was filed.')).not.toMatch(/^\d/);
  });
  it('a number inside the sentence still becomes figures', () => {
    expect(say('We need twelve chairs for the hall.')).toMatch(/12 chairs/);
  });
});
