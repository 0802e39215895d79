import { describe, expect, it } from 'vitest';
import { clipLine } from './field';

// A field's client box at y 100..200 (x 0..300), and lines 20 px tall.
const clip = { left: 0, top: 100, width: 300, height: 100 };
const line = (top: number) => ({ left: 10, top, width: 50, height: 20 });

describe('clipLine', () => {
  it('keeps a line inside the field as it is', () => {
    expect(clipLine(clip, line(120))).toEqual(line(120));
  });

  it('cuts a line half scrolled out at the top to its visible part, whose bottom holds the underline', () => {
    expect(clipLine(clip, line(90))).toEqual({ left: 10, top: 100, width: 50, height: 10 });
  });

  it('hides a line whose bottom edge is scrolled out at the bottom or above the top', () => {
    expect(clipLine(clip, line(190))).toBeNull();
    expect(clipLine(clip, line(75))).toBeNull();
    expect(clipLine(clip, line(80))).toBeNull();
  });

  it('cuts a line running past the field sideways', () => {
    expect(clipLine(clip, { left: 280, top: 120, width: 50, height: 20 })).toEqual({
      left: 280,
      top: 120,
      width: 20,
      height: 20,
    });
  });
});
