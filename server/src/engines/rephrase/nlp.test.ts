import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from './index';
import { sentences } from './nlp';

describe('hyphenated compounds are one token', () => {
  it('joins the parts, an adjective before a noun, else with its last part lemma', () => {
    const [toks] = sentences('Our co-founders signed a long-term lease for part-time staff.');
    const texts = toks.map((t) => t.text);
    expect(texts).toContain('co-founders');
    expect(texts).toContain('long-term');
    expect(texts).toContain('part-time');
    expect(texts).not.toContain('-');
    const cofounders = toks.find((t) => t.text === 'co-founders');
    expect(cofounders?.pos).toBe('NOUN');
    expect(cofounders?.lemma.startsWith('co-')).toBe(true);
    expect(toks.find((t) => t.text === 'long-term')?.pos).toBe('ADJ');
  });

  it('keeps a spaced dash and a minus apart', () => {
    const [toks] = sentences('Sales rose - slowly - in May.');
    expect(toks.filter((t) => t.text === '-')).toHaveLength(2);
  });

  // A phrase moved by a rule used to leave half a compound behind: "All part are affected by the new
  // policy -time staff."
  it.each([
    ['The new policy affects all part-time staff.', 'All part-time staff are affected by the new policy.'],
    ['Our team built a state-of-the-art dashboard.', 'A state-of-the-art dashboard was built by our team.'],
    ['The long-term plan covers three cities.', 'Three cities are covered by the long-term plan.'],
  ])('active_to_passive moves a compound whole: %s', (text, passive) => {
    expect(rephraseEmbedded({ text, mapping: 'active_to_passive', numResults: 1 })).toEqual([passive]);
  });
});

describe('a participle that is its own base form after "been" or before "by" is a verb (#16, ninth session)', () => {
  it.each([
    ['Your password has been reset by an administrator.', 'reset'],
    ['The prices have been cut twice this year.', 'cut'],
    ['The new targets were set by the regional director.', 'set'],
  ])('%s', (text, word) => {
    expect(sentences(text)[0].find((t) => t.norm === word)?.pos).toBe('VERB');
  });

  it('so passive_to_active reads the passive', () => {
    expect(
      rephraseEmbedded({
        text: 'Your password has been reset by an administrator.',
        mapping: 'passive_to_active',
        numResults: 1,
      })[0],
    ).toBe('An administrator has reset your password.');
  });

  it('leaves a noun after "been a"', () => {
    expect(sentences('The reset has been a success.')[0][1].pos).toBe('NOUN');
  });
});
