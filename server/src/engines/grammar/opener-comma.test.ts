import { describe, expect, it } from 'vitest';
import { applyGrammarFixes as fix } from '../../testing/grammar';
import { languageModel } from '../lm';
import { openerCommaFindings } from './opener-comma';
import { tagText } from './tagger';

describe('comma after an opening adverb or prepositional phrase', () => {
  it.each([
    ['Unfortunately the ferry left without us.', 'Unfortunately, the ferry left without us.'],
    ['In fact nobody answered the phone.', 'In fact, nobody answered the phone.'],
    ['At first glance the recipe looks easy.', 'At first glance, the recipe looks easy.'],
    [
      'In addition when the roads freeze the buses stop.',
      'In addition, when the roads freeze the buses stop.',
    ],
    // Openers the corpus nearly always punctuates need less of the sentence ("it is" after them
    // pulls the score down): the comma rate after the opener decides, not a list.
    ['In my opinion it is a good idea.', 'In my opinion, it is a good idea.'],
    ['In this case it is better to wait.', 'In this case, it is better to wait.'],
    ['In the end it did not matter.', 'In the end, it did not matter.'],
  ])(
    '%s',
    async (wrong, right) => {
      expect(await fix(wrong)).toBe(right);
    },
    30_000,
  );

  it.each([
    'Unfortunately, the ferry left without us.',
    'In 2014 she moved to Lisbon.',
    'In the morning we walked along the river.',
    'Yesterday I met an old friend.',
    'Under the bridge lived a family of ducks.',
    'Premature births are not counted here.',
    'Usually who pays for the tickets?',
    'Sometimes we go to the cinema.',
    'Of course it is true.',
  ])(
    'leaves %s alone',
    async (text) => {
      expect(await fix(text)).toBe(text);
    },
    30_000,
  );

  it('proposes nothing after a subject noun phrase ("The old car broke down")', () => {
    const text = 'The old car broke down near the station.';
    expect(openerCommaFindings(text, tagText(text), languageModel())).toEqual([]);
  });
});
