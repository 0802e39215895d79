import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../testing/grammar';
import { clauseHasFinishedTime, pastTense } from './past-time';
import { tagText } from './tagger';

/** Whether the clause of the first word `verb` in `text` has a finished time. */
function finished(text: string, verb: string): boolean {
  const [s] = tagText(text);
  return clauseHasFinishedTime(
    s.tokens,
    s.tokens.findIndex((t) => t.lower === verb),
  );
}

describe('past-time', () => {
  it.each([
    ['give', 'gave'],
    ['tell', 'told'],
    ['see', 'saw'],
    ['move', 'moved'],
    ['stop', 'stopped'],
    ['carry', 'carried'],
  ])('the past of %j is %j', (lemma, past) => expect(pastTense(lemma)).toBe(past));

  it.each([
    ['She phone her aunt two weeks ago.', 'phone'],
    ['Last summer, my cousin visit us.', 'visit'],
    ['In 1998 the company open a shop.', 'open'],
    ['He lend me his bike yesterday afternoon.', 'lend'],
  ])('finds the finished time in %j', (text, verb) => expect(finished(text, verb)).toBe(true));

  it.each([
    ['She phone her aunt every week.', 'phone'],
    // The time word belongs to another clause.
    ['He want the book that I bought yesterday.', 'want'],
    ['Yesterday was hot, but she walk to work every day.', 'walk'],
    // "the last week" reaches up to now; a year to come is not past.
    ['He work hard the last week.', 'work'],
    ['In 2999 the company open a shop.', 'open'],
    ["He read yesterday's paper.", 'read'],
  ])('finds no finished time in %j', (text, verb) => expect(finished(text, verb)).toBe(false));

  it.each([
    ['He give me the keys last night.', 'He gave me the keys last night.'],
    ['She tell me yesterday that the shop was closed.', 'She told me yesterday that the shop was closed.'],
    ['Yesterday she go to the market with her son.', 'Yesterday she went to the market with her son.'],
    ['It rain a lot three days ago.', 'It rained a lot three days ago.'],
    // No finished time: the -s form is the fix.
    ['He give me the keys every day.', 'He gives me the keys every day.'],
    ['She tell me the truth.', 'She tells me the truth.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'He gave me the keys last night.',
    'She told me yesterday that the shop was closed.',
    'Last week they asked me to stay late.',
    'He gives me the keys every morning.',
  ])('leaves %j alone', async (text) => expect(await applyGrammarFixes(text)).toBe(text));
});
