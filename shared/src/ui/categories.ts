import { GENERAL_ERROR_TYPES } from '../contract/constants';

/** A `general_error_type` value, or undefined for edits without one (spellcheck edits). */
export type GeneralErrorTypeName = (typeof GENERAL_ERROR_TYPES)[number];

/** How an underline is drawn in text (`text-decoration-style`). */
export type UnderlineLine = 'wavy' | 'double' | 'dashed' | 'dotted';

/** How one category of suggestion looks: its CSS class suffix, colour, underline and the card's title. */
export interface CategoryStyle {
  slug: string;
  color: string;
  /** The underline's style in text, so colour is never the only cue (spelling wavy, grammar double). */
  line: UnderlineLine;
  label: string;
}

/** The card's background in dark mode; every category colour keeps 3:1 against it and against white. */
export const DARK_SURFACE = '#1f2430';

// One colour per category that works on light and dark backgrounds alike (WCAG contrast ≥ 3:1 against
// white and against DARK_SURFACE, checked in categories.test.ts), taken from or darkened from the
// Okabe–Ito and IBM colour-blind-safe palettes. Spelling (vermillion) and grammar (blue) stay far
// apart under protanopia, deuteranopia and tritanopia, and their underlines differ in style too.
const STYLES: Record<GeneralErrorTypeName, Omit<CategoryStyle, 'slug'>> = {
  Spelling: { color: '#d55e00', line: 'wavy', label: 'Spelling' },
  Grammar: { color: '#2e7fd6', line: 'double', label: 'Grammar' },
  'Word Order': { color: '#0e8a9a', line: 'double', label: 'Word order' },
  Punctuation: { color: '#785ef0', line: 'dashed', label: 'Punctuation' },
  Capitalization: { color: '#b8608f', line: 'dashed', label: 'Capitalization' },
  Whitespace: { color: '#7a7f8a', line: 'dashed', label: 'Spacing' },
  'Word Choice': { color: '#008c66', line: 'dotted', label: 'Word choice' },
  Style: { color: '#dc267f', line: 'dotted', label: 'Style' },
  Other: { color: '#6f7785', line: 'dotted', label: 'Suggestion' },
  'Advanced Edit': { color: '#a6761d', line: 'dotted', label: 'Clarity and inclusivity' },
};

/** CSS-safe slug of a category: `Word Choice` → `word-choice`. */
export function categorySlug(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The style of a `general_error_type`; edits without one (spellcheck) look like spelling. */
export function categoryStyle(category: string | undefined): CategoryStyle {
  const known = (GENERAL_ERROR_TYPES as readonly string[]).includes(category ?? '')
    ? (category as GeneralErrorTypeName)
    : category === undefined
      ? 'Spelling'
      : 'Other';
  return { slug: categorySlug(known), ...STYLES[known] };
}

/** Every category with its style, for stylesheets and legends. */
export const CATEGORY_STYLES: readonly CategoryStyle[] = GENERAL_ERROR_TYPES.map((c) => categoryStyle(c));

/**
 * The `text-decoration` of a category's underline in text (the CSS Custom Highlight API's
 * `::highlight()` and `.margin-underline`): its colour and its own line style.
 */
export function underlineDecoration(c: CategoryStyle): string {
  return `text-decoration:underline ${c.line} ${c.color};text-decoration-thickness:${c.line === 'double' ? 1 : 1.5}px;text-decoration-skip-ink:none;text-underline-offset:3px`;
}

/**
 * The bottom border of an underline drawn as a box (form controls): borders cannot be wavy, so
 * spelling is solid; the other styles carry over, `double` needs 3px to show two lines.
 */
export function boxBorder(c: CategoryStyle): string {
  return c.line === 'wavy' ? '2px solid' : c.line === 'double' ? '3px double' : `2px ${c.line}`;
}

/** `::highlight(<prefix><slug>)` rules for every category. */
export function highlightRules(prefix: string): string {
  return CATEGORY_STYLES.map((c) => `::highlight(${prefix}${c.slug}){${underlineDecoration(c)}}`).join('\n');
}
