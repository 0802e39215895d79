import { z } from 'zod';
import { codePointLength } from '../text/offsets';

/** Number of Unicode code points in a string (what API.md calls characters). */
export { codePointLength };

/** `{msg}`: the body of every error response (DECISIONS.md). */
export const ErrorBody = z
  .object({ msg: z.string().describe('What went wrong, naming the field when a parameter is invalid') })
  .meta({ id: 'Error' });

/** 429 body: `{msg, retry_after}` beside the `Retry-After` header (DECISIONS.md). */
export const RateLimitErrorBody = z
  .object({
    msg: z.string(),
    retry_after: z.number().int().describe('Seconds to wait before retrying; same as the Retry-After header'),
  })
  .meta({ id: 'RateLimitError' });

/** No path parameters. */
export const NoParams = z.object({});

/** An empty request: the endpoint takes nothing beyond `key`. */
export const EmptyRequest = z.object({});

/**
 * Zod error option that says `required` for a missing field and `must be <what>` otherwise, so the
 * server's `"<path>: <message>"` reads like `text: required` or `min_length: must be an integer`.
 */
export function mustBe(what: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : `must be ${what}`);
}

/** A string field (may be empty). */
export function stringField() {
  return z.string({ error: mustBe('a string') });
}

/** A string that must contain something other than whitespace. */
export function nonBlank() {
  return stringField()
    .refine((s) => s.trim().length > 0, { message: 'must not be empty' })
    .meta({ minLength: 1 });
}

/**
 * C0 and C1 control characters (NUL, CR/LF, tab, ESC and so the ANSI escapes it starts), DEL, and the
 * bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a name or a dictionary
 * word they forge lines in mail bodies, colour terminals, or reorder what a reader sees.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** The first control or bidi-override character in `s`, as `U+XXXX`, or undefined when there is none. */
export function controlCharacterIn(s: string): string | undefined {
  const m = CONTROL_CHARACTER.exec(s);
  return m ? `U+${(m[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}` : undefined;
}

/** `s` with every control or bidi-override character replaced by U+FFFD (for text stored before the rule). */
export function replaceControlCharacters(s: string): string {
  return s.replace(new RegExp(CONTROL_CHARACTER.source, 'gu'), '\uFFFD');
}

/** A single-line name or word: a string without control or bidi-override characters. */
export function plainText<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine((s) => controlCharacterIn(s) === undefined, {
    error: (issue) =>
      `must not contain control or bidi-override characters (found ${controlCharacterIn(String(issue.input))})`,
  }) as T;
}

/** Non-empty text with a code-point limit, as API.md counts characters. */
export function textField(max: number, what = 'text') {
  return stringField()
    .refine((s) => s.trim().length > 0, { message: 'must not be empty' })
    .refine((s) => codePointLength(s) <= max, { message: `must be at most ${formatCount(max)} characters` })
    .meta({
      // JSON Schema counts code points too, so maxLength states the real limit.
      minLength: 1,
      maxLength: max,
      description: `${what}, at most ${formatCount(max)} characters (Unicode code points); not empty or whitespace-only`,
    });
}

/** A boolean field. */
export function booleanField() {
  return z.boolean({ error: mustBe('true or false') });
}

/** An integer in [min, max] (max optional). */
export function intField(min: number, max?: number) {
  const range =
    max === undefined
      ? `an integer of at least ${formatCount(min)}`
      : `an integer from ${formatCount(min)} to ${formatCount(max)}`;
  const schema = z.int({ error: mustBe(range) }).min(min, { error: `must be ${range}` });
  return max === undefined ? schema : schema.max(max, { error: `must be ${range}` });
}

/** A UUID (any version; the server generates v4). */
export function uuidField() {
  return z.guid({ error: mustBe('a UUID') });
}

/** One of a fixed list of strings; the error lists the allowed values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: mustBe(`one of ${values.join(', ')}`) });
}

/**
 * An optional parameter for which `null` also means "not given" (Sapling's browser SDK sends
 * `"variety": null`). Without `fallback` both become undefined; with it both become `fallback`,
 * which the OpenAPI document shows as the default beside `null` as an allowed value.
 */
export function optionalNullable<T extends z.ZodType>(
  schema: T,
): z.ZodPipe<
  z.ZodOptional<z.ZodNullable<T>>,
  z.ZodTransform<z.output<T> | undefined, z.output<T> | null | undefined>
>;
export function optionalNullable<T extends z.ZodType>(
  schema: T,
  fallback: z.output<T>,
): z.ZodPipe<
  z.ZodDefault<z.ZodOptional<z.ZodNullable<T>>>,
  z.ZodTransform<z.output<T>, z.output<T> | null | undefined>
>;
export function optionalNullable<T extends z.ZodType>(schema: T, ...fallback: [z.output<T>?]) {
  if (fallback.length === 0) return schema.nullish().transform((v) => v ?? undefined);
  const value = fallback[0] as z.output<T>;
  // `.default` alone maps only a missing field; the transform maps null as well.
  return schema
    .nullish()
    .default(value as never)
    .transform((v) => v ?? value);
}

/** Longest `session_id` or `user_id`, in code points: ids are stored with feedback, so they are capped. */
export const CALLER_ID_MAX_CHARS = 256;

const atMost = (max: number) => (s: string) => codePointLength(s) <= max;
const atMostMessage = (max: number) => ({ message: `must be at most ${formatCount(max)} characters` });

/** A `session_id`: the caller's name for a document; not empty, at most 256 characters. */
export function sessionIdField() {
  return nonBlank()
    .refine(atMost(CALLER_ID_MAX_CHARS), atMostMessage(CALLER_ID_MAX_CHARS))
    .meta({ maxLength: CALLER_ID_MAX_CHARS });
}

/**
 * A `user_id`: the caller's name for an end user, at most 256 characters. Empty (the Sapling SDK's
 * default) or null means no user.
 */
export function userIdField() {
  return optionalNullable(
    stringField()
      .refine(atMost(CALLER_ID_MAX_CHARS), atMostMessage(CALLER_ID_MAX_CHARS))
      .meta({ maxLength: CALLER_ID_MAX_CHARS }),
  ).transform((s) => (s?.trim() ? s : undefined));
}

/** `1,000,000` style, as API.md writes limits. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
