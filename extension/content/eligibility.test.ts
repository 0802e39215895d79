// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fieldKind } from './eligibility';

function make<T extends HTMLElement>(html: string): T {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  document.body.append(wrap);
  return wrap.firstElementChild as T;
}

describe('fieldKind', () => {
  it('checks textareas and text inputs', () => {
    expect(fieldKind(make('<textarea></textarea>'))).toBe('control');
    expect(fieldKind(make('<input type="text">'))).toBe('control');
    expect(fieldKind(make('<input>'))).toBe('control');
  });

  it('never reads password fields, secrets, or a password field switched to text', () => {
    expect(fieldKind(make('<input type="password">'))).toBeNull();
    expect(fieldKind(make('<input type="text" autocomplete="current-password">'))).toBeNull();
    expect(fieldKind(make('<input type="text" name="user_password">'))).toBeNull();
    const shown = make<HTMLInputElement>('<input type="password">');
    expect(fieldKind(shown)).toBeNull();
    shown.type = 'text';
    expect(fieldKind(shown)).toBeNull();
  });

  it('never reads credit-card or one-time-code fields', () => {
    for (const token of [
      'cc-number',
      'cc-csc',
      'cc-exp-month',
      'cc-name',
      'one-time-code',
      'billing cc-number',
    ])
      expect(fieldKind(make(`<input type="text" autocomplete="${token}">`))).toBeNull();
    expect(fieldKind(make('<input type="text" autocomplete="street-address">'))).toBe('control');
  });

  it('checks fields with spellcheck="false" (it switches off the browser\'s checker, not Margin)', () => {
    expect(fieldKind(make('<textarea spellcheck="false"></textarea>'))).toBe('control');
    expect(fieldKind(make('<input type="text" spellcheck="false">'))).toBe('control');
  });

  it.each([
    'data-margin="off"',
    'data-margin-ignore',
    'data-gramm="false"',
    'data-enable-grammarly="false"',
    'data-lt-active="false"',
  ])('honours the opt-out %s on the field or an ancestor', (attr) => {
    expect(fieldKind(make(`<textarea ${attr}></textarea>`))).toBeNull();
    expect(fieldKind(make(`<div ${attr}><textarea></textarea></div>`).firstElementChild!)).toBeNull();
  });

  it('honours read-only or disabled fields', () => {
    expect(
      fieldKind(make('<div data-margin-ignore><textarea></textarea></div>').firstElementChild!),
    ).toBeNull();
    expect(fieldKind(make('<textarea readonly></textarea>'))).toBeNull();
    expect(fieldKind(make('<textarea disabled></textarea>'))).toBeNull();
    expect(fieldKind(make('<input type="email">'))).toBeNull();
  });
});
