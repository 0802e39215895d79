/**
 * Tones on informal workplace messages (#16, twelfth session): chat contractions, acronyms, negative
 * questions, fragments before a statement, and a diplomatic word after "have". Messages written for
 * these tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const tone = (text: string, t: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: t, numResults: 1 })[0] ?? '';
const formal = (text: string) =>
  rephraseEmbedded({ text, mapping: 'informal_to_formal', numResults: 1 })[0] ?? '';

describe('chat contractions are read with their apostrophes', () => {
  it.each(['straightforward', 'casual', 'friendly', 'diplomatic', 'persuasive'])(
    '%s never writes "Im"',
    (t) => {
      expect(tone('im stuck in traffic, start without me', t)).not.toMatch(/\bIm\b/);
    },
  );
});

describe('an acronym spelled out inside a sentence takes no capital', () => {
  it('"by EOD" → "by the end of the day"', () => {
    expect(tone('Send me the figures by EOD please.', 'professional')).not.toMatch(/The end of the day/);
    expect(tone('We need the slides by EOD tomorrow.', 'professional')).toMatch(/by the end of the day/);
  });
});

describe('a negative question written out keeps "not" after its subject', () => {
  it.each([
    ["Why hasn't anyone called the supplier back?", 'Why has anyone not called the supplier back?'],
    ["Why don't we move the review to Monday?", 'Why do we not move the review to Monday?'],
  ])('%s', (input, expected) => {
    expect(formal(input)).toBe(expected);
  });
});

describe('no frame before a fragment or a question', () => {
  it.each(['straightforward', 'professional', 'confident', 'diplomatic'])(
    '%s frames no "Nice work…, the client…" splice',
    (t) => {
      expect(tone('Nice work on the launch, the client was thrilled.', t)).not.toMatch(
        /(?:that|,|:) nice work on the launch/i,
      );
    },
  );
  it('a subjectless "not sure" takes no confidence frame', () => {
    expect(tone('not sure the van will make it today', 'confident')).not.toMatch(/that not sure/);
  });
  it('persuasive makes no question "clear"', () => {
    expect(tone("Why hasn't anyone called the supplier back?", 'persuasive')).not.toMatch(/^Clearly/);
  });
  it('a name with an apposition before its verb is no fragment', () => {
    expect(tone('Priya, our designer, drew the mock-ups on Friday.', 'diplomatic')).toMatch(
      /^From what I can see, Priya, our designer, drew/,
    );
  });
});

describe('diplomatic says "failed" after "have" with a participle', () => {
  it.each([
    ['The nightly backup has failed twice this week.', /has not succeeded twice/],
    ['The vendor has failed to deliver the parts.', /has not managed to deliver/],
  ])('%s', (input, expected) => {
    const out = tone(input, 'diplomatic');
    expect(out).toMatch(expected);
    expect(out).not.toMatch(/has did/);
  });
});

const paraphrase = (text: string) =>
  rephraseEmbedded({ text, mapping: 'paraphrase', numResults: 1 })[0] ?? '';

describe('paraphrase turns the voice of a one-clause sentence only', () => {
  it('keeps who does what beside a second clause', () => {
    expect(paraphrase("I'll take care of the slides, you handle the budget.")).not.toMatch(
      /will be taken care of,/,
    );
    expect(paraphrase('The world is shrinking, the blank pages of the map filled in.')).not.toMatch(
      /in\. was/,
    );
  });
  it('still turns a sentence of one clause', () => {
    expect(paraphrase('The finance team approved the budget.')).toBe(
      'The budget was approved by the finance team.',
    );
  });
  it('an adverb heading a time expression keeps its word ("later today")', () => {
    expect(paraphrase('Can we hop on a call later today?')).not.toMatch(/subsequently/);
  });
});

describe('informal_to_formal and formal_to_informal on chat', () => {
  it('a spelled-out opener takes its comma', () => {
    expect(formal('FYI the client moved the meeting to Thursday.')).toBe(
      'For your information, the client moved the meeting to Thursday.',
    );
  });
  it('"fix" is "resolve" only for a problem', () => {
    expect(formal('Can you fix the bug before Friday?')).toMatch(/resolve the bug/);
    expect(formal('btw, the printer is fixed.')).not.toMatch(/resolved/);
    expect(tone('Please fix the printer.', 'professional')).not.toMatch(/resolve the printer/);
  });
  it('formal_to_informal writes "I\'m", not "Im"', () => {
    const informal =
      rephraseEmbedded({ text: 'im running late', mapping: 'formal_to_informal', numResults: 1 })[0] ?? '';
    expect(informal).not.toMatch(/\bIm\b/);
  });
});

describe('empathetic reads chat thanks as thanks', () => {
  it('"thx for…" is thanked back, not answered with "I appreciate you sharing this"', () => {
    expect(tone('thx for covering my shift on Friday', 'empathetic')).toMatch(/I really appreciate it\.?$/);
  });
});

describe('"therefore" is "so" only where it links clauses (helper report, twelfth session)', () => {
  it.each([
    ['switch_tone', 'straightforward'],
    ['formal_to_informal', undefined],
    ['paraphrase', undefined],
  ])('%s %s', (mapping, t) => {
    const outs = rephraseEmbedded({
      text: 'Staff are therefore asked to park elsewhere.',
      mapping,
      tone: t,
      numResults: 3,
    } as never);
    for (const out of outs) expect(out).not.toMatch(/are so asked/);
  });
  it('a linking "Therefore," still becomes "So"', () => {
    expect(tone('Therefore, we will close the office early.', 'straightforward')).toMatch(
      /^So,? we will close/,
    );
  });
});
