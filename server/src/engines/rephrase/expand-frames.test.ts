/**
 * expand on sentences nobody wrote for it (#16, twelfth session): a preposition is not expanded as
 * a conjunction, and the fallback frame never goes before an impression or a fragment. Sentences
 * written for these tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const expand = (text: string) => rephraseEmbedded({ text, mapping: 'expand', numResults: 1 })[0] ?? '';

describe('expand', () => {
  it('"because of" is a preposition ("due to the fact that of" was written)', () => {
    const out = expand('The match was cancelled because of the storm.');
    expect(out).not.toMatch(/the fact that of/);
    expect(out).toMatch(/on account of the storm/);
    // The conjunction still takes the long form.
    expect(expand('We left early because the trains were late.')).toMatch(/due to the fact that the trains/);
  });
  it('puts no "It is worth noting that" before an impression or a spliced fragment', () => {
    expect(expand('It seems that the courier lost the parcel.')).not.toMatch(/worth noting that it seems/);
    expect(expand('Nice work on the launch, the client was thrilled.')).not.toMatch(
      /worth noting that nice work/i,
    );
    expect(expand('The courier lost the parcel on Tuesday.')).toMatch(/^It is worth noting that the courier/);
  });
});

describe('expand writes out a negative question with "not" after its subject', () => {
  it.each([
    ["Why hasn't anyone called the supplier back?", /^Why has anyone not/],
    ["Isn't the deadline next Friday?", /^Is the deadline not/],
  ])('%s', (input, expected) => {
    expect(expand(input)).toMatch(expected);
  });
});
