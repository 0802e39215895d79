import { describe, expect, it } from 'vitest';
import { profileText } from './text-profile';
import { gradeSuffix, textStandard, textStandardGrade } from './text-standard';
import { EASY_TEXT, PUNCT_TEXT, SHORT_TEXT } from './textstat-texts';

describe('textStandard', () => {
  it.each([
    ['', 0, '-1th and 0th grade'],
    [EASY_TEXT, 4, '3rd and 4th grade'],
    [SHORT_TEXT, 2, '1st and 2nd grade'],
    [PUNCT_TEXT, 6, '5th and 6th grade'],
  ])("gives textstat's consensus grade for %j", (text, grade, label) => {
    const profile = profileText(text, 'en');
    expect(textStandardGrade(profile)).toBe(grade);
    expect(textStandard(profile)).toBe(label);
  });
});

describe('gradeSuffix', () => {
  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [21, 'st'],
    [101, 'st'],
    [423, 'rd'],
    [4232, 'nd'],
    [-1, 'th'],
  ])('%i takes "%s"', (grade, suffix) => {
    expect(gradeSuffix(grade)).toBe(suffix);
  });
});
