import { describe, expect, it } from 'vitest';
import { GENERAL_ERROR_TYPES } from '../contract/constants';
import { boxBorder, CATEGORY_STYLES, categoryStyle, DARK_SURFACE, highlightRules } from './categories';
import { contrastRatio, perceivedDistance } from './contrast';
import { MARGIN_UI_CSS } from './styles';

/** CIE76 ΔE below which two thin underlines are easily confused (ΔE ≈ 2.3 is "just noticeable"). */
const MIN_DISTANCE = 40;
const VISIONS = ['none', 'protanopia', 'deuteranopia', 'tritanopia'] as const;

describe('category palette', () => {
  it('every category keeps WCAG contrast ≥ 3:1 against white and against the dark surface', () => {
    for (const c of CATEGORY_STYLES) {
      expect(contrastRatio(c.color, '#ffffff'), `${c.slug} on white`).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(c.color, DARK_SURFACE), `${c.slug} on ${DARK_SURFACE}`).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(c.color, '#121212'), `${c.slug} on #121212`).toBeGreaterThanOrEqual(3);
    }
  });

  it('spelling and grammar stay far apart for normal, protan, deutan and tritan vision', () => {
    const spelling = categoryStyle('Spelling').color;
    const grammar = categoryStyle('Grammar').color;
    for (const vision of VISIONS) {
      expect(perceivedDistance(spelling, grammar, vision), vision).toBeGreaterThanOrEqual(MIN_DISTANCE);
    }
  });

  it('the measure tells the old red/orange pair apart from a safe pair (it is not vacuous)', () => {
    // The palette before #18: spelling #d92d20, grammar #c2410c, hard to tell apart for deuteranopes.
    expect(perceivedDistance('#d92d20', '#c2410c', 'deuteranopia')).toBeLessThan(MIN_DISTANCE);
    expect(perceivedDistance('#d92d20', '#c2410c', 'protanopia')).toBeLessThan(MIN_DISTANCE);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('colour is not the only cue: spelling and grammar underlines differ in style, in text and in boxes', () => {
    const spelling = categoryStyle('Spelling');
    const grammar = categoryStyle('Grammar');
    expect(spelling.line).toBe('wavy');
    expect(grammar.line).not.toBe(spelling.line);
    expect(boxBorder(grammar)).not.toBe(boxBorder(spelling));
    expect(highlightRules('margin-')).toContain(
      `::highlight(margin-spelling){text-decoration:underline wavy ${spelling.color}`,
    );
    expect(highlightRules('margin-')).toContain(
      `::highlight(margin-grammar){text-decoration:underline double ${grammar.color}`,
    );
    expect(MARGIN_UI_CSS).toContain(
      `.margin-cat-grammar{--margin-color:${grammar.color};--margin-line:double;--margin-border:3px double}`,
    );
  });

  it('covers every general_error_type with a distinct slug and label', () => {
    expect(CATEGORY_STYLES.map((c) => c.slug)).toHaveLength(GENERAL_ERROR_TYPES.length);
    expect(new Set(CATEGORY_STYLES.map((c) => c.slug)).size).toBe(GENERAL_ERROR_TYPES.length);
    expect(new Set(CATEGORY_STYLES.map((c) => c.label)).size).toBe(GENERAL_ERROR_TYPES.length);
  });
});
