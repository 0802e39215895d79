/**
 * passive_to_active without an agent: "we" for the writer's side where the sentence says it, and the
 * classes found with it in the twelfth session (#16). Sentences written for these tests; none is in the
 * eval sets.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const active = (text: string) =>
  rephraseEmbedded({ text, mapping: 'passive_to_active', numResults: 1 })[0] ?? null;
const passive = (text: string) =>
  rephraseEmbedded({ text, mapping: 'active_to_passive', numResults: 1 })[0] ?? null;

describe("passive_to_active: the writer's side does what is done to the reader or the reader's things", () => {
  it.each([
    ['You will be contacted within two working days.', 'We will contact you within two working days.'],
    ['Your contract has been renewed for another year.', 'We have renewed your contract for another year.'],
    ['Your payment is being processed.', 'We are processing your payment.'],
    ['Your subscription will be renewed automatically.', 'We will renew your subscription automatically.'],
    // negated: the writer's side did not do it (not "No one has shipped your order")
    ['Your order has not been shipped yet.', 'We have not shipped your order yet.'],
    // a verb taking an object and an infinitive (Quirk et al. § 16.63)
    ['You are asked to bring photo ID.', 'We ask you to bring photo ID.'],
    // inside a subordinate clause
    ['We will call you as soon as your order is shipped.', 'We will call you as soon as we ship your order.'],
  ])('%s', (text, expected) => {
    expect(active(text)).toBe(expected);
  });
});

describe("passive_to_active: a plan or procedure placed on the writer's side or addressed to the reader", () => {
  it.each([
    ['The samples will be analysed in our laboratory.', 'We will analyse the samples in our laboratory.'],
    ['The results will be sent to you next week.', 'We will send the results to you next week.'],
    ['The keys will be handed to you at reception.', 'We will hand the keys to you at reception.'],
  ])('%s', (text, expected) => {
    expect(active(text)).toBe(expected);
  });
});

describe('passive_to_active: no "we" where the words do not give the deed to the writer', () => {
  it.each([
    // a deed against the reader is never the writer's
    ['Your account was hacked last night.', 'Someone hacked your account last night.'],
    // what the writer's side found out is not its deed
    [
      'We noticed that your account has been accessed from a new device.',
      'We noticed that someone has accessed your account from a new device.',
    ],
    // in the past, "our" says where, not who (the courier left it)
    ['The parcel was left in our reception.', 'Someone left the parcel in our reception.'],
  ])('%s', (text, expected) => {
    expect(active(text)).toBe(expected);
  });

  it.each([
    // a modal: whose obligation, or a forecast?
    'Your claim must be approved before payment.',
    'Your order should be delivered tomorrow.',
    // the writer's side receives
    'Parts are delivered to our warehouse every Monday.',
    'The forms will be returned to us by post.',
    // others act on the writer's things
    'Our application will be reviewed next month.',
    // a state, not a deed
    'Your invoice is attached.',
    'Your account has been locked since Monday.',
    'You are supposed to arrive at nine.',
    // nothing ties a plan to the writer, and a "you" opening a clause is the generic "you"
    'The new policy will be introduced in January.',
    'The office is cleaned after you leave.',
  ])('leaves alone: %s', (text) => {
    expect(active(text)).toBeNull();
  });
});

describe("passive_to_active: a second verb phrase gets a thing's pronoun back", () => {
  it.each([
    [
      'Your order has been shipped and should arrive on Monday.',
      'We have shipped your order, and it should arrive on Monday.',
    ],
    // a bare participle gets the passive's auxiliary back
    [
      'The memo was written by Jo and circulated to every team.',
      'Jo wrote the memo, and it was circulated to every team.',
    ],
    [
      'The invoices were checked by Ana and will be paid on Friday.',
      'Ana checked the invoices, and they will be paid on Friday.',
    ],
  ])('%s', (text, expected) => {
    expect(active(text)).toBe(expected);
  });
});

describe('passive_to_active: a percentage after "by" measures the change', () => {
  it('makes the clause active without an agent', () => {
    expect(active('The price was increased by 5% in April.')).toBe(
      'Someone increased the price by 5% in April.',
    );
  });
});

describe('active_to_passive: a participle after the object is its complement', () => {
  it.each([
    ['Somebody left the door unlocked last night.', 'The door was left unlocked last night.'],
    ['The cleaners left the office unlocked.', 'The office was left unlocked by the cleaners.'],
  ])('%s', (text, expected) => {
    expect(passive(text)).toBe(expected);
  });
});

describe('passive_to_active: a phrase before the subject that takes it as its own', () => {
  it.each([
    // the participle or adjective would dangle on the new subject (Quirk et al. § 15.58)
    'Founded in 1990, the company was bought by a German group in 2015.',
    'Unhappy with the offer, the candidate was persuaded by the recruiter to wait.',
    'Silent for a time, the tradition has been revived.',
  ])('leaves alone: %s', (text) => {
    expect(active(text)).toBeNull();
  });

  it('still turns a clause after a time phrase or a disjunct', () => {
    expect(active('Last week, the contract was signed by the client.')).toBe(
      'Last week, the client signed the contract.',
    );
    expect(active('Based on the feedback, the design was changed by the team.')).toBe(
      'Based on the feedback, the team changed the design.',
    );
  });
});

describe('passive_to_active: an "and" after a clause of its own', () => {
  it("does not give the later verbs the first clause's subject", () => {
    expect(
      active('The procedure was repeated twice, and the samples were pooled and cultured in one plate.'),
    ).toBe('The procedure was repeated twice, and someone pooled and cultured the samples in one plate.');
  });
});

describe('active_to_passive: a fronted adjective phrase would dangle', () => {
  it('leaves alone: Unhappy with the offer, the candidate rejected it.', () => {
    expect(passive('Unhappy with the offer, the candidate rejected it.')).toBeNull();
  });
});

describe("voice: a quotation is someone's words as they were said", () => {
  it('leaves the verbs inside quotation marks alone', () => {
    expect(passive('The CEO said "we will double our revenue" at the conference.')).toBeNull();
    expect(active('Her email said: “The invoice was paid by our bank.”')).toBeNull();
  });
});

describe('active_to_passive: a second noun phrase the object did not take in', () => {
  it('is not left behind the agent', () => {
    expect(passive('We received your email and the attached CV.')).toBe(
      'Your email and the attached CV were received by us.',
    );
  });
});

describe("active_to_passive: verbs that raise the infinitive's subject (Quirk et al. § 3.45-3.47)", () => {
  it.each([
    ['We used to print all the invoices.', 'All the invoices used to be printed.'],
    ['The team is about to launch the new app.', 'The new app is about to be launched by the team.'],
  ])('%s', (text, expected) => {
    expect(passive(text)).toBe(expected);
  });
});

describe('active_to_passive: an adverb between "will" and the verb', () => {
  it('is no verb of its own ("soon" read as one by compromise)', () => {
    expect(passive('We will soon publish the annual report.')).toBe(
      'The annual report will soon be published by us.',
    );
  });
});
