/**
 * shorten's reporting frames and closers (concise-frames.ts). Sentences written for these tests; none
 * is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { reportedNews, requestedMust } from './concise-frames';

const shorten = (text: string) => rephraseEmbedded({ text, mapping: 'shorten', numResults: 1 })[0] ?? null;

describe('a third party’s telling is said with "says"', () => {
  it.each([
    [
      'The bank has informed us that the transfer will take three days.',
      'The bank says the transfer will take three days.',
    ],
    ['Our suppliers have told us that prices will rise.', 'Our suppliers say prices will rise.'],
    ['The courier has now let us know that the parcel is lost.', 'The courier says the parcel is lost.'],
    [
      'We have been told by the landlord that the lift will be repaired on Monday.',
      'The landlord says the lift will be repaired on Monday.',
    ],
    [
      'The results of the staff survey show that most people want flexible hours.',
      'The staff survey shows that most people want flexible hours.',
    ],
  ])('%s', (text, expected) => {
    expect(reportedNews(text)).toBe(expected);
  });

  it.each([
    // The writer's own telling, a denial and a modal perfect are no reports of someone else's news.
    'I have told you that the office is closed.',
    'We have informed the client that the order is late.',
    'The bank has not told us that the transfer failed.',
    'The bank would have told us that the transfer failed.',
    'The bank has informed the police that the card was stolen.',
    // Past results stay: "showed" has no "-s" form to agree.
    'The results of the audit showed that two invoices were paid twice.',
  ])('%s stays', (text) => {
    expect(reportedNews(text)).toBe(text);
  });
});

describe('closers and wish conditions', () => {
  it('"any further questions or concerns" becomes "any questions"', () => {
    expect(reportedNews('Call us if you have any further questions or concerns about the move.')).toBe(
      'Call us if you have any questions about the move.',
    );
  });

  it('"If you would like to V X, please …" becomes "To V X, please …"', () => {
    expect(reportedNews('If you would like to join the choir, please email Anna by Monday.')).toBe(
      'To join the choir, please email Anna by Monday.',
    );
  });

  it.each([
    // Not a request after it: the condition is what the clause says.
    'If you would like to join the choir, Anna will add you to the list.',
    'If you would like a copy, please ask.',
  ])('%s keeps its condition', (text) => {
    expect(reportedNews(text)).toBe(text);
  });

  it('shorten drops the frame and keeps the news and its numbers', () => {
    const out = shorten(
      'Our insurance broker has informed us that the premium for the fleet will rise by eight percent in January.',
    );
    expect(out).toMatch(/^Our insurance broker says the premium/);
    expect(out).toMatch(/eight percent/);
  });
});

describe('times measured from now', () => {
  it.each([
    [
      'The team has been short-staffed for the past three weeks.',
      'The team has been short-staffed for three weeks.',
    ],
    ['The lift will be closed for the next few days.', 'The lift will be closed for a few days.'],
    ['For the last two years, our sales have grown.', 'For two years, our sales have grown.'],
    [
      'Parking charges will rise from the beginning of next year.',
      'Parking charges will rise from next year.',
    ],
    ['At the start of next month we move to Leeds.', 'Early next month we move to Leeds.'],
    ['We will reply within the next five working days.', 'We will reply within five working days.'],
  ])('%s', (text, expected) => {
    expect(reportedNews(text)).toBe(expected);
  });

  it.each([
    // A simple past says nothing of which way the period runs; "in the last" is no "in".
    'The shop was busy for the last few months.',
    'We hired six people in the last six months.',
    // A deadline at the end of a period is exact.
    'Please reply by the end of next week.',
  ])('%s stays', (text) => {
    expect(reportedNews(text)).toBe(text);
  });
});

describe('openers and frames that say nothing of the news', () => {
  it.each([
    ['As many of you will already know, the canteen reopens on Monday.', 'The canteen reopens on Monday.'],
    ['As you are aware, the lease ends in May.', 'The lease ends in May.'],
    [
      'We are sorry to inform you that your flight has been cancelled.',
      'Unfortunately, your flight has been cancelled.',
    ],
    ['The new rota will help us to cover the weekends.', 'The new rota will help us cover the weekends.'],
    [
      'The courier lost the parcel, meaning that the client will have to wait until Monday.',
      'The courier lost the parcel, so the client will have to wait until Monday.',
    ],
    [
      'Our rent has doubled, which means we need a smaller office.',
      'Our rent has doubled, so we need a smaller office.',
    ],
  ])('%s', (text, expected) => {
    expect(reportedNews(text)).toBe(expected);
  });

  it.each([
    // "as you know" inside a sentence compares; "sorry" about something else is the news.
    'We will do it as you know best.',
    'We are sorry that your flight was cancelled.',
    // No clause after "meaning": a noun phrase says what a word means.
    'We dropped the old logo, meaning the one with the tree.',
  ])('%s stays', (text) => {
    expect(reportedNews(text)).toBe(text);
  });
});

describe('a request to a group said as what the group must do (a denser form)', () => {
  it.each([
    [
      'Head office has asked every store to count its stock on Sunday.',
      'Every store must count its stock on Sunday.',
    ],
    [
      'The finance team has asked all managers to check their claims and to sign them by Friday.',
      'All managers must check their claims and sign them by Friday.',
    ],
    ['We are asking all visitors to sign in at reception.', 'All visitors should sign in at reception.'],
  ])('%s', (text, expected) => {
    expect(requestedMust(text)).toBe(expected);
  });

  it.each([
    // One person asked is no rule for a group; a phrase after "and to" keeps its "to".
    'The board has asked the chief executive to stay on.',
    'Sarah has asked me to call the bank.',
  ])('%s stays', (text) => {
    expect(requestedMust(text)).toBe(text);
  });

  it('keeps "to" before a phrase after "and"', () => {
    expect(
      requestedMust(
        'Head office has asked every branch to send its figures to the auditors and to the bank.',
      ),
    ).toBe('Every branch must send its figures to the auditors and to the bank.');
  });

  it('shorten keeps who asked when a gentler cut fits', () => {
    expect(
      shorten(
        'Head office has asked every shop to count its stock on Sunday so that the annual audit can be finished before the end of the month.',
      ),
    ).toMatch(/^Head office has asked every shop to count its stock on Sunday/);
  });

  it('and says what the group must do when none does', () => {
    expect(shorten('The head of IT has asked every member of staff to change their password.')).toBe(
      'Every staff member must change their password.',
    );
  });
});
