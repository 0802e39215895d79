import { describe, expect, it } from 'vitest';
import { contractionCase } from './contraction-case';
import { applyRule, matchesOf } from './testing';

describe('contraction-case', () => {
  it.each([
    ["We'Re looking forward to it.", "We're looking forward to it."],
    ["WE'Re here!", "WE'RE here!"],
  ])('fixes %j', (text, fixed) => expect(applyRule(contractionCase, text)).toBe(fixed));

  it.each([
    "We're here.",
    "WE'RE HERE!",
    "It's O'Reilly's book.",
    "I'm fine.",
    // An acronym's possessive keeps its lower-case s.
    "The FBI's report came out after the UN's vote.",
    "Old PC's were slow.",
  ])('leaves %j alone', (text) => expect(matchesOf(contractionCase, text)).toEqual([]));
});
