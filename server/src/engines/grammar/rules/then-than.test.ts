import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { applyRule, matchesOf } from './testing';
import { thenThan } from './then-than';

describe('then-than', () => {
  it.each([
    ['He is taller then me.', 'He is taller than me.'],
    ['I would rather stay then go.', 'I would rather stay than go.'],
    ['We ate and than we left.', 'We ate and then we left.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(thenThan, text)).toBe(fixed));

  it.each([
    'He is taller than me.',
    'We ate, then we left.',
    'It got better, then worse.',
    'Back then, it was better.',
  ])('leaves %j alone', (text) => expect(matchesOf(thenThan, text)).toEqual([]));
});

describe('then-than after "rather" and a verb (issue #14)', () => {
  it('fixes "would rather stay then go"', async () => {
    expect(await applyGrammarFixes("I'd rather stay home then go out.")).toBe(
      "I'd rather stay home than go out.",
    );
    expect(await applyGrammarFixes('We would rather drive then fly.')).toBe(
      'We would rather drive than fly.',
    );
  });

  it.each(['It was rather cold then.', 'I would rather go now, then eat later.'])(
    'leaves %j alone',
    async (text) => expect(await applyGrammarFixes(text)).toBe(text),
  );
});

describe('then-than: "than" after a comma before a clause (#14)', () => {
  it('fixes "…, than we went home" when the model agrees', async () =>
    expect(await applyGrammarFixes('We finished the report, than we went home.')).toBe(
      'We finished the report, then we went home.',
    ));

  it.each([
    'I would rather stay, than we go out.',
    'It is other, than we thought.',
    'She is taller, than I am.',
  ])('leaves %j alone', (text) => expect(matchesOf(thenThan, text)).toEqual([]));
});

describe('then-than after a comparative quantifier and its noun (twelfth session)', () => {
  it.each([
    ['He bought fewer apples then me.', 'He bought fewer apples than me.'],
    ['We hired more new staff then last year.', 'We hired more new staff than last year.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'We had more meetings then, and fewer emails.',
    'They sold more tickets then went home.',
    'If the coating is one or more thin layers then it reflects some light.',
  ])('leaves %j alone', (text) => expect(matchesOf(thenThan, text)).toEqual([]));
});
