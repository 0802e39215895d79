import { describe, expect, it } from 'vitest';
import { applyGrammarFixes as fix } from '../../testing/grammar';
import { languageModel } from '../lm';
import {
  NOUN_NUMBER_RULE_ID,
  nounNumberFindings,
  otherNumber,
  pluralOf,
  QUANTIFIER_NUMBER_RULE_ID,
} from './noun-number';
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
    // a number or plural quantifier before a singular countable noun (the project rules' margin)
    ['We waited three hour for the bus.', 'We waited three hours for the bus.'],
    ['There are many reason to stay.', 'There are many reasons to stay.'],
    ['Both team played well.', 'Both teams played well.'],
    ['Five hundreds students came to the opening.', 'Five hundred students came to the opening.'],
    // a partitive: a quantity noun or a quantifier with "of" and a determiner
    ['A number of reason were given.', 'A number of reasons were given.'],
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

  it('tries only the number the determiner asks for', () => {
    const ids = (text: string) =>
      nounNumberFindings(text, tagText(text), languageModel()).map((f) => [f.ruleId, f.replacements[0]]);
    // After a number a plural is never made singular, whatever the model thinks of it.
    expect(ids('He paid two dollars for four apples.')).toEqual([]);
    expect(ids('I read two book this week.')).toEqual([[QUANTIFIER_NUMBER_RULE_ID, 'books']]);
    expect(ids('I read a books this week.')).toEqual([[NOUN_NUMBER_RULE_ID, 'book']]);
  });

  it('proposes a plural after a partitive or a number word, and a number word after a number in the singular, before the gate', () => {
    const plural = (text: string) =>
      nounNumberFindings(text, tagText(text), languageModel())
        .filter((f) => f.ruleId === QUANTIFIER_NUMBER_RULE_ID)
        .map((f) => f.replacements[0]);
    expect(plural('Both of the bridge were closed.')).toEqual(['bridges']);
    expect(plural('Neither of the candidate spoke.')).toEqual(['candidates']);
    expect(plural('He owns dozens of shirt.')).toEqual(['shirts']);
    expect(plural('She bought twelve egg.')).toEqual(['eggs']);
    // "dozens" after a number loses its -s, and its "of" unless a determiner follows
    expect(plural('Two dozens of the eggs broke.')).toEqual(['dozen']);
    expect(plural('Hundreds of people came.')).toEqual([]);
    // "none of", "most of" and "some of" take an uncountable singular as well.
    expect(plural('None of the water was clean.')).toEqual([]);
    expect(plural('Most of the book is good.')).toEqual([]);
    expect(plural('Some of the bread was stale.')).toEqual([]);
  });

  it.each([
    // a number in a compound, a label or a year; the correlative "both … and"; "these" as a pronoun
    'They signed a five year contract with the club.',
    'The 2011 election changed the council.',
    'Season 5 start was delayed.',
    'The PlayStation 4 version sold well.',
    'She was both teacher and friend to them.',
    'Among the guards, these watch the gate at night.',
  ])('proposes no plural after a number or quantifier that does not count the noun: %s', (text) => {
    const found = nounNumberFindings(text, tagText(text), languageModel()).filter(
      (f) => f.ruleId === QUANTIFIER_NUMBER_RULE_ID,
    );
    expect(found).toEqual([]);
  });

  it('does not try a number on words that are not nouns or already end in -ss', () => {
    const [s] = tagText('The glass is on the table.');
    expect(otherNumber(s.tokens[1])).toBeUndefined();
  });
});

describe('plural count nouns after quantifier phrases, "all" / "most" / "other", and as a bare subject', () => {
  it.each([
    ['There are a lot of problem in this city.', 'There are a lot of problems in this city.'],
    ['A lot of student study abroad.', 'A lot of students study abroad.'],
    ['Lots of tourist visit the museum.', 'Lots of tourists visit the museum.'],
    ['Plenty of shop sell cheap clothes.', 'Plenty of shops sell cheap clothes.'],
    ['All student must wear a uniform.', 'All students must wear a uniform.'],
    ['Other student in my class agree with me.', 'Other students in my class agree with me.'],
    ['Both of my parent work in a hospital.', 'Both of my parents work in a hospital.'],
    // (the opener takes its comma too)
    ['Recently scientist have found a new planet.', 'Recently, scientists have found a new planet.'],
  ])(
    '%s',
    async (wrong, right) => {
      expect(await fix(wrong)).toBe(right);
    },
    30_000,
  );

  it.each([
    'We worked all day and all night.',
    'All information must be kept private.',
    'The other driver was not hurt.',
    'They love each other very much.',
    'He visits every other week.',
    'I spent a lot of money on food.',
    'We had a lot of fun at the party.',
    'There is plenty of time left.',
    'The boat sails in all weather.',
    'Yesterday police arrested two men.',
    'Today technology helps us in many ways.',
    'Music makes me happy.',
    'Water and oil do not mix.',
    'Some other student might know.',
    'He has no other choice.',
    'Research shows that sleep matters.',
  ])(
    'leaves %j alone',
    async (text) => {
      expect(await fix(text)).toBe(text);
    },
    30_000,
  );

  it('proposes the bare subject plural only before a plural verb, before the gate', () => {
    const plural = (text: string) =>
      nounNumberFindings(text, tagText(text), languageModel()).map((f) => f.replacements[0]);
    expect(plural('Recently scientist have found a new planet.')).toEqual(['scientists']);
    expect(plural('Recently a scientist has found a new planet.')).toEqual([]);
    expect(plural('Recently scientist Jane Doe found a new planet.')).toEqual([]);
  });
});
