import { z } from 'zod';
import { booleanField, oneOf } from './common';

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

const advancedEditShape = Object.fromEntries(
  ADVANCED_EDIT_KEYS.map((k) => [k, booleanField().optional()]),
) as Record<AdvancedEditKey, z.ZodOptional<ReturnType<typeof booleanField>>>;

/** `error_type`: an ERRANT code, or the advanced option that produced the edit. */
export const ErrorType = z.enum([...ERRANT_ERROR_TYPES, ...ADVANCED_EDIT_OPTIONS]).meta({
  id: 'ErrorType',
  description:
    'ERRANT-style code <op>:<POS>[:<sub>] (M missing, R replace, U unnecessary), or for advanced edits the option name',
});

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

export const GeneralErrorType = z
  .enum(GENERAL_ERROR_TYPES)
  .meta({ id: 'GeneralErrorType', description: 'General category of the edit' });

/** Post-processing operations (DECISIONS.md): each produces ordinary edits. */
export const OPERATIONS = ['capitalize', 'punctuate', 'fixspaces'] as const;

export const Operation = oneOf(OPERATIONS).meta({
  id: 'Operation',
  description:
    'capitalize: sentence-initial capitals and the pronoun I; punctuate: terminal punctuation on sentences that lack it; fixspaces: collapse repeated spaces and remove space before , . ; : ! ?',
});

/** `ignore_edit_types` categories (API.md). */
export const IGNORE_EDIT_TYPES = [
  'articles_determiners',
  'auxiliary_verbs',
  'capitalization',
  'hyphens',
  'punctuation',
  'whitespace',
] as const;

export const IgnoreEditType = oneOf(IGNORE_EDIT_TYPES).meta({
  id: 'IgnoreEditType',
  description: 'A category of suggestion to suppress',
});

/** `advanced_edits`: known group/option keys to booleans; an unknown key is an error naming it. */
export const AdvancedEdits = z
  .strictObject(advancedEditShape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((k) => `"${k}"`).join(', ');
        return `unknown advanced edit option${issue.keys.length > 1 ? 's' : ''} ${keys}; allowed: ${ADVANCED_EDIT_KEYS.join(', ')}`;
      }
      return issue.input === undefined ? 'required' : 'must be an object of option names to booleans';
    },
  })
  .meta({
    id: 'AdvancedEdits',
    description:
      'English only. Group keys (advanced_edits: every option; dei: every inclusivity option; gender: gender_pronoun, gender_noun, gender_id) and option keys to booleans; a group set to false disables every option it covers',
  });
