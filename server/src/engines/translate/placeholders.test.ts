import { describe, expect, it } from 'vitest';
import { maskPlaceholders, tokenIndices, unmaskPlaceholders, withoutTokens } from './placeholders';

describe('maskPlaceholders', () => {
  it.each([
    ['<b>{name}</b> visit https://x.y/a?b=c', ['<b>', '{name}', '</b>', 'https://x.y/a?b=c']],
    ['Write to ana@example.com today.', ['ana@example.com']],
    ['See https://example.com/a_(b).', ['https://example.com/a_(b)']],
    ['(see https://example.com/x), then', ['https://example.com/x']],
    ['Run `npm test` now', ['`npm test`']],
    ['```\nconst a = 1;\n```', ['```\nconst a = 1;\n```']],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the input under test
    ['Hello {{user.name}} and ${count}', ['{{user.name}}', '${count}']],
    ['You have %d new %s and %(n)s', ['%d', '%s', '%(n)s']],
    ['Fish &amp; chips&nbsp;now', ['&amp;', '&nbsp;']],
    ['<a href="https://x.y">link</a>', ['<a href="https://x.y">', '</a>']],
    ['<!-- note --> <br/> text', ['<!-- note -->', '<br/>']],
    ['Visit www.example.org!', ['www.example.org']],
    ['A literal ⟦0⟧ in the text', ['⟦', '⟧']],
  ])('%j protects %j', (text, expected) => {
    const { masked, placeholders } = maskPlaceholders(text);
    expect(placeholders.map((p) => p.text)).toEqual(expected);
    expect(unmaskPlaceholders(masked, placeholders, tokenIndices(masked))).toBe(text);
  });

  it.each(['50% off, 100% sure', 'a < b and c > d', 'The cat sat.', 'x = {'])(
    'leaves plain text alone: %j',
    (text) => {
      expect(maskPlaceholders(text).placeholders).toEqual([]);
    },
  );
});

describe('unmaskPlaceholders', () => {
  const { masked, placeholders } = maskPlaceholders('<b>{name}</b> visit https://x.y/a?b=c');
  const expected = tokenIndices(masked);

  it('restores tokens the engine moved, and tolerates spaces inside a token', () => {
    expect(unmaskPlaceholders('⟦3⟧ visita ⟦ 0 ⟧⟦1⟧⟦2⟧', placeholders, expected)).toBe(
      'https://x.y/a?b=c visita <b>{name}</b>',
    );
  });

  it.each([
    ['a lost token', '⟦0⟧⟦1⟧ visita ⟦3⟧'],
    ['a duplicated token', '⟦0⟧⟦1⟧⟦2⟧⟦2⟧ visita ⟦3⟧'],
    ['an invented token', '⟦0⟧⟦1⟧⟦2⟧ visita ⟦3⟧ ⟦9⟧'],
  ])('refuses %s', (_, output) => {
    expect(unmaskPlaceholders(output, placeholders, expected)).toBeUndefined();
  });

  it('leaves only words for language detection', () => {
    expect(withoutTokens(masked).trim()).toBe('visit');
  });
});
