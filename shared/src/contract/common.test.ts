import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codePointLength, intField, oneOf, textField, uuidField } from './common';
import { formatIssuePath, validationMessages as problems } from './issues';

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['héllo', 5],
    ['😀', 1],
    ['a😀b', 3],
    ['👩‍💻', 3], // woman, ZWJ, laptop: three code points
    ['\ud800', 1], // a lone surrogate still counts once
  ])('%j has %i code points', (s, n) => {
    expect(codePointLength(s)).toBe(n);
  });
});

describe('textField', () => {
  const schema = z.object({ text: textField(5) });

  it.each([
    [{ text: 'hello' }, []],
    [{ text: '😀😀😀😀😀' }, []], // 10 UTF-16 units, 5 characters
    [{}, ['text: required']],
    [{ text: null }, ['text: must be a string']],
    [{ text: '' }, ['text: must not be empty']],
    [{ text: ' \n\t ' }, ['text: must not be empty']],
    [{ text: 'hello!' }, ['text: must be at most 5 characters']],
  ])('%j → %j', (input, expected) => {
    expect(problems(schema, input)).toEqual(expected);
  });

  it('writes large limits the way API.md does', () => {
    expect(problems(z.object({ text: textField(4_000) }), { text: 'x'.repeat(4_001) })).toEqual([
      'text: must be at most 4,000 characters',
    ]);
  });
});

describe('field helpers', () => {
  it.each([
    [intField(1, 8), 0, ['must be an integer from 1 to 8']],
    [intField(1, 8), 9, ['must be an integer from 1 to 8']],
    [intField(1, 8), 1.5, ['must be an integer from 1 to 8']],
    [intField(1, 8), '2', ['must be an integer from 1 to 8']],
    [intField(1), 0, ['must be an integer of at least 1']],
    [uuidField(), 'not-a-uuid', ['must be a UUID']],
    [oneOf(['a', 'b']), 'c', ['must be one of a, b']],
  ])('%#: %j → %j', (schema, input, expected) => {
    expect(problems(schema, input)).toEqual(expected);
  });

  it('accepts UUIDs of any version, in either case', () => {
    expect(problems(uuidField(), '6F9619FF-8B86-D011-B42D-00C04FC964FF')).toEqual([]);
  });
});

describe('formatIssuePath', () => {
  it.each([
    [['text'], 'text'],
    [['texts', 2], 'texts[2]'],
    [['context', 'query'], 'context.query'],
    [[], ''],
  ])('%j → %s', (path, expected) => {
    expect(formatIssuePath(path)).toBe(expected);
  });
});
