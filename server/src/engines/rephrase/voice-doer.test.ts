/**
 * passive_to_active without an agent: "we" for the writer's side where the sentence says it
 * (voice-doer.ts; twelfth session, #16). Sentences written for these tests; none is in the eval sets.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const active = (text: string) =>
  rephraseEmbedded({ text, mapping: 'passive_to_active', numResults: 1 })[0] ?? null;

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
    // a bare "you" in a comparison is generic
    ["Work like you're being paid for it!", 'Work like someone is paying you for it!'],
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
    // a bare "you" in a clause of condition or time is the generic "you"
    'If you are given a take-home test, you will forget where you live.',
    // nothing ties a plan to the writer, and a "you" opening a clause is the generic "you"
    'The new policy will be introduced in January.',
    'The office is cleaned after you leave.',
  ])('leaves alone: %s', (text) => {
    expect(active(text)).toBeNull();
  });
});
