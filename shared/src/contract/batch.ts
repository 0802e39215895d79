import { z } from 'zod';
import { codePointLength, formatCount, mustBe, nonBlank, textField } from './common';

/** Limits of an endpoint that takes either `text` or a batch `texts` (AI detection, Translate, Summarize). */
export interface TextOrTextsLimits {
  /** Code points allowed in `text`, and in all of `texts` together. */
  max: number;
  /** Most items in `texts`; API.md says 10 everywhere. */
  maxItems?: number;
}

/**
 * `text` / `texts` fields plus the rule API.md states for every batch endpoint: exactly one of
 * them, 1..maxItems non-empty items (an empty item is named by its index, e.g. `texts[2]`), and a
 * combined length cap.
 */
export function textOrTexts<S extends z.ZodRawShape>(shape: S, { max, maxItems = 10 }: TextOrTextsLimits) {
  const itemCount = `must contain 1 to ${maxItems} items`;
  const texts = z
    .array(nonBlank(), { error: mustBe('an array of strings') })
    .min(1, { error: itemCount })
    .max(maxItems, { error: itemCount })
    .superRefine((items, ctx) => {
      const total = items.reduce((n, t) => n + (typeof t === 'string' ? codePointLength(t) : 0), 0);
      if (total > max) {
        ctx.addIssue({
          code: 'custom',
          message: `combined length must be at most ${formatCount(max)} characters (got ${formatCount(total)})`,
        });
      }
    })
    .meta({
      description: `Batch form: 1 to ${maxItems} texts, each non-empty, combined length at most ${formatCount(max)} characters; each item is processed independently with the same options`,
    });

  return z
    .object({ ...shape, text: textField(max).optional(), texts: texts.optional() })
    .superRefine((input, ctx) => {
      const { text, texts } = input as { text?: unknown; texts?: unknown };
      const hasText = text !== undefined;
      const hasTexts = texts !== undefined;
      if (hasText === hasTexts) {
        ctx.addIssue({
          code: 'custom',
          path: [],
          message: `exactly one of text and texts is required (${hasText ? 'both were' : 'neither was'} given)`,
        });
      }
    })
    .meta({ oneOf: [{ required: ['text'] }, { required: ['texts'] }] });
}

/** The response of a text-or-texts endpoint: the single shape, or `{results}` in input order for `texts`. */
export function singleOrBatch<T extends z.ZodType>(single: T, batchId: string) {
  const batch = z
    .object({ results: z.array(single).describe('One result per item of texts, in input order') })
    .meta({ id: batchId });
  return z.union([single, batch]);
}
