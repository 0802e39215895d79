import { GENERAL_ERROR_TYPES } from '../contract/constants';

/** A `general_error_type` value, or undefined for edits without one (spellcheck edits). */
export type GeneralErrorTypeName = (typeof GENERAL_ERROR_TYPES)[number];

/** How one category of suggestion looks: its CSS class suffix, colour and the card's title. */
export interface CategoryStyle {
  slug: string;
  color: string;
  label: string;
}

// Colours keep correctness (red/orange) apart from clarity (blue) and style (violet/green), and
// each passes 3:1 against white so a thin underline stays visible.
const STYLES: Record<GeneralErrorTypeName, Omit<CategoryStyle, 'slug'>> = {
  Spelling: { color: '#d92d20', label: 'Spelling' },
  Grammar: { color: '#c2410c', label: 'Grammar' },
  Punctuation: { color: '#b45309', label: 'Punctuation' },
  Capitalization: { color: '#a16207', label: 'Capitalization' },
  Whitespace: { color: '#6b7280', label: 'Spacing' },
  'Word Choice': { color: '#2563eb', label: 'Word choice' },
  'Word Order': { color: '#0e7490', label: 'Word order' },
  Style: { color: '#7c3aed', label: 'Style' },
  Other: { color: '#475569', label: 'Suggestion' },
  'Advanced Edit': { color: '#047857', label: 'Clarity and inclusivity' },
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
