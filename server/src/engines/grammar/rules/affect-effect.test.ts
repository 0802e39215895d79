import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { affectEffect } from './affect-effect';
import { applyRule, matchesOf } from './testing';

describe('affect-effect', () => {
  it.each([
    ['The affect of the drug was strong.', 'The effect of the drug was strong.'],
    ['It had a negative affect on sales.', 'It had a negative effect on sales.'],
    ['The rain will effect the harvest.', 'The rain will affect the harvest.'],
    ['It effects me deeply.', 'It affects me deeply.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(affectEffect, text)).toBe(fixed));

  it.each([
    'The effect was strong.',
    'The rain will affect the harvest.',
    'They want to effect change.',
    'Her flat affect worried us.',
  ])('leaves %j alone', (text) => expect(matchesOf(affectEffect, text)).toEqual([]));
});

describe('affect-effect: "effect" with an object is the verb (#14)', () => {
  it.each([
    ['How will this effect us?', 'How will this affect us?'],
    ['The cold weather really effects me.', 'The cold weather really affects me.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'The side effects my doctor mentioned were mild.',
    'The effects of the storm were severe.',
    'What effect will this have on us?',
  ])('leaves %j alone', async (text) => expect(await applyGrammarFixes(text)).toBe(text));
});
