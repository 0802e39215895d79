import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { paragraphEndStop } from './paragraph-end-stop';
import { applyRule, matchesOf } from './testing';

describe('paragraph-end-stop: a statement ending its paragraph without a full stop', () => {
  it.each([
    ['I agree. We should all recycle more', 'I agree. We should all recycle more.'],
    [
      'He is a baker. My brother works in a bakery near the station',
      'He is a baker. My brother works in a bakery near the station.',
    ],
    [
      'That is true! In my opinion, students need more free time',
      'That is true! In my opinion, students need more free time.',
    ],
    [
      'It rained all day. We stayed inside and played cards',
      'It rained all day. We stayed inside and played cards.',
    ],
    ['We tried. however the plan did not work', 'We tried. however the plan did not work.'],
    [
      'They arrived at noon. The children were happy to see their grandmother',
      'They arrived at noon. The children were happy to see their grandmother.',
    ],
    [
      'Life is different now. Technology has changed the way people live',
      'Life is different now. Technology has changed the way people live.',
    ],
    [
      'First paragraph ends well.\nIt has two sentences. The second one forgets its stop',
      'First paragraph ends well.\nIt has two sentences. The second one forgets its stop.',
    ],
    ['She left Paris in May. She moved to Lisbon', 'She left Paris in May. She moved to Lisbon.'],
    ['Why? I think that young people should travel  ', 'Why? I think that young people should travel.  '],
  ])('fixes %j', (text, fixed) => {
    expect(applyRule(paragraphEndStop, text)).toBe(fixed);
  });

  it('fixes a paragraph through the whole checker', async () => {
    expect(await applyGrammarFixes('It rained all day. We stayed inside and played cards')).toBe(
      'It rained all day. We stayed inside and played cards.',
    );
  });

  it.each([
    'It rained all day. We should all recycle more.',
    'We should all recycle more',
    'Energy is the capacity to do work over time',
    'It is late. Do you think we should recycle more',
    'I have a question. What time does the shop open',
    'That was the first part. Read the rest of this entry',
    'See the news. Discovery of new superheavy elements',
    'Welcome. What We Do For Our Clients',
    'It was great. Thanks a lot',
    'Shopping list.\n- buy milk and eggs for the weekend',
    'Sign up today. Registration is available online at example.com',
    'We got the grant. The organizations receiving funding and their projects are:',
    'See you soon. The meeting starts at 10 AM',
    'We stayed inside\nand played cards until the rain stopped.',
  ])('leaves %j alone', (text) => {
    expect(matchesOf(paragraphEndStop, text)).toEqual([]);
  });
});
