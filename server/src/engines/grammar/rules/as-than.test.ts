import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { asThan } from './as-than';
import { applyRule, matchesOf } from './testing';

describe('as-than: "than" closing an equal comparison', () => {
  it.each([
    ['He is as tall than his brother.', 'He is as tall as his brother.'],
    ['My phone is the same than yours.', 'My phone is the same as yours.'],
    ['She is the same age than me.', 'She is the same age as me.'],
    ['This box is as heavy than that one.', 'This box is as heavy as that one.'],
    ['They earn as much money than we do.', 'They earn as much money as we do.'],
    ['He runs as fast than a horse.', 'He runs as fast as a horse.'],
    ['We have as many books than they have.', 'We have as many books as they have.'],
    ['It is not as easy than it looks.', 'It is not as easy as it looks.'],
    ['He did as well than expected.', 'He did as well as expected.'],
    ['The weather is the same than last week.', 'The weather is the same as last week.'],
    // "the same like": the preposition of similarity for the equal comparison's "as"
    ['My phone is the same like yours.', 'My phone is the same as yours.'],
    ['Her dress is the same colour like mine.', 'Her dress is the same colour as mine.'],
    ['This app works the same like the old one.', 'This app works the same as the old one.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(asThan, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'He is taller than his brother.',
    'She is as tall as her mother.',
    'It is the same as before.',
    'He is better than me.',
    'We have more books than they have.',
    'It is as good as or better than the old one.',
    'There are as many as ten people rather than five.',
    'She was regarded as smart rather than kind.',
    'He is known as more than a singer.',
    'Twice as many people came as last year, more than we expected.',
    'They look the same, like twins.',
    'He is as tall as a tree, like his father.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(asThan, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
