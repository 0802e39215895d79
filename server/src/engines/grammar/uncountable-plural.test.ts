import { describe, expect, it } from 'vitest';
import { applyGrammarFixes as fix } from '../../testing/grammar';
import { languageModel } from '../lm';
import { tagText } from './tagger';
import { uncountableSingular } from './uncountable-plural';

/** The noun token of a one-noun phrase, tagged in a sentence. */
function noun(sentence: string, word: string) {
  const t = tagText(sentence)
    .flatMap((s) => s.tokens)
    .find((x) => x.lower === word);
  if (!t) throw new Error(`no token ${word}`);
  return t;
}

describe('uncountable nouns learned from the corpus', () => {
  it.each([
    ['We need more furnitures for the office.', 'furnitures', 'furniture'],
    ['Thanks for all the advices.', 'advices', 'advice'],
    ['Their knowledges of history impressed me.', 'knowledges', 'knowledge'],
  ])('%s: %s is uncountable', (sentence, word, singular) =>
    expect(uncountableSingular(noun(sentence, word), languageModel())).toBe(singular),
  );

  it.each([
    ['The waters of the lake were cold.', 'waters'],
    ['She graded the papers last night.', 'papers'],
    ['The court awarded damages to the family.', 'damages'],
    ['His hands shook as he read the letters.', 'letters'],
    // the singular is mostly an adjective, so its count says nothing of the noun
    ['She and two other English majors share a flat.', 'majors'],
    ['The store sells exclusives from the studio.', 'exclusives'],
  ])('%s: %s has a plural in use', (sentence, word) =>
    expect(uncountableSingular(noun(sentence, word), languageModel())).toBeUndefined(),
  );
  // A misspelt plural is rare for its spelling, not its noun: "All the citys were" had become "city was".
  it.each([
    ['All the citys were crowded.', 'citys'],
    ['Our familys came to the party.', 'familys'],
    ['Three womans were waiting outside.', 'womans'],
  ])('%s: %s is no regular plural, so no uncountable one', (sentence, word) =>
    expect(uncountableSingular(noun(sentence, word), languageModel())).toBeUndefined(),
  );
});

describe('uncountable plurals corrected', () => {
  it.each([
    ['We bought new furnitures for the flat.', 'We bought new furniture for the flat.'],
    ['The informations are on the website.', 'The information is on the website.'],
    [
      'She gave me some useful advices about the interview.',
      'She gave me some useful advice about the interview.',
    ],
    ['The musics were too loud at the party.', 'The music was too loud at the party.'],
    // a plural determiner goes with it; after a number there is no one-word fix
    ['These informations were shared with the team.', 'This information was shared with the team.'],
    ['Those very old furnitures are worthless.', 'That very old furniture is worthless.'],
  ])('%s', async (input, expected) => expect(await fix(input)).toBe(expected));

  it.each([
    'The waters rose quickly after the storm.',
    'He collected the works of three poets.',
    'The company paid damages to the owners.',
    'Several researchers published their data.',
  ])('leaves alone: %s', async (input) => expect(await fix(input)).toBe(input));
});
