import { describe, expect, it } from 'vitest';
import { midSentenceCapitals } from './mid-sentence-capitals';
import { applyRule, matchesOf } from './testing';

describe('mid-sentence-capitals', () => {
  it.each([
    [
      'For instance, When we moved house, I lost my books.',
      'For instance, when we moved house, I lost my books.',
    ],
    ['In my view, The easiest route is by train.', 'In my view, the easiest route is by train.'],
    ['We believe That the plan will work.', 'We believe that the plan will work.'],
    ['After lunch, We walked to the river.', 'After lunch, we walked to the river.'],
    ['She stayed home, Because it was raining.', 'She stayed home, because it was raining.'],
    [
      'He looked for His keys under the sofa, But they were gone.',
      'He looked for His keys under the sofa, but they were gone.',
    ],
  ])('fixes %j', (text, fixed) => expect(applyRule(midSentenceCapitals, text)).toBe(fixed));

  it.each([
    // Names, titles, "I", acronyms, quotations.
    'We read The Lord of the Rings last winter.',
    'She works for The Hague Group now.',
    'On Monday, I went to work.',
    'My favourite book is "The old man and the sea" by Hemingway.',
    'He said, "The train is late."',
    'The US and the UK signed it.',
    'My friends, Anna and Tom, came too.',
    // After a colon a full sentence may start with a capital.
    'The rule is simple: The customer comes first.',
    // A run of capitals after commas is verse set on one line.
    'The owl and the cat, They sailed away, And sang a song.',
    // A capital after a noun may open a sentence whose full stop is missing.
    'Thanks for your order The parcel leaves today.',
    "Don't wait and see The best way to save is to start now.",
    'She got As in both exams.',
    // After a clause with a verb the comma may be a splice, whose fix is a full stop.
    'Prices rose for ten years, The main cause was demand.',
    // A heading on its own line.
    'Chapter one\nThe beginning of it all.',
    'Trust in Him, for He is good.',
    'Why Your Best Friends are not The ones Who Complain',
  ])('leaves %j alone', (text) => expect(matchesOf(midSentenceCapitals, text)).toEqual([]));
});
