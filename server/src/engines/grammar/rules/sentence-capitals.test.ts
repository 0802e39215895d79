import { describe, expect, it } from 'vitest';
import { sentenceCapitals } from './sentence-capitals';

const fix = (text: string) =>
  sentenceCapitals
    .check(text)
    .reduceRight((t, m) => t.slice(0, m.start) + m.replacements[0] + t.slice(m.end), text);

describe('sentence-capitals', () => {
  it.each([
    ['It rained. we stayed in.', 'It rained. We stayed in.'],
    ['Wirklich? ja, klar.', 'Wirklich? Ja, klar.'],
    ['"Go!" she said. then she left.', '"Go!" she said. Then she left.'],
    ['We left. a friend drove.', 'We left. A friend drove.'],
    // The paragraph's first word too.
    ['the ferry was late again.', 'The ferry was late again.'],
    ['  after lunch we walked home!', '  After lunch we walked home!'],
    ["don't forget the keys.", "Don't forget the keys."],
  ])('fixes %j', (text, fixed) => expect(fix(text)).toBe(fixed));

  it.each([
    'Fruit, e.g. apples, is good.',
    'Visit example.com for more.',
    'I bought an iPhone. iPhones are expensive.',
    'Wait... what happened?',
    'J. r. r. Tolkien',
    // A lone letter with a full stop or bracket: an abbreviation or a list marker.
    'The ruling in Acme Inc. v. Smith stands.',
    'Two steps follow. i) Mix the flour. ii) Add the eggs.',
    // A paragraph opening with a brand, a domain, an identifier, code or a list marker.
    'iPads were sold out.',
    'example.com was down all night.',
    'user_name is required.',
    'print(x) shows the value.',
    'a. Preheat the oven.',
    'iv. Serve warm.',
    '"quiet," she whispered.',
    // A fragment: no sentence end, or an ellipsis.
    'if the parcel arrives late',
    'a dozen eggs',
    'although the lake looked calm...',
    // A title's full stop is no sentence end (issue #14).
    'The card is for Mr. and Mrs. Lindqvist.',
    'Ask Dr. or Prof. Amari about it.',
  ])('leaves %j alone', (text) => expect(sentenceCapitals.check(text)).toEqual([]));
});
