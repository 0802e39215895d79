import type { FindingCategory } from '../../edits/finding';

/**
 * Harper rules Margin turns off, each with why. Measured on the LanguageTool correct examples
 * (`npm run eval -- grammar`): these raise most false positives on correct sentences, or restyle
 * text that is not wrong.
 */
export const DISABLED_HARPER_RULES: Record<string, string> = {
  UseEllipsisCharacter: 'rewrites "..." as "…": the largest source of false positives on correct text',
  SentenceCapitalization:
    'replaced by the language-independent capitals rule, which knows about lists and quotes',
  RepeatedWords:
    'replaced by the language-independent repeated-words rule (same behaviour in every language)',
  Spaces: 'replaced by the language-independent spacing rule',
  LongSentences: 'sentence length is the hard_to_read advanced edit, off unless asked for',
  OxfordComma:
    'a style choice, not an error: 85 of its 85 flags on the correct examples were false positives',
  Dashes:
    'typographic preference ("--" and "3-4" → en dash), not an error: 3 flags on the read half of the correct examples, no catches',
  NumericRangeEnDash:
    'typographic preference ("1990-1999" → en dash), as Dashes: web text and most style guides outside publishing write ranges with a hyphen, and the model cannot judge punctuation: 29 flags on the read half of CWEB, none an annotated error',
  EllipsisLength:
    'asks for exactly three dots; ".." and "...." in truncated quotes and web text are deliberate, and the model cannot judge punctuation: 6 flags on the read half of the correct examples, no catches',
  RedundantThat:
    'deletes the second "that" of "that that", which is grammatical when the second is a demonstrative ("I think that that is a good idea", "I knew that that was wrong"); the repeated-words rule allows "that that" for the same reason (#14)',
  OrthographicConsistency:
    'rewrites a word to match its casing elsewhere ("Unix" → "UNIX"): 33 false positives, no catches',
};

/** Harper's lint kinds as Margin categories. */
export const HARPER_KIND_CATEGORY: Record<string, FindingCategory> = {
  Agreement: 'grammar',
  BoundaryError: 'spelling',
  Capitalization: 'capitalization',
  Eggcorn: 'word-choice',
  Enhancement: 'style',
  Formatting: 'punctuation',
  Grammar: 'grammar',
  Malapropism: 'word-choice',
  Miscellaneous: 'grammar',
  Nonstandard: 'word-choice',
  Punctuation: 'punctuation',
  Readability: 'style',
  Redundancy: 'style',
  Regionalism: 'word-choice',
  Repetition: 'grammar',
  Spelling: 'spelling',
  Style: 'style',
  Typo: 'spelling',
  Usage: 'word-choice',
  WordChoice: 'word-choice',
  WordOrder: 'word-order',
};

/** Harper's spelling rules: off when another spelling engine serves the request. */
export const HARPER_SPELLING_RULES = ['SpellCheck', 'SplitWords'];
