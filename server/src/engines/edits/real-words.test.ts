import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { isRealReplacement, realWordReplacementsOnly } from './real-words';
import { spellingProvider } from './spelling';

const WORDS = new Set([
  'received',
  'receives',
  'grey',
  'Grey',
  'gray',
  "doesn't",
  'brand',
  'new',
  'could',
  'have',
]);
const isWord = (w: string) => WORDS.has(w);

function finding(start: number, end: number, replacements: string[], over: Partial<Finding> = {}): Finding {
  return { start, end, ruleId: 'margin:x', category: 'grammar', message: '', replacements, ...over };
}

describe('isRealReplacement', () => {
  it.each([
    ['received', true],
    ['Received', true],
    ['RECEIVED', true],
    ["doesn't", true],
    ['brand-new', true],
    ['could have', true],
    ['', true],
    ['…', true],
    ['recieveds', false],
    ['could havve', false],
  ])('%j → %s', (r, real) => expect(isRealReplacement(r, isWord)).toBe(real));
});

describe('realWordReplacementsOnly', () => {
  it('drops the replacements that are not words and a finding left with none', () => {
    const text = 'He recieved it.';
    const out = realWordReplacementsOnly(
      text,
      [finding(3, 11, ['recieveds']), finding(3, 11, ['recieveds', 'received'])],
      isWord,
    );
    expect(out).toEqual([finding(3, 11, ['received'])]);
  });

  it('leaves custom mappings and advanced edits alone', () => {
    const custom = finding(0, 2, ['Zorbl'], { ruleId: 'custom:1' });
    const advanced = finding(0, 2, [], { category: 'advanced' });
    expect(realWordReplacementsOnly('He', [custom, advanced], isWord)).toEqual([custom, advanced]);
  });

  it('does not capitalise a real lower-case word into a name', () => {
    const out = realWordReplacementsOnly(
      'grey',
      [finding(0, 4, ['Grey', 'gray'], { category: 'spelling' })],
      isWord,
    );
    expect(out[0].replacements).toEqual(['gray']);
  });
});

describe('with the English dictionary (issue #14)', () => {
  it('"He recieved it" never gives "recieveds"', async () => {
    const spelling = await spellingProvider();
    const text = 'He recieved it.';
    const out = await spelling.realWordsOnly('en', text, [
      finding(3, 11, ['recieveds'], { ruleId: 'margin:subject-verb-agreement' }),
    ]);
    expect(out).toEqual([]);
  });

  it('the default variety does not turn "grey" into "Grey"', async () => {
    const spelling = await spellingProvider();
    const text = 'The sky is grey today.';
    const found = await spelling.check(text, { lang: 'en', variety: 'us', neural: false, medical: false });
    const out = await spelling.realWordsOnly('en', text, found);
    expect(out.flatMap((f) => f.replacements)).not.toContain('Grey');
  });
});
