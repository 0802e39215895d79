import { describe, expect, it } from 'vitest';
import { fromStream, toStream } from './stream';

describe('toStream', () => {
  it('escapes what Apertium reads as markup and ends with an empty superblank', () => {
    expect(toStream('a [b] ^c$ <d> @e {f} \\g /h')).toBe(
      'a \\[b\\] \\^c\\$ \\<d\\> \\@e \\{f\\} \\\\g \\/h[]',
    );
  });

  it('carries tokens and unusual whitespace in superblanks', () => {
    expect(toStream('Hello ⟦0⟧, the  cat\tsat')).toBe('Hello [⟦0⟧], the[  ]cat[\t]sat[]');
  });

  it('drops NUL, which would end the segment early', () => {
    expect(toStream('a\0b')).toBe('ab[]');
  });
});

describe('fromStream', () => {
  it('round-trips what toStream wrote', () => {
    for (const s of ['a [b] ^c$ <d> @e {f} \\g /h', 'Hello ⟦0⟧, the  cat\tsat', 'x\u00a0y']) {
      expect(fromStream(toStream(s))).toBe(s);
    }
  });

  it('collapses spaces the engine doubled and trims its ends, but keeps superblank whitespace', () => {
    expect(fromStream(' He visto el perro, y  es bello.[]')).toBe('He visto el perro, y es bello.');
    expect(fromStream('El[  ]coche rojo[]')).toBe('El  coche rojo');
  });

  it('drops wordbound blanks', () => {
    expect(fromStream('[[t:b:1]]Hola[[/]] mundo')).toBe('Hola mundo');
  });
});
