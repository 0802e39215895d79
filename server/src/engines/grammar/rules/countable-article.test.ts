import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { countableArticle } from './countable-article';
import { applyRule, matchesOf } from './testing';

describe('countable-article', () => {
  it.each([
    ['I have headache.', 'I have a headache.'],
    ['I have dog and two cats.', 'I have a dog and two cats.'],
    ['She has big house near the lake.', 'She has a big house near the lake.'],
    ['We had problem with the printer.', 'We had a problem with the printer.'],
    ['There is problem with my car.', 'There is a problem with my car.'],
    ['There was accident on the highway.', 'There was an accident on the highway.'],
    ['It was such good idea.', 'It was such a good idea.'],
    ['She has such nice smile.', 'She has such a nice smile.'],
    ['What beautiful day!', 'What a beautiful day!'],
    ['He has new job in Boston.', 'He has a new job in Boston.'],
    ['Do you have other idea?', 'Do you have another idea?'],
    ['We should find other solution.', 'We should find another solution.'],
    ['There is mistake in the report.', 'There is a mistake in the report.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(countableArticle, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'I have breakfast at seven.',
    'I have experience in sales.',
    'There is room for improvement.',
    'There is time for one more question.',
    'There is hope for us.',
    'It was such good advice.',
    'We had such bad weather.',
    'There was no such thing.',
    'What good reason is there?',
    'I have car insurance.',
    'They have fun together.',
    'I had lunch with Tom.',
    'There is water in the basement.',
    'I have information about the trip.',
    'He has access to the files.',
    'What lovely weather!',
    'I have come.',
    'They have run.',
    'I have cut my finger.',
    'Such other information as the board requires.',
    'There is question whether we should go.',
    'We have class on Monday.',
    'There is noise in the background.',
    'There is change in the air.',
    'There is light at the end.',
    'We had company last night.',
    'She has talent.',
    'There is traffic on the bridge.',
    'She has practice after school.',
    'Do you have any other idea?',
    'I saw her the other day.',
    'We meet every other week.',
    'I need other information.',
    "John's other car is red.",
    'I have one other question.',
    'What other option do we have?',
    'We have other plans.',
    'It does not discharge any debt, obligation, or other liability.',
    'I hope I inspire other stash-busters too.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(countableArticle, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });

  describe('after any "have", a preposition and an adjective, or "be" and an adjective', () => {
    it.each([
      ['I have question about the homework.', 'I have a question about the homework.'],
      ["I don't have car, so I take the bus.", "I don't have a car, so I take the bus."],
      ['She does not have job at the moment.', 'She does not have a job at the moment.'],
      ['She had bad dream last night.', 'She had a bad dream last night.'],
      ['To have friend like you is great.', 'To have a friend like you is great.'],
      ['It is hard for young person to find a flat.', 'It is hard for a young person to find a flat.'],
      ['She is working on new project.', 'She is working on a new project.'],
      ['It is good idea to start early.', 'It is a good idea to start early.'],
      ['This will be good opportunity for you.', 'This will be a good opportunity for you.'],
      ['It is difficult task.', 'It is a difficult task.'],
    ])('fixes %j', async (text, fixed) => {
      expect(applyRule(countableArticle, text)).toBe(fixed);
      expect(await applyGrammarFixes(text)).toBe(fixed);
    });

    it.each([
      'We arrived in good time for the show.',
      'They left for good reason.',
      'He agreed on short notice.',
      'I met him in high school.',
      'It is common sense.',
      'It was great fun.',
      'It is good practice to test your code.',
      'This is new territory for us.',
      'He is former president of the club.',
      'It was the first time.',
      'I have high hopes for him.',
      'He has good taste in music.',
      'She has long experience in teaching.',
      'I have change for a twenty.',
      'We have question time on Fridays.',
      'It must have cost a fortune.',
      'He might have run away.',
      'You will have access to the files.',
      'She has influence over him.',
      'The room is in good condition.',
      "The student's advisory committee meets today.",
      "Earth's solid inner core is hot.",
      'His leadership has had significant impact on our growth.',
    ])('leaves %j alone', async (text) => {
      expect(matchesOf(countableArticle, text)).toEqual([]);
      expect(await applyGrammarFixes(text)).toBe(text);
    });
  });

  // Other errors, which other rules fix: "a" would be wrong in both.
  it.each(['I have several book.', 'She has bee severely injured.'])('adds no article to %j', (text) =>
    expect(matchesOf(countableArticle, text)).toEqual([]),
  );
});
