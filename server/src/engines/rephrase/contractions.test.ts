import { describe, expect, it } from 'vitest';
import { unstrandContractions } from './contractions';
import { rephraseEmbedded } from './index';

describe('unstrandContractions', () => {
  it.each([
    ['The plan stays as it’s.', 'The plan stays as it is.'],
    ["Here we're.", 'Here we are.'],
    ["I don't know where she's, but I'll find out.", "I don't know where she is, but I'll find out."],
    ["Tell me who you're!", 'Tell me who you are!'],
  ])('writes out a contraction that ends a clause: %j', (text, fixed) => {
    expect(unstrandContractions(text)).toBe(fixed);
  });

  it.each(["It's ready and we're done.", "It isn't.", "We can't.", "Let's go."])('keeps %j', (text) => {
    expect(unstrandContractions(text)).toBe(text);
  });

  it('formal_to_informal never ends a clause on a contraction', () => {
    const [out] = rephraseEmbedded({
      text: 'The first paragraph stays as it is. We will send the invoice.',
      mapping: 'formal_to_informal',
      numResults: 1,
    });
    expect(out).toBe("The first paragraph stays as it is. We'll send the invoice.");
  });
});

describe('text-wide mappings keep paragraphs', () => {
  it('shortens each paragraph and keeps the blank lines', () => {
    const [out] = rephraseEmbedded({
      text: 'First paragraph stays as it is.\n\nIn order to save time, we will send the invoice to the client.',
      mapping: 'shorten',
      numResults: 1,
    });
    // The fronted purpose goes once "In order to" → "To" leaves the paragraph above 75% of its length.
    expect(out).toBe('First paragraph stays as it is.\n\nWe will send the invoice to the client.');
  });
});

describe('a text that ended its last sentence stays ended', () => {
  it('keeps the full stop when a cut takes the words before it', () => {
    const [out] = rephraseEmbedded({
      text: 'Also, I was largely underwhelmed with the high - ranking appointees in the US Dept of VA.',
      mapping: 'shorten',
      numResults: 1,
    });
    expect(out).toMatch(/appointees\.$/);
  });
});
