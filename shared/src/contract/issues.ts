import type { z } from 'zod';

/** A zod issue path as messages name fields: `text`, `texts[2]`, `context.query`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

/** Each issue as `"<path>: <message>"` (just the message for whole-request rules), in zod's order. */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = formatIssuePath(issue.path);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** The problems the server would report for `value` (as `"<path>: <message>"`); empty when it is valid. */
export function validationMessages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : issueMessages(result.error);
}
