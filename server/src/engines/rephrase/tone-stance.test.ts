/**
 * Thanks, apologies and the writer's stance (#16, thirteenth session). "Thank you" is replaced only
 * where it is the formula, never where it is the verb and its object ("to thank you"); thanks and
 * apologies take no frame or signpost; the professional, diplomatic and confident tones each say the
 * writer's hope, worry, wish, opinion or guess in their own register, and only before the clause or
 * phrase their words take. Sentences written for these tests; none is in
 * scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const tone = (text: string, t: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: t, numResults: 1 })[0] ?? '';
const informal = (text: string) =>
  rephraseEmbedded({ text, mapping: 'formal_to_informal', numResults: 1 })[0] ?? '';
const formal = (text: string) =>
  rephraseEmbedded({ text, mapping: 'informal_to_formal', numResults: 1 })[0] ?? '';

describe('"thank you" is the formula only where it opens a clause', () => {
  it.each([
    'We would like to thank you for your patience.',
    'I want to thank you all for coming.',
    'We thank you for your order.',
  ])('%s keeps the verb in every light tone', (text) => {
    for (const out of [tone(text, 'casual'), tone(text, 'friendly'), informal(text)]) {
      expect(out).not.toMatch(/\bthanks\b/i);
    }
  });
  it('the formula itself is still said lightly, also after an opener', () => {
    expect(tone('Thank you for your patience.', 'casual')).toBe('Thanks for your patience.');
    expect(informal('Again, thank you for the quick reply.')).toBe('Again, thanks for the quick reply.');
    expect(tone('Thank you for the update.', 'friendly')).toMatch(/Thanks so much for the update\.$/);
  });
  it('"many thanks" and "thanks to" (because of) are left as they are', () => {
    expect(tone('Many thanks for the flowers.', 'friendly')).not.toMatch(/thanks so much/);
    expect(informal('Many thanks for the flowers.')).not.toMatch(/lots of thanks/i);
    expect(formal('Many thanks for the flowers.')).not.toMatch(/many thank you/i);
    expect(tone('Thanks to your support, the team has grown.', 'friendly')).not.toMatch(/thanks so much/i);
  });
  it('"thanks" as a verb of the third person is not the formula', () => {
    expect(formal('She thanks everyone who helped.')).not.toMatch(/thank you/);
  });
});

describe('thanks and apologies take no frame or signpost', () => {
  it.each([
    'We thank you for your order.',
    'Many thanks for the flowers.',
    'Again, thank you for the quick reply.',
  ])('%s', (text) => {
    for (const t of ['professional', 'straightforward', 'casual', 'confident', 'persuasive', 'diplomatic']) {
      expect(tone(text, t)).not.toMatch(
        /^(?:Please note|Simply put|Just a heads-up|I am confident|I can confirm|Clearly|From what I can see)/,
      );
    }
    expect(informal(text)).not.toMatch(/^(?:Just so you know|Basically)/);
  });
});

describe('a verb of thought with its own object is no hedge', () => {
  it.each(['I think so.', 'I believe in our team.'])('%s keeps its verb', (text) => {
    for (const t of ['confident', 'straightforward'])
      expect(tone(text, t)).not.toMatch(/^(?:So|In our team)\./);
  });
});

describe('professional says the writer’s stance in the register of correspondence', () => {
  it.each([
    ['I hope the client will accept our revised quote.', 'I trust the client will accept our revised quote.'],
    [
      'I am worried that the client will cancel the order.',
      'I am concerned that the client will cancel the order.',
    ],
    ["I'm afraid the meeting room is already booked.", 'I regret that the meeting room is already booked.'],
    ['We are afraid the shipment will be late.', 'We regret that the shipment will be late.'],
    ['I want the report on my desk by Friday.', 'I would like the report on my desk by Friday.'],
    [
      'I would suggest postponing the launch by a week.',
      'I would recommend postponing the launch by a week.',
    ],
    [
      'I believe this partnership can help both companies grow.',
      'In my view, this partnership can help both companies grow.',
    ],
    ['We feel that the deadline is too tight.', 'In our view, the deadline is too tight.'],
  ])('%s', (text, expected) => {
    expect(tone(text, 'professional')).toBe(expected);
  });
  it('keeps the verb where its object is not the formal word’s', () => {
    expect(tone('We hope to finish the audit before the holidays.', 'professional')).not.toMatch(/trust/);
    expect(tone('I am afraid of losing the client.', 'professional')).not.toMatch(/regret/);
    expect(tone('We assume full responsibility for the error.', 'professional')).not.toMatch(/presume/);
    expect(tone('Our manager says I believe everything too easily.', 'professional')).not.toMatch(/view/);
    expect(tone('I believe in our team.', 'professional')).not.toMatch(/view/);
  });
});

describe('diplomatic and confident say the stance in their own way', () => {
  it('diplomatic: a wish for a demand, a mild concern for a worry, uncertainty for a doubt', () => {
    expect(tone('I want the report on my desk by Friday.', 'diplomatic')).toMatch(/^I would like the report/);
    expect(tone('I am worried that the client will cancel the order.', 'diplomatic')).toMatch(
      /^I am a little concerned that/,
    );
    expect(tone('I doubt the supplier can deliver by Monday.', 'diplomatic')).toMatch(
      /^I am not sure the supplier can deliver/,
    );
    expect(tone('I doubt it.', 'diplomatic')).not.toMatch(/not sure it/);
  });
  it('confident: the guessed claim stated, the expected outcome as what will happen', () => {
    expect(tone('I suspect the numbers in the second table are wrong.', 'confident')).toBe(
      'The numbers in the second table are wrong.',
    );
    expect(tone('I expect the new system to reduce our costs.', 'confident')).toBe(
      'The new system will reduce our costs.',
    );
    expect(tone('I suspect fraud.', 'confident')).not.toBe('Fraud.');
    expect(tone('I suspect I was wrong about the date.', 'confident')).not.toMatch(/^I was wrong/);
  });
});

describe('stance frames in the other mappings', () => {
  const map = (text: string, mapping: string, extra: Record<string, string> = {}) =>
    rephraseEmbedded({ text, mapping, numResults: 1, ...extra })[0] ?? '';
  it('expand puts no frame before the writer’s negated stance', () => {
    expect(map('I am not sure the budget covers the extra licences.', 'expand')).not.toMatch(/worth noting/);
    expect(map('We are not convinced that the plan will work.', 'expand')).not.toMatch(/worth noting/);
  });
  it('switch_tense moves an impression only into the past', () => {
    const text = 'It seems that the delivery address was wrong.';
    expect(map(text, 'switch_tense', { tense: 'simple future' })).toBe('');
    expect(map(text, 'switch_tense', { tense: 'present perfect' })).toBe('');
    expect(map(text, 'switch_tense', { tense: 'simple past' })).toBe(
      'It seemed that the delivery address was wrong.',
    );
    expect(map('The report seems incomplete.', 'switch_tense', { tense: 'simple future' })).toBe(
      'The report will seem incomplete.',
    );
  });
});

describe('professional "forward" only for a request to send what is already there', () => {
  it.each([
    [
      'Please send me the updated sales figures by Friday afternoon.',
      'Please forward the updated sales figures to me by Friday afternoon.',
    ],
    [
      'Could you send us the signed contract when it is ready?',
      'Could you forward the signed contract to us when it is ready?',
    ],
    ['Please send the invoice to the accounts team.', 'Please forward the invoice to the accounts team.'],
  ])('%s', (text, expected) => {
    expect(tone(text, 'professional')).toBe(expected);
  });
  it('not what someone did, nor a new message', () => {
    expect(tone('She sent me a long email yesterday.', 'professional')).not.toMatch(/forward/);
    expect(tone('The supplier sends a catalogue to every customer.', 'professional')).not.toMatch(/forward/);
    expect(tone('Please send me a message.', 'professional')).not.toMatch(/forward/);
  });
});

describe('empathetic answers what the sentence does, and thanks no one for news they never gave', () => {
  it.each([
    [
      'The committee meets on the first Monday of every month.',
      'The committee meets on the first Monday of every month. I hope this helps.',
    ],
    [
      'The software update fixed the login problem for most users.',
      /^I'm glad to let you know that the software update fixed/,
    ],
    ['I am not sure the budget covers the extra licences.', /^I want to be open with you\. I am not sure/],
    ['Maybe we should ask the vendor for a longer trial period.', /I'd love to hear your thoughts\.$/],
    ['Our website had three outages last month.', /^I understand how frustrating this must be\./],
  ])('%s', (text, expected) => {
    const out = tone(text, 'empathetic');
    if (typeof expected === 'string') expect(out).toBe(expected);
    else expect(out).toMatch(expected);
    expect(out).not.toMatch(/sharing this/);
  });
  it('a problem not yet fixed is no good news', () => {
    expect(tone('The engineers have not fixed the login problem yet.', 'empathetic')).not.toMatch(/glad/);
  });
});
