import { describe, expect, it } from 'vitest';
import { protectedSpans } from './protected-spans';

const covered = (text: string) => protectedSpans(text).map((s) => [...text].slice(s.start, s.end).join(''));

describe('protectedSpans', () => {
  it.each([
    ['See https://example.com/a_b?x=1 now.', 'https://example.com/a_b?x=1'],
    ['Mail ana@example.org today.', 'ana@example.org'],
    ['Call foo_bar() first.', 'foo_bar()'],
    ['Set `max_len` to 3.', '`max_len`'],
    ['Use <b>bold</b> text.', '<b>'],
    ['Edit src/app/main.ts now.', 'src/app/main.ts'],
    ['The getElementById call.', 'getElementById'],
  ])('protects the code in %j', (text, code) => expect(covered(text)).toContain(code));

  it('protects a run of over 100 non-space characters whole, so no scan is quadratic (#17 finding 1)', () => {
    const run = 'c.'.repeat(30_000);
    expect(covered(`See ${run} and mail ana@example.org.`)).toEqual([run, 'ana@example.org']);
  });

  it('leaves ordinary prose alone', () =>
    expect(protectedSpans('The cat sat on the mat, then left.')).toEqual([]));
});
