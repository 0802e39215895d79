/**
 * The frames the tones put before a plain statement ("From what I can see, …", "Clearly, …", "I am
 * confident that …", "Please note that …") never go before a sentence that continues the one before
 * it, nor before a heading or label; an acronym subject still takes one. Sentences written for these
 * tests (the classes came from a sweep over MASC and GUM sentences).
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const tone = (text: string, t: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: t, numResults: 1 })[0] ?? '';

const FRAMED = /^(?:From what I can see|Clearly|I am confident that|I can confirm that|Please note that)\b/;

describe('tone frames', () => {
  it.each(['diplomatic', 'persuasive', 'confident', 'professional'])('%s: no frame before "But …"', (t) => {
    expect(tone('But the second venue is much cheaper.', t)).not.toMatch(FRAMED);
    expect(tone('And the catering was excellent.', t)).not.toMatch(FRAMED);
  });

  it.each(['diplomatic', 'persuasive', 'confident', 'professional'])('%s: no frame before a heading', (t) => {
    expect(tone('AGENDA ITEM Three people will present the budget.', t)).not.toMatch(FRAMED);
    expect(tone('Room 4 - The sales team meets here on Mondays.', t)).not.toMatch(FRAMED);
  });

  it('an acronym subject still takes a frame', () => {
    expect(tone('IBM delivered the servers on time.', 'diplomatic')).toBe(
      'From what I can see, IBM delivered the servers on time.',
    );
  });
});

describe('a tone that changes nothing answers nothing', () => {
  // Confident and professional have nothing to change in this text; diplomatic and persuasive do, and
  // tidying their rewrite gives no capital after an ellipsis either.
  it.each(['confident', 'professional', 'diplomatic', 'persuasive'])(
    '%s: tidying alone is no rewrite (no capital after "...")',
    (t) => {
      const text = 'The plan failed... the client left... and the team moved on to other work!';
      expect(tone(text, t)).not.toMatch(/\.\.\. The client/);
    },
  );
});

describe('openers and offers are no commands; a past "could" stays (#16, eleventh session tone sweep)', () => {
  it.each([
    'Let me explain how the new rota works.',
    'Make no mistake, the market is changing fast.',
    'Note that the office closes at five.',
  ])('diplomatic asks nothing of: %s', (text) => {
    expect(tone(text, 'diplomatic')).not.toMatch(/^Could you please|^From what I can see/);
  });

  it('"Let me know" is still a request', () => {
    expect(tone('Let me know if the time suits you.', 'diplomatic')).toBe(
      'Could you please let me know if the time suits you?',
    );
  });

  it('confident keeps a past "could" and a perfect "could have"', () => {
    expect(tone('I asked how he could tell the difference.', 'confident')).not.toMatch(/he can tell/);
    expect(tone('We could have finished earlier.', 'confident')).not.toMatch(/can have/);
    expect(tone('We could save money by switching providers.', 'confident')).toMatch(/^We can save money/);
  });
});
