import { describe, expect, it } from 'vitest';
import { checkAdvanced } from '.';

/** `text` with each finding's first replacement applied (code-point offsets). */
function apply(text: string, fs: Awaited<ReturnType<typeof checkAdvanced>>): string {
  const chars = Array.from(text);
  for (const f of [...fs].sort((a, b) => b.start - a.start))
    chars.splice(f.start, f.end - f.start, f.replacements[0]);
  return chars.join('');
}

describe('checkAdvanced', () => {
  it('flags passive voice with a description and the text itself as replacement', async () => {
    const [f] = await checkAdvanced('The ball was thrown by him.', ['voice']);
    expect(f).toMatchObject({ advancedOption: 'voice', category: 'advanced', replacements: ['thrown'] });
    expect(f.description).toMatch(/passive/i);
  });

  it('suggests simpler words and removes qualifiers', async () => {
    const text = 'We utilize it in order to win, really.';
    const fs = await checkAdvanced(text, ['simplifications', 'qualifiers']);
    expect(fs.map((f) => f.advancedOption)).toEqual(
      expect.arrayContaining(['simplifications', 'qualifiers']),
    );
    expect(apply('We utilize it.', await checkAdvanced('We utilize it.', ['simplifications']))).toBe(
      'We use it.',
    );
  });

  it('sorts inclusive-language findings into their options', async () => {
    const fs = await checkAdvanced('The chairman said he was crazy.', [
      'gender_noun',
      'gender_pronoun',
      'disability',
    ]);
    const byOption = Object.fromEntries(fs.map((f) => [f.advancedOption, f.replacements[0]]));
    expect(byOption).toMatchObject({ gender_noun: 'chair', gender_pronoun: 'they' });
    expect(byOption.disability).toBeDefined();
  });

  it('only reports the options asked for', async () => {
    const fs = await checkAdvanced('The chairman was thrown out. It is really very obviously big.', [
      'voice',
    ]);
    expect(new Set(fs.map((f) => f.advancedOption))).toEqual(new Set(['voice']));
  });

  it('flags adverbs (write-good) and long sentences', async () => {
    const adverbs = await checkAdvanced('He ran really quickly.', ['adverbs']);
    expect(adverbs.length).toBeGreaterThan(0);
    const long = `${'The committee that met on the day after the long and difficult meeting about the budget decided, after considerable and often heated deliberation involving numerous stakeholders and representatives, '.repeat(2)}that nothing would change.`;
    expect(
      (await checkAdvanced(long, ['hard_to_read'])).some((f) => f.advancedOption === 'hard_to_read'),
    ).toBe(true);
  });
});
