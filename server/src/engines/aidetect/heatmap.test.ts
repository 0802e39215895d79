import { describe, expect, it } from 'vitest';
import { renderHeatmap } from './heatmap';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('renderHeatmap', () => {
  it('marks runs of likely machine-written tokens and leaves the rest plain', () => {
    const html = renderHeatmap('one two three four', [0.1, 0.95, 0.97, 0.2]);
    expect(html).toContain('one <mark data-level="5"');
    expect(html).toContain('>two three</mark> four');
  });

  it('escapes every piece of the text, so markup in it never becomes markup', () => {
    const text = `<script>alert("x")</script> & <img src=x onerror='y'>`;
    const html = renderHeatmap(text, Array(30).fill(0.9));
    expect(html).not.toMatch(/<script|<img/);
    expect(textOf(html)).toBe(text);
  });

  it('keeps white space and emoji between tokens exactly', () => {
    const text = 'Hi 👋🏽\n\n  there';
    expect(textOf(renderHeatmap(text, [0.6, 0.1, 0.7]))).toBe(text);
  });
});
