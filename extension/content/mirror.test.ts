// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Mirror } from './mirror';

function setUp(): { field: HTMLTextAreaElement; mirror: Mirror; lines: () => HTMLElement[] } {
  const field = document.createElement('textarea');
  const host = document.createElement('div');
  document.body.append(field, host);
  const mirror = new Mirror(host);
  return { field, mirror, lines: () => [...(host.firstElementChild?.children ?? [])] as HTMLElement[] };
}

describe('Mirror', () => {
  it('lays each hard line out as its own block, the spans in marks', () => {
    const { field, mirror, lines } = setUp();
    mirror.measure(field, 'One line.\nI recieve it.\n\nEnd.', [{ start: 12, end: 19 }]);
    expect(lines().map((l) => l.textContent)).toEqual(['One line.', 'I recieve it.', '\u200b', 'End.']);
    expect(lines()[1].querySelector('mark')?.textContent).toBe('recieve');
  });

  it('typing replaces only the line typed in, whatever it shifts after it', () => {
    const { field, mirror, lines } = setUp();
    mirror.measure(field, 'Start.\nTeh middle.\nI recieve it.', [
      { start: 7, end: 10 },
      { start: 21, end: 28 },
    ]);
    const [first, second, third] = lines();
    mirror.measure(field, 'Start.\nTeh middle line.\nI recieve it.', [
      { start: 7, end: 10 },
      { start: 26, end: 33 },
    ]);
    const after = lines();
    expect(after[0]).toBe(first);
    expect(after[1]).not.toBe(second);
    expect(after[1].textContent).toBe('Teh middle line.');
    expect(after[2]).toBe(third);
  });

  it('a span across lines is marked on each of them', () => {
    const { field, mirror, lines } = setUp();
    mirror.measure(field, 'Select from here\nto there.', [{ start: 12, end: 19 }]);
    expect(lines().map((l) => l.querySelector('mark')?.textContent)).toEqual(['here', 'to']);
  });
});
