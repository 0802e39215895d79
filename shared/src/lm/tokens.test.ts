import { describe, expect, it } from 'vitest';
import { lmTokens, lmTokensOfEdit, tokeniseText } from './tokens';

describe('lmTokensOfEdit', () => {
  const sentences = [
    "I don't think the committee have decided yet, have they?",
    'She went to shop and bought 3 apples (for £2.50) — cheap!',
    'Emoji 👍🏽 and flags 🇫🇷 sit beside words; so do "quotes" and it’s curly.',
    'a.m. and e.g. and M&A and A-I, rock-n-roll, 1990’s.',
    '  Leading and trailing spaces  ',
    'Tabs\tand\nnew lines, and non-breaking\u00a0spaces.',
    'x',
    '',
  ];
  const replacements = ['', 'the ', 'an', "n't", ' x', 'x ', '😀', '-', "'s", 'two words', '.'];

  it('gives lmTokens of the edited text for every range and replacement', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const text of sentences) {
      for (const lowercase of [false, true]) {
        const source = tokeniseText(text, lowercase);
        expect(source.normalised).toEqual(lmTokens(text, lowercase));
        for (let start = 0; start <= text.length; start++) {
          for (let end = start; end <= Math.min(text.length, start + 6); end++) {
            for (const r of replacements) {
              const edited = text.slice(0, start) + r + text.slice(end);
              const got = lmTokensOfEdit(source, start, end, r, lowercase).join('\u0000');
              if (got !== lmTokens(edited, lowercase).join('\u0000')) wrong.push(edited);
              checked++;
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(20_000);
  });
});
