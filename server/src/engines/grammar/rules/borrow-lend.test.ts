import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { borrowLend } from './borrow-lend';
import { applyRule, matchesOf } from './testing';

describe('borrow-lend: "borrow" with the person who receives', () => {
  it.each([
    ['Can you borrow me your pen?', 'Can you lend me your pen?'],
    ['He borrowed her some money last week.', 'He lent her some money last week.'],
    ['Could you borrow us your car for the weekend?', 'Could you lend us your car for the weekend?'],
    ['My brother never borrows me anything.', 'My brother never lends me anything.'],
    ['She is borrowing them her notes.', 'She is lending them her notes.'],
    ['Will you borrow him a few dollars?', 'Will you lend him a few dollars?'],
    ['Borrow me your bike, please.', 'Lend me your bike, please.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(borrowLend, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'I borrowed them from the library.',
    'Can I borrow you for a minute?',
    "She borrowed her sister's dress.",
    'I borrowed her car yesterday.',
    'Can I borrow your pen?',
    'He borrowed money from me.',
    'Can I borrow them some time?',
    'Can you lend me your pen?',
    'We borrowed it for a week.',
    'They borrowed heavily last year.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(borrowLend, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
