import type {
  AdvancedEditOption,
  ErrorType as ErrorTypeSchema,
  GeneralErrorType as GeneralSchema,
} from '@margin/shared/contract';
import type { z } from 'zod';

/** An `error_type` value: an ERRANT code or an advanced option. */
export type ErrorType = z.output<typeof ErrorTypeSchema>;
/** A `general_error_type` value. */
export type GeneralErrorType = z.output<typeof GeneralSchema>;

/**
 * What a finding is about; the wire adapter turns it into `general_error_type`, using the edit itself
 * where the content decides (a case-only change is Capitalization whatever found it).
 */
export type FindingCategory =
  | 'spelling'
  | 'grammar'
  | 'punctuation'
  | 'capitalization'
  | 'whitespace'
  | 'word-choice'
  | 'word-order'
  | 'style'
  | 'other'
  | 'advanced';

/**
 * One suggestion from any engine (Harper, a project rule, spelling, an operation, a custom mapping,
 * an advanced-edit check), before it becomes a wire Edit. Offsets are absolute code points in the
 * text the producer was given; the orchestrator rebases them onto the request text.
 */
export interface Finding {
  /** Start, in code points. */
  start: number;
  /** End (exclusive), in code points. */
  end: number;
  /** Which rule found it, e.g. `harper:AnA`, `margin:subject-verb-agreement`, `spelling`. */
  ruleId: string;
  category: FindingCategory;
  /** Why, for people (advanced edits send it as `description`). */
  message: string;
  /** Suggested replacements, best first; the first is the one sent and applied. */
  replacements: string[];
  /** The ERRANT code when the producer knows it better than the adapter can infer it. */
  errorType?: ErrorType;
  /** Advanced edits: the option that produced it (its `error_type`). */
  advancedOption?: AdvancedEditOption;
  /** Sent as the edit's `description` (advanced edits, custom mappings). */
  description?: string;
}

/** Shifts a finding by `offset` code points. */
export function rebase(finding: Finding, offset: number): Finding {
  return offset === 0 ? finding : { ...finding, start: finding.start + offset, end: finding.end + offset };
}
