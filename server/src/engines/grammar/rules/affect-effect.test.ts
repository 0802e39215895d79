import { describe, expect, it } from 'vitest';
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
