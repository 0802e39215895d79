import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { parseRegularisedForms, REGULARISED_FORMS_FILE, regularisedForms } from './regularised-forms';
import { applyRule, matchesOf } from './testing';

describe('regularised-forms', () => {
  it.each([
    ['He buyed a new car last week.', 'He bought a new car last week.'],
    ['She teached us how to swim.', 'She taught us how to swim.'],
    ['We goed home early yesterday.', 'We went home early yesterday.'],
    ['I thinked about it all night.', 'I thought about it all night.'],
    ['She writed a long letter to her aunt.', 'She wrote a long letter to her aunt.'],
    ['He runned to the station.', 'He ran to the station.'],
    ['I payed the bill at the front desk.', 'I paid the bill at the front desk.'],
    // the participle after have / be, the base form after do-support and modals
    ['He has choosed the red one.', 'He has chosen the red one.'],
    ['The winner was choosed by the judges.', 'The winner was chosen by the judges.'],
    ["They haven't eated anything today.", "They haven't eaten anything today."],
    ["He didn't buyed it.", "He didn't buy it."],
    ["I can't finded my keys.", "I can't find my keys."],
    // irregular plurals, and -y words given a bare -s
    ['Three womans were waiting outside.', 'Three women were waiting outside.'],
    ['My teeths hurt after the dentist.', 'My teeth hurt after the dentist.'],
    ['Our familys came to the party.', 'Our families came to the party.'],
    ['All the citys were crowded.', 'All the cities were crowded.'],
    ['She studys every night.', 'She studies every night.'],
    ['Buyed at the market, the fish was fresh.', 'Bought at the market, the fish was fresh.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(regularisedForms, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'He bought a new car last week.',
    'The farmer planted the seed in spring.',
    'They founded the company in 1990.',
    'The standbys were called in.',
    'Two lay-bys lie on this road.',
    'He mans the desk on Sundays.',
    'She foots the bill every time.',
    'The Kennedys arrived late.',
    'He learned to swim and dreamed of the sea.',
    'They hanged the pictures in the hall.',
  ])('leaves alone %j', (text) => {
    expect(matchesOf(regularisedForms, text)).toEqual([]);
  });

  it('reads every row of the committed table, and no written form is its own fix', () => {
    const rows = parseRegularisedForms(fs.readFileSync(REGULARISED_FORMS_FILE, 'utf8'));
    expect(rows.size).toBeGreaterThan(100);
    for (const [written, row] of rows) {
      expect([row.past, row.participle, row.lemma]).not.toContain(written);
    }
  });
});
