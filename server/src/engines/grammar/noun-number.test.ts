import { describe, expect, it } from 'vitest';
import { applyGrammarFixes as fix } from '../../testing/grammar';
import { languageModel } from '../lm';
import { nounNumberFindings, otherNumber, pluralOf } from './noun-number';
import { tagText } from './tagger';

describe('pluralOf', () => {
  it.each([
    ['book', 'books'],
    ['city', 'cities'],
    ['box', 'boxes'],
    ['church', 'churches'],
    ['day', 'days'],
    ['foot', 'feet'],
    ['child', 'children'],
  ])('%s -> %s', (singular, plural) => expect(pluralOf(singular)).toBe(plural));
});

describe('noun-number candidates scored by the language model', () => {
  it.each([
    // a plural determiner, quantifier or number before a singular noun
    ['I have two brother and one sister.', 'I have two brothers and one sister.'],
    ['He has many friend in the city.', 'He has many friends in the city.'],
    ['There are several reason for this.', 'There are several reasons for this.'],
    ['We stayed for two week in Spain.', 'We stayed for two weeks in Spain.'],
    // a singular determiner before a plural noun; the article is not also dropped (one fix per error)
    ['She told me a stories about her childhood.', 'She told me a story about her childhood.'],
  ])(
    '%s',
    async (wrong, right) => {
      expect(await fix(wrong)).toBe(right);
    },
    30_000,
  );

  it.each([
    'I bought two books at the shop yesterday.',
    'These problems have been solved by the team.',
    'She told me a story about her childhood.',
    'We need much information before we decide.',
    'Each student has a locker of his own.',
    'Many people came to the meeting last night.',
    'He parked in a two car garage behind the house.',
    'The book that students read most is on the shelf.',
    'One of the best players in the world lives here.',
    'There were several reasons for the delay.',
    'He paid fifty-one dollars.',
    'The book tells of a hundred and one nights in the desert.',
  ])(
    'leaves correct sentences alone: %s',
    async (text) => {
      expect(await fix(text)).toBe(text);
    },
    30_000,
  );

  it('proposes the other number before the gate only after a determiner, quantifier or number', () => {
    const text = 'Cats like two mouse but dogs chase cats.';
    const found = nounNumberFindings(text, tagText(text), languageModel()).map((f) => f.replacements[0]);
    expect(found).toEqual(['mice']);
  });

  it('does not try a number on words that are not nouns or already end in -ss', () => {
    const [s] = tagText('The glass is on the table.');
    expect(otherNumber(s.tokens[1])).toBeUndefined();
  });
});
