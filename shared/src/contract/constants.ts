/**
 * Contract constants without zod: the lists and limits that page code (the UI kit, the extension's
 * content script and options page, the editor plugin) needs. The zod schemas import them from here, so
 * a page bundle that uses a constant does not carry zod.
 */

/** ERRANT-style `error_type` codes `<op>:<POS>[:<sub>]` (DECISIONS.md "Edits and spellcheck"). */
export const ERRANT_ERROR_TYPES = [
  'M:PART',
  'M:PUNCT',
  'M:CONJ',
  'M:DET',
  'M:DET:ART',
  'M:PREP',
  'M:PRON',
  'M:VERB',
  'M:ADJ',
  'M:NOUN',
  'M:NOUN:POSS',
  'M:OTHER',
  'R:PART',
  'R:PUNCT',
  'R:ORTH',
  'R:SPELL',
  'R:WO',
  'R:MORPH',
  'R:ADV',
  'R:CONTR',
  'R:CONJ',
  'R:DET',
  'R:DET:ART',
  'R:PREP',
  'R:PRON',
  'R:VERB:FORM',
  'R:VERB:TENSE',
  'R:VERB:SVA',
  'R:ADJ:FORM',
  'R:NOUN:INFL',
  'R:NOUN:NUM',
  'R:OTHER',
  'U:PART',
  'U:PUNCT',
  'U:ADV',
  'U:CONTR',
  'U:CONJ',
  'U:DET',
  'U:DET:ART',
  'U:PREP',
  'U:PRON',
  'U:VERB',
  'U:ADJ',
  'U:NOUN',
  'U:NOUN:POSS',
  'U:OTHER',
] as const;

/** Advanced-edit options (API.md "Advanced edits"); an advanced edit's `error_type` is its option. */
export const ADVANCED_EDIT_OPTIONS = [
  'adverbs',
  'simplifications',
  'hard_to_read',
  'qualifiers',
  'voice',
  'gender_pronoun',
  'gender_noun',
  'gender_id',
  'sensitivity',
  'disability',
  'age',
  'race',
  'social_class',
  'violence',
] as const;

export type AdvancedEditOption = (typeof ADVANCED_EDIT_OPTIONS)[number];

/**
 * Group keys and the options each covers; a group set to false disables all of them. API.md lists
 * `dei` as "all DEI options" without naming them: we read that as every inclusivity option.
 */
export const ADVANCED_EDIT_GROUPS = {
  advanced_edits: ADVANCED_EDIT_OPTIONS,
  dei: [
    'gender_pronoun',
    'gender_noun',
    'gender_id',
    'sensitivity',
    'disability',
    'age',
    'race',
    'social_class',
    'violence',
  ],
  gender: ['gender_pronoun', 'gender_noun', 'gender_id'],
} as const satisfies Record<string, readonly AdvancedEditOption[]>;

/** Every key `advanced_edits` accepts: the groups and the options. */
export const ADVANCED_EDIT_KEYS = [
  ...(Object.keys(ADVANCED_EDIT_GROUPS) as (keyof typeof ADVANCED_EDIT_GROUPS)[]),
  ...ADVANCED_EDIT_OPTIONS,
];

export type AdvancedEditKey = (typeof ADVANCED_EDIT_KEYS)[number];

/** `general_error_type` categories (DECISIONS.md). */
export const GENERAL_ERROR_TYPES = [
  'Spelling',
  'Punctuation',
  'Capitalization',
  'Whitespace',
  'Grammar',
  'Word Choice',
  'Word Order',
  'Style',
  'Other',
  'Advanced Edit',
] as const;

/** Post-processing operations (DECISIONS.md): each produces ordinary edits. */
export const OPERATIONS = ['capitalize', 'punctuate', 'fixspaces'] as const;

/** `ignore_edit_types` categories (API.md). */
export const IGNORE_EDIT_TYPES = [
  'articles_determiners',
  'auxiliary_verbs',
  'capitalization',
  'hyphens',
  'punctuation',
  'whitespace',
] as const;

export const REPHRASE_MAX_CHARS = 4_000;

/** Rephrase transformations (DECISIONS.md adds formal_to_informal to API.md's list). */
export const REPHRASE_MAPPINGS = [
  'paraphrase',
  'informal_to_formal',
  'formal_to_informal',
  'passive_to_active',
  'active_to_passive',
  'sentence_split',
  'expand',
  'shorten',
  'switch_tone',
  'switch_tense',
] as const;

export const TONE_MAPPINGS = [
  'straightforward',
  'professional',
  'casual',
  'confident',
  'friendly',
  'empathetic',
  'diplomatic',
  'persuasive',
] as const;

export const TENSE_MAPPINGS = [
  'simple past',
  'past perfect',
  'past continuous',
  'past perfect continuous',
  'simple present',
  'present perfect',
  'present continuous',
  'present perfect continuous',
  'simple future',
  'future perfect',
  'future continuous',
  'future perfect continuous',
] as const;

/** API.md writes the Edits limit as "100,0000"; we read it as 1,000,000 (docs/contract-notes.md). */
export const EDITS_MAX_CHARS = 1_000_000;

export const EDITS_LANGS = [
  'auto',
  'de',
  'el',
  'en',
  'es',
  'fr',
  'it',
  'jp',
  'ko',
  'nl',
  'pl',
  'pt',
  'sv',
  'tl',
  'zh',
] as const;

export const VARIETIES = [
  'us-variety',
  'gb-variety',
  'au-variety',
  'ca-variety',
  'null-variety',
  's-variety',
  't-variety',
] as const;
