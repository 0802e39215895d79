import { describe, expect, it } from 'vitest';
import { controlCharacterIn, replaceControlCharacters } from './common';
import { AddDictionaryWordRequest } from './customisation';
import { CreateTeamRequest } from './teams';

// Issue #17 finding 7: control characters reached team names, dictionary words and mail bodies.
const forged = [
  ['NUL', 'a\u0000b', 'U+0000'],
  ['CR/LF', 'team\r\nBcc: x@evil.test', 'U+000D'],
  ['ANSI escape', '\u001b[31mred', 'U+001B'],
  ['C1 control', 'a\u0085b', 'U+0085'],
  ['right-to-left override', 'abc\u202Efdp.exe', 'U+202E'],
  ['isolate', 'a\u2066b', 'U+2066'],
] as const;

describe('control characters are refused in names and words (issue 17, finding 7)', () => {
  it.each(forged)('finds %s', (_, text, code) => expect(controlCharacterIn(text)).toBe(code));

  it.each(['Editors', 'Équipe café', 'עברית', 'emoji 🙂 team'])('accepts %j', (text) =>
    expect(controlCharacterIn(text)).toBeUndefined(),
  );

  it.each(forged)('team name with %s is invalid', (_, text, code) => {
    const r = CreateTeamRequest.safeParse({
      name: text,
      organization_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain(code);
  });

  it.each(forged)('dictionary word with %s is invalid', (_, text) => {
    expect(AddDictionaryWordRequest.safeParse({ word: text }).success).toBe(false);
    expect(AddDictionaryWordRequest.safeParse({ word: 'Margin' }).success).toBe(true);
  });

  it('replaces every control character in text stored before the rule', () => {
    expect(replaceControlCharacters('a\r\nb\u202Ec\u001b[0m')).toBe('a\uFFFD\uFFFDb\uFFFDc\uFFFD[0m');
  });
});
