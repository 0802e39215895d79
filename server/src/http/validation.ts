import type { z } from 'zod';
import { badRequest } from './errors';

/** Formats the first zod issue as `field: problem`, the way DECISIONS.md shows (`text: required`). */
export function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid request';
  const path = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
  const missing =
    issue.code === 'invalid_type' && /received undefined/.test(issue.message) ? 'required' : issue.message;
  return path ? `${path}: ${missing}` : missing;
}

/** Parses `value` with `schema` or throws 400 naming the field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(issueMessage(result.error));
  return result.data;
}
