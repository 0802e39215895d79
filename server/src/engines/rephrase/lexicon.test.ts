/**
 * What a word-table swap must leave grammatical around it (#16, tenth session): the article before it,
 * a modal before it, and a word already there. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { lexicon, rewrite } from './lexicon';

const tone = (text: string, t: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: t, numResults: 1 })[0] ?? '';

describe('lexicon rewrite', () => {
  it('makes "a"/"an" agree with the word it now stands before', () => {
    const lex = lexicon([
      ['good', 'excellent'],
      ['big', 'huge'],
    ]);
    expect(rewrite('We hired a good plumber.', lex).text).toBe('We hired an excellent plumber.');
    expect(rewrite('It was A good year.', lex).text).toBe('It was An excellent year.');
    expect(rewrite('An big order came in.', lex).text).toBe('A huge order came in.');
  });

  it('puts no modal after a modal or "to" ("will must be made")', () => {
    const lex = lexicon([['need to', 'must']]);
    expect(rewrite('Calls will need to be made today.', lex).text).toBe('Calls will need to be made today.');
    expect(rewrite('We need to call them.', lex).text).toBe('We must call them.');
  });

  it('in the tones', () => {
    expect(tone('You should contact a good physician in your area.', 'persuasive')).toMatch(/an excellent/);
    expect(tone('The calls will need to be made by the directors.', 'confident')).not.toMatch(/will must/);
  });
});

describe('formal_to_informal: "is/are going to" agrees with the head of the subject', () => {
  it.each([
    ['A full review with new benchmarks will be presented next week.', 'is going to'],
    ['The list of new names will arrive on Monday.', 'is going to'],
    ['The managers of the new store will meet on Friday.', 'are going to'],
  ])('%s', (text, verb) => {
    expect(rephraseEmbedded({ text, mapping: 'formal_to_informal', numResults: 1 })[0] ?? '').toMatch(verb);
  });
});

describe('lexicon rewrite: the case of what replaces a phrase opening with "I"', () => {
  it('capitalises only at a sentence start', () => {
    const lex = lexicon([['I would be grateful if you could', 'please']]);
    expect(rewrite('When you have a moment, I would be grateful if you could sign it.', lex).text).toBe(
      'When you have a moment, please sign it.',
    );
    expect(rewrite('I would be grateful if you could sign it.', lex).text).toBe('Please sign it.');
  });
});

describe('persuasive: the article agrees once a stacked intensifier goes', () => {
  it('"a very good conversation" → "an excellent conversation"', () => {
    expect(tone('We had a very good conversation about the merger.', 'persuasive')).toMatch(
      /an excellent conversation/,
    );
  });
});

describe('what no word table rewrites (#16, eleventh session sweep)', () => {
  const lex = lexicon([
    ['always', 'at all times'],
    ['hello', 'hey'],
    ['tell', 'inform'],
  ]);

  it('capitalised word inside a sentence belongs to a name or a title ("I\'ll Love You Always")', () => {
    expect(rewrite('The song Wait For Me Always came out in 1935.', lex).text).toBe(
      'The song Wait For Me Always came out in 1935.',
    );
    expect(rewrite('He was on the cover of Hello Stranger last spring.', lex).text).toBe(
      'He was on the cover of Hello Stranger last spring.',
    );
    expect(rewrite('Always check the locks. Hello again.', lex).text).toBe(
      'At all times check the locks. Hey again.',
    );
  });

  it('quotation is someone else’s words and stays as said', () => {
    expect(rewrite('She said, "I always tell the truth," and left.', lex).text).toBe(
      'She said, "I always tell the truth," and left.',
    );
    expect(rewrite('He wrote “hello” and I always reply.', lex).text).toBe(
      'He wrote “hello” and I at all times reply.',
    );
  });

  it('"So far" and "So glad" are no consequence ("Therefore, far, I have…")', () => {
    const formal = (text: string) =>
      rephraseEmbedded({ text, mapping: 'informal_to_formal', numResults: 1 })[0] ?? text;
    expect(formal('So far, I have sent money to three charities.')).not.toMatch(/Therefore/);
    expect(formal('So glad you could make it to the party.')).not.toMatch(/Therefore/);
    expect(formal('So we left early and caught the train.')).toMatch(/^Therefore, we left/);
  });
});
