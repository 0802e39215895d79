// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TextModel } from './text-model';

function host(html: string): HTMLElement {
  const el = document.createElement('div');
  el.contentEditable = 'true';
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

describe('TextModel', () => {
  it('reads blocks and <br> as lines, with runs of inline markup joined', () => {
    const el = host('<p>I <b>recieve</b> it.</p><p>Line<br>two</p>');
    expect(TextModel.read(el).text).toBe('I recieve it.\nLine\ntwo');
  });

  it('maps text offsets to a Range over exactly that text', () => {
    const el = host('<p>I <b>recieve</b> it.</p><p>Teh end.</p>');
    const model = TextModel.read(el);
    expect(model.range(2, 9)?.toString()).toBe('recieve');
    expect(model.range(14, 17)?.toString()).toBe('Teh');
  });

  it('maps a DOM position back to its text offset', () => {
    const el = host('<p>One</p><p>Two</p>');
    const model = TextModel.read(el);
    const second = el.querySelectorAll('p')[1].firstChild as Text;
    expect(model.offsetOf(second, 1)).toBe(5);
    expect(model.offsetOf(document.body, 0)).toBeNull();
  });

  it('finds the offset of a position between blocks, and gives null once the editor replaced a node', () => {
    const el = host('<p>One</p><p>Two</p><p>Three</p>');
    const model = TextModel.read(el);
    expect(model.offsetOf(el, 1)).toBe(4);
    expect(model.offsetOf(el, 3)).toBe(model.text.length);
    // A re-render (React) replaces the second paragraph's text node: the model no longer matches.
    const p = el.querySelectorAll('p')[1];
    p.replaceChild(document.createTextNode('Two'), p.firstChild as Text);
    expect(model.offsetOf(p, 0)).toBeNull();
    expect(TextModel.read(el).offsetOf(p, 0)).toBe(4);
  });
});
