import { z } from 'zod';
import { booleanField, oneOf } from './common';
import {
  ADVANCED_EDIT_KEYS,
  ADVANCED_EDIT_OPTIONS,
  type AdvancedEditKey,
  ERRANT_ERROR_TYPES,
  GENERAL_ERROR_TYPES,
  IGNORE_EDIT_TYPES,
  OPERATIONS,
} from './constants';

// The lists live in the zod-free constants module so page bundles can use them without zod.
export {
  ADVANCED_EDIT_GROUPS,
  ADVANCED_EDIT_KEYS,
  ADVANCED_EDIT_OPTIONS,
  type AdvancedEditKey,
  type AdvancedEditOption,
  ERRANT_ERROR_TYPES,
  GENERAL_ERROR_TYPES,
  IGNORE_EDIT_TYPES,
  OPERATIONS,
} from './constants';

const advancedEditShape = Object.fromEntries(
  ADVANCED_EDIT_KEYS.map((k) => [k, booleanField().optional()]),
) as Record<AdvancedEditKey, z.ZodOptional<ReturnType<typeof booleanField>>>;

/** `error_type`: an ERRANT code, or the advanced option that produced the edit. */
export const ErrorType = z.enum([...ERRANT_ERROR_TYPES, ...ADVANCED_EDIT_OPTIONS]).meta({
  id: 'ErrorType',
  description:
    'ERRANT-style code <op>:<POS>[:<sub>] (M missing, R replace, U unnecessary), or for advanced edits the option name',
});

export const GeneralErrorType = z
  .enum(GENERAL_ERROR_TYPES)
  .meta({ id: 'GeneralErrorType', description: 'General category of the edit' });

export const Operation = oneOf(OPERATIONS).meta({
  id: 'Operation',
  description:
    'capitalize: sentence-initial capitals and the pronoun I; punctuate: terminal punctuation on sentences that lack it; fixspaces: collapse repeated spaces and remove space before , . ; : ! ?',
});

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
