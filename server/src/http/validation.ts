import { issueMessages } from '@margin/shared/contract/issues';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses `value` with `schema` or throws 400 naming the first bad field (`text: required`). */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(issueMessages(result.error)[0] ?? 'invalid request');
  return result.data;
}
