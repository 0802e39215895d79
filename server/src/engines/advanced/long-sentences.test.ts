import { describe, expect, it } from 'vitest';
import { checkAdvanced } from '.';
import { longSentences } from './long-sentences';

// 50 short, common words in one sentence: retext-readability alone never flagged it (#16).
const LONG =
  'We went to the shop and then we went to the park and after that we had lunch with our friends and then we walked home along the river and we talked about the day and the plans we had for the next week and the week after that too.';

describe('long sentences (hard_to_read)', () => {
  it('finds a sentence of more than 40 words and not the short one beside it', () => {
    const text = `It was a good day. ${LONG}`;
    expect(longSentences(text)).toEqual([{ start: 19, end: text.length }]);
  });

  it('leaves a 40-word sentence alone', () => {
    const forty = `${'one two three four five six seven eight nine ten '.repeat(4).trim()}.`;
    expect(longSentences(forty)).toEqual([]);
  });

  it('is reported by advanced edits as hard_to_read over the whole sentence', async () => {
    const text = `It was a good day. ${LONG}`;
    const found = (await checkAdvanced(text, ['hard_to_read'])).filter(
      (f) => f.advancedOption === 'hard_to_read',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ start: 19, end: text.length, replacements: [LONG] });
  });

  it('is not reported when hard_to_read is not asked for', async () => {
    expect(await checkAdvanced(LONG, ['voice'])).toEqual([]);
  });
});
