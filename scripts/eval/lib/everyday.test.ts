import { describe, expect, it } from 'vitest';
import { type EverydayRow, errorSpan, scoreEveryday } from './everyday';

const spanText = (text: string, fix: string) => {
  const { start, end } = errorSpan(text, fix);
  return Array.from(text).slice(start, end).join('');
};

describe('errorSpan', () => {
  it.each([
    ['The cat sit on the mat.', 'The cat sits on the mat.', 'sit'],
    ['We met in a hour.', 'We met in an hour.', 'a'],
    ['He cant swim.', "He can't swim.", 'cant'],
    ['Send it to to me.', 'Send it to me.', 'to'],
    ['I am nurse here.', 'I am a nurse here.', 'am nurse'],
    ['The life goes on.', 'Life goes on.', 'The life'],
    ['we left.', 'We left.', 'we'],
    ['Café is nice.', 'The café is nice.', 'Café'],
  ])('%s → %s marks "%s"', (text, fix, marked) => {
    expect(spanText(text, fix)).toBe(marked);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(errorSpan('😀 I seen it.', '😀 I saw it.')).toEqual({ start: 4, end: 8 });
  });
});

describe('scoreEveryday', () => {
  const row = (cls: string, text: string, fix?: string): EverydayRow => ({
    class: cls,
    text,
    fix,
    variant: 'en-US',
    half: 'read',
  });

  it('separates detected, exactly fixed and left-alone rows', () => {
    const rows = [
      row('sva', 'He go home.', 'He goes home.'),
      row('sva', 'She go home.', 'She goes home.'),
      row('a-an', 'It is a owl.', 'It is an owl.'),
      row('correct', 'It is an owl.'),
      row('correct', 'It is a nice owl.'),
      row('correct', 'It is a nise owl.'),
    ];
    const r = scoreEveryday(rows, [
      { spans: [{ start: 3, end: 5, spelling: false, replacement: 'goes' }], applied: 'He goes home.' },
      { spans: [{ start: 4, end: 6, spelling: false, replacement: 'went' }], applied: 'She went home.' },
      { spans: [{ start: 0, end: 2, spelling: false, replacement: 'It' }], applied: 'It is a owl.' },
      { spans: [], applied: 'It is an owl.' },
      {
        spans: [{ start: 8, end: 12, spelling: false, replacement: 'night' }],
        applied: 'It is a night owl.',
      },
      { spans: [{ start: 8, end: 12, spelling: true, replacement: 'nice' }], applied: 'It is a nice owl.' },
    ]);
    expect(r).toMatchObject({ errors: 3, detected: 2, fixed: 1, correct: 3, leftAlone: 1, noGrammarEdit: 2 });
    expect(r.exactFix).toBeCloseTo(1 / 3, 6);
    expect(r.byClass).toEqual({
      sva: { rows: 2, detected: 2, fixed: 1 },
      'a-an': { rows: 1, detected: 0, fixed: 0 },
    });
    expect(r.missed.map((m) => m.split('\t')[1])).toEqual(['wrong fix', 'missed']);
    expect(r.flagged.map((m) => m.split('\t')[0])).toEqual(['grammar', 'spelling']);
  });
});
