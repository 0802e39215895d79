import { describe, expect, it } from 'vitest';
import { spellingProvider } from './spelling';

describe('English spelling through the provider (issue #14)', () => {
  it.each([
    ['It isnt easy.', "isn't"],
    ['He didnt know.', "didn't"],
    ['Wait untill tomorrow.', 'until'],
    // The default variety (US) suggests its own spelling, not a neighbour or a name.
    ['The sky is grey today.', 'gray'],
  ])('%j → %j first', async (text, first) => {
    const found = await (await spellingProvider()).check(text, {
      lang: 'en',
      variety: 'us',
      neural: false,
      medical: false,
    });
    expect(found.map((f) => f.replacements[0])).toEqual([first]);
  });
});
